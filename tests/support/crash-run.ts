import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import type { PaymentMethod } from "../../generated/server/graphql";
import { createEmulatorUser } from "./identity";
import {
  kill9,
  launchShop,
  postGraphQL,
  waitHealthy,
  type ExitStatus,
  type ShopProcess,
} from "./shop-process";
import { signedDelivery, startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";

/**
 * kill -9 runs of the real shop: its own process on a data directory of the run's, started again on the
 * same directory after each kill, taking cards through the Stripe stand-in.
 */

export const CRASH_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: "sk_test_crash",
  STRIPE_PUBLISHABLE_KEY: "pk_test_crash",
  STRIPE_WEBHOOK_SECRET: "whsec_crash",
};

/** Whether the run kills shops: a MONGODB_URI run's shop has no database of its own to kill it over. */
export const killsShops = !process.env.MONGODB_URI;

export interface CrashShop {
  /** The run's admin, an e-mail of its own. */
  readonly adminEmail: string;
  /** A new e-mail of the run's, numbered `i`. */
  email(i: number): string;
  /** The Stripe stand-in the shop's card payments and refunds go to. */
  readonly stripe: StripeStandIn;
  /** Starts the shop (again) on the run's data directory, `adminEmail` an admin; waits until it is healthy. */
  start(): Promise<ShopProcess>;
}

/**
 * For a describe block: a temporary data directory named after `name` and a Stripe stand-in, made
 * before its tests; after them every shop started is killed and the directory removed.
 */
export function useCrashShop(name: string): CrashShop {
  const run = randomBytes(4).toString("hex");
  const adminEmail = `${name}-admin-${run}@example.com`;
  let dataDir: string;
  let stripe: StripeStandIn | undefined;
  const started: ShopProcess[] = [];
  // The same across restarts: the tokens signed before a kill are used after it.
  const tokenSecret = randomBytes(20).toString("hex");
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), `shop-${name}-`));
    stripe = await startStripeStandIn(CRASH_STRIPE_KEYS.STRIPE_SECRET_KEY);
  });
  afterAll(async () => {
    for (const shop of started) await kill9(shop);
    await stripe?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return {
    adminEmail,
    email: (i) => `${name}-${run}-${i}@example.com`,
    get stripe() {
      return stripe!;
    },
    async start() {
      const shop = await launchShop({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
        ACCESS_TOKEN_SECRET: tokenSecret,
        ADMIN_EMAILS: adminEmail,
        ...CRASH_STRIPE_KEYS,
        STRIPE_API_URL: stripe!.url,
      });
      started.push(shop);
      await waitHealthy(shop);
      return shop;
    },
  };
}

/** The call's data; fails the test on any error. */
export async function gqlOk<T>(
  shop: ShopProcess,
  query: string,
  variables: object,
  token?: string,
): Promise<T> {
  const result = await postGraphQL<T>(shop.url, query, variables as Record<string, unknown>, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
}

/** A new verified account of `email` at the Auth emulator, signed in to the shop: its access token. */
export async function signIn(shop: ShopProcess, email: string): Promise<string> {
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
export async function underKill(shop: ShopProcess, calls: (() => Promise<unknown>)[], killAfter: number) {
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

/** The admin's new product of `stock` parts at $`price`: its id. */
export async function addCrashProduct(
  shop: ShopProcess,
  admin: string,
  name: string,
  price: number,
  stock: number,
) {
  const { addProduct } = await gqlOk<{ addProduct: { id: string } }>(
    shop,
    "mutation($input: ProductInput!) { addProduct(input: $input) { id } }",
    { input: { name, price, minimumOrderQuantity: 1, availableQuantity: stock } },
    admin,
  );
  return addProduct.id;
}

/** The product's stock as the shop answers it. */
export async function stockOf(shop: ShopProcess, productId: string): Promise<number> {
  const { product } = await gqlOk<{ product: { availableQuantity: number } }>(
    shop,
    "query($id: ID!) { product(id: $id) { availableQuantity } }",
    { id: productId },
  );
  return product.availableQuantity;
}

/** The buyer's order of `quantity` of the product, paid by `paymentMethod`: its id. */
export async function placeOrder(
  shop: ShopProcess,
  token: string,
  productId: string,
  quantity: number,
  paymentMethod: PaymentMethod,
): Promise<string> {
  await gqlOk(
    shop,
    "mutation($id: ID!, $quantity: Int!) { addToCart(productId: $id, quantity: $quantity) { itemCount } }",
    { id: productId, quantity },
    token,
  );
  const { checkout } = await gqlOk<{ checkout: { id: string } }>(
    shop,
    "mutation($input: CheckoutInput!) { checkout(input: $input) { id } }",
    { input: { address: "1 Crash Lane", phone: "555-0100", paymentMethod } },
    token,
  );
  return checkout.id;
}

/** The buyer starts paying their card order and their card goes through at Stripe: the payment's id. */
export async function payByCard(shop: ShopProcess, stripe: StripeStandIn, token: string, orderId: string) {
  const { startCardPayment } = await gqlOk<{ startCardPayment: { clientSecret: string } }>(
    shop,
    "mutation($id: ID!) { startCardPayment(orderId: $id) { clientSecret } }",
    { id: orderId },
    token,
  );
  const paymentId = startCardPayment.clientSecret.split("_secret_")[0]!;
  // The buyer's card goes through in their browser.
  stripe.succeed(paymentId);
  return paymentId;
}

/** Stripe delivers the payment's `payment_intent.succeeded` to the shop; rejects unless answered 200. */
export async function deliverPaid(
  shop: ShopProcess,
  stripe: StripeStandIn,
  paymentId: string,
): Promise<void> {
  const { body, signature } = signedDelivery(
    "payment_intent.succeeded",
    stripe.paymentIntent(paymentId),
    CRASH_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
  );
  const answer = await fetch(`${shop.url}/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body,
  });
  if (answer.status !== 200) throw new Error(`webhook answered ${answer.status}`);
}
