import { useMutation } from "@apollo/client/react";
import { Button } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import type { OrderCardFieldsFragment, OrderStatus } from "../../../../generated/client/graphql";
import { ConfirmButton } from "../../components/confirm-button";
import { useSaveFailure } from "../../lib/server-field-errors";
import { toast } from "../../lib/toast";
import { withToasts } from "../../lib/with-toasts";
import { DeliverOrderDocument, RecordPaymentDocument, RefundOrderDocument, ShipOrderDocument } from "./api";
import { RecordPaymentForm, typedCents, type PaymentValues } from "./record-payment-form";
import { ShipForm, type ShipmentValues } from "./ship-form";

/** The statuses an order ships from: paid on delivery (placed), or paid before (paid). */
const SHIPPABLE: readonly OrderStatus[] = ["PLACED", "PAID"];

/** The server names the amount in cents (`amountCents`); the form's field is the same amount in dollars. */
const FORM_FIELD_OF: Record<string, string> = { amountCents: "amount" };

/** The server's field messages keyed by the form's fields. */
const byFormField = (serverErrors: Record<string, string> | undefined) =>
  serverErrors &&
  Object.fromEntries(
    Object.entries(serverErrors).map(([field, message]) => [FORM_FIELD_OF[field] ?? field, message]),
  );

/**
 * The admin's next steps for an order: a payment received outside the shop (a bank transfer, the
 * courier's cash) recorded while any is due (amount and reference), a refund paid back while a cancelled
 * paid order is owed any; a placed or paid one shipped (carrier and tracking number), a shipped one
 * marked delivered. One form is open at a time. The mutations answer the whole card, so it shows the
 * new status and what is due at once; `onChanged` lets the list be asked again, as the order may have
 * left a status filter.
 */
export function FulfilmentActions({
  order,
  onChanged,
}: {
  order: OrderCardFieldsFragment;
  onChanged: () => void;
}) {
  const [open, setOpen] = useState<"ship" | "payment" | "refund" | null>(null);
  const [shipOrder] = useMutation(ShipOrderDocument);
  const [deliverOrder, delivering] = useMutation(DeliverOrderDocument);
  const [recordPayment] = useMutation(RecordPaymentDocument);
  const [refundOrder] = useMutation(RefundOrderDocument);
  const shipping = useSaveFailure();
  const paying = useSaveFailure();
  const paymentErrors = useMemo(() => byFormField(paying.serverErrors), [paying.serverErrors]);
  const refunding = useSaveFailure();
  const refundErrors = useMemo(() => byFormField(refunding.serverErrors), [refunding.serverErrors]);

  const ship = async ({ carrier, trackingNumber }: ShipmentValues) => {
    try {
      await shipOrder({ variables: { id: order.id, carrier, trackingNumber } });
      toast.success("Order shipped");
      setOpen(null);
      onChanged();
      return true;
    } catch (failure) {
      // Refused because the order moved on meanwhile (ORDER_STATE): the list is asked again to show where.
      onChanged();
      return shipping.fail(failure);
    }
  };
  const record = async ({ amount, reference }: PaymentValues) => {
    try {
      await recordPayment({ variables: { id: order.id, amountCents: typedCents(amount), reference } });
      toast.success("Payment recorded");
      setOpen(null);
      onChanged();
      return true;
    } catch (failure) {
      // What is due may have changed meanwhile (another payment, a cancellation): the card shows it.
      onChanged();
      return paying.fail(failure);
    }
  };
  const refund = async ({ amount, reference }: PaymentValues) => {
    try {
      await refundOrder({
        variables: { id: order.id, amountCents: typedCents(amount), reference: reference.trim() || null },
      });
      toast.success("Refund recorded");
      setOpen(null);
      onChanged();
      return true;
    } catch (failure) {
      // What is owed back may have changed meanwhile (a colleague's refund): the card shows it.
      onChanged();
      return refunding.fail(failure);
    }
  };
  const deliver = async () => {
    await withToasts(() => deliverOrder({ variables: { id: order.id } }), "Order delivered");
    onChanged();
  };

  if (open === "ship")
    return <ShipForm onSubmit={ship} onClose={() => setOpen(null)} serverErrors={shipping.serverErrors} />;
  if (open === "payment")
    return (
      <RecordPaymentForm
        dueCents={order.amountDueCents}
        whole={order.status === "AWAITING_PAYMENT"}
        onSubmit={record}
        onClose={() => setOpen(null)}
        serverErrors={paymentErrors}
      />
    );
  if (open === "refund")
    return (
      <RecordPaymentForm
        kind="refund"
        dueCents={order.refundDueCents}
        referenceRequired={order.paymentMethod !== "CARD"}
        onSubmit={refund}
        onClose={() => setOpen(null)}
        serverErrors={refundErrors}
      />
    );
  // A card is paid by its holder through Stripe, never typed in by staff (the server refuses it).
  const owing = order.amountDueCents > 0 && order.status !== "CANCELLED" && order.paymentMethod !== "CARD";
  return (
    <>
      {order.refundDueCents > 0 && (
        <Button size="sm" colorPalette="blue" variant="outline" onClick={() => setOpen("refund")}>
          Record refund
        </Button>
      )}
      {owing && (
        <Button size="sm" colorPalette="blue" variant="outline" onClick={() => setOpen("payment")}>
          Record payment
        </Button>
      )}
      {SHIPPABLE.includes(order.status) && (
        <Button size="sm" colorPalette="blue" variant="outline" onClick={() => setOpen("ship")}>
          Ship
        </Button>
      )}
      {order.status === "SHIPPED" && (
        <ConfirmButton
          size="sm"
          colorPalette="green"
          variant="outline"
          loading={delivering.loading}
          onConfirm={deliver}
          description="The buyer will see the order delivered; it cannot be undone."
          confirmLabel="Yes, mark delivered"
          confirmPalette="green"
        >
          Mark delivered
        </ConfirmButton>
      )}
    </>
  );
}
