import { afterAll, beforeAll } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./test-server";

type Role = Parameters<TestServer["signUp"]>[0];

/** An account the tests share: its role, or its role and the display name it signs up with. */
export type SharedAccount = Role | { role: Role; displayName: string };

/**
 * One real shop (startTestServer) for the tests of a file or a describe block: started before them and
 * closed after them, with the accounts they share signed up in the order given (the admins' addresses are
 * numbered in that order). The objects returned are filled in by `beforeAll`: destructure them at once,
 * and read their fields inside tests and hooks only.
 */
export function useTestShop<K extends string = never>(
  accounts: Record<K, SharedAccount> = {} as Record<K, SharedAccount>,
  env: Record<string, string> = {},
): { shop: TestServer } & Record<K, TestUser> {
  const shop = {} as TestServer;
  const names = Object.keys(accounts) as K[];
  const users = Object.fromEntries(names.map((name) => [name, {} as TestUser])) as Record<K, TestUser>;
  let started = false;
  beforeAll(async () => {
    Object.assign(shop, await startTestServer(env));
    started = true;
    for (const name of names) {
      const account: SharedAccount = accounts[name];
      const { role, ...options } = typeof account === "string" ? { role: account } : account;
      Object.assign(users[name], await shop.signUp(role, options));
    }
  });
  afterAll(async () => {
    if (started) await shop.close();
  });
  return { ...users, shop };
}
