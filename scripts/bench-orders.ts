/**
 * `npm run bench:orders`: orders placed and carts checked out per second over HTTP, 50 connections, on a
 * shop as `npm start` runs it, with the database round trips one checkout takes; `npm run bench:http`
 * measures the same as its last step. Alone, on BENCH_PARTS parts (default 1,000), it is the quick loop
 * for work on the order path: two minutes instead of bench:http's eight. SHOP_NODE_OPTIONS reaches the
 * shop's node: `--require` a module that starts node:inspector's profiler to see where a placement's time
 * goes (node refuses `--cpu-prof` there).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { findFreePort, startAuthEmulator } from "../server/identity/auth-emulator";
import { startEngine } from "../server/mongo-engine/index";
import { createEmulatorUser, TEST_FIREBASE_PROJECT_ID } from "../tests/support/identity";
import { DELIVERY, countedOrders, customerWithCart } from "../tests/support/orders";
import { stopShop, type ShopProcess } from "../tests/support/shop-process";
import {
  BENCH_ADMIN_EMAIL,
  CONNECTIONS,
  SECONDS,
  graphql,
  ratio,
  runScript,
  startBenchShop,
} from "./bench-shop";

const CUSTOMERS = 20;

/** The benchmark's load: these requests, in turn on each connection, against the shop's GraphQL endpoint. */
const loadGraphql = (shop: ShopProcess, requests: autocannon.Request[]) =>
  autocannon({ url: `${shop.url}/graphql`, connections: CONNECTIONS, duration: SECONDS, requests });

/** An autocannon request carrying one GraphQL operation, sent as the signed-in customer with this token. */
const asCustomer = (request: object, token: string, query: string, variables: object) => ({
  ...request,
  headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
  body: JSON.stringify({ query, variables }),
});

/** A new account at the emulator, signed in to the shop; the shop limits sign-ins per address, so a refusal waits its turn. */
export async function signIn(shop: ShopProcess, email: string): Promise<string> {
  const user = await createEmulatorUser({ email, emailVerified: true });
  for (;;) {
    const response = await fetch(`${shop.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "mutation($idToken: String!) { signIn(idToken: $idToken) { accessToken } }",
        variables: { idToken: user.idToken },
      }),
    });
    const answer = (await response.json()) as {
      data?: { signIn: { accessToken: string } };
      errors?: Array<{ extensions?: { code?: string; retryAfterSeconds?: number } }>;
    };
    const limited = answer.errors?.find((error) => error.extensions?.code === "TOO_MANY_REQUESTS");
    if (limited) {
      await new Promise((resolve) =>
        setTimeout(resolve, ((limited.extensions?.retryAfterSeconds ?? 60) + 1) * 1000),
      );
      continue;
    }
    if (!answer.data) throw new Error(`sign-in failed: ${JSON.stringify(answer.errors)}`);
    return answer.data.signIn.accessToken;
  }
}

/**
 * The orders' products: the 21 dearest parts, the first of them scarce (40 units), the others with
 * plenty of stock, all with a minimum order of one.
 */
async function orderProducts(shop: ShopProcess, admin: string): Promise<string[]> {
  const { products } = await graphql<{ products: { edges: Array<{ node: { id: string } }> } }>(
    shop.url,
    "{ products(first: 21, sort: PRICE_DESC) { edges { node { id } } } }",
  );
  const ids = products.edges.map((edge) => edge.node.id);
  for (const id of ids) {
    await graphql(
      shop.url,
      "mutation($id: ID!, $stock: Int!) { updateProduct(id: $id, input: { availableQuantity: $stock, minimumOrderQuantity: 1 }) { id } }",
      { id, stock: id === ids[0] ? 40 : 1_000_000 },
      admin,
    );
  }
  return ids;
}

/** Each product's stock now, by id. */
async function stockOf(shop: ShopProcess, ids: string[], admin: string): Promise<Record<string, number>> {
  return Object.fromEntries(
    await Promise.all(
      ids.map(async (id) => {
        const data = await graphql<{ product: { availableQuantity: number } }>(
          shop.url,
          "query($id: ID!) { product(id: $id) { availableQuantity } }",
          { id },
          admin,
        );
        return [id, data.product.availableQuantity] as const;
      }),
    ),
  );
}

interface OrderRun {
  ordersPerSecond: number;
  p99: number;
  placed: number;
  refused: number;
  consistent: boolean;
  detail: string;
}

/**
 * 50 connections placing orders as 20 customers over 20 products with plenty of stock and one with 40
 * units, which runs out: nothing may be oversold, and each product's stock taken must equal the
 * quantities of the orders stored for it.
 */
async function measureOrders(
  shop: ShopProcess,
  run: number,
  ids: string[],
  admin: string,
): Promise<OrderRun> {
  const customers = await Promise.all(
    Array.from({ length: CUSTOMERS }, (_, i) => signIn(shop, `bench-customer-${run}-${i}@example.com`)),
  );
  const scarce = ids[0]!;
  const before = await stockOf(shop, ids, admin);

  let sent = 0;
  let placed = 0;
  let refused = 0;
  const result = await loadGraphql(shop, [
    {
      method: "POST",
      setupRequest: (request) => {
        const n = sent++;
        // Every fifth order goes for the scarce product, so it runs out under contention.
        return asCustomer(
          request,
          customers[n % CUSTOMERS]!,
          "mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }",
          {
            input: {
              productId: ids[n % 5 === 0 ? 0 : 1 + (n % 20)],
              quantity: 1,
              address: "1 Bench St",
              phone: "555-0100",
            },
          },
        );
      },
      onResponse: (_status, body) => {
        if (body.includes('"placeOrder":{')) placed++;
        else refused++;
      },
    },
  ]);

  // Requests in flight when autocannon stops are still being placed: read once they are done.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = await stockOf(shop, ids, admin);
  const stored: Record<string, number> = {};
  let cursor: string | null = null;
  let storedOrders = 0;
  interface OrderPage {
    edges: Array<{ node: { productId: string; quantity: number } }>;
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
  }
  do {
    const { orders }: { orders: OrderPage } = await graphql(
      shop.url,
      "query($after: String) { orders(first: 100, after: $after) { edges { node { productId quantity } } pageInfo { endCursor hasNextPage } } }",
      { after: cursor },
      admin,
    );
    for (const { node } of orders.edges) {
      stored[node.productId] = (stored[node.productId] ?? 0) + node.quantity;
      storedOrders++;
    }
    cursor = orders.pageInfo.hasNextPage ? orders.pageInfo.endCursor : null;
  } while (cursor);
  const mismatched = ids.filter((id) => before[id]! - after[id]! !== (stored[id] ?? 0) || after[id]! < 0);
  // Orders still in flight when the run stops are stored but never counted as answered: the stored
  // orders, not the answers, are what the stock is checked against.
  const consistent = mismatched.length === 0 && storedOrders >= placed;
  return {
    ordersPerSecond: storedOrders / SECONDS,
    p99: result.latency.p99,
    placed,
    refused,
    consistent,
    detail: `${storedOrders} orders stored, ${placed} answered placed, ${refused} refused; scarce product ${before[scarce]} -> ${after[scarce]}${mismatched.map((id) => `; MISMATCH on ${id}: stock ${before[id]} -> ${after[id]}, orders stored for ${stored[id] ?? 0}`).join("")}`,
  };
}

interface CheckoutRun {
  checkoutsPerSecond: number;
  p99: number;
  consistent: boolean;
  detail: string;
}

/** Customers filling carts: one per connection, each taken for a whole cycle, so a cart is never filled by two at once. */
const CART_CUSTOMERS = CONNECTIONS;

/**
 * 50 connections, each filling a cart of three lines over the same 20 products and checking it out, again
 * and again, as 50 customers taken in turn (one cart is never filled by two connections at once). Every
 * fifth cart also asks for the scarce product, put back to 40 units first, which runs out: adding it is then
 * refused and the cart goes without it, and a checkout that loses the last units to another is refused whole
 * (the next cycle takes the line out). Each product's stock taken must equal the lines of the checkout
 * orders stored for it.
 */
async function measureCheckouts(
  shop: ShopProcess,
  run: number,
  ids: string[],
  admin: string,
): Promise<CheckoutRun> {
  const scarce = ids[0]!;
  await graphql(
    shop.url,
    "mutation($id: ID!) { updateProduct(id: $id, input: { availableQuantity: 40 }) { id } }",
    { id: scarce },
    admin,
  );
  const prefix = `bench-checkout-${run}-`;
  const customers = await Promise.all(
    Array.from({ length: CART_CUSTOMERS }, (_, i) => signIn(shop, `${prefix}${i}@example.com`)),
  );
  const free = [...customers];
  const before = await stockOf(shop, ids, admin);

  interface Cycle {
    token?: string;
    n?: number;
    sentAt?: number;
  }
  let cycles = 0;
  let placed = 0;
  let refused = 0;
  const latencies: number[] = [];
  const add = (line: (n: number) => string) => ({
    method: "POST" as const,
    setupRequest: (request: object, context: Cycle) =>
      asCustomer(
        request,
        context.token!,
        "mutation($id: ID!) { addToCart(productId: $id, quantity: 1) { itemCount } }",
        {
          id: line(context.n!),
        },
      ),
  });
  const result = await loadGraphql(shop, [
    {
      // A cycle starts with a free customer's cart, taking out the scarce line a refusal left.
      method: "POST",
      setupRequest: (request, context: Cycle) => {
        context.n = cycles++;
        context.token = free.pop() ?? customers[context.n % CART_CUSTOMERS];
        return asCustomer(
          request,
          context.token!,
          "mutation($id: ID!) { updateCartLine(productId: $id, quantity: 0) { itemCount } }",
          {
            id: scarce,
          },
        );
      },
    },
    add((n) => ids[1 + (n % 20)]!),
    add((n) => ids[1 + ((n + 7) % 20)]!),
    add((n) => (n % 5 === 0 ? scarce : ids[1 + ((n + 13) % 20)]!)),
    {
      method: "POST",
      setupRequest: (request, context: Cycle) => {
        context.sentAt = performance.now();
        return asCustomer(
          request,
          context.token!,
          "mutation($input: CheckoutInput!) { checkout(input: $input) { id } }",
          {
            input: { address: "1 Bench St", phone: "555-0100" },
          },
        );
      },
      onResponse: (_status, body, context: Cycle) => {
        latencies.push(performance.now() - context.sentAt!);
        if (body.includes('"checkout":{')) placed++;
        else refused++;
        free.unshift(context.token!);
      },
    },
  ]);

  // Checkouts in flight when autocannon stops still finish: read once they are done.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = await stockOf(shop, ids, admin);
  const stored: Record<string, number> = {};
  let storedOrders = 0;
  let cursor: string | null = null;
  interface CheckoutOrderPage {
    edges: Array<{ node: { lines: Array<{ productId: string; quantity: number }> } }>;
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
  }
  do {
    const { orders }: { orders: CheckoutOrderPage } = await graphql(
      shop.url,
      `
        query ($after: String, $email: String!) {
          orders(first: 100, after: $after, filter: { email: $email }) {
            edges {
              node {
                lines {
                  productId
                  quantity
                }
              }
            }
            pageInfo {
              endCursor
              hasNextPage
            }
          }
        }
      `,
      { after: cursor, email: prefix },
      admin,
    );
    for (const { node } of orders.edges) {
      storedOrders++;
      for (const line of node.lines) stored[line.productId] = (stored[line.productId] ?? 0) + line.quantity;
    }
    cursor = orders.pageInfo.hasNextPage ? orders.pageInfo.endCursor : null;
  } while (cursor);
  const mismatched = ids.filter((id) => before[id]! - after[id]! !== (stored[id] ?? 0) || after[id]! < 0);
  latencies.sort((x, y) => x - y);
  return {
    checkoutsPerSecond: storedOrders / SECONDS,
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    consistent: mismatched.length === 0 && storedOrders >= placed,
    detail: `${storedOrders} three-line orders stored, ${placed} answered placed, ${refused} refused whole (${result.requests.total} requests in all); scarce product ${before[scarce]} -> ${after[scarce]}${mismatched.map((id) => `; MISMATCH on ${id}: stock ${before[id]} -> ${after[id]}, lines stored for ${stored[id] ?? 0}`).join("")}`,
  };
}

/**
 * The database round trips of checking out a three-line cart: the checkout's own code in this process,
 * on an engine of its own, through a client that counts the commands it sends. Counted on an instance's
 * second checkout, as the test does (order-round-trips.test.ts): its first also reads what the instance
 * then keeps for a while (the webhook endpoints).
 */
export async function checkoutRoundTrips(): Promise<number> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-round-trips-"));
  const engine = await startEngine({ dataDir, port: 0 });
  const counted = await countedOrders(engine.uri, "bench");
  try {
    const first = await customerWithCart(counted.db, 1);
    await counted.orders.checkout(first.ctx, DELIVERY);
    const { ctx } = await customerWithCart(counted.db, 3);
    return (await counted.commandsOf(() => counted.orders.checkout(ctx, DELIVERY))).length;
  } finally {
    await counted.close();
    await engine.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Orders placed, then carts checked out, on `shop`: one line each. `run` keeps this run's customers apart
 * from another's on the same shop.
 */
export async function measureSales(shop: ShopProcess, run: number, roundTrips: number): Promise<string[]> {
  const admin = await signIn(shop, BENCH_ADMIN_EMAIL);
  const ids = await orderProducts(shop, admin);
  const orders = await measureOrders(shop, run, ids, admin);
  const checkouts = await measureCheckouts(shop, run, ids, admin);
  return [
    `orders placed: ${Math.round(orders.ordersPerSecond)} orders/s, p99 ${orders.p99} ms (goal >= 1,000/s, p99 <= 250 ms); ${orders.consistent ? "consistent" : "INCONSISTENT"}: ${orders.detail}`,
    `carts checked out: ${Math.round(checkouts.checkoutsPerSecond)} three-line orders/s, ${roundTrips} database round trips each = ${ratio(checkouts.checkoutsPerSecond, orders.ordersPerSecond)} of orders placed, checkout p99 ${checkouts.p99} ms; ${checkouts.consistent ? "consistent" : "INCONSISTENT"}: ${checkouts.detail}`,
  ];
}

async function main() {
  const parts = Number(process.env.BENCH_PARTS || 1_000);
  const roundTrips = await checkoutRoundTrips();
  const emulator = await startAuthEmulator({
    projectId: TEST_FIREBASE_PROJECT_ID,
    port: await findFreePort(),
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const dataDir = await mkdtemp(path.join(tmpdir(), `bench-orders-${parts}-`));
  try {
    await runScript("npm", ["run", "--silent", "seed:bulk", "--", "--parts", String(parts)], {
      DATA_DIR: dataDir,
    });
    const nodeOptions = process.env.SHOP_NODE_OPTIONS;
    const shop = await startBenchShop(
      dataDir,
      emulator.host,
      nodeOptions ? { NODE_OPTIONS: nodeOptions } : {},
    );
    try {
      const lines = await measureSales(shop, parts, roundTrips);
      console.log(
        `\n== bench:orders (${CONNECTIONS} connections, ${SECONDS} s each, ${parts.toLocaleString("en")} parts)`,
      );
      for (const line of lines) console.log(line);
    } finally {
      await stopShop(shop);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await emulator.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
