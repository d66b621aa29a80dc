import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { launchShop, waitHealthy } from "../tests/support/shop-process";

/** autocannon's connections in every measurement. */
export const CONNECTIONS = 50;
/** Each measurement's length. */
export const SECONDS = Number(process.env.BENCH_SECONDS || 10);

export const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

const repoRoot = path.join(import.meta.dirname, "..");

/** Runs `command` in the repository with `env` added, its output on ours; rejects unless it exits 0. */
export function runScript(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: "inherit" });
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** The admin of a benchmark's shop: listed in its ADMIN_EMAILS. */
export const BENCH_ADMIN_EMAIL = "bench-admin@example.com";

/** The shop as `npm start` runs it, on `dataDir`, signing in at the Auth emulator `emulatorHost`. */
export async function startBenchShop(
  dataDir: string,
  emulatorHost: string,
  env: Record<string, string> = {},
) {
  const shop = await launchShop({
    DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    ACCESS_TOKEN_SECRET: randomBytes(32).toString("hex"),
    ADMIN_EMAILS: BENCH_ADMIN_EMAIL,
    ...env,
  });
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
