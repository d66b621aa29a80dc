import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartDocument, OrderDocument, ProductDocument } from "../../../../server/db/models";
import { startEngine } from "../../../../server/mongo-engine/index";
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

/**
 * kill -9 of the real server (`npm start`'s one process) while orders are being placed, checked out from
 * carts and cancelled. The data the crash left, read before anything starts on it, must already have
 * stock and orders agreeing and every checkout whole or not at all: there is nothing to repair. Then a
 * restart on the same data must serve everything the server acknowledged.
 */

// The shop's own process and its embedded engine: a MONGODB_URI run has nothing of ours to kill.
const engineOnly = !!process.env.MONGODB_URI;

const run = randomBytes(4).toString("hex");
const ADMIN_EMAIL = `crash-admin-${run}@example.com`;
const ACCESS_TOKEN_SECRET = "order-crash-test-secret-0123456789abcdefg"; // 40 characters
const CYCLES = 4;
const REQUESTS_PER_CYCLE = 150;
/** Customers per cycle whose two-line carts are checked out among the cycle's requests. */
const CHECKOUTS_PER_CYCLE = 8;
/** Requests the test keeps out at once (see the senders). */
const IN_FLIGHT = 12;
/** The embedded engine's database when the connection string names none (server/db/database.ts). */
const DB_NAME = "vehicle_parts";

const started: ShopProcess[] = [];

async function startShopProcess(dataDir: string): Promise<ShopProcess> {
  const shop = await launchShop({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    ACCESS_TOKEN_SECRET,
    ADMIN_EMAILS: ADMIN_EMAIL,
  });
  started.push(shop);
  await waitHealthy(shop);
  return shop;
}

/** SIGTERM: the shop closes the database cleanly and exits 0. */
async function stop(shop: ShopProcess) {
  const status = await stopShop(shop);
  expect(status.code, shop.output()).toBe(0);
}

const gql = <T>(shop: ShopProcess, query: string, variables: Record<string, unknown>, token?: string) =>
  postGraphQL<T>(shop.url, query, variables, token);

async function signIn(shop: ShopProcess, email: string): Promise<string> {
  const identity = await createEmulatorUser({ email, emailVerified: true });
  const result = await gql<{ signIn: { accessToken: string } }>(
    shop,
    "mutation($idToken: String!) { signIn(idToken: $idToken) { accessToken } }",
    { idToken: identity.idToken },
  );
  if (!result.data?.signIn) throw new Error(`sign-in failed: ${JSON.stringify(result.errors)}`);
  return result.data.signIn.accessToken;
}

interface OrderLineView {
  productId: string;
  quantity: number;
}
interface OrderView {
  id: string;
  email: string;
  lines: OrderLineView[];
  status: "PLACED" | "CANCELLED";
}
interface OrderPage {
  edges: { node: OrderView }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}
/** A page of the admin's list: the restarted shop is read through it, page after page. */
const ORDER_PAGE = `query($after: String) {
  orders(first: 100, after: $after) {
    edges { node { id email lines { productId quantity } status } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** Opens the data directory the killed shop left, with the same engine and no shop code, and reads it. */
async function readData(dataDir: string) {
  const engine = await startEngine({ dataDir, port: 0 });
  const client = await MongoClient.connect(engine.uri);
  try {
    const db = client.db(DB_NAME);
    return {
      products: await db.collection<ProductDocument>("products").find({}).toArray(),
      orders: await db.collection<OrderDocument>("orders").find({}).toArray(),
      carts: await db.collection<CartDocument>("carts").find({}).toArray(),
      users: await db
        .collection("users")
        .find({}, { projection: { email: 1 } })
        .toArray(),
    };
  } finally {
    await client.close();
    await engine.close();
  }
}

describe.skipIf(engineOnly)("kill -9 while orders are placed", () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shop-crash-"));
  });

  afterAll(async () => {
    // Only if the test failed half way: the shops it started.
    for (const shop of started) await kill9(shop);
    await rm(dataDir, { recursive: true, force: true });
  });

  it("leaves stock and orders agreeing as each kill left them, with nothing to repair, and loses nothing it acknowledged", async () => {
    let shop = await startShopProcess(dataDir);
    const admin = await signIn(shop, ADMIN_EMAIL);
    const customers: string[] = [];
    for (let i = 0; i < 5; i++) customers.push(await signIn(shop, `crash-customer-${run}-${i}@example.com`));

    const initial = new Map<string, number>();
    for (const [i, stock] of [400, 400, 300].entries()) {
      const added = await gql<{ addProduct: { id: string } }>(
        shop,
        "mutation($input: ProductInput!) { addProduct(input: $input) { id } }",
        {
          input: {
            name: `Crash Part ${i}`,
            price: 5 + i,
            minimumOrderQuantity: 1,
            availableQuantity: stock,
          },
        },
        admin,
      );
      expect(added.errors).toBeUndefined();
      initial.set(added.data!.addProduct.id, stock);
    }
    const productIds = [...initial.keys()];

    /** Orders the server acknowledged, with their owner, and the cancellations it acknowledged. */
    const acknowledged = new Map<string, { lines: OrderLineView[]; token: string }>();
    const cancelled = new Set<string>();
    const cancelAttempted = new Set<string>();

    let totalCutOff = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const killAfter = 5 + Math.floor(Math.random() * 60);
      const context = `cycle ${cycle}, killed after ${killAfter} answers`;
      let answers = 0;
      let cutOff = 0;
      let killed: Promise<ExitStatus> | undefined;
      const answered = () => {
        if (++answers === killAfter) killed = kill9(shop);
      };

      const cancel = (id: string) => {
        cancelAttempted.add(id);
        return gql<{ cancelOrder: { id: string; status: string } }>(
          shop,
          "mutation($id: ID!) { cancelOrder(id: $id) { id status } }",
          { id },
          acknowledged.get(id)!.token,
        );
      };
      // Customers with two-line carts, checked out while the rest goes on: the kill may cut any of them.
      const checkouts: { email: string; token: string; lines: OrderLineView[] }[] = [];
      for (let c = 0; c < CHECKOUTS_PER_CYCLE; c++) {
        const email = `crash-cart-${run}-${cycle}-${c}@example.com`;
        const token = await signIn(shop, email);
        const lines = [productIds[c % 3]!, productIds[(c + 1) % 3]!].map((productId, l) => ({
          productId,
          quantity: 1 + ((c + l) % 3),
        }));
        for (const line of lines) {
          const added = await gql(
            shop,
            "mutation($id: ID!, $quantity: Int!) { addToCart(productId: $id, quantity: $quantity) { itemCount } }",
            { id: line.productId, quantity: line.quantity },
            token,
          );
          expect(added.errors, context).toBeUndefined();
        }
        checkouts.push({ email, token, lines });
      }
      // Cancel a few orders of earlier cycles before, and more while new ones are placed.
      const toCancel = [...acknowledged.keys()].filter((id) => !cancelAttempted.has(id)).slice(0, 18);
      for (const id of toCancel.splice(0, 3)) {
        const result = await cancel(id);
        expect(result.data?.cancelOrder?.status, JSON.stringify(result.errors)).toBe("CANCELLED");
        cancelled.add(id);
      }
      /**
       * The cycle's i-th request (a cancellation every tenth, placements around them), checked once
       * answered; false when the kill cut it off, which may or may not have happened in the shop.
       */
      const send = async (i: number): Promise<boolean> => {
        const checkingOut = i % 10 === 7 ? checkouts[Math.floor(i / 10)] : undefined;
        if (checkingOut) {
          const result = await gql<{ checkout: { id: string } }>(
            shop,
            "mutation($input: CheckoutInput!) { checkout(input: $input) { id } }",
            { input: { address: "1 Crash Lane", phone: "555-0100" } },
            checkingOut.token,
          ).catch(() => null);
          if (!result) return false;
          if (result.data?.checkout) {
            acknowledged.set(result.data.checkout.id, { lines: checkingOut.lines, token: checkingOut.token });
          } else expect(result.errors?.[0]?.extensions?.code, context).toBe("INSUFFICIENT_STOCK");
          return true;
        }
        const cancelId = i % 10 === 5 ? toCancel.shift() : undefined;
        if (cancelId) {
          const result = await cancel(cancelId).catch(() => null);
          if (!result) return false;
          if (result.data?.cancelOrder?.status === "CANCELLED") cancelled.add(cancelId);
          else expect(result.errors, context).toBeUndefined();
          return true;
        }
        const token = customers[i % customers.length]!;
        const productId = productIds[Math.floor(Math.random() * productIds.length)]!;
        const quantity = 1 + Math.floor(Math.random() * 3);
        const result = await gql<{ placeOrder: { id: string } }>(
          shop,
          "mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }",
          { input: { productId, quantity, address: "1 Crash Lane", phone: "555-0100" } },
          token,
        ).catch(() => null);
        if (!result) return false;
        if (result.data?.placeOrder)
          acknowledged.set(result.data.placeOrder.id, { lines: [{ productId, quantity }], token });
        else expect(result.errors?.[0]?.extensions?.code, context).toBe("INSUFFICIENT_STOCK");
        return true;
      };
      // A few senders, each with one request out at a time, instead of the whole cycle at once: the shop
      // can then never be more than IN_FLIGHT answers ahead of this process, however starved of CPU the
      // test is, so the kill lands on a shop with work under way rather than one that answered all.
      let next = 0;
      const sender = async () => {
        while (next < REQUESTS_PER_CYCLE) {
          const sentBeforeKill = !killed;
          if (await send(next++)) answered();
          else {
            if (sentBeforeKill) cutOff++;
            return; // the shop is gone: later requests would only be refused
          }
        }
      };
      const requests = Array.from({ length: IN_FLIGHT }, sender);
      await Promise.all(requests);
      expect(killed, `${context}: only ${answers} answers`).toBeDefined();
      expect((await killed)?.signal, context).toBe("SIGKILL");
      totalCutOff += cutOff;

      // Straight from the data the kill left, before any start-up code ran on it: every committed
      // change is whole, so stock and orders agree and each checkout is all there or not at all.
      const data = await readData(dataDir);
      for (const product of data.products.filter((p) => initial.has(p._id.toHexString()))) {
        const ordered = data.orders
          .filter((o) => o.status !== "cancelled")
          .flatMap((o) => o.lines)
          .filter((line) => line.productId.equals(product._id))
          .reduce((sum, line) => sum + line.quantity, 0);
        expect(product.availableQuantity, context).toBeGreaterThanOrEqual(0);
        expect(product.availableQuantity + ordered, `${context}: product ${product._id}`).toBe(
          initial.get(product._id.toHexString()),
        );
      }
      // Each checkout of the cycle is a whole order with both its lines, and an empty cart, or no order
      // and the cart as it was: never half of one.
      for (const { email, lines } of checkouts) {
        const theirs = data.orders.filter((o) => o.email === email);
        const userId = data.users.find((user) => user.email === email)!._id;
        const kept = (data.carts.find((cart) => cart._id.equals(userId))?.lines ?? []).map((line) => ({
          productId: line.productId.toHexString(),
          quantity: line.quantity,
        }));
        const ordered = (order: OrderDocument) =>
          order.lines.map((line) => ({ productId: line.productId.toHexString(), quantity: line.quantity }));
        expect(theirs.length, `${context}: ${email}`).toBeLessThanOrEqual(1);
        if (theirs.length) {
          expect(ordered(theirs[0]!), context).toEqual(lines);
          expect(kept, context).toEqual([]);
        } else expect(kept, context).toEqual(lines);
      }

      // The restarted shop serves every order it acknowledged, as it was answered.
      shop = await startShopProcess(dataDir);
      const orders = new Map<string, OrderView>();
      let after: string | null = null;
      do {
        const seen: { data?: { orders: OrderPage } | null; errors?: unknown } = await gql<{
          orders: OrderPage;
        }>(shop, ORDER_PAGE, { after }, admin);
        expect(seen.errors, context).toBeUndefined();
        for (const { node } of seen.data!.orders.edges) orders.set(node.id, node);
        after = seen.data!.orders.pageInfo.hasNextPage ? seen.data!.orders.pageInfo.endCursor : null;
      } while (after);
      expect(orders.size, context).toBe(data.orders.length);
      for (const [id, placed] of acknowledged) {
        const order = orders.get(id);
        expect(order, `${context}: acknowledged order ${id} is gone`).toBeDefined();
        expect(order!.lines, context).toEqual(placed.lines);
        if (cancelled.has(id)) expect(order!.status, context).toBe("CANCELLED");
        else if (!cancelAttempted.has(id)) expect(order!.status, context).toBe("PLACED");
      }
      for (const product of data.products.filter((p) => initial.has(p._id.toHexString()))) {
        const served = await gql<{ product: { availableQuantity: number } }>(
          shop,
          "query($id: ID!) { product(id: $id) { availableQuantity } }",
          { id: product._id.toHexString() },
        );
        // As the crash left it: the start-up changed nothing.
        expect(served.data!.product.availableQuantity, context).toBe(product.availableQuantity);
      }
    }
    // Each cycle must have placed something, and kills must have cut requests off in flight. (Per cycle,
    // a test process starved of CPU may count its answers only after the shop has sent them all.)
    expect(acknowledged.size).toBeGreaterThan(CYCLES * 5);
    expect(totalCutOff).toBeGreaterThan(0);
    expect(cancelled.size).toBeGreaterThan(0);
    await stop(shop);
  }, 300_000);
});
