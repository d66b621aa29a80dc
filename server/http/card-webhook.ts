import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Logger } from "../logger";
import {
  CardEventRefused,
  type CardEvent,
  type CardOutcomes,
  type CardProvider,
} from "../services/payments/card-provider";

export const CARD_WEBHOOK_PATH = "/webhooks/stripe";

/** Stripe's events are a few kilobytes; a larger body is nobody's event. */
const BODY_LIMIT = 1024 * 1024;

export interface CardWebhookDeps {
  provider: CardProvider;
  outcomes: CardOutcomes;
  log: Logger;
}

/**
 * POST CARD_WEBHOOK_PATH: Stripe's events about card payments (https://docs.stripe.com/webhooks).
 * - A delivery whose signature does not verify is refused, 400 `{ error }`, and acts on nothing.
 * - A verified one is answered 200 `{ received: true }` once the shop has acted on it, whatever the
 *   outcome: Stripe delivers again until it gets a 2xx, and an event for no order or a settled one will
 *   not change by being delivered again.
 * - When acting on it fails, 500: Stripe delivers it again later.
 * The outcomes are told of every verified delivery, and Stripe may deliver an event more than once:
 * recognising one already acted on (by its event or payment id) is theirs to do.
 */
export function registerCardWebhook(server: FastifyInstance, deps: CardWebhookDeps): void {
  void server.register(async (scope) => {
    // The signature is over the bytes as sent, so this route keeps them; parsed and re-serialised JSON
    // would not verify. Scoped here: every other route's JSON is parsed as before.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(CARD_WEBHOOK_PATH, { bodyLimit: BODY_LIMIT }, (request, reply) =>
      receive(request, reply, deps),
    );
  });
}

async function receive(request: FastifyRequest, reply: FastifyReply, deps: CardWebhookDeps) {
  const signature = request.headers["stripe-signature"];
  let event: CardEvent;
  try {
    event = deps.provider.readEvent(
      rawBodyOf(request),
      typeof signature === "string" ? signature : undefined,
    );
  } catch (error) {
    if (!(error instanceof CardEventRefused)) throw error;
    return reply.code(400).send({ error: error.message });
  }
  if (event.kind === "other") return reply.send({ received: true });
  try {
    await act(event, deps);
  } catch (error) {
    deps.log.error(`Stripe event ${event.id} (payment ${event.kind}) was not acted on: ${String(error)}`);
    return reply.code(500).send({ error: "The event was not recorded; deliver it again later" });
  }
  return reply.send({ received: true });
}

/** A POST without a body has no bytes: nothing to verify, so it fails as any unsigned delivery. */
const rawBodyOf = (request: FastifyRequest) =>
  Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);

type PaymentNews = Exclude<CardEvent, { kind: "other" }>;

async function act(event: PaymentNews, { outcomes, log }: CardWebhookDeps): Promise<void> {
  const outcome =
    event.kind === "succeeded"
      ? await outcomes.paid({
          eventId: event.id,
          paymentId: event.paymentId,
          orderId: event.orderId,
          amountCents: event.amountCents,
        })
      : await outcomes.failed({
          eventId: event.id,
          paymentId: event.paymentId,
          orderId: event.orderId,
          reason: event.reason,
        });
  const about = `Stripe event ${event.id} (payment ${event.kind}) for order ${event.orderId ?? "(none named)"}`;
  if (outcome === "unknown") log.warn(`${about}, payment ${event.paymentId}: no such order`);
  if (outcome === "settled") log.info(`${about} changed nothing: the order is already paid or cancelled`);
}
