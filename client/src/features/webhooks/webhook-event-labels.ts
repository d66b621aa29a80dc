import type { WebhookEvent } from "../../../../generated/client/graphql";

/** Each event as the Webhooks page offers it, with the name its payload carries. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  ORDER_PLACED: "order.placed: an order is placed",
  ORDER_PAID: "order.paid: an order is paid (once the shop takes payments)",
  ORDER_SHIPPED: "order.shipped: an order is shipped",
  ORDER_CANCELLED: "order.cancelled: an order is cancelled",
  PRODUCT_CHANGED: "product.changed: a product is added, changed or deleted",
  STOCK_LOW: "stock.low: an order takes a part to its reorder level",
};
