import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort } from "../../server/identity/auth-emulator";
import { createEmulatorUser } from "../support/identity";

const repoRoot = path.join(import.meta.dirname, "..", "..");
/** Upper bounds only: start-up seeds the catalogue and opens the engine, about a second here. */
const START_TIMEOUT_MS = 60_000;
const EXIT_TIMEOUT_MS = 30_000;

interface ShopProcess {
  child: ChildProcess;
  port: number;
  url: string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `npm start`'s process: node with tsx's loader running server/main.ts, in one process. */
function launch(env: Record<string, string | undefined>): ShopProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const port = Number(env.PORT);
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
  };
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Polls /healthz until it answers 200; fails early if the process exits first. */
async function healthy(shop: ShopProcess): Promise<void> {
  let gone = false;
  void shop.exited.then(() => (gone = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the shop exited while starting:\n${shop.stdout()}\n${shop.stderr()}`);
    const status = await fetch(`${shop.url}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no healthy /healthz within ${START_TIMEOUT_MS} ms:\n${shop.stdout()}\n${shop.stderr()}`);
}

/** Whether something can listen on the port now, i.e. the shop let go of it. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ host: "127.0.0.1", port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

async function gql<T>(shop: ShopProcess, query: string, variables?: object, token?: string) {
  const response = await fetch(`${shop.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
}

describe("the shop as a process", () => {
  let dataDir: string;
  const running: ShopProcess[] = [];
  const baseEnv = () => ({
    DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    ACCESS_TOKEN_SECRET: randomBytes(20).toString("hex"),
    NODE_ENV: "development",
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shop-process-"));
  });
  afterAll(async () => {
    // Only if a test failed half way: the processes these tests started.
    for (const shop of running) if (shop.child.exitCode === null && !shop.child.signalCode) shop.child.kill();
    await Promise.all(running.map((shop) => shop.exited));
    await rm(dataDir, { recursive: true, force: true });
  });

  it("starts, says where everything is, stops cleanly on SIGTERM and keeps its data", async () => {
    const env = { ...baseEnv(), PORT: String(await findFreePort()) };
    const first = launch(env);
    running.push(first);
    await healthy(first);

    // Readable lines (not JSON) naming each URL.
    const url = `http://127.0.0.1:${first.port}`;
    const lines = first.stdout().split("\n");
    for (const [label, address] of [
      ["shop:", `${url}/`],
      ["GraphQL:", `${url}/graphql`],
      ["REST:", `${url}/api`],
      ["health:", `${url}/healthz`],
    ]) {
      const line = lines.find((candidate) => candidate.includes(` ${label} `));
      expect(line, `${label} in\n${first.stdout()}`).toBeDefined();
      expect(line).toContain(address);
      expect(line).toMatch(/^\S+ info /);
    }
    expect(first.stdout()).not.toMatch(/^\{/m);

    // Something to find again after the restart: a signed-in user's profile.
    const email = `restart-${randomBytes(4).toString("hex")}@example.com`;
    const identity = await createEmulatorUser({ email, emailVerified: true });
    const signedIn = await gql<{ signIn: { accessToken: string } }>(
      first,
      `mutation($idToken: String!) { signIn(idToken: $idToken) { accessToken } }`,
      { idToken: identity.idToken },
    );
    const token = signedIn.data!.signIn.accessToken;
    const saved = await gql(
      first,
      `mutation { updateProfile(input: { education: "BSc", address: "1 Main St", phone: "555-0100" }) { email } }`,
      undefined,
      token,
    );
    expect(saved.errors).toBeUndefined();

    first.child.kill("SIGTERM");
    expect(await within(first.exited, EXIT_TIMEOUT_MS, "exit after SIGTERM")).toEqual({
      code: 0,
      signal: null,
    });
    expect(first.stdout()).toContain("SIGTERM: shutting down");
    expect(first.stderr()).not.toMatch(/\berror\b/i);
    expect(await portIsFree(first.port)).toBe(true);

    // Same data directory and secret, same port: the user, the profile and the token are still good.
    const second = launch(env);
    running.push(second);
    await healthy(second);
    const me = await gql<{ me: { email: string; profile: { address: string } } }>(
      second,
      `{ me { email profile { address } } }`,
      undefined,
      token,
    );
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toEqual({ email, profile: { address: "1 Main St" } });
    // Restarting did not seed the catalogue a second time.
    const products = await gql<{ products: { totalCount: number } }>(second, `{ products { totalCount } }`);
    expect(second.stdout()).not.toMatch(/seeded \d+ products/);
    expect(first.stdout()).toMatch(new RegExp(`seeded ${products.data?.products.totalCount} products`));

    second.child.kill("SIGTERM");
    expect(await within(second.exited, EXIT_TIMEOUT_MS, "second exit")).toEqual({ code: 0, signal: null });
    expect(await portIsFree(second.port)).toBe(true);
  }, 180_000);

  it("refuses to start in production while pointed at the Auth emulator", async () => {
    const shop = launch({ ...baseEnv(), PORT: String(await findFreePort()), NODE_ENV: "production" });
    running.push(shop);
    const { code } = await within(shop.exited, START_TIMEOUT_MS, "exit");
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(shop.stderr()).toContain("Refusing to start: NODE_ENV=production with the Firebase Auth emulator");
    // The reason, not a stack trace.
    expect(shop.stderr()).not.toMatch(/\n\s+at /);
    expect(await portIsFree(shop.port)).toBe(true);
  }, 90_000);
});
