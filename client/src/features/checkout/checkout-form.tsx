import { CHECKOUT_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { DeliveryFields, type DeliveryValues } from "../../components/delivery-fields";
import { ShopForm } from "../../components/shop-form";

export type CheckoutValues = DeliveryValues;

interface CheckoutFormProps {
  /** The profile's address and phone, so a returning buyer only confirms them. */
  defaultValues: CheckoutValues;
  onSubmit: (values: CheckoutValues) => Promise<void>;
  /** The server's message per field (BAD_USER_INPUT), shown under the field it names. */
  serverErrors?: Record<string, string>;
  /** The cart cannot be ordered as it is: nothing to send until it is changed. */
  disabled?: boolean;
}

/** Where the order goes: address and phone, checked by the shop's own rules before anything is sent. */
export function CheckoutForm({ defaultValues, onSubmit, serverErrors, disabled }: CheckoutFormProps) {
  return (
    <ShopForm
      aria-label="Delivery"
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      serverErrors={serverErrors}
      submitLabel="Place order"
      size="lg"
      disabled={disabled}
    >
      {() => <DeliveryFields rules={CHECKOUT_FIELDS} />}
    </ShopForm>
  );
}
