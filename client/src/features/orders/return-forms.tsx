import { Checkbox, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { Controller } from "react-hook-form";
import type { ReturnCardFieldsFragment } from "../../../../generated/client/graphql";
import { REFUND_FIELDS, RETURN_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { CardForm, type CardFormProps } from "../../components/card-form";
import { FormField } from "../../components/form-field";
import { textRules } from "../../lib/form-rules";

export interface RefusalValues {
  reason: string;
}

/** Staff's refusal of a requested return, saying why: the buyer is told in these words. */
export function RefuseReturnForm(props: CardFormProps<RefusalValues>) {
  return (
    <CardForm<RefusalValues>
      {...props}
      label="Refusal"
      defaultValues={{ reason: "" }}
      submitLabel="Refuse return"
    >
      {({ register, formState: { errors } }) => (
        <FormField
          label={RETURN_FIELDS.refusal.label}
          required
          error={errors.reason?.message}
          helperText="The buyer is told why"
        >
          <Textarea size="sm" rows={2} {...register("reason", textRules(RETURN_FIELDS.refusal))} />
        </FormField>
      )}
    </CardForm>
  );
}

export interface ReceiptValues {
  /** Per returned line, in the return's order: back on the shelf (true) or written off. */
  restock: boolean[];
}

/**
 * Staff's note of a return's parts come back: each line back on the shelf (its stock given back) or
 * written off; a damaged part is written off unless staff tick it.
 */
export function ReceiveReturnForm({
  ret,
  ...props
}: CardFormProps<ReceiptValues> & { ret: Pick<ReturnCardFieldsFragment, "lines" | "reason"> }) {
  return (
    <CardForm<ReceiptValues>
      {...props}
      label="Parts received"
      defaultValues={{ restock: ret.lines.map(() => ret.reason !== "DAMAGED") }}
      submitLabel="Mark as received"
    >
      {({ control }) => (
        <Stack as="fieldset" gap="2" minW="0">
          <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
            Back on the shelf
          </Text>
          {ret.lines.map((line, i) => (
            <Controller
              key={line.productId}
              control={control}
              name={`restock.${i}`}
              render={({ field }) => (
                <Checkbox.Root
                  size="sm"
                  checked={field.value}
                  onCheckedChange={(e) => field.onChange(e.checked === true)}
                >
                  <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {line.name}: back on the shelf ({line.quantity})
                  </Checkbox.Label>
                </Checkbox.Root>
              )}
            />
          ))}
        </Stack>
      )}
    </CardForm>
  );
}

export interface ReturnRefundValues {
  reference: string;
}

/** The bank's reference may be left empty here: a card order's refund goes through Stripe, which names it. */
const REFERENCE = { ...REFUND_FIELDS.reference, required: false };

/**
 * Staff's refund of a received return: what its lines cost goes back, a card order's through Stripe,
 * any other by the bank, whose reference the shop asks for (its message shows here when missing).
 */
export function RefundReturnForm({
  amount,
  ...props
}: CardFormProps<ReturnRefundValues> & { amount: string }) {
  return (
    <CardForm<ReturnRefundValues>
      {...props}
      label="Refund"
      defaultValues={{ reference: "" }}
      submitLabel={`Refund ${amount}`}
    >
      {({ register, formState: { errors } }) => (
        <FormField
          label={REFUND_FIELDS.reference.label}
          error={errors.reference?.message}
          helperText="The bank's reference; leave it empty for a card order, refunded through Stripe"
        >
          <Input size="sm" autoComplete="off" {...register("reference", textRules(REFERENCE))} />
        </FormField>
      )}
    </CardForm>
  );
}
