import { Input } from "@chakra-ui/react";
import { SHIPMENT_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { CardForm, type CardFormProps } from "../../components/card-form";
import { FormField } from "../../components/form-field";
import { textRules } from "../../lib/form-rules";

export interface ShipmentValues {
  carrier: string;
  trackingNumber: string;
}

/** The admin's note of a parcel sent: the carrier and its tracking number, checked by the shop's rules. */
export function ShipForm(props: CardFormProps<ShipmentValues>) {
  return (
    <CardForm<ShipmentValues>
      {...props}
      label="Shipment"
      defaultValues={{ carrier: "", trackingNumber: "" }}
      submitLabel="Mark as shipped"
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField label="Carrier" required error={errors.carrier?.message}>
            <Input size="sm" {...register("carrier", textRules(SHIPMENT_FIELDS.carrier))} />
          </FormField>
          <FormField label="Tracking Number" required error={errors.trackingNumber?.message}>
            <Input size="sm" {...register("trackingNumber", textRules(SHIPMENT_FIELDS.trackingNumber))} />
          </FormField>
        </>
      )}
    </CardForm>
  );
}
