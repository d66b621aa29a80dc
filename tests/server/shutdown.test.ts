import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort } from "../../server/identity/auth-emulator";
import { createEmulatorUser } from "../support/identity";
import {
  devShopEnv,
  launchShop,
  portIsFree,
  postGraphQL,
  waitHealthy,
  within,
  type ShopProcess,
} from "../support/shop-process";

/** Upper bounds only: start-up seeds the catalogue and opens the engine, about a second here. */
const START_TIMEOUT_MS = 60_000;
const EXIT_TIMEOUT_MS = 30_000;

describe("the shop as a process", () => {
  let dataDir: string;
  const running: ShopProcess[] = [];
  const baseEnv = () => devShopEnv(dataDir);

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
    const first = await launchShop(env);
    running.push(first);
    await waitHealthy(first);

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
    const signedIn = await postGraphQL<{ signIn: { accessToken: string } }>(
      first.url,
      `mutation($idToken: String!) { signIn(idToken: $idToken) { accessToken } }`,
      { idToken: identity.idToken },
    );
    const token = signedIn.data!.signIn.accessToken;
    const saved = await postGraphQL(
      first.url,
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
    // Each heap said as it goes: the shop's, then its database engine thread's, which holds the data.
    expect(first.stdout()).toMatch(/ SIGTERM: shutting down \(heap: \d+ MB used\)\n/);
    expect(first.stdout()).toMatch(/ engine: closing \(heap: \d+ MB used\)\n/);
    expect(first.stderr()).not.toMatch(/\berror\b/i);
    expect(await portIsFree(first.port)).toBe(true);

    // Same data directory and secret, same port: the user, the profile and the token are still good.
    const second = await launchShop(env);
    running.push(second);
    await waitHealthy(second);
    const me = await postGraphQL<{ me: { email: string; profile: { address: string } } }>(
      second.url,
      `{ me { email profile { address } } }`,
      undefined,
      token,
    );
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toEqual({ email, profile: { address: "1 Main St" } });
    // Restarting did not seed the catalogue a second time.
    const products = await postGraphQL<{ products: { totalCount: number } }>(
      second.url,
      `{ products { totalCount } }`,
    );
    expect(second.stdout()).not.toMatch(/seeded \d+ products/);
    expect(first.stdout()).toMatch(new RegExp(`seeded ${products.data?.products.totalCount} products`));

    second.child.kill("SIGTERM");
    expect(await within(second.exited, EXIT_TIMEOUT_MS, "second exit")).toEqual({ code: 0, signal: null });
    expect(await portIsFree(second.port)).toBe(true);
  }, 180_000);

  it("refuses to start in production while pointed at the Auth emulator", async () => {
    const shop = await launchShop({
      ...baseEnv(),
      PORT: String(await findFreePort()),
      NODE_ENV: "production",
    });
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
