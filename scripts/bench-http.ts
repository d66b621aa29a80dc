/**
 * `npm run bench:http`: the shop over HTTP at 1,000 and 100,000 parts, as `npm start` runs it, under
 * autocannon with 50 connections. Everything is printed as ratios measured in the same run (this machine
 * is shared and noisy): cached reads against a bare node:http server sending the same bytes, uncached
 * pages against `{ __typename }` on the same server, 1,000 against 100,000 parts; then orders placed and
 * carts checked out per second, with the database round trips one checkout takes.
 * BENCH_SECONDS sets each measurement's length (default 10), BENCH_WARMUP_SECONDS the load before each
 * (default 10: a fresh process needs about that long under load before its JIT-compiled code settles,
 * and a shop runs for days, so the settled speed is the one measured).
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { print } from "graphql";
import { CatalogueProductsDocument } from "../generated/client/graphql";
import { findFreePort, startAuthEmulator } from "../server/identity/auth-emulator";
import { startEngine } from "../server/mongo-engine/index";
import { createEmulatorUser, TEST_FIREBASE_PROJECT_ID } from "../tests/support/identity";
import { DELIVERY, countedOrders, customerWithCart } from "../tests/support/orders";
import { measureExecutionFloor } from "./execution-floor";
import { BENCH_ADMIN_EMAIL, graphql, startBenchShop } from "./bench-shop";
import { stopShop, type ShopProcess } from "../tests/support/shop-process";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 10);
const SIZES = [100_000, 1_000];
const CUSTOMERS = 20;
const repoRoot = path.join(import.meta.dirname, "..");

const PAGE_QUERY = print(CatalogueProductsDocument);
const pageBody = (filter: object, sort?: string) =>
  JSON.stringify({ query: PAGE_QUERY, variables: { first: 20, filter, sort, hasVehicle: false } });
const UNCACHED_PAGES = {
  "products page": pageBody({}),
  "vehicle filter page": pageBody({ make: "Toyota", model: "Corolla", year: 2016 }),
  "search page": pageBody({ search: "brake pads" }),
};

interface Measured {
  rps: number;
  p99: number;
  errors: number;
}

async function measure(options: autocannon.Options, warmup = true): Promise<Measured> {
  const run = (duration: number) => autocannon({ connections: CONNECTIONS, duration, ...options });
  if (warmup) await run(WARMUP_SECONDS);
  const result = await run(SECONDS);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const postGraphQL = (url: string, body: string): autocannon.Options => ({
  url: `${url}/graphql`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body,
});

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: "inherit" });
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** A bare node:http server in its own process, answering every request with `bodies[path]`. */
async function startCeiling(bodies: Record<string, { type: string; body: Buffer }>) {
  const file = path.join(await mkdtemp(path.join(tmpdir(), "bench-ceiling-")), "bodies.json");
  await writeFile(
    file,
    JSON.stringify(
      Object.fromEntries(Object.entries(bodies).map(([p, b]) => [p, [b.type, b.body.toString("base64")]])),
    ),
  );
  const port = await findFreePort();
  const source = `
    const bodies = Object.fromEntries(Object.entries(require(${JSON.stringify(file)})).map(([p, [t, b]]) => [p, [t, Buffer.from(b, "base64")]]));
    require("node:http").createServer((req, res) => {
      const [type, body] = bodies[req.url.split("?")[0]] ?? ["text/plain", Buffer.from("none")];
      req.resume();
      req.on("end", () => res.writeHead(200, { "content-type": type, "content-length": body.length }).end(body));
    }).listen(${port}, "127.0.0.1", () => console.log("ready"));`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve) => child.stdout.once("data", resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGKILL") };
}

/** A new account at the emulator, signed in to the shop; the shop limits sign-ins per address, so a refusal waits its turn. */
async function signIn(shop: ShopProcess, email: string): Promise<string> {
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
  const result = await autocannon({
    url: `${shop.url}/graphql`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const n = sent++;
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${customers[n % CUSTOMERS]}`,
            },
            body: JSON.stringify({
              query: "mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }",
              // Every fifth order goes for the scarce product, so it runs out under contention.
              variables: {
                input: {
                  productId: ids[n % 5 === 0 ? 0 : 1 + (n % 20)],
                  quantity: 1,
                  address: "1 Bench St",
                  phone: "555-0100",
                },
              },
            }),
          };
        },
        onResponse: (_status, body) => {
          if (body.includes('"placeOrder":{')) placed++;
          else refused++;
        },
      },
    ],
  });

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
  const call = (query: string, variables: object) => (request: object, context: Cycle) => ({
    ...request,
    headers: { "content-type": "application/json", authorization: `Bearer ${context.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const add = (line: (n: number) => string) => ({
    method: "POST" as const,
    setupRequest: (request: object, context: Cycle) =>
      call("mutation($id: ID!) { addToCart(productId: $id, quantity: 1) { itemCount } }", {
        id: line(context.n!),
      })(request, context),
  });
  const result = await autocannon({
    url: `${shop.url}/graphql`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        // A cycle starts with a free customer's cart, taking out the scarce line a refusal left.
        method: "POST",
        setupRequest: (request, context: Cycle) => {
          context.n = cycles++;
          context.token = free.pop() ?? customers[context.n % CART_CUSTOMERS];
          return call("mutation($id: ID!) { updateCartLine(productId: $id, quantity: 0) { itemCount } }", {
            id: scarce,
          })(request, context);
        },
      },
      add((n) => ids[1 + (n % 20)]!),
      add((n) => ids[1 + ((n + 7) % 20)]!),
      add((n) => (n % 5 === 0 ? scarce : ids[1 + ((n + 13) % 20)]!)),
      {
        method: "POST",
        setupRequest: (request, context: Cycle) => {
          context.sentAt = performance.now();
          return call("mutation($input: CheckoutInput!) { checkout(input: $input) { id } }", {
            input: { address: "1 Bench St", phone: "555-0100" },
          })(request, context);
        },
        onResponse: (_status, body, context: Cycle) => {
          latencies.push(performance.now() - context.sentAt!);
          if (body.includes('"checkout":{')) placed++;
          else refused++;
          free.unshift(context.token!);
        },
      },
    ],
  });

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
 * on an engine of its own, through a client that counts the commands it sends.
 */
async function checkoutRoundTrips(): Promise<number> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-round-trips-"));
  const engine = await startEngine({ dataDir, port: 0 });
  const counted = await countedOrders(engine.uri, "bench");
  try {
    const { ctx } = await customerWithCart(counted.db, 3);
    return (await counted.commandsOf(() => counted.orders.checkout(ctx, DELIVERY))).length;
  } finally {
    await counted.close();
    await engine.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
const fmt = (m: Measured) =>
  `${Math.round(m.rps)} req/s, p99 ${m.p99} ms${m.errors ? `, ${m.errors} errors` : ""}`;

async function main() {
  // First, while nothing else runs here.
  const floor = await measureExecutionFloor();
  const roundTrips = await checkoutRoundTrips();
  const emulator = await startAuthEmulator({
    projectId: TEST_FIREBASE_PROJECT_ID,
    port: await findFreePort(),
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const uncached: Record<number, Record<string, Measured>> = {};
  const lines: string[] = [];
  try {
    for (const parts of SIZES) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `bench-http-${parts}-`));
      try {
        console.log(`\n== ${parts.toLocaleString("en")} parts: seed:bulk`);
        await run("npm", ["run", "--silent", "seed:bulk", "--", "--parts", String(parts)], {
          DATA_DIR: dataDir,
        });

        let shop = await startBenchShop(dataDir, emulator.host, { RESPONSE_CACHE: "false" });
        const results: Record<string, Measured> = {};
        try {
          results["{ __typename }"] = await measure(
            postGraphQL(shop.url, JSON.stringify({ query: "{ __typename }" })),
          );
          for (const [name, body] of Object.entries(UNCACHED_PAGES)) {
            results[name] = await measure(postGraphQL(shop.url, body));
            console.log(`${name} (RESPONSE_CACHE=false): ${fmt(results[name]!)}`);
          }
        } finally {
          await stopShop(shop);
        }
        uncached[parts] = results;
        if (parts !== SIZES[0]) continue;

        shop = await startBenchShop(dataDir, emulator.host);
        try {
          const pageResponse = await fetch(`${shop.url}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: UNCACHED_PAGES["products page"],
          });
          const page = {
            type: pageResponse.headers.get("content-type")!,
            body: Buffer.from(await pageResponse.arrayBuffer()),
          };
          const firstId = (
            JSON.parse(page.body.toString()) as {
              data: { products: { edges: Array<{ node: { id: string } }> } };
            }
          ).data.products.edges[0]!.node.id;
          const productResponse = await fetch(`${shop.url}/api/products/${firstId}`);
          const product = {
            type: productResponse.headers.get("content-type")!,
            body: Buffer.from(await productResponse.arrayBuffer()),
          };

          const ceiling = await startCeiling({ "/graphql": page, "/api/products/one": product });
          let ceilingPage: Measured;
          let ceilingProduct: Measured;
          try {
            ceilingPage = await measure({
              url: `${ceiling.url}/graphql`,
              method: "POST",
              body: UNCACHED_PAGES["products page"],
            });
            ceilingProduct = await measure({ url: `${ceiling.url}/api/products/one` });
          } finally {
            ceiling.stop();
          }
          const cachedPage = await measure(postGraphQL(shop.url, UNCACHED_PAGES["products page"]));
          const cachedProduct = await measure({ url: `${shop.url}/api/products/${firstId}` });
          lines.push(
            `bare node:http, the products page's ${page.body.length} bytes: ${fmt(ceilingPage)}`,
            `bare node:http, the REST product's ${product.body.length} bytes: ${fmt(ceilingProduct)}`,
            `cached products page (POST /graphql):  ${fmt(cachedPage)}  = ${ratio(cachedPage.rps, ceilingPage.rps)} of the ceiling (goal >= 0.5x)`,
            `cached REST GET /api/products/{id}:    ${fmt(cachedProduct)}  = ${ratio(cachedProduct.rps, ceilingProduct.rps)} of the ceiling (goal >= 0.5x)`,
          );
          const admin = await signIn(shop, BENCH_ADMIN_EMAIL);
          const ids = await orderProducts(shop, admin);
          const orders = await measureOrders(shop, parts, ids, admin);
          lines.push(
            `orders placed: ${Math.round(orders.ordersPerSecond)} orders/s, p99 ${orders.p99} ms (goal >= 500/s); ${orders.consistent ? "consistent" : "INCONSISTENT"}: ${orders.detail}`,
          );
          const checkouts = await measureCheckouts(shop, parts, ids, admin);
          lines.push(
            `carts checked out: ${Math.round(checkouts.checkoutsPerSecond)} three-line orders/s, ${roundTrips} database round trips each = ${ratio(checkouts.checkoutsPerSecond, orders.ordersPerSecond)} of orders placed, checkout p99 ${checkouts.p99} ms; ${checkouts.consistent ? "consistent" : "INCONSISTENT"}: ${checkouts.detail}`,
          );
        } finally {
          await stopShop(shop);
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await emulator.stop();
  }

  const [big, small] = SIZES as [number, number];
  console.log(`\n== bench:http (${CONNECTIONS} connections, ${SECONDS} s each)`);
  for (const line of lines) console.log(line);
  console.log("\nRESPONSE_CACHE=false, as ratios to { __typename } on the same server:");
  for (const name of Object.keys(UNCACHED_PAGES)) {
    const at = (parts: number) => uncached[parts]![name]!;
    const base = (parts: number) => uncached[parts]!["{ __typename }"]!;
    console.log(
      `${name.padEnd(20)} ${small.toLocaleString("en")} parts: ${fmt(at(small))} = ${ratio(at(small).rps, base(small).rps)};  ` +
        `${big.toLocaleString("en")} parts: ${fmt(at(big))} = ${ratio(at(big).rps, base(big).rps)} (goal >= 0.5x, p99 < 100 ms);  ` +
        `${small.toLocaleString("en")}/${big.toLocaleString("en")} = ${ratio(at(small).rps, at(big).rps)} (goal <= 1.5x)`,
    );
  }
  console.log(
    `{ __typename }: ${fmt(uncached[small]!["{ __typename }"]!)} at ${small.toLocaleString("en")} parts, ${fmt(uncached[big]!["{ __typename }"]!)} at ${big.toLocaleString("en")}`,
  );
  // The server is one thread: at saturation, 1/rate is the server time one request takes.
  const typenameMs = 1000 / uncached[big]!["{ __typename }"]!.rps;
  const extraMs = floor.pageMs - floor.typenameMs;
  console.log(
    `\nThe floor: graphql-js executing the products page over 20 parts in memory, no database, in-process: ` +
      `${floor.pageMs.toFixed(2)} ms a page ({ __typename }: ${floor.typenameMs.toFixed(3)} ms). With { __typename } ` +
      `taking ${typenameMs.toFixed(2)} ms of server time a request, a page takes at least ${(typenameMs + extraMs).toFixed(2)} ms: ` +
      `at most ${ratio(typenameMs, typenameMs + extraMs)} of { __typename } with a database that costs nothing.`,
  );
}

await main();
