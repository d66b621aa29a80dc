import Stripe from "stripe";
import type { StripeConfig } from "../../config";
import {
  CardEventRefused,
  type CardEvent,
  type CardOrder,
  type CardProvider,
  type StartedCardPayment,
} from "./card-provider";

/**
 * One attempt's wait for Stripe, which usually answers within a second or two. An attempt with no answer
 * by then is taken as lost and made again (twice at most, by the package) under the same idempotency key,
 * so nothing is done twice.
 */
const ATTEMPT_TIMEOUT_MS = 10_000;
const NETWORK_RETRIES = 2;

/** Why the shop cancels a payment: its order's hold ran out, or its buyer cancelled the order. */
const CANCELLATION: Stripe.PaymentIntentCancelParams = { cancellation_reason: "abandoned" };

/**
 * Card payments through Stripe's PaymentIntents (https://docs.stripe.com/payments/payment-intents). Calls
 * that create or change something carry an idempotency key named after the order (a refund, the caller's
 * key), so a retry, by the package after a lost answer or by the shop after a crash, gets Stripe's first
 * answer back instead of a second payment, cancellation or refund.
 */
export class StripeCards implements CardProvider {
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(config: StripeConfig) {
    this.publishableKey = config.publishableKey;
    this.webhookSecret = config.webhookSecret;
    this.stripe = new Stripe(config.secretKey, {
      // The version the package's types describe: answers then have the shapes this file reads.
      apiVersion: Stripe.API_VERSION,
      maxNetworkRetries: NETWORK_RETRIES,
      timeout: ATTEMPT_TIMEOUT_MS,
      ...(config.apiUrl ? addressOf(config.apiUrl) : {}),
    });
  }

  async startPayment(order: CardOrder): Promise<StartedCardPayment> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: order.amountCents,
        currency: "usd",
        automatic_payment_methods: { enabled: true },
        // The webhook's events carry the intent, and so the order they are news of.
        metadata: { orderId: order.id, orderNumber: order.number },
        receipt_email: order.email,
        description: `Order ${order.number}`,
      },
      { idempotencyKey: `order-${order.id}-payment` },
    );
    // Null only for an intent read with the publishable key; one created with the secret key has it.
    if (!intent.client_secret)
      throw new Error(`Stripe answered payment ${intent.id} without its client secret`);
    return { paymentId: intent.id, clientSecret: intent.client_secret };
  }

  async cancelPayment(paymentId: string, orderId: string): Promise<"cancelled" | "succeeded"> {
    try {
      await this.stripe.paymentIntents.cancel(paymentId, CANCELLATION, {
        idempotencyKey: `order-${orderId}-cancel`,
      });
      return "cancelled";
    } catch (error) {
      if (!isUnexpectedState(error)) throw error;
      return this.settledState(paymentId, error);
    }
  }

  async refund(paymentId: string, amountCents: number, key: string): Promise<string> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentId, amount: amountCents },
      { idempotencyKey: key },
    );
    return refund.id;
  }

  readEvent(rawBody: Buffer, signature: string | undefined): CardEvent {
    if (!signature) throw new CardEventRefused("The webhook delivery carries no Stripe-Signature header");
    return cardEventOf(this.verified(rawBody, signature));
  }

  /**
   * Stripe refused the cancellation for the intent's state. Its refusal may be a replay of an earlier one
   * under the same key, so the intent is read as it is now: paid first, or cancelled already (from Stripe's
   * dashboard, or by a call whose key Stripe has since forgotten, after 24 hours). Any other state
   * (processing, which may yet go either way) is the caller's to ask about again later.
   */
  private async settledState(
    paymentId: string,
    refusal: Stripe.errors.StripeError,
  ): Promise<"cancelled" | "succeeded"> {
    const { status } = await this.stripe.paymentIntents.retrieve(paymentId);
    if (status === "succeeded") return "succeeded";
    if (status === "canceled") return "cancelled";
    throw refusal;
  }

  private verified(rawBody: Buffer, signature: string): Stripe.Event {
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
      throw new CardEventRefused(
        `The webhook delivery's Stripe-Signature does not verify with the webhook secret (${firstSentence(error.message)})`,
        { cause: error },
      );
    }
  }
}

/** The package takes Stripe's address in parts; STRIPE_API_URL is an origin (a stand-in's, in tests). */
function addressOf(apiUrl: string): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { protocol, host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443) };
}

function isUnexpectedState(error: unknown): error is Stripe.errors.StripeInvalidRequestError {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === "payment_intent_unexpected_state"
  );
}

function cardEventOf(event: Stripe.Event): CardEvent {
  switch (event.type) {
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      return {
        id: event.id,
        kind: "succeeded",
        paymentId: intent.id,
        orderId: intent.metadata.orderId ?? null,
        amountCents: intent.amount_received,
      };
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      return {
        id: event.id,
        kind: "failed",
        paymentId: intent.id,
        orderId: intent.metadata.orderId ?? null,
        reason: intent.last_payment_error?.message ?? "The card payment failed",
      };
    }
    default:
      return { id: event.id, kind: "other", type: event.type };
  }
}

/** The package's messages go on with advice on framework setups; their first sentence says what failed. */
const firstSentence = (message: string) => message.split(/\.\s/)[0]!.trim().replace(/\.$/, "");
