import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MongoClient, type Db } from "mongodb";
import { loadConfig } from "../../server/config";
import { startEngineThread, type EngineThread } from "../../server/mongo-engine/index";
import { createLogger } from "../../server/logger";
import { startShop } from "../../server/start";
import type { Services } from "../../server/services/index";
import { TEST_RUN_DIR } from "./run-dir";
import { signUpToShop, type ShopAccount } from "./users";

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors: Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;
}

export interface RestResponse<T = unknown> {
  status: number;
  body: T;
}

export type TestUser = ShopAccount;

export interface TestServer {
  url: string;
  /** The shop's database, to check what was stored. */
  db: Db;
  /** The shop's services, for tests that execute the schema in-process beside its HTTP answers. */
  services: Services;
  /** DATA_DIR: the embedded engine's files, and the outbox the shop's e-mails go to (tests/support/outbox.ts). */
  dataDir: string;
  /** POSTs a GraphQL operation, as `token`'s user when given, with any further `headers`. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
  /** Calls a REST path under /api. */
  rest<T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string },
  ): Promise<RestResponse<T>>;
  /** A new verified account signed in through GraphQL; "admin" ones are listed in the server's ADMIN_EMAILS. */
  signUp(role: "customer" | "admin", options?: { displayName?: string }): Promise<TestUser>;
  close(): Promise<void>;
}

let workerEngine: Promise<EngineThread> | undefined;

/**
 * The embedded engine this test worker's shops share, each shop in a database of its own. A worker keeps
 * its modules from file to file (vitest.config.ts), and with them this engine: starting an engine's thread
 * for every shop (its isolate, its bundle, its journal) was a third of a test shop's CPU (a start and close
 * 0.95 core-seconds, 0.64 without it). Its thread does not keep the worker alive; its files are in the
 * run's directory, which the global setup removes after the run.
 */
function sharedEngine(): Promise<EngineThread> {
  workerEngine ??= (async () => {
    const dataDir = await mkdtemp(path.join(process.env[TEST_RUN_DIR] ?? tmpdir(), "engine-"));
    const engine = await startEngineThread({ dataDir, socket: path.join(dataDir, "engine.sock") });
    engine.thread.unref();
    return engine;
  })();
  return workerEngine;
}

/** `uri` (a connection string without a database) naming the database `name`. */
const withDatabase = (uri: string, name: string) => uri.replace(/^(mongodb:\/\/[^/?]*)\/?/, `$1/${name}`);

/**
 * The real shop (the run's Auth emulator from global-setup.ts, GraphQL, REST) on a random port, the way
 * `npm start` composes it, over a database of its own in the worker's engine (sharedEngine), dropped when
 * it closes; or over its own engine in its data directory when `env` names one (DATA_DIR), as a test of
 * what a restart finds there does. The data directory is still its own: the e-mails it sends go there.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const run = randomBytes(4).toString("hex");
  const adminEmail = (n: number) => `admin-${run}-${n}@example.com`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "shop-test-"));
  const database =
    env.DATA_DIR || env.MONGODB_URI ? undefined : withDatabase((await sharedEngine()).uri, `shop_${run}`);
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    DATA_DIR: dataDir,
    ...(database ? { MONGODB_URI: database } : {}),
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    ACCESS_TOKEN_SECRET: randomBytes(32).toString("hex"),
    ADMIN_EMAILS: [1, 2, 3].map(adminEmail).join(","),
    ...env,
  });
  const shop = await startShop(config, createLogger({ json: false, quiet: true }));
  let users = 0;
  let admins = 0;

  const gql: TestServer["gql"] = async (query, variables, token, headers = {}) => {
    const response = await fetch(`${shop.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: never; errors?: never };
    return { status: response.status, data: body.data, errors: body.errors };
  };

  return {
    url: shop.url,
    db: shop.db,
    services: shop.services,
    dataDir,
    gql,
    async rest(method, urlPath, options = {}) {
      const response = await fetch(`${shop.url}/api${urlPath}`, {
        method,
        headers: {
          ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined } as never;
    },
    async signUp(role, options = {}) {
      const email = role === "admin" ? adminEmail(++admins) : `customer-${run}-${++users}@example.com`;
      return signUpToShop(gql, { email, displayName: options.displayName, emailVerified: true });
    },
    async close() {
      await shop.close();
      if (database) await dropDatabase(database);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function dropDatabase(uri: string): Promise<void> {
  const client = await MongoClient.connect(uri);
  try {
    await client.db().dropDatabase();
  } finally {
    await client.close();
  }
}
