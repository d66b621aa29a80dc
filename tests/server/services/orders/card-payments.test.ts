import { ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDocument, PaymentHoldDocument, ProductDocument } from "../../../../server/db/models";
import { expectOk, failure } from "../../../support/graphql-answers";
import { DELIVERY } from "../../../support/orders";
import { addProduct } from "../../../support/products";
import { signedDelivery, startStripeStandIn, type StripeStandIn } from "../../../support/stripe-stand-in";
import { startTestServer, type TestServer, type TestUser } from "../../../support/test-server";
import { cartCalls } from "../carts/cart-calls";

/**
 * A card order through the whole shop: checkout, the payment Stripe is asked for, Stripe's signed word
 * that it succeeded (the only thing that makes the order PAID), and the hold that runs out. Stripe's API
 * is out of reach here: its calls go to a local stand-in speaking its documented shapes
 * (tests/support/stripe-stand-in.ts); its webhooks are signed by the stripe package itself.
 */

const KEYS = { secret: "sk_test_shop", publishable: "pk_test_shop", webhook: "whsec_test_shop" };
let stripe: StripeStandIn;
let shop: TestServer;
let admin: TestUser;
let buyer: TestUser;
let other: TestUser;

beforeAll(async () => {
  stripe = await startStripeStandIn(KEYS.secret);
  shop = await startTestServer({
    STRIPE_SECRET_KEY: KEYS.secret,
    STRIPE_PUBLISHABLE_KEY: KEYS.publishable,
    STRIPE_WEBHOOK_SECRET: KEYS.webhook,
    STRIPE_API_URL: stripe.url,
  });
  admin = await shop.signUp("admin");
  buyer = await shop.signUp("customer");
  other = await shop.signUp("customer");
});
afterAll(async () => {
  await shop?.close();
  await stripe?.close();
});

const { addOk, checkout } = cartCalls(() => shop);
const orders = () => shop.db.collection<OrderDocument>("orders");
const stockOf = async (id: string) =>
  (await shop.db.collection<ProductDocument>("products").findOne({ _id: new ObjectId(id) }))!
    .availableQuantity;

const START = `mutation($orderId: ID!) { startCardPayment(orderId: $orderId) { clientSecret publishableKey amountCents } }`;
const start = (orderId: string, token = buyer.accessToken) =>
  shop.gql<{ startCardPayment: { clientSecret: string; publishableKey: string; amountCents: number } }>(
    START,
    { orderId },
    token,
  );
const status = async (id: string) => (await orders().findOne({ _id: new ObjectId(id) }))!;

/** A card order of 3 parts at $12.34, checked out by the buyer; with its product. */
async function cardOrder() {
  const productId = await addProduct(shop.gql, admin.accessToken, {
    name: "Card Test Rotor",
    price: 12.34,
    availableQuantity: 10,
  });
  await addOk(buyer.accessToken, productId, 3);
  const placed = await expectOk(checkout(buyer.accessToken, { ...DELIVERY, paymentMethod: "CARD" }));
  return { id: placed.checkout.id, productId };
}

/** Stripe delivering `type` for the intent as it now is, signed with `secret`. */
function deliver(type: string, paymentId: string, secret = KEYS.webhook) {
  const { body, signature } = signedDelivery(type, stripe.paymentIntent(paymentId), secret);
  return fetch(`${shop.url}/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body,
  });
}

describe("paying by card", () => {
  it("is offered with Stripe's keys, holding the order's stock for 30 minutes", async () => {
    const { paymentOptions } = await expectOk(
      shop.gql<{ paymentOptions: { method: string }[] }>(`{ paymentOptions { method } }`),
    );
    expect(paymentOptions.map((option) => option.method)).toContain("CARD");
    const before = Date.now();
    const { id, productId } = await cardOrder();
    const order = await status(id);
    expect(order.status).toBe("awaiting_payment");
    expect(order.paymentDueBy!.getTime() - before).toBeGreaterThan(29 * 60_000);
    expect(order.paymentDueBy!.getTime() - before).toBeLessThan(31 * 60_000);
    expect(await stockOf(productId)).toBe(7);
  });

  it("asks Stripe once for the order's total as the server computed it, and only the buyer may start it", async () => {
    const { id } = await cardOrder();
    const first = (await expectOk(start(id))).startCardPayment;
    expect(first).toMatchObject({ publishableKey: KEYS.publishable, amountCents: 3702 });
    const again = (await expectOk(start(id))).startCardPayment;
    expect(again.clientSecret).toBe(first.clientSecret);
    const created = stripe.requests.filter((request) => request.path === "/v1/payment_intents");
    const forOrder = created.filter(
      (request) => (request.params.metadata as { orderId?: string })?.orderId === id,
    );
    expect(forOrder.map((request) => [request.params.amount, request.idempotencyKey])).toEqual([
      ["3702", `order-${id}-payment`],
      ["3702", `order-${id}-payment`],
    ]);
    // Somebody else's order, staff's asking included, is answered as a missing one.
    for (const token of [other.accessToken, admin.accessToken])
      expect(failure(await start(id, token), "NOT_FOUND").message).toBe("Order not found");
  });

  it("makes the order PAID only on Stripe's signed word, once however often it comes", async () => {
    const { id } = await cardOrder();
    await expectOk(start(id));
    const paymentId = (await status(id)).cardPaymentId!;
    // Stripe.js confirmed the card in the buyer's browser.
    stripe.succeed(paymentId);
    expect((await status(id)).status).toBe("awaiting_payment");

    const forged = await deliver("payment_intent.succeeded", paymentId, "whsec_somebody_else");
    expect(forged.status).toBe(400);
    expect((await status(id)).status).toBe("awaiting_payment");

    for (let delivery = 0; delivery < 2; delivery++) {
      const answer = await deliver("payment_intent.succeeded", paymentId);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: true });
    }
    const paid = await status(id);
    expect(paid.status).toBe("paid");
    expect(paid.payments).toMatchObject([{ method: "CARD", amountCents: 3702, reference: paymentId }]);
    expect(paid.paymentDueBy).toBeUndefined();
    expect(paid.history.map((event) => event.status)).toEqual(["awaiting_payment", "paid"]);
    expect(failure(await start(id), "ORDER_STATE").message).toBe(
      "This order is paid, not waiting for a card payment",
    );
    // Staff cannot type in a card payment.
    const typed = await shop.gql(
      `mutation($id: ID!) { recordPayment(id: $id, amountCents: 1, reference: "x") { id } }`,
      { id },
      admin.accessToken,
    );
    expect(failure(typed, "ORDER_STATE").message).toBe(
      "A card order is paid by its buyer on the checkout page",
    );
  });

  it("lets a declined card be tried again, and answers events for no order of the shop with 200", async () => {
    const { id } = await cardOrder();
    await expectOk(start(id));
    const paymentId = (await status(id)).cardPaymentId!;
    stripe.fail(paymentId, "Your card was declined.");
    expect((await deliver("payment_intent.payment_failed", paymentId)).status).toBe(200);
    expect((await status(id)).status).toBe("awaiting_payment");

    const stranger = await fetch(`${shop.url}/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(stranger.status).toBe(400);
  });

  it("cancels the payment at Stripe and gives the stock back when the hold runs out unpaid", async () => {
    const { id, productId } = await cardOrder();
    await expectOk(start(id));
    const paymentId = (await status(id)).cardPaymentId!;
    await shop.db
      .collection<PaymentHoldDocument>("paymentHolds")
      .updateOne({ _id: new ObjectId(id) }, { $set: { nextAttemptAt: new Date() } });
    await expect.poll(async () => (await status(id)).status, { timeout: 15_000 }).toBe("cancelled");
    expect(stripe.paymentIntent(paymentId).status).toBe("canceled");
    expect(await stockOf(productId)).toBe(10);
  });

  it("leaves an order whose payment went through as its hold ran out to its webhook, which pays it", async () => {
    const { id, productId } = await cardOrder();
    await expectOk(start(id));
    const paymentId = (await status(id)).cardPaymentId!;
    stripe.succeed(paymentId);
    await shop.db
      .collection<PaymentHoldDocument>("paymentHolds")
      .updateOne({ _id: new ObjectId(id) }, { $set: { nextAttemptAt: new Date() } });
    await expect
      .poll(
        async () =>
          (await shop.db.collection<PaymentHoldDocument>("paymentHolds").findOne({ _id: new ObjectId(id) }))
            ?.status,
        { timeout: 15_000 },
      )
      .toBe("done");
    expect((await status(id)).status).toBe("awaiting_payment");
    expect(await stockOf(productId)).toBe(7);
    expect((await deliver("payment_intent.succeeded", paymentId)).status).toBe(200);
    expect((await status(id)).status).toBe("paid");
  });

  it("cancels the payment at Stripe when the buyer cancels the order", async () => {
    const { id, productId } = await cardOrder();
    await expectOk(start(id));
    const paymentId = (await status(id)).cardPaymentId!;
    await expectOk(
      shop.gql(`mutation($id: ID!) { cancelOrder(id: $id) { status } }`, { id }, buyer.accessToken),
    );
    expect(stripe.paymentIntent(paymentId).status).toBe("canceled");
    expect((await status(id)).status).toBe("cancelled");
    expect(await stockOf(productId)).toBe(10);
  });

  it("refunds a paid card order through Stripe when it is cancelled, once though the cancellation is repeated", async () => {
    const { id, productId } = await cardOrder();
    await expectOk(start(id));
    const paymentId = (await status(id)).cardPaymentId!;
    stripe.succeed(paymentId);
    expect((await deliver("payment_intent.succeeded", paymentId)).status).toBe(200);
    const refundsBefore = stripe.refundCount;
    const CANCEL = `mutation($id: ID!) { cancelOrder(id: $id) { status refundDueCents refunds { method amountCents reference } } }`;
    const cancelled = (
      await expectOk(
        shop.gql<{
          cancelOrder: { status: string; refundDueCents: number; refunds: { reference: string }[] };
        }>(CANCEL, { id }, buyer.accessToken),
      )
    ).cancelOrder;
    expect(cancelled).toMatchObject({
      status: "CANCELLED",
      refundDueCents: 0,
      refunds: [{ method: "CARD", amountCents: 3702 }],
    });
    expect(cancelled.refunds[0]!.reference).toMatch(/^re_/);
    expect(await stockOf(productId)).toBe(10);
    await expectOk(shop.gql(CANCEL, { id }, buyer.accessToken));
    expect(stripe.refundCount).toBe(refundsBefore + 1);
    const refundCall = stripe.requests.filter((request) => request.path === "/v1/refunds").at(-1)!;
    expect(refundCall.params).toMatchObject({ payment_intent: paymentId, amount: "3702" });
    expect(refundCall.idempotencyKey).toBe(`order-${id}-refund-0`);
  });

  it("refunds whole a payment Stripe reports for an order cancelled as it was being paid", async () => {
    const { id } = await cardOrder();
    await expectOk(start(id));
    const paymentId = (await status(id)).cardPaymentId!;
    // The hold ran out between the payment's start and the buyer's confirming it (a race the shop
    // closes when it sees it; this is the order as it would then be).
    await orders().updateOne({ _id: new ObjectId(id) }, { $set: { status: "cancelled" } });
    stripe.succeed(paymentId);
    const refundsBefore = stripe.refundCount;
    for (let delivery = 0; delivery < 2; delivery++)
      expect((await deliver("payment_intent.succeeded", paymentId)).status).toBe(200);
    expect((await status(id)).status).toBe("cancelled");
    expect((await status(id)).payments ?? []).toEqual([]);
    // Delivered twice, refunded once: the refund's key is the payment's.
    expect(stripe.refundCount).toBe(refundsBefore + 1);
  });
});
