/**
 * `npm run bench:http`: the shop over HTTP at 1,000 and 100,000 parts, as `npm start` runs it, under
 * autocannon with 50 connections. Everything is printed as ratios measured in the same run (this machine
 * is shared and noisy): cached reads against a bare node:http server sending the same bytes, uncached
 * pages against `{ __typename }` on the same server, 1,000 against 100,000 parts; then orders placed and
 * carts checked out per second, with the database round trips one checkout takes (scripts/bench-orders.ts);
 * and the heaps of the shop's thread and of its database engine's, as each said when it stopped.
 * BENCH_SECONDS sets each measurement's length (default 10), BENCH_WARMUP_SECONDS the load before each
 * (default 10: a fresh process needs about that long under load before its JIT-compiled code settles,
 * and a shop runs for days, so the settled speed is the one measured).
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { findFreePort, startAuthEmulator } from "../server/identity/auth-emulator";
import { TEST_FIREBASE_PROJECT_ID } from "../tests/support/identity";
import { checkoutRoundTrips, measureSales } from "./bench-orders";
import { measureExecutionFloor } from "./execution-floor";
import {
  CONNECTIONS,
  SECONDS,
  UNCACHED_PAGES,
  fmt,
  measure,
  postGraphQL,
  ratio,
  runScript,
  startBenchShop,
  type Measured,
} from "./bench-shop";
import { stopShop } from "../tests/support/shop-process";

const SIZES = [100_000, 1_000];

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

/** What a stopped shop said of its heaps (server/main.ts, the engine's thread), as "shop N MB, engine N MB". */
function heapsSaid(stdout: string): string {
  const said = (pattern: RegExp) => `${pattern.exec(stdout)?.[1] ?? "?"} MB`;
  return `shop ${said(/shutting down \(heap: (\d+) MB used\)/)}, engine ${said(/engine: closing \(heap: (\d+) MB used\)/)}`;
}

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
  const heaps: Record<number, string> = {};
  const lines: string[] = [];
  try {
    for (const parts of SIZES) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `bench-http-${parts}-`));
      try {
        console.log(`\n== ${parts.toLocaleString("en")} parts: seed:bulk`);
        await runScript("npm", ["run", "--silent", "seed:bulk", "--", "--parts", String(parts)], {
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
        heaps[parts] = heapsSaid(shop.stdout());
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

          // The same page over GET, as a CDN or a persisted-query client asks for it.
          const { query, variables } = JSON.parse(UNCACHED_PAGES["products page"]) as {
            query: string;
            variables: object;
          };
          const pageGet = `/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`;
          const ceiling = await startCeiling({ "/graphql": page, "/api/products/one": product });
          let ceilingPage: Measured;
          let ceilingGetPage: Measured;
          let ceilingProduct: Measured;
          try {
            ceilingPage = await measure({
              url: `${ceiling.url}/graphql`,
              method: "POST",
              body: UNCACHED_PAGES["products page"],
            });
            ceilingGetPage = await measure({ url: `${ceiling.url}${pageGet}` });
            ceilingProduct = await measure({ url: `${ceiling.url}/api/products/one` });
          } finally {
            ceiling.stop();
          }
          const cachedPage = await measure(postGraphQL(shop.url, UNCACHED_PAGES["products page"]));
          // Apollo's CSRF prevention asks a GET for one of its preflight headers.
          const cachedGetPage = await measure({
            url: `${shop.url}${pageGet}`,
            headers: { "apollo-require-preflight": "true" },
          });
          const cachedProduct = await measure({ url: `${shop.url}/api/products/${firstId}` });
          lines.push(
            `bare node:http, the products page's ${page.body.length} bytes: POST ${fmt(ceilingPage)}, GET ${fmt(ceilingGetPage)}`,
            `bare node:http, the REST product's ${product.body.length} bytes: ${fmt(ceilingProduct)}`,
            `cached products page (POST /graphql):  ${fmt(cachedPage)}  = ${ratio(cachedPage.rps, ceilingPage.rps)} of the ceiling (goal >= 0.5x)`,
            `cached products page (GET /graphql):   ${fmt(cachedGetPage)}  = ${ratio(cachedGetPage.rps, ceilingGetPage.rps)} of the ceiling (goal >= 0.7x)`,
            `cached REST GET /api/products/{id}:    ${fmt(cachedProduct)}  = ${ratio(cachedProduct.rps, ceilingProduct.rps)} of the ceiling (goal >= 0.7x)`,
          );
          lines.push(...(await measureSales(shop, parts, roundTrips)));
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
        `${big.toLocaleString("en")} parts: ${fmt(at(big))} = ${ratio(at(big).rps, base(big).rps)} (goal >= 0.3x, p99 <= 100 ms);  ` +
        `${small.toLocaleString("en")}/${big.toLocaleString("en")} = ${ratio(at(small).rps, at(big).rps)} (goal <= 1.3x)`,
    );
  }
  console.log(
    `{ __typename }: ${fmt(uncached[small]!["{ __typename }"]!)} at ${small.toLocaleString("en")} parts, ${fmt(uncached[big]!["{ __typename }"]!)} at ${big.toLocaleString("en")}`,
  );
  console.log(
    `Heaps used as the shop stopped after those pages: ${small.toLocaleString("en")} parts: ${heaps[small]};  ` +
      `${big.toLocaleString("en")} parts: ${heaps[big]} (goal: the shop's does not grow with the catalogue)`,
  );
  // The server is one thread: at saturation, 1/rate is the server time one request takes.
  const typenameMs = 1000 / uncached[big]!["{ __typename }"]!.rps;
  const { interpreted, compiled } = floor;
  const extraMs = compiled.pageMs - compiled.typenameMs;
  console.log(
    `\nThe floor: the products page executed over 20 parts in memory, no database, in-process: ` +
      `compiled ${compiled.pageMs.toFixed(3)} ms a page, graphql-js ${interpreted.pageMs.toFixed(3)} ms ` +
      `(${ratio(interpreted.pageMs, compiled.pageMs)} faster compiled; { __typename }: compiled ${compiled.typenameMs.toFixed(3)} ms, ` +
      `graphql-js ${interpreted.typenameMs.toFixed(3)} ms). With { __typename } ` +
      `taking ${typenameMs.toFixed(2)} ms of server time a request, a page takes at least ${(typenameMs + extraMs).toFixed(2)} ms: ` +
      `at most ${ratio(typenameMs, typenameMs + extraMs)} of { __typename } with a database that costs nothing.`,
  );
}

await main();
