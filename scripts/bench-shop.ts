import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { print } from "graphql";
import { CatalogueProductsDocument } from "../generated/client/graphql";
import { REPO_ROOT } from "../tests/support/repo-root";
import { launchShop, waitHealthy } from "../tests/support/shop-process";

/** autocannon's connections in every measurement. */
export const CONNECTIONS = 50;
/** Each measurement's length. */
export const SECONDS = Number(process.env.BENCH_SECONDS || 10);

/** The load before each measurement (BENCH_WARMUP_SECONDS, default 10). */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 10);

export const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

const PAGE_QUERY = print(CatalogueProductsDocument);
/** The browser's catalogue page query, its first 20 parts under `filter`, as the request body. */
export const pageBody = (filter: object, sort?: string) =>
  JSON.stringify({ query: PAGE_QUERY, variables: { first: 20, filter, sort, hasVehicle: false } });

/** The catalogue pages measured with the response cache off: what a page the cache has not seen costs. */
export const UNCACHED_PAGES = {
  "products page": pageBody({}),
  "vehicle filter page": pageBody({ make: "Toyota", model: "Corolla", year: 2016 }),
  "search page": pageBody({ search: "brake pads" }),
};

export interface Measured {
  rps: number;
  p99: number;
  errors: number;
}

/** One measurement under CONNECTIONS connections for SECONDS, after the warm-up unless told not to. */
export async function measure(options: autocannon.Options, warmup = true): Promise<Measured> {
  const run = (duration: number) => autocannon({ connections: CONNECTIONS, duration, ...options });
  if (warmup) await run(WARMUP_SECONDS);
  const result = await run(SECONDS);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export const fmt = (m: Measured) =>
  `${Math.round(m.rps)} req/s, p99 ${m.p99} ms${m.errors ? `, ${m.errors} errors` : ""}`;

export const postGraphQL = (url: string, body: string): autocannon.Options => ({
  url: `${url}/graphql`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body,
});

/**
 * Runs `command` in the repository (or the checkout at `root`) with `env` added, its output on ours;
 * rejects unless it exits 0.
 */
export function runScript(
  command: string,
  args: string[],
  env: Record<string, string>,
  root = REPO_ROOT,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: "inherit" });
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** The admin of a benchmark's shop: listed in its ADMIN_EMAILS. */
export const BENCH_ADMIN_EMAIL = "bench-admin@example.com";

/**
 * The shop as `npm start` runs it, on `dataDir`, signing in at the Auth emulator `emulatorHost`: this
 * checkout's, or the one at `root`.
 */
export async function startBenchShop(
  dataDir: string,
  emulatorHost: string,
  env: Record<string, string> = {},
  root = REPO_ROOT,
) {
  const shop = await launchShop(
    {
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      ACCESS_TOKEN_SECRET: randomBytes(32).toString("hex"),
      ADMIN_EMAILS: BENCH_ADMIN_EMAIL,
      ...env,
    },
    root,
  );
  // Long: a shop on a bulk catalogue rebuilds its indexes at start-up.
  await waitHealthy(shop, 200, 600_000);
  return shop;
}

/** A GraphQL call that must succeed: its data. */
export async function graphql<T>(
  url: string,
  query: string,
  variables: object = {},
  token?: string,
): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: T; errors?: unknown };
  if (!answer.data || answer.errors) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}
