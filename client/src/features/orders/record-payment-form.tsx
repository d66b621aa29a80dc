import { Input } from "@chakra-ui/react";
import { PAYMENT_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { parseDecimal } from "../../../../shared/field-rules/check";
import {
  aboveAmountDue,
  isRequired,
  notANumber,
  notWholeAmountDue,
} from "../../../../shared/field-rules/messages";
import { CardForm, type CardFormProps } from "../../components/card-form";
import { FormField } from "../../components/form-field";
import { centsText } from "../../components/order-payment";
import { textRules } from "../../lib/form-rules";

export interface PaymentValues {
  /** Dollars and cents as typed ("25.99"); sent in cents. */
  amount: string;
  reference: string;
}

/** Dollars typed with at most two decimals ("25", "25.9", "25.99"). */
const DOLLARS_AND_CENTS = /^\s*\+?(\d+(\.\d{0,2})?|\.\d{1,2})\s*$/;

/**
 * What is wrong with the typed amount, in the words the form shows beside it: at most what is due, and
 * all of it (`whole`) for an order awaiting payment, which ships only once paid in full. The server checks
 * the amount in cents again against what is due when it records the payment, and its message for
 * `amountCents` shows here too.
 */
function amountProblem(text: string, dueCents: number, whole: boolean): string | undefined {
  if (!text.trim()) return isRequired("Amount");
  const dollars = parseDecimal(text);
  if (Number.isNaN(dollars)) return notANumber("Amount");
  if (dollars < 0.01) return `Amount must be at least ${centsText(1)}`;
  if (!DOLLARS_AND_CENTS.test(text)) return "Amount must be in dollars and cents, like 25.99";
  const cents = Math.round(dollars * 100);
  if (cents > dueCents) return aboveAmountDue(centsText(dueCents));
  if (whole && cents !== dueCents) return notWholeAmountDue(centsText(dueCents));
  return undefined;
}

/** The typed amount in cents, once the form has checked it. */
export const typedCents = (text: string) => Math.round(parseDecimal(text) * 100);

/**
 * Staff's note of a payment that came outside the shop (a bank transfer, the courier's cash): how much, in
 * dollars, prefilled with all that is due, and the bank's or courier's reference.
 */
export function RecordPaymentForm({
  dueCents,
  whole,
  ...props
}: CardFormProps<PaymentValues> & {
  dueCents: number;
  /** The order awaits payment: only the whole amount due pays it. */
  whole: boolean;
}) {
  return (
    <CardForm<PaymentValues>
      {...props}
      label="Payment"
      defaultValues={{ amount: (dueCents / 100).toFixed(2), reference: "" }}
      submitLabel="Record payment"
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField
            label="Amount"
            required
            error={errors.amount?.message}
            helperText={`In US dollars: ${centsText(dueCents)} is still due`}
          >
            <Input
              size="sm"
              inputMode="decimal"
              autoComplete="off"
              {...register("amount", { validate: (text) => amountProblem(text, dueCents, whole) ?? true })}
            />
          </FormField>
          <FormField
            label={PAYMENT_FIELDS.reference.label}
            required
            error={errors.reference?.message}
            helperText="The bank's or the courier's, to find the payment again"
          >
            <Input
              size="sm"
              autoComplete="off"
              {...register("reference", textRules(PAYMENT_FIELDS.reference))}
            />
          </FormField>
        </>
      )}
    </CardForm>
  );
}
