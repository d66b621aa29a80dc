import { Button, Input, Stack } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { CHECKOUT_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { FormField } from "../../components/form-field";
import { textRules } from "../../lib/form-rules";
import { useServerErrors } from "../../lib/server-field-errors";

export interface CheckoutValues {
  address: string;
  phone: string;
}

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutValues>({ defaultValues });

  useServerErrors(serverErrors, setError);

  return (
    <form noValidate aria-label="Delivery" onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="4">
        <FormField label="Address" required error={errors.address?.message}>
          <Input autoComplete="street-address" {...register("address", textRules(CHECKOUT_FIELDS.address))} />
        </FormField>
        <FormField label="Phone" required error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register("phone", textRules(CHECKOUT_FIELDS.phone))} />
        </FormField>
        <Button
          type="submit"
          colorPalette="blue"
          size="lg"
          alignSelf={{ base: "stretch", md: "flex-start" }}
          loading={isSubmitting}
          disabled={disabled}
        >
          Place order
        </Button>
      </Stack>
    </form>
  );
}
