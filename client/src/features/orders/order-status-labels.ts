import type { OrderStatus } from "../../../../generated/client/graphql";

/** The word an admin reads for each status: on an order card's badge and in the status filter. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  PLACED: "Placed",
  SHIPPED: "Shipped",
  DELIVERED: "Delivered",
  CANCELLED: "Cancelled",
};
