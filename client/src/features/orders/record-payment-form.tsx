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

/** Money staff record as come in (a payment) or gone back (a refund of a cancelled paid order). */
export type MoneyKind = "payment" | "refund";

/** What the form says of each kind. */
const WORDS = {
  payment: {
    label: "Payment",
    submit: "Record payment",
    due: (due: string) => `In US dollars: ${due} is still due`,
    above: aboveAmountDue,
    reference: "The bank's or the courier's, to find the payment again",
  },
  refund: {
    label: "Refund",
    submit: "Record refund",
    due: (due: string) => `In US dollars: ${due} is owed back`,
    above: (due: string) => `Amount must be at most ${due}, what is owed back`,
    reference: "The bank's, to find the refund again",
  },
} as const;

/**
 * What is wrong with the typed amount, in the words the form shows beside it: at most what is due (or
 * owed back), and all of it (`whole`) for an order awaiting payment, which ships only once paid in full.
 * The server checks the amount in cents again when it records it, and its message for `amountCents`
 * shows here too.
 */
function amountProblem(text: string, dueCents: number, whole: boolean, kind: MoneyKind): string | undefined {
  if (!text.trim()) return isRequired("Amount");
  const dollars = parseDecimal(text);
  if (Number.isNaN(dollars)) return notANumber("Amount");
  if (dollars < 0.01) return `Amount must be at least ${centsText(1)}`;
  if (!DOLLARS_AND_CENTS.test(text)) return "Amount must be in dollars and cents, like 25.99";
  const cents = Math.round(dollars * 100);
  if (cents > dueCents) return WORDS[kind].above(centsText(dueCents));
  if (whole && cents !== dueCents) return notWholeAmountDue(centsText(dueCents));
  return undefined;
}

/** The typed amount in cents, once the form has checked it. */
export const typedCents = (text: string) => Math.round(parseDecimal(text) * 100);

/** A refund's reference may be left empty for a card order: Stripe refunds it and names it. */
const OPTIONAL_REFERENCE = { ...PAYMENT_FIELDS.reference, required: false };

/**
 * Staff's note of money that moved outside the shop: a payment that came in (a bank transfer, the
 * courier's cash), or a refund paid back (by the bank; a card order's goes through Stripe). How much, in
 * dollars, prefilled with all that is due or owed back, and the bank's or courier's reference.
 */
export function RecordPaymentForm({
  dueCents,
  whole = false,
  kind = "payment",
  referenceRequired = true,
  ...props
}: CardFormProps<PaymentValues> & {
  /** What is still due (a payment) or owed back (a refund), in cents: the most the form takes. */
  dueCents: number;
  /** The order awaits payment: only the whole amount due pays it. */
  whole?: boolean;
  kind?: MoneyKind;
  /** False for a card order's refund, which Stripe makes and names. */
  referenceRequired?: boolean;
}) {
  const words = WORDS[kind];
  return (
    <CardForm<PaymentValues>
      {...props}
      label={words.label}
      defaultValues={{ amount: (dueCents / 100).toFixed(2), reference: "" }}
      submitLabel={words.submit}
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField
            label="Amount"
            required
            error={errors.amount?.message}
            helperText={words.due(centsText(dueCents))}
          >
            <Input
              size="sm"
              inputMode="decimal"
              autoComplete="off"
              {...register("amount", {
                validate: (text) => amountProblem(text, dueCents, whole, kind) ?? true,
              })}
            />
          </FormField>
          <FormField
            label={PAYMENT_FIELDS.reference.label}
            required={referenceRequired}
            error={errors.reference?.message}
            helperText={
              referenceRequired ? words.reference : "Leave it empty: the card is refunded through Stripe"
            }
          >
            <Input
              size="sm"
              autoComplete="off"
              {...register(
                "reference",
                textRules(referenceRequired ? PAYMENT_FIELDS.reference : OPTIONAL_REFERENCE),
              )}
            />
          </FormField>
        </>
      )}
    </CardForm>
  );
}
