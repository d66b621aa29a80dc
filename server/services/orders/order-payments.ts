import type { OrderDocument, StoredPaymentMethod } from "../../db/models";
import { sumCents, toCents, type Cents } from "../common/money";
import { orderStatus } from "./order-statuses";

/** How an order is paid: orders stored before the shop took payments were all paid on delivery. */
export const paymentMethodOf = (order: Pick<OrderDocument, "paymentMethod">): StoredPaymentMethod =>
  order.paymentMethod ?? "PAY_ON_DELIVERY";

/** What the order's payments came to, in cents. */
export const paidCents = (order: Pick<OrderDocument, "payments">): Cents =>
  sumCents((order.payments ?? []).map((payment) => payment.amountCents as Cents));

/**
 * What is still to be paid, in cents: the total less the payments. Nothing for an order cancelled before
 * any payment (there is nothing to pay for).
 */
export function amountDueCents(order: Pick<OrderDocument, "total" | "payments" | "status">): Cents {
  const paid = paidCents(order);
  if (orderStatus(order.status) === "CANCELLED" && !paid) return 0 as Cents;
  return Math.max(0, toCents(order.total) - paid) as Cents;
}
