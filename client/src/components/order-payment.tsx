import { Alert, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { graphql } from "../../../generated/client";
import type {
  OrderPaymentFieldsFragment,
  PaymentMethod,
  PaymentOptionFieldsFragment,
} from "../../../generated/client/graphql";
import { formatPrice } from "../../../shared/format-price";
import { Moment } from "./moment";

/** What every order screen asks of an order's payment. */
graphql(`
  fragment OrderPaymentFields on Order {
    status
    paymentMethod
    totalCents
    amountDueCents
    paymentDueBy
    payments {
      method
      amountCents
      reference
      at
    }
    refundDueCents
    refunds {
      method
      amountCents
      reference
      at
    }
  }
`);

/** A way to pay as the shop words it: checkout offers these, and the order screens name a method by them. */
graphql(`
  fragment PaymentOptionFields on PaymentOption {
    method
    label
    description
  }
`);

export type PaymentOption = PaymentOptionFieldsFragment;
export type OrderPayment = OrderPaymentFieldsFragment;

/**
 * A method's name when the shop no longer lists its option (card payments switched off since the order
 * was placed): the order still says how it was paid.
 */
const METHOD_NAMES: Record<PaymentMethod, string> = {
  PAY_ON_DELIVERY: "Pay on delivery",
  BANK_TRANSFER: "Bank transfer",
  CARD: "Card",
};

/** The shop's option for `method`, or its bare name with nothing to add when the shop lists none. */
export const paymentOptionOf = (
  method: PaymentMethod,
  options: readonly PaymentOption[] = [],
): PaymentOption =>
  options.find((option) => option.method === method) ?? {
    method,
    label: METHOD_NAMES[method],
    description: "",
  };

/** Cents, as every payment is counted, in the shop's dollars: 2599 → "$25.99". */
export const centsText = (cents: number) => formatPrice(cents / 100);

/**
 * An order's payment as labelled facts, for a card's or a page's list: how it is paid, what has come in
 * and what is still due (nothing is due of a cancelled order), what has been given back and what is
 * still owed back (a paid order cancelled before it shipped, until staff refund it).
 */
export function paymentFacts(order: OrderPayment, option: PaymentOption): [string, ReactNode][] {
  const received = order.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const facts: [string, ReactNode][] = [["Payment method", option.label]];
  if (received > 0) facts.push(["Received", centsText(received)]);
  if (order.amountDueCents > 0 && order.status !== "CANCELLED")
    facts.push(["Still due", centsText(order.amountDueCents)]);
  else if (received > 0 && order.amountDueCents === 0) facts.push(["Still due", "Nothing: paid in full"]);
  const refunded = order.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  if (refunded > 0) facts.push(["Refunded", centsText(refunded)]);
  if (order.refundDueCents > 0) facts.push(["Owed back", centsText(order.refundDueCents)]);
  return facts;
}

/** The payments an order has received, oldest first: how much, when, and the bank's or courier's reference. */
export function PaymentsReceived({ payments }: { payments: OrderPayment["payments"] }) {
  return <MoneyMoves title="Payments received" moves={payments} />;
}

/** The refunds an order has had, oldest first: how much, when, and the bank's or the card provider's reference. */
export function RefundsGiven({ refunds }: { refunds: OrderPayment["refunds"] }) {
  return <MoneyMoves title="Refunds" moves={refunds} />;
}

/** Money that came in or went back, as a titled list; nothing when there is none. */
function MoneyMoves({ title, moves }: { title: string; moves: OrderPayment["payments"] }) {
  if (moves.length === 0) return null;
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="semibold">
        {title}
      </Text>
      <Stack as="ul" listStyleType="none" gap="1" aria-label={title} fontSize="sm">
        {moves.map((move) => (
          <Text as="li" key={`${move.reference}-${move.at}`} wordBreak="break-word">
            {centsText(move.amountCents)} on <Moment at={move.at} />, reference {move.reference}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

interface PaymentDueProps {
  order: OrderPayment;
  option: PaymentOption;
  /** What the buyer does next to pay this way (a link to pay by card), under the option's description. */
  children?: ReactNode;
}

/**
 * For the buyer of an order awaiting payment: by when to pay, how (a bank transfer's description names
 * the account), and what happens otherwise. Nothing once the order is paid or no longer waits.
 */
export function PaymentDue({ order, option, children }: PaymentDueProps) {
  if (order.status !== "AWAITING_PAYMENT") return null;
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>
          Pay by{" "}
          {order.paymentDueBy ? <Moment at={order.paymentDueBy} /> : "the time your order is held until"}
        </Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            {option.description && <Text wordBreak="break-word">{option.description}</Text>}
            <Text>
              {centsText(order.amountDueCents)} to pay. Unpaid by then, the order is cancelled and its parts
              go back on sale.
            </Text>
            {children}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
