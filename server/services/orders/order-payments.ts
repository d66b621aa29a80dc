import type { OrderDocument, StoredPaymentMethod } from "../../db/models";
import { sumCents, toCents, type Cents } from "../common/money";
import { orderStatus } from "./order-statuses";

/** How an order is paid: orders stored before the shop took payments were all paid on delivery. */
export const paymentMethodOf = (order: Pick<OrderDocument, "paymentMethod">): StoredPaymentMethod =>
  order.paymentMethod ?? "PAY_ON_DELIVERY";

/** What the order's payments came to, in cents. */
export const paidCents = (order: Pick<OrderDocument, "payments">): Cents =>
  sumCents((order.payments ?? []).map((payment) => payment.amountCents as Cents));

/** What the order's refunds came to, in cents. */
export const refundedCents = (order: Pick<OrderDocument, "refunds">): Cents =>
  sumCents((order.refunds ?? []).map((refund) => refund.amountCents as Cents));

/**
 * What the shop owes the buyer back, in cents: all it kept of a cancelled order (paid less refunded),
 * nothing of any other.
 */
export function refundDueCents(order: Pick<OrderDocument, "payments" | "refunds" | "status">): Cents {
  if (orderStatus(order.status) !== "CANCELLED") return 0 as Cents;
  return (paidCents(order) - refundedCents(order)) as Cents;
}

/**
 * What is still to be paid, in cents: the total less the payments. Nothing for a cancelled order (there
 * is nothing to pay for; what it was paid is owed back, refundDueCents).
 */
export function amountDueCents(order: Pick<OrderDocument, "total" | "payments" | "status">): Cents {
  if (orderStatus(order.status) === "CANCELLED") return 0 as Cents;
  return Math.max(0, toCents(order.total) - paidCents(order)) as Cents;
}
