import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerCardWebhook } from "../../../server/http/card-webhook";
import type { CardOutcomes } from "../../../server/services/payments/card-provider";
import type { Logger } from "../../../server/logger";
import { StripeCards } from "../../../server/services/payments/stripe-cards";
import { signedDelivery } from "../../support/stripe-stand-in";

/**
 * POST /webhooks/stripe on its own Fastify server, over HTTP, with the real Stripe provider (verifying a
 * signature needs no network) and outcomes that record what they are told. Deliveries are signed as
 * Stripe signs them, by the `stripe` package. What the orders service makes of them is its own test's.
 */

const WEBHOOK_SECRET = "whsec_route_test_0123456789";

type PaidEvent = Parameters<CardOutcomes["paid"]>[0];
type FailedEvent = Parameters<CardOutcomes["failed"]>[0];

class RecordingOutcomes implements CardOutcomes {
  paidEvents: PaidEvent[] = [];
  failedEvents: FailedEvent[] = [];
  paidAnswer: Awaited<ReturnType<CardOutcomes["paid"]>> = "paid";
  failure: Error | undefined;

  async paid(event: PaidEvent) {
    this.paidEvents.push(event);
    if (this.failure) throw this.failure;
    return this.paidAnswer;
  }

  async failed(event: FailedEvent) {
    this.failedEvents.push(event);
    if (this.failure) throw this.failure;
    return "released" as const;
  }
}

const lines: Array<{ level: keyof Logger; message: string }> = [];
const log: Logger = {
  info: (message) => lines.push({ level: "info", message }),
  warn: (message) => lines.push({ level: "warn", message }),
  error: (message) => lines.push({ level: "error", message }),
};

/** A PaymentIntent as Stripe's events carry it, with the fields the shop reads. */
const intent = (fields: Record<string, unknown> = {}) => ({
  id: "pi_route_test",
  object: "payment_intent",
  amount: 2_599,
  amount_received: 2_599,
  currency: "usd",
  last_payment_error: null,
  metadata: { orderId: "order-1", orderNumber: "VP-1001" },
  status: "succeeded",
  ...fields,
});

let server: FastifyInstance;
let url: string;
let outcomes: RecordingOutcomes;

/** Sends a body as Stripe does: JSON in UTF-8, its signature in Stripe-Signature. */
const deliver = (body: string, signature?: string) =>
  fetch(`${url}/webhooks/stripe`, {
    method: "POST",
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(signature === undefined ? {} : { "stripe-signature": signature }),
    },
    body,
  });

const eventIdOf = (body: string) => (JSON.parse(body) as { id: string }).id;

beforeAll(async () => {
  outcomes = new RecordingOutcomes();
  server = Fastify();
  const provider = new StripeCards({
    secretKey: "sk_test_route_test",
    publishableKey: "pk_test_route_test",
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: undefined,
  });
  registerCardWebhook(server, { provider, outcomes, log });
  // Another route of the same server: JSON elsewhere is still parsed as JSON.
  server.post("/elsewhere", async (request) => ({ parsed: request.body }));
  url = await server.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => server.close());
beforeEach(() => {
  outcomes.paidEvents = [];
  outcomes.failedEvents = [];
  outcomes.paidAnswer = "paid";
  outcomes.failure = undefined;
  lines.length = 0;
});

describe("POST /webhooks/stripe", () => {
  it("tells the outcomes of a signed payment_intent.succeeded, and answers 200", async () => {
    const delivery = signedDelivery("payment_intent.succeeded", intent(), WEBHOOK_SECRET);

    const answer = await deliver(delivery.body, delivery.signature);

    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true });
    expect(outcomes.paidEvents).toEqual([
      {
        eventId: eventIdOf(delivery.body),
        paymentId: "pi_route_test",
        orderId: "order-1",
        amountCents: 2_599,
      },
    ]);
    expect(outcomes.failedEvents).toEqual([]);
  });

  it("tells the outcomes of every delivery of an event, and answers 200 each time", async () => {
    const delivery = signedDelivery("payment_intent.succeeded", intent(), WEBHOOK_SECRET);

    const answers = [
      await deliver(delivery.body, delivery.signature),
      await deliver(delivery.body, delivery.signature),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(outcomes.paidEvents.map((event) => event.eventId)).toEqual([
      eventIdOf(delivery.body),
      eventIdOf(delivery.body),
    ]);
  });

  it("tells the outcomes of a payment_intent.payment_failed with the card's reason", async () => {
    const failed = intent({
      status: "requires_payment_method",
      amount_received: 0,
      last_payment_error: { type: "card_error", code: "card_declined", message: "Your card was declined." },
    });
    const delivery = signedDelivery("payment_intent.payment_failed", failed, WEBHOOK_SECRET);

    const answer = await deliver(delivery.body, delivery.signature);

    expect(answer.status).toBe(200);
    expect(outcomes.failedEvents).toEqual([
      {
        eventId: eventIdOf(delivery.body),
        paymentId: "pi_route_test",
        orderId: "order-1",
        reason: "Your card was declined.",
      },
    ]);
  });

  it("refuses a forged, a tampered and an unsigned delivery with 400, telling the outcomes nothing", async () => {
    const forged = signedDelivery("payment_intent.succeeded", intent(), "whsec_somebody_else");
    const genuine = signedDelivery("payment_intent.succeeded", intent(), WEBHOOK_SECRET);
    const tampered = genuine.body.replace('"amount_received": 2599', '"amount_received": 99999');
    expect(tampered).not.toBe(genuine.body);

    const answers = [
      await deliver(forged.body, forged.signature),
      await deliver(tampered, genuine.signature),
      await deliver(genuine.body),
      await fetch(`${url}/webhooks/stripe`, {
        method: "POST",
        headers: { "stripe-signature": genuine.signature },
      }),
    ];

    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: expect.stringMatching(/Stripe-Signature/) });
    }
    expect(outcomes.paidEvents).toEqual([]);
  });

  it("answers 500 when the outcomes fail, so that Stripe delivers the event again", async () => {
    outcomes.failure = new Error("the database is away");
    const delivery = signedDelivery("payment_intent.succeeded", intent(), WEBHOOK_SECRET);

    const answer = await deliver(delivery.body, delivery.signature);

    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ error: expect.any(String) });
    expect(lines).toEqual([
      {
        level: "error",
        message: expect.stringMatching(new RegExp(`${eventIdOf(delivery.body)}.*the database is away`)),
      },
    ]);
  });

  it("answers 200 to any other event, telling the outcomes nothing", async () => {
    const delivery = signedDelivery(
      "payment_intent.created",
      intent({ status: "requires_payment_method" }),
      WEBHOOK_SECRET,
    );

    const answer = await deliver(delivery.body, delivery.signature);

    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true });
    expect(outcomes.paidEvents).toEqual([]);
    expect(outcomes.failedEvents).toEqual([]);
  });

  it("answers 200 to news of no order or of a settled one, and logs the event", async () => {
    const unknown = signedDelivery("payment_intent.succeeded", intent(), WEBHOOK_SECRET);
    outcomes.paidAnswer = "unknown";
    expect((await deliver(unknown.body, unknown.signature)).status).toBe(200);
    const settled = signedDelivery("payment_intent.succeeded", intent(), WEBHOOK_SECRET);
    outcomes.paidAnswer = "settled";
    expect((await deliver(settled.body, settled.signature)).status).toBe(200);

    expect(lines).toEqual([
      {
        level: "warn",
        message: expect.stringMatching(
          new RegExp(`${eventIdOf(unknown.body)} .*succeeded.*order-1.*no such order`),
        ),
      },
      {
        level: "info",
        message: expect.stringMatching(
          new RegExp(`${eventIdOf(settled.body)} .*succeeded.*order-1.*changed nothing`),
        ),
      },
    ]);
  });

  it("refuses a body over 1 MB with 413", async () => {
    const huge = JSON.stringify({ padding: "x".repeat(1024 * 1024) });
    const answer = await deliver(huge, "t=1,v1=00");

    expect(answer.status).toBe(413);
    expect(outcomes.paidEvents).toEqual([]);
  });

  it("leaves the server's other routes parsing JSON", async () => {
    const answer = await fetch(`${url}/elsewhere`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ a: 1 }),
    });

    expect(await answer.json()).toEqual({ parsed: { a: 1 } });
  });
});
