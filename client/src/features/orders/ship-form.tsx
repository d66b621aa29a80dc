import { Button, HStack, Input, Stack } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { SHIPMENT_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { FormField } from "../../components/form-field";
import { textRules } from "../../lib/form-rules";
import { useServerErrors } from "../../lib/server-field-errors";

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ShipmentValues>({ defaultValues: { carrier: "", trackingNumber: "" } });
  useServerErrors(serverErrors, setError);

  return (
    <form
      noValidate
      aria-label="Shipment"
      onSubmit={handleSubmit(async (values) => void (await onSubmit(values)))}
    >
      <Stack gap="3" w="full">
        <FormField label="Carrier" required error={errors.carrier?.message}>
          <Input size="sm" {...register("carrier", textRules(SHIPMENT_FIELDS.carrier))} />
        </FormField>
        <FormField label="Tracking Number" required error={errors.trackingNumber?.message}>
          <Input size="sm" {...register("trackingNumber", textRules(SHIPMENT_FIELDS.trackingNumber))} />
        </FormField>
        <HStack gap="2" flexWrap="wrap">
          <Button type="submit" size="sm" colorPalette="blue" loading={isSubmitting}>
            Mark as shipped
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onClose}>
            Not now
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
