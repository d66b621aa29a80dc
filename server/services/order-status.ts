import type { StoredOrderStatus } from "../db/models";
import type { OrderStatus } from "../../generated/server/graphql";

/**
 * The statuses the API shows, and the stored ones each stands for. A cancellation still finishing
 * (`cancelling`, see OrdersService) is already a cancellation to everyone looking, in an order's
 * status and in the admin's status filter alike.
 */
export const STORED_STATUSES: Record<OrderStatus, StoredOrderStatus[]> = {
  PLACED: ["placed"],
  SHIPPED: ["shipped"],
  DELIVERED: ["delivered"],
  CANCELLED: ["cancelling", "cancelled"],
};

export function orderStatus(stored: StoredOrderStatus): OrderStatus {
  const shown = (Object.keys(STORED_STATUSES) as OrderStatus[]).find((status) =>
    STORED_STATUSES[status].includes(stored),
  );
  if (!shown) throw new Error(`order status "${stored}" has no status in the API`);
  return shown;
}
