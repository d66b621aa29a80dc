import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { findFreePort } from "../../server/identity/auth-emulator";
import { REPO_ROOT } from "./repo-root";

/** What a failure message shows of a shop's output: its last 64 KiB, both streams. */
const LOG_LIMIT = 64 * 1024;
/**
 * What is kept of each stream: far more than any test reads, and a bound for a benchmark's shop, which
 * writes an access-log line per request (millions in a run) that the harness must not keep or copy.
 */
const STREAM_LIMIT = 1024 * 1024;

/** The last `limit` characters of a stream, kept as chunks: a busy stream costs no copying until read. */
class OutputTail {
  private readonly chunks: string[] = [];
  private length = 0;

  constructor(private readonly limit: number) {}

  add(chunk: string): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
    while (this.length - this.chunks[0]!.length >= this.limit) this.length -= this.chunks.shift()!.length;
  }

  text(): string {
    return this.chunks.join("").slice(-this.limit);
  }
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The shop as `npm start` runs it: one node process running the built server (dist/server/main.mjs). */
export interface ShopProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Each stream's output, its last megabyte. */
  stdout(): string;
  stderr(): string;
  /** Both streams, interleaved, the last 64 KiB: for failure messages. */
  output(): string;
  exited: Promise<ExitStatus>;
  /** Signals the process group, only while its leader lives (a dead group's id may be reused). */
  signal(signal: NodeJS.Signals): void;
}

const live = new Set<ShopProcess>();
// Should a test worker die before its afterAll, no shop may outlive it.
process.once("exit", () => {
  for (const shop of live) shop.signal("SIGKILL");
});

/**
 * What a shop as a developer runs it on `dataDir` needs: the run's Auth emulator and a token secret of
 * its own; `npm start` without NODE_ENV=production.
 */
export const devShopEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  ACCESS_TOKEN_SECRET: randomBytes(20).toString("hex"),
  NODE_ENV: "development",
});

/**
 * `npm start`'s command in `root` (its package.json), to run with this Node without npm in between:
 * npm would stand between the test and the shop's signals. Read, not written here, so that a benchmark's
 * other checkout starts as that version did (from source, before the server was built).
 */
function startArguments(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const [program, ...args] = scripts.start.split(" ");
  if (program !== "node") throw new Error(`npm start in ${root} runs ${program}, not node`);
  return args;
}

/**
 * Starts the shop in its own process group with exactly `env` (plus PATH and HOME), on `env.PORT` or a
 * free port; the shop of this checkout, or of another at `root` (a benchmark's A/B). Returns at once;
 * `waitHealthy` waits for /healthz.
 */
export async function launchShop(
  env: Record<string, string | undefined>,
  root = REPO_ROOT,
): Promise<ShopProcess> {
  const port = env.PORT ? Number(env.PORT) : await findFreePort();
  const child = spawn(process.execPath, startArguments(root), {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const stdout = new OutputTail(STREAM_LIMIT);
  const stderr = new OutputTail(STREAM_LIMIT);
  const both = new OutputTail(LOG_LIMIT);
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    stdout.add(chunk);
    both.add(chunk);
  });
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
    stderr.add(chunk);
    both.add(chunk);
  });
  const exited = new Promise<ExitStatus>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const shop: ShopProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    stdout: () => stdout.text(),
    stderr: () => stderr.text(),
    output: () => both.text(),
    exited,
    signal(signal) {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    },
  };
  live.add(shop);
  void exited.then(() => live.delete(shop));
  return shop;
}

/** Polls /healthz until it answers `status` (200 by default); fails early if the process exits. */
export async function waitHealthy(shop: ShopProcess, status = 200, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null || shop.child.signalCode !== null) {
      throw new Error(`the shop exited while starting:\n${shop.output()}`);
    }
    const answer = await fetch(`${shop.url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (answer === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  shop.signal("SIGKILL");
  throw new Error(`/healthz did not answer ${status} within ${timeoutMs} ms:\n${shop.output()}`);
}

export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** SIGKILL, as a crash would; resolves once the process is gone. */
export async function kill9(shop: ShopProcess): Promise<ExitStatus> {
  shop.signal("SIGKILL");
  return shop.exited;
}

/** SIGTERM and wait for the exit; SIGKILL and fail if it takes longer than `timeoutMs`. */
export async function stopShop(shop: ShopProcess, timeoutMs = 30_000): Promise<ExitStatus> {
  shop.signal("SIGTERM");
  try {
    return await within(shop.exited, timeoutMs, "exit after SIGTERM");
  } catch (error) {
    shop.signal("SIGKILL");
    await shop.exited;
    throw new Error(`${(error as Error).message}\n${shop.output()}`, { cause: error });
  }
}

/** Whether something can listen on the port now, i.e. the shop let go of it. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ host: "127.0.0.1", port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export interface GraphQLResult<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export async function postGraphQL<T>(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<GraphQLResult<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult<T>;
}
