import { Button, Input } from "@chakra-ui/react";
import { SHIPMENT_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { FormField } from "../../components/form-field";
import { ShopForm } from "../../components/shop-form";
import { textRules } from "../../lib/form-rules";

export interface ShipmentValues {
  carrier: string;
  trackingNumber: string;
}

interface ShipFormProps {
  /** Sends the shipment; resolves false when the shop refused it. */
  onSubmit: (values: ShipmentValues) => Promise<boolean>;
  onClose: () => void;
  /** The server's message per field (BAD_USER_INPUT), shown under the field it names. */
  serverErrors?: Record<string, string>;
}

/** The admin's note of a parcel sent: the carrier and its tracking number, checked by the shop's rules. */
export function ShipForm({ onSubmit, onClose, serverErrors }: ShipFormProps) {
  return (
    <ShopForm<ShipmentValues>
      aria-label="Shipment"
      defaultValues={{ carrier: "", trackingNumber: "" }}
      // A shipped order's card closes this form: nothing to start over.
      onSubmit={async (values) => void (await onSubmit(values))}
      serverErrors={serverErrors}
      submitLabel="Mark as shipped"
      size="sm"
      besideSubmit={
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          Not now
        </Button>
      }
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
    </ShopForm>
  );
}
