import type { PaymentMethod } from "../../../../generated/client/graphql";
import { CHECKOUT_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { DeliveryFields, type DeliveryValues } from "../../components/delivery-fields";
import type { PaymentOption } from "../../components/order-payment";
import { SectionCard } from "../../components/section-card";
import { ShopForm } from "../../components/shop-form";
import { firstChoice, PaymentChoice } from "./payment-choice";

export type CheckoutValues = DeliveryValues & { paymentMethod: PaymentMethod };

interface CheckoutFormProps {
  /** The profile's address and phone, so a returning buyer only confirms them. */
  defaultValues: DeliveryValues;
  /** The ways to pay the shop takes (paymentOptions); pay on delivery is chosen at first. */
  paymentOptions?: readonly PaymentOption[];
  onSubmit: (values: CheckoutValues) => Promise<void>;
  /** The server's message per field (BAD_USER_INPUT), shown under the field it names. */
  serverErrors?: Record<string, string>;
  /** The cart cannot be ordered as it is: nothing to send until it is changed. */
  disabled?: boolean;
}

/**
 * Where the order goes (address and phone, checked by the shop's own rules before anything is sent) and
 * how it is paid, each a section of its own, then Place order.
 */
export function CheckoutForm({
  defaultValues,
  paymentOptions = [],
  onSubmit,
  serverErrors,
  disabled,
}: CheckoutFormProps) {
  return (
    <ShopForm<CheckoutValues>
      aria-label="Delivery and payment"
      defaultValues={{ ...defaultValues, paymentMethod: firstChoice(paymentOptions) }}
      onSubmit={onSubmit}
      serverErrors={serverErrors}
      submitLabel="Place order"
      size="lg"
      disabled={disabled}
    >
      {() => (
        <>
          <SectionCard title="Delivery">
            <DeliveryFields rules={CHECKOUT_FIELDS} />
          </SectionCard>
          {paymentOptions.length > 0 && (
            <SectionCard title="Payment">
              <PaymentChoice options={paymentOptions} />
            </SectionCard>
          )}
        </>
      )}
    </ShopForm>
  );
}
