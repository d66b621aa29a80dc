import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmulatorUser } from "../../../support/identity";
import {
  kill9,
  launchShop,
  postGraphQL,
  stopShop,
  waitHealthy,
  type ExitStatus,
  type ShopProcess,
} from "../../../support/shop-process";
import { signedDelivery, startStripeStandIn, type StripeStandIn } from "../../../support/stripe-stand-in";

/**
 * kill -9 of the real server while Stripe's webhooks pay card orders, and again while their buyers cancel
 * them (each cancellation refunding through Stripe). Stripe delivers an event again until it is answered
 * 2xx, and a buyer whose cancellation was cut off tries again: after both, every order is paid once and
 * refunded once, at the shop and at Stripe, and the stock is whole.
 */

// The shop's own process: a MONGODB_URI run has nothing of ours to kill.
const engineOnly = !!process.env.MONGODB_URI;

const run = randomBytes(4).toString("hex");
const ADMIN_EMAIL = `pay-crash-admin-${run}@example.com`;
const KEYS = {
  STRIPE_SECRET_KEY: "sk_test_crash",
  STRIPE_PUBLISHABLE_KEY: "pk_test_crash",
  STRIPE_WEBHOOK_SECRET: "whsec_crash",
};
const ORDERS = 12;
const STOCK = 100;

interface Paid {
  id: string;
  token: string;
  paymentId: string;
}

describe.skipIf(engineOnly)("kill -9 while card payments are settled and refunded", () => {
  let dataDir: string;
  let stripe: StripeStandIn;
  const started: ShopProcess[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shop-pay-crash-"));
    stripe = await startStripeStandIn(KEYS.STRIPE_SECRET_KEY);
  });
  afterAll(async () => {
    for (const shop of started) await kill9(shop);
    await stripe?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function startShop(): Promise<ShopProcess> {
    const shop = await launchShop({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
      ACCESS_TOKEN_SECRET: "payment-crash-test-secret-0123456789abcdef",
      ADMIN_EMAILS: ADMIN_EMAIL,
      ...KEYS,
      STRIPE_API_URL: stripe.url,
    });
    started.push(shop);
    await waitHealthy(shop);
    return shop;
  }

  async function gqlOk<T>(shop: ShopProcess, query: string, variables: object, token?: string): Promise<T> {
    const result = await postGraphQL<T>(shop.url, query, variables as Record<string, unknown>, token);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data!;
  }

  async function signIn(shop: ShopProcess, email: string): Promise<string> {
    const identity = await createEmulatorUser({ email, emailVerified: true });
    const { signIn } = await gqlOk<{ signIn: { accessToken: string } }>(
      shop,
      "mutation($idToken: String!) { signIn(idToken: $idToken) { accessToken } }",
      { idToken: identity.idToken },
    );
    return signIn.accessToken;
  }

  /**
   * Sends every one of `calls` at once, and kills the shop after `killAfter` of them are answered; answers
   * how many the kill cut off.
   */
  async function underKill(shop: ShopProcess, calls: (() => Promise<unknown>)[], killAfter: number) {
    let answers = 0;
    let cutOff = 0;
    let killed: Promise<ExitStatus> | undefined;
    await Promise.all(
      calls.map((call) =>
        call()
          .then(() => {
            if (++answers === killAfter) killed = kill9(shop);
          })
          .catch(() => cutOff++),
      ),
    );
    killed ??= kill9(shop);
    expect((await killed).signal).toBe("SIGKILL");
    return cutOff;
  }

  const deliver = (shop: ShopProcess, paymentId: string) => {
    const { body, signature } = signedDelivery(
      "payment_intent.succeeded",
      stripe.paymentIntent(paymentId),
      KEYS.STRIPE_WEBHOOK_SECRET,
    );
    return fetch(`${shop.url}/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body,
    }).then((answer) => {
      if (answer.status !== 200) throw new Error(`webhook answered ${answer.status}`);
    });
  };

  const cancel = (shop: ShopProcess, order: Paid) =>
    postGraphQL(
      shop.url,
      "mutation($id: ID!) { cancelOrder(id: $id) { status } }",
      { id: order.id },
      order.token,
    );

  interface OrderMoney {
    status: string;
    payments: { reference: string }[];
    refunds: { amountCents: number }[];
    refundDueCents: number;
  }
  const moneyOf = (shop: ShopProcess, admin: string, id: string) =>
    gqlOk<{ order: OrderMoney }>(
      shop,
      "query($id: ID!) { order(id: $id) { status payments { reference } refunds { amountCents } refundDueCents } }",
      { id },
      admin,
    ).then((data) => data.order);

  it("pays each order once and refunds each once, however the kills fall", async () => {
    let shop = await startShop();
    const admin = await signIn(shop, ADMIN_EMAIL);
    const { addProduct } = await gqlOk<{ addProduct: { id: string } }>(
      shop,
      "mutation($input: ProductInput!) { addProduct(input: $input) { id } }",
      { input: { name: "Crash Pads", price: 20, minimumOrderQuantity: 1, availableQuantity: STOCK } },
      admin,
    );
    const orders: Paid[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const token = await signIn(shop, `pay-crash-${run}-${i}@example.com`);
      await gqlOk(
        shop,
        "mutation($id: ID!) { addToCart(productId: $id, quantity: 1) { itemCount } }",
        { id: addProduct.id },
        token,
      );
      const { checkout } = await gqlOk<{ checkout: { id: string } }>(
        shop,
        "mutation($input: CheckoutInput!) { checkout(input: $input) { id } }",
        { input: { address: "1 Crash Lane", phone: "555-0100", paymentMethod: "CARD" } },
        token,
      );
      const { startCardPayment } = await gqlOk<{ startCardPayment: { clientSecret: string } }>(
        shop,
        "mutation($id: ID!) { startCardPayment(orderId: $id) { clientSecret } }",
        { id: checkout.id },
        token,
      );
      const paymentId = startCardPayment.clientSecret.split("_secret_")[0]!;
      // The buyer's card goes through in their browser.
      stripe.succeed(paymentId);
      orders.push({ id: checkout.id, token, paymentId });
    }

    // Stripe delivers each success twice at once; the kill cuts some off.
    const deliveries = orders.flatMap((order) => [
      () => deliver(shop, order.paymentId),
      () => deliver(shop, order.paymentId),
    ]);
    expect(await underKill(shop, deliveries, 3 + Math.floor(Math.random() * 10))).toBeGreaterThan(0);
    // Stripe delivers again what was not answered 200: here, everything once more.
    shop = await startShop();
    for (const order of orders) await deliver(shop, order.paymentId);
    for (const order of orders) {
      const money = await moneyOf(shop, admin, order.id);
      expect(money.status, order.id).toBe("PAID");
      expect(money.payments, order.id).toEqual([{ reference: order.paymentId }]);
    }

    // Every buyer cancels at once; the kill cuts some off; those try again.
    const cancelsCutOff = await underKill(
      shop,
      orders.map((order) => () => cancel(shop, order)),
      2 + Math.floor(Math.random() * 6),
    );
    expect(cancelsCutOff).toBeGreaterThan(0);
    shop = await startShop();
    for (const order of orders) {
      const again = await cancel(shop, order);
      expect(again.errors, JSON.stringify(again.errors)).toBeUndefined();
    }
    for (const order of orders) {
      const money = await moneyOf(shop, admin, order.id);
      expect(money, order.id).toEqual({
        status: "CANCELLED",
        payments: [{ reference: order.paymentId }],
        refunds: [{ amountCents: 2000 }],
        refundDueCents: 0,
      });
    }
    // Stripe refunded each payment once: a refund asked again after the kill was its first one replayed.
    expect(stripe.refundCount).toBe(ORDERS);
    const { product } = await gqlOk<{ product: { availableQuantity: number } }>(
      shop,
      "query($id: ID!) { product(id: $id) { availableQuantity } }",
      { id: addProduct.id },
    );
    expect(product.availableQuantity).toBe(STOCK);
    const status = await stopShop(shop);
    expect(status.code, shop.output()).toBe(0);
    // Three shop starts and a dozen sign-ins: a loaded machine takes minutes.
  }, 300_000);
});
