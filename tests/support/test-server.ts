import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db } from "mongodb";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { startShop } from "../../server/start";
import type { Services } from "../../server/services/index";
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

/**
 * The real shop (embedded engine on a fresh data directory, the run's Auth emulator from
 * global-setup.ts, GraphQL, REST) on a random port, the way `npm start` composes it.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const run = randomBytes(4).toString("hex");
  const adminEmail = (n: number) => `admin-${run}-${n}@example.com`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "shop-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    DATA_DIR: dataDir,
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
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
