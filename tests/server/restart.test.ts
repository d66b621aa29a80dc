import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MongoClient } from "mongodb";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { findFreePort } from "../../server/identity/auth-emulator";
import { createEmulatorUser, signInEmulatorUser } from "../support/identity";
import {
  kill9,
  launchShop,
  portIsFree,
  postGraphQL,
  stopShop,
  waitHealthy,
  type ShopProcess,
} from "../support/shop-process";

/**
 * The shop as `npm start` runs it, with the Auth emulator it starts itself (on a free port instead of
 * 9099), killed as a crash would kill it and started again on the same data directory.
 */

const PASSWORD = "password123";
/** How long a killed shop's emulator may linger: its watchdog polls every half second, then it saves. */
const EMULATOR_GONE_MS = 20_000;
/** A test starts the shop up to three times, most with an emulator of its own (15 to 30 s each here). */
const TEST_TIMEOUT_MS = 180_000;

let dataDir: string;
let emulatorPort: number;
let secret: string;
const started: ShopProcess[] = [];
const runEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
/** The port of the run's emulator (global-setup.ts), on the same host as the shop's own. */
const runEmulatorPort = () => Number(runEmulator!.split(":")[1]);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "shop-restart-"));
  emulatorPort = await findFreePort();
  secret = randomBytes(24).toString("hex");
});
afterEach(async () => {
  // The account helpers talk to the run's emulator unless a test points them at the shop's.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = runEmulator;
  // Each test starts from no running shop, even after one that failed half way.
  for (const shop of started.splice(0)) {
    shop.signal("SIGKILL");
    await shop.exited;
  }
  await emulatorPortFreed();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/**
 * No FIREBASE_AUTH_EMULATOR_HOST: the shop starts its own emulator on `port`, as `npm start` does, or
 * uses one already running there (the run's, where starting another would only cost time).
 */
async function start(port = emulatorPort): Promise<ShopProcess> {
  const shop = await launchShop({
    NODE_ENV: "development",
    DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_PORT: String(port),
    ACCESS_TOKEN_SECRET: secret,
  });
  started.push(shop);
  await waitHealthy(shop);
  return shop;
}

/** Polls until nothing listens on the emulator's port any more; false if something still does. */
async function emulatorPortFreed(): Promise<boolean> {
  const deadline = Date.now() + EMULATOR_GONE_MS;
  while (Date.now() < deadline) {
    if (await portIsFree(emulatorPort)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function shopSignIn(shop: ShopProcess, idToken: string): Promise<string> {
  const signIn = await postGraphQL<{ signIn: { accessToken: string } }>(
    shop.url,
    `mutation($t: String!) { signIn(idToken: $t) { accessToken } }`,
    { t: idToken },
  );
  expect(signIn.errors, JSON.stringify(signIn.errors)).toBeUndefined();
  return signIn.data!.signIn.accessToken;
}

/** An account in the shop's emulator, signed in to the shop: its access token. */
async function customer(shop: ShopProcess, port = emulatorPort): Promise<{ email: string; token: string }> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${port}`;
  const email = `restart-${randomBytes(4).toString("hex")}@example.com`;
  const { idToken } = await createEmulatorUser({ email, password: PASSWORD, emailVerified: true });
  return { email, token: await shopSignIn(shop, idToken) };
}

/**
 * Signs in again after a restart, with the account the emulator kept. (Sessions from before do not
 * survive: the emulator marks imported accounts as revoked at import time, and the shop honours that.)
 */
async function signInAgain(shop: ShopProcess, email: string): Promise<string> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${emulatorPort}`;
  return shopSignIn(shop, (await signInEmulatorUser(email, PASSWORD)).idToken);
}

/** Places orders until told to stop; returns the ids the shop acknowledged. */
async function orderWhileAlive(shop: ShopProcess, token: string, count: number): Promise<string[]> {
  const products = await postGraphQL<{
    products: { edges: { node: { id: string; minimumOrderQuantity: number } }[] };
  }>(
    shop.url,
    `{ products(first: 5, filter: { inStock: true }) { edges { node { id minimumOrderQuantity } } } }`,
  );
  const acknowledged: string[] = [];
  for (let i = 0; i < count; i++) {
    const { id: productId, minimumOrderQuantity: quantity } = products.data!.products.edges[i % 5]!.node;
    const placed = await postGraphQL<{ placeOrder: { id: string } }>(
      shop.url,
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`,
      { input: { productId, quantity, address: `${i} Crash Lane`, phone: "555-0100" } },
      token,
    ).catch(() => undefined);
    if (placed?.data?.placeOrder) acknowledged.push(placed.data.placeOrder.id);
  }
  return acknowledged;
}

/** A new customer of `shop`, with `count` orders placed and every one acknowledged. */
async function customerWithOrders(shop: ShopProcess, count: number) {
  const { email, token } = await customer(shop);
  const acknowledged = await orderWhileAlive(shop, token, count);
  expect(acknowledged).toHaveLength(count);
  return { email, token, acknowledged };
}

async function myOrderIds(shop: ShopProcess, token: string): Promise<string[]> {
  const mine = await postGraphQL<{ myOrders: { id: string }[] }>(shop.url, `{ myOrders { id } }`, {}, token);
  expect(mine.errors, JSON.stringify(mine.errors)).toBeUndefined();
  return mine.data!.myOrders.map((order) => order.id);
}

describe("after kill -9", () => {
  it(
    "of the whole process group, a plain start comes back with every acknowledged write",
    async () => {
      const first = await start();
      const { email, token, acknowledged: before } = await customerWithOrders(first, 2);
      // Writes still in flight while it dies: whatever was acknowledged must be there afterwards.
      const writing = orderWhileAlive(first, token, 40);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await kill9(first);
      const acknowledged = [...before, ...(await writing)];
      expect(await emulatorPortFreed()).toBe(true);

      const second = await start();
      expect(second.output()).not.toMatch(/already running on/);
      const stored = await myOrderIds(second, await signInAgain(second, email));
      expect(stored).toEqual(expect.arrayContaining(acknowledged));
      await stopShop(second);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "of the main process alone, its emulator goes too, the next start comes back, and so do its accounts after a normal stop",
    async () => {
      const first = await start();
      const { email, acknowledged } = await customerWithOrders(first, 3);
      first.child.kill("SIGKILL");
      await first.exited;
      expect(await emulatorPortFreed()).toBe(true);

      const second = await start();
      expect(await myOrderIds(second, await signInAgain(second, email))).toEqual(
        expect.arrayContaining(acknowledged),
      );
      // A normal stop exports the emulator's accounts; the next start imports them.
      await stopShop(second);
      expect(await emulatorPortFreed()).toBe(true);
      await start();
      process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${emulatorPort}`;
      expect((await signInEmulatorUser(email, PASSWORD)).email).toBe(email);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "with an emulator left running on its port, a start uses it, says so, and leaves it running",
    async () => {
      // The run's emulator stands in for one an earlier start left behind.
      const shop = await start(runEmulatorPort());
      expect(shop.output()).toContain(
        `an Auth emulator is already running on 127.0.0.1:${runEmulatorPort()}`,
      );
      const { token } = await customer(shop, runEmulatorPort());
      expect(await myOrderIds(shop, token)).toEqual([]);
      await stopShop(shop);
      expect(await portIsFree(runEmulatorPort())).toBe(false);
    },
    TEST_TIMEOUT_MS,
  );
});

describe("the embedded database", () => {
  it(
    "is reached through an owner-only socket in the data directory, not a TCP port",
    async () => {
      const shop = await start(runEmulatorPort());
      const socket = path.join(dataDir, "engine.sock");
      const info = await stat(socket);
      expect(info.isSocket()).toBe(true);
      expect(info.mode & 0o777).toBe(0o600);
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      // The shop listens on its HTTP port and nothing else.
      const listening = execFileSync("ss", ["-Hltnp"], { encoding: "utf8" })
        .split("\n")
        .filter((line) => line.includes(`pid=${shop.child.pid},`));
      expect(listening.map((line) => line.split(/\s+/)[3])).toEqual([`127.0.0.1:${shop.port}`]);
      // The owner (this test runs as the same user) reaches it with the official driver.
      const client = await MongoClient.connect(
        `mongodb://${encodeURIComponent(socket)}/?directConnection=true`,
      );
      try {
        expect(await client.db("vehicle_parts").collection("products").countDocuments()).toBeGreaterThan(0);
      } finally {
        await client.close();
      }
      await stopShop(shop);
    },
    TEST_TIMEOUT_MS,
  );
});
