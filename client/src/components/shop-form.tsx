import { Button, HStack, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
} from "react-hook-form";
import { useServerErrors } from "../lib/server-field-errors";

interface ShopFormProps<Values extends FieldValues> {
  defaultValues: DefaultValues<Values>;
  /**
   * Sends the values. Resolving true says they are done with (saved, ordered): the form starts over for
   * the next. Anything else keeps what was typed, for the buyer to correct.
   */
  onSubmit: (values: Values) => Promise<boolean | void>;
  /** The server's message per field (BAD_USER_INPUT), shown under the field it names. */
  serverErrors?: Record<string, string>;
  /** The submit button's words (the spec's). */
  submitLabel: string;
  /** Nothing can be sent as things stand (sold out, a cart that cannot be ordered). */
  disabled?: boolean;
  /** "sm" for a form inside a card's corner (tighter, small button), "lg" for a page's main action. */
  size?: "sm" | "md" | "lg";
  /** Another action beside the submit button, such as a way out ("Not now"). */
  besideSubmit?: ReactNode;
  /** The form's name for screen readers, where no heading names it. */
  "aria-label"?: string;
  /**
   * The fields, given the form (register, errors). Fields several forms share (DeliveryFields) read the
   * form from context instead, so any form whose values include theirs can hold them.
   */
  children: (form: UseFormReturn<Values>) => ReactNode;
}

/**
 * A form of the shop's: react-hook-form with the shop's field rules checked in the browser before
 * anything is sent, the server's field messages put under their fields, and the submit button, busy
 * while the values are on their way.
 */
export function ShopForm<Values extends FieldValues>({
  defaultValues,
  onSubmit,
  serverErrors,
  submitLabel,
  disabled,
  size = "md",
  besideSubmit,
  "aria-label": label,
  children,
}: ShopFormProps<Values>) {
  const form = useForm<Values>({ defaultValues });
  useServerErrors(serverErrors, form.setError);
  const submit = (
    <Button
      type="submit"
      colorPalette="blue"
      size={size}
      alignSelf={besideSubmit ? undefined : { base: "stretch", sm: "flex-start" }}
      loading={form.formState.isSubmitting}
      disabled={disabled}
    >
      {submitLabel}
    </Button>
  );
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={label}
        onSubmit={form.handleSubmit(async (values) => {
          if ((await onSubmit(values)) === true) form.reset();
        })}
      >
        <Stack gap={size === "sm" ? "3" : "4"}>
          {children(form)}
          {besideSubmit ? (
            <HStack gap="2" flexWrap="wrap">
              {submit}
              {besideSubmit}
            </HStack>
          ) : (
            submit
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
