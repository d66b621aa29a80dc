/**
 * The events the shop sends to integrators' endpoints (README, Webhooks). The schema's WebhookEvent is
 * these in upper case with `_` for `.`; `ping` is the test-send button's, sent to one endpoint whatever
 * it subscribes to.
 */
export const WEBHOOK_EVENTS = [
  "order.placed",
  "order.paid",
  "order.shipped",
  "order.cancelled",
  "product.changed",
  "stock.low",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type DeliveredEvent = WebhookEvent | "ping";
