import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StripeConfig } from "../../../../server/config";
import { CardEventRefused, type CardOrder } from "../../../../server/services/payments/card-provider";
import { StripeCards } from "../../../../server/services/payments/stripe-cards";
import {
  signedDelivery,
  startStripeStandIn,
  type ReceivedRequest,
  type StripeStandIn,
} from "../../../support/stripe-stand-in";

/**
 * The shop's Stripe provider through the real `stripe` package, over HTTP, against the stand-in for
 * Stripe's API (tests/support/stripe-stand-in.ts: Stripe itself is out of this machine's reach); webhook
 * deliveries signed by the package's own test helper.
 */

const SECRET_KEY = "sk_test_stand_in_0123456789";
const WEBHOOK_SECRET = "whsec_stand_in_0123456789";

let standIn: StripeStandIn;
let cards: StripeCards;

const configFor = (apiUrl: string, secretKey = SECRET_KEY): StripeConfig => ({
  secretKey,
  publishableKey: "pk_test_stand_in",
  webhookSecret: WEBHOOK_SECRET,
  apiUrl,
});

const anOrder = (amountCents = 12_345): CardOrder => ({
  id: randomBytes(12).toString("hex"),
  number: `VP-${randomBytes(3).toString("hex")}`,
  email: "buyer@example.com",
  amountCents,
});

const calls = (method: string, path: string) =>
  standIn.requests.filter((request) => request.method === method && request.path === path);
const callsFor = (key: string): ReceivedRequest[] =>
  standIn.requests.filter((request) => request.idempotencyKey === key);

beforeAll(async () => {
  standIn = await startStripeStandIn(SECRET_KEY);
  cards = new StripeCards(configFor(standIn.url));
});
afterAll(() => standIn.close());

describe("startPayment", () => {
  it("asks once per order for a payment of its cents, however often it is started", async () => {
    const order = anOrder(12_345);
    const first = await cards.startPayment(order);
    const again = await cards.startPayment(order);

    expect(again).toEqual(first);
    expect(first.paymentId).toMatch(/^pi_/);
    expect(first.clientSecret).toMatch(new RegExp(`^${first.paymentId}_secret_`));
    const sent = callsFor(`order-${order.id}-payment`);
    expect(sent.map((request) => [request.method, request.path, request.replayed])).toEqual([
      ["POST", "/v1/payment_intents", false],
      ["POST", "/v1/payment_intents", true],
    ]);
    expect(sent[0]!.params).toEqual({
      amount: "12345",
      currency: "usd",
      automatic_payment_methods: { enabled: "true" },
      metadata: { orderId: order.id, orderNumber: order.number },
      receipt_email: "buyer@example.com",
      description: `Order ${order.number}`,
    });
    expect(sent[0]!.stripeVersion).toBe(Stripe.API_VERSION);
    expect(standIn.paymentIntent(first.paymentId)).toMatchObject({
      amount: 12_345,
      amount_received: 0,
      currency: "usd",
      status: "requires_payment_method",
    });
  });

  it("gives another order another payment", async () => {
    const [one, other] = [anOrder(), anOrder()];
    expect((await cards.startPayment(one)).paymentId).not.toBe((await cards.startPayment(other)).paymentId);
  });

  it("asks again under the same key when Stripe's answer is lost, and gets the payment it made", async () => {
    const order = anOrder(2_599);
    const created = calls("POST", "/v1/payment_intents").filter((request) => !request.replayed).length;
    standIn.loseNextAnswer();

    const started = await cards.startPayment(order);

    expect(callsFor(`order-${order.id}-payment`).map((request) => request.replayed)).toEqual([false, true]);
    expect(calls("POST", "/v1/payment_intents").filter((request) => !request.replayed)).toHaveLength(
      created + 1,
    );
    expect(standIn.paymentIntent(started.paymentId).amount).toBe(2_599);
  });

  it("fails with Stripe's refusal when the secret key is not Stripe's", async () => {
    const stranger = new StripeCards(configFor(standIn.url, "sk_test_somebody_else_000"));
    await expect(stranger.startPayment(anOrder())).rejects.toMatchObject({
      type: "StripeAuthenticationError",
      statusCode: 401,
    });
  });
});

describe("cancelPayment", () => {
  it("cancels a payment not made, once however often it is asked", async () => {
    const order = anOrder();
    const { paymentId } = await cards.startPayment(order);

    expect(await cards.cancelPayment(paymentId, order.id)).toBe("cancelled");
    expect(await cards.cancelPayment(paymentId, order.id)).toBe("cancelled");
    expect(standIn.paymentIntent(paymentId)).toMatchObject({
      status: "canceled",
      cancellation_reason: "abandoned",
    });
    expect(callsFor(`order-${order.id}-cancel`)).toMatchObject([
      { method: "POST", path: `/v1/payment_intents/${paymentId}/cancel`, status: 200, replayed: false },
      { status: 200, replayed: true },
    ]);
  });

  it("counts an intent Stripe says is cancelled already as cancelled", async () => {
    const order = anOrder();
    const { paymentId } = await cards.startPayment(order);
    await cards.cancelPayment(paymentId, order.id);
    standIn.expireIdempotencyKeys();

    expect(await cards.cancelPayment(paymentId, order.id)).toBe("cancelled");
    expect(callsFor(`order-${order.id}-cancel`).map((request) => request.status)).toEqual([200, 400]);
  });

  it('answers "succeeded" when the buyer paid first, and the payment stays made', async () => {
    const order = anOrder();
    const { paymentId } = await cards.startPayment(order);
    standIn.succeed(paymentId);

    expect(await cards.cancelPayment(paymentId, order.id)).toBe("succeeded");
    expect(callsFor(`order-${order.id}-cancel`)).toMatchObject([{ status: 400 }]);
    // Stripe's refusal is checked against the intent as it is.
    expect(calls("GET", `/v1/payment_intents/${paymentId}`)).toHaveLength(1);
    expect(standIn.paymentIntent(paymentId)).toMatchObject({ status: "succeeded", amount_received: 12_345 });
  });
});

describe("refund", () => {
  it("refunds the cents asked once per key, however often it is asked", async () => {
    const order = anOrder(10_000);
    const { paymentId } = await cards.startPayment(order);
    standIn.succeed(paymentId);
    const refundsBefore = standIn.refundCount;

    const first = await cards.refund(paymentId, 2_500, `order-${order.id}-refund-1`);
    const again = await cards.refund(paymentId, 2_500, `order-${order.id}-refund-1`);

    expect(first).toMatch(/^re_/);
    expect(again).toBe(first);
    expect(standIn.refundCount).toBe(refundsBefore + 1);
    expect(callsFor(`order-${order.id}-refund-1`)).toMatchObject([
      { path: "/v1/refunds", params: { payment_intent: paymentId, amount: "2500" }, replayed: false },
      { path: "/v1/refunds", replayed: true },
    ]);

    const second = await cards.refund(paymentId, 7_500, `order-${order.id}-refund-2`);
    expect(second).not.toBe(first);
    expect(standIn.refundCount).toBe(refundsBefore + 2);
  });

  it("fails with Stripe's refusal beyond what is left of the payment", async () => {
    const order = anOrder(1_000);
    const { paymentId } = await cards.startPayment(order);
    standIn.succeed(paymentId);

    await expect(cards.refund(paymentId, 1_001, `order-${order.id}-refund-1`)).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      param: "amount",
    });
  });
});

describe("readEvent", () => {
  const intentFor = async (amountCents: number) => {
    const order = anOrder(amountCents);
    const { paymentId } = await cards.startPayment(order);
    return { order, paymentId };
  };

  it("reads a correctly signed payment_intent.succeeded", async () => {
    const { order, paymentId } = await intentFor(4_200);
    const delivery = signedDelivery("payment_intent.succeeded", standIn.succeed(paymentId), WEBHOOK_SECRET);

    expect(cards.readEvent(Buffer.from(delivery.body), delivery.signature)).toEqual({
      id: (JSON.parse(delivery.body) as { id: string }).id,
      kind: "succeeded",
      paymentId,
      orderId: order.id,
      amountCents: 4_200,
    });
  });

  it("reads a payment_intent.payment_failed with the card's reason", async () => {
    const { order, paymentId } = await intentFor(4_200);
    const failed = standIn.fail(paymentId, "Your card was declined.");
    const delivery = signedDelivery("payment_intent.payment_failed", failed, WEBHOOK_SECRET);

    expect(cards.readEvent(Buffer.from(delivery.body), delivery.signature)).toMatchObject({
      kind: "failed",
      paymentId,
      orderId: order.id,
      reason: "Your card was declined.",
    });
  });

  it("names any other event by its type, and an intent without an order as of none", async () => {
    const { paymentId } = await intentFor(4_200);
    const intent = { ...standIn.succeed(paymentId), metadata: {} };
    const created = signedDelivery("payment_intent.created", intent, WEBHOOK_SECRET);
    expect(cards.readEvent(Buffer.from(created.body), created.signature)).toMatchObject({
      kind: "other",
      type: "payment_intent.created",
    });
    const orphan = signedDelivery("payment_intent.succeeded", intent, WEBHOOK_SECRET);
    expect(cards.readEvent(Buffer.from(orphan.body), orphan.signature)).toMatchObject({ orderId: null });
  });

  it("refuses a delivery signed with another secret, a tampered body, an old signature and none", async () => {
    const { paymentId } = await intentFor(4_200);
    const intent = standIn.succeed(paymentId);
    const forged = signedDelivery("payment_intent.succeeded", intent, "whsec_somebody_else");
    const genuine = signedDelivery("payment_intent.succeeded", intent, WEBHOOK_SECRET);
    const tampered = genuine.body.replace('"amount_received": 4200', '"amount_received": 1');
    expect(tampered).not.toBe(genuine.body);
    const old = Stripe.webhooks.generateTestHeaderString({
      payload: genuine.body,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });

    const refusals = [
      () => cards.readEvent(Buffer.from(forged.body), forged.signature),
      () => cards.readEvent(Buffer.from(tampered), genuine.signature),
      () => cards.readEvent(Buffer.from(genuine.body), old),
      () => cards.readEvent(Buffer.from(genuine.body), undefined),
      () => cards.readEvent(Buffer.from(genuine.body), "not a signature"),
    ];
    const messages = refusals.map((read) => {
      try {
        read();
      } catch (error) {
        expect(error).toBeInstanceOf(CardEventRefused);
        return (error as Error).message;
      }
      throw new Error("a refused delivery was read");
    });
    expect(messages).toEqual([
      expect.stringContaining("No signatures found matching the expected signature for payload"),
      expect.stringContaining("No signatures found matching the expected signature for payload"),
      expect.stringContaining("Timestamp outside the tolerance zone"),
      "The webhook delivery carries no Stripe-Signature header",
      expect.stringContaining("Unable to extract timestamp and signatures from header"),
    ]);
  });
});
