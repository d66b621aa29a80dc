import type { OrderStatus } from "../../../../generated/client/graphql";

/**
 * The word an admin reads for each status: on an order card's badge and in the status filter. Keyed by
 * the schema's enum, so a status without a label fails to compile; the server's one list of statuses
 * (server/services/orders/order-statuses.ts) is checked against these by
 * tests/server/services/orders/order-statuses.test.ts.
 */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: "Awaiting payment",
  PLACED: "Placed",
  PAID: "Paid",
  SHIPPED: "Shipped",
  DELIVERED: "Delivered",
  CANCELLED: "Cancelled",
};
