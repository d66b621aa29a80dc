import { useMutation } from "@apollo/client/react";
import { Button } from "@chakra-ui/react";
import { useState } from "react";
import type { OrderCardFieldsFragment } from "../../../../generated/client/graphql";
import { ConfirmButton } from "../../components/confirm-button";
import { useSaveFailure } from "../../lib/server-field-errors";
import { toast } from "../../lib/toast";
import { withToasts } from "../../lib/with-toasts";
import { DeliverOrderDocument, ShipOrderDocument } from "./api";
import { ShipForm, type ShipmentValues } from "./ship-form";

/**
 * The admin's next step for an order: a placed one is shipped (carrier and tracking number), a shipped
 * one marked delivered. The mutations answer the whole card, so it shows the new status at once;
 * `onChanged` lets the list be asked again, as the order may have left a status filter.
 */
export function FulfilmentActions({
  order,
  onChanged,
}: {
  order: OrderCardFieldsFragment;
  onChanged: () => void;
}) {
  const [shipping, setShipping] = useState(false);
  const [shipOrder] = useMutation(ShipOrderDocument);
  const [deliverOrder, delivering] = useMutation(DeliverOrderDocument);
  const { serverErrors, fail } = useSaveFailure();

  const ship = async ({ carrier, trackingNumber }: ShipmentValues) => {
    try {
      await shipOrder({ variables: { id: order.id, carrier, trackingNumber } });
      toast.success("Order shipped");
      setShipping(false);
      onChanged();
      return true;
    } catch (failure) {
      // Refused because the order moved on meanwhile (ORDER_STATE): the list is asked again to show where.
      onChanged();
      return fail(failure);
    }
  };
  const deliver = async () => {
    await withToasts(() => deliverOrder({ variables: { id: order.id } }), "Order delivered");
    onChanged();
  };

  if (order.status === "SHIPPED") {
    return (
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
    );
  }
  if (order.status !== "PLACED") return null;
  return shipping ? (
    <ShipForm onSubmit={ship} onClose={() => setShipping(false)} serverErrors={serverErrors} />
  ) : (
    <Button size="sm" colorPalette="blue" variant="outline" onClick={() => setShipping(true)}>
      Ship
    </Button>
  );
}
