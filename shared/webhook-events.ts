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

/** The event an enum value of the schema's WebhookEvent names: ORDER_PLACED is order.placed. */
export const eventNameOf = (schemaEvent: string) =>
  schemaEvent.toLowerCase().replace("_", ".") as WebhookEvent;

/** The schema's WebhookEvent value of an event: order.placed is ORDER_PLACED. */
export const schemaEventOf = (event: WebhookEvent) => event.toUpperCase().replace(".", "_");
