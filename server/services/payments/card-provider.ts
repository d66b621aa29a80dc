/**
 * A card payment provider as the shop uses it (Stripe, stripe-cards.ts). The shop asks it for a payment
 * of an order's total, which the browser confirms with the provider's own script; the provider then says
 * by a signed webhook whether it succeeded, and only that makes the order PAID.
 */
export interface CardProvider {
  /** The key the browser's script is loaded with (STRIPE_PUBLISHABLE_KEY); not a secret. */
  readonly publishableKey: string;
  /**
   * Asks for a payment of `amountCents` for the order: once per order, however often it is called (the
   * order's id is the idempotency key), answering the same payment each time.
   */
  startPayment(order: CardOrder): Promise<StartedCardPayment>;
  /**
   * Cancels the payment so it can no longer be made (the order's hold ran out, or a payment failed):
   * "succeeded" when it was made first, and the order must then be paid rather than released.
   */
  cancelPayment(paymentId: string, orderId: string): Promise<"cancelled" | "succeeded">;
  /**
   * Refunds `amountCents` of a payment; `key` names this refund, so asking again refunds nothing more.
   * Answers the provider's id of the refund.
   */
  refund(paymentId: string, amountCents: number, key: string): Promise<string>;
  /**
   * What a webhook delivery says, once its signature is verified against the webhook secret; throws
   * CardEventRefused when it does not verify (a forgery, or a delivery meant for another secret).
   */
  readEvent(rawBody: Buffer, signature: string | undefined): CardEvent;
}

/** What the provider is told of an order it is asked to take payment for. */
export interface CardOrder {
  id: string;
  number: string;
  email: string;
  amountCents: number;
}

export interface StartedCardPayment {
  /** The provider's id of the payment (Stripe's PaymentIntent id, "pi_…"). */
  paymentId: string;
  /** What the browser's script confirms the payment with. */
  clientSecret: string;
}

/** A webhook's news, as the shop acts on it; `id` is the provider's id of the event. */
export type CardEvent =
  | { id: string; kind: "succeeded"; paymentId: string; orderId: string | null; amountCents: number }
  | { id: string; kind: "failed"; paymentId: string; orderId: string | null; reason: string }
  | { id: string; kind: "other"; type: string };

export class CardEventRefused extends Error {}

/**
 * What the shop does with a verified webhook's news (the orders service does it): "settled" when the
 * order was already paid or cancelled, so the event changes nothing; "unknown" when it names no order.
 */
export interface CardOutcomes {
  paid(event: {
    eventId: string;
    paymentId: string;
    orderId: string | null;
    amountCents: number;
  }): Promise<"paid" | "settled" | "unknown">;
  failed(event: {
    eventId: string;
    paymentId: string;
    orderId: string | null;
    reason: string;
  }): Promise<"released" | "settled" | "unknown">;
}
