import { AuditLog } from "../../../../server/services/audit/audit-log";
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserDocument } from "../../../../server/db/models";
import { AccessTokens } from "../../../../server/identity/access-tokens";
import { AccountStatus } from "../../../../server/identity/account-status";
import type { IdentityProvider } from "../../../../server/identity/firebase-identity";
import { ShopError } from "../../../../server/shop-errors";
import { UsersService } from "../../../../server/services/users/users.service";
import { emulatorIdentity, useShopDatabase } from "../../../support/backing-services";
import { createEmulatorUser } from "../../../support/identity";

/**
 * Remove User when the identity provider fails to delete the account: the shop record is not
 * half-removed, the user's sessions are over all the same, and the admin can simply try again.
 * The provider is the run's real Auth emulator; only its delete is made to fail, once.
 */

const database = useShopDatabase("remove-user-");
let identity: IdentityProvider;
let failDeletes = 0;
let users: UsersService;
let tokens: AccessTokens;
let admin: { user: UserDocument; accessToken: string };

beforeAll(async () => {
  identity = emulatorIdentity();
  const flaky: IdentityProvider = {
    ...identity,
    deleteUser: async (uid) => {
      if (failDeletes-- > 0) throw new Error("the provider answered 500");
      return identity.deleteUser(uid);
    },
  };
  tokens = new AccessTokens(randomBytes(32), 3600);
  const adminEmail = `remover-${randomUUID()}@example.com`;
  users = new UsersService({
    db: database.db,
    identity: flaky,
    tokens,
    accountStatus: new AccountStatus(flaky, 60_000),
    adminEmails: new Set([adminEmail]),
    audit: new AuditLog(database.db),
  });
  admin = await signedIn(adminEmail);
});

afterAll(() => identity.close());

async function signedIn(email: string) {
  const { idToken } = await createEmulatorUser({ email, emailVerified: true });
  const { user, accessToken } = await users.signIn({ user: null, tokenProblem: null, ip: "test" }, idToken);
  return { user, accessToken };
}
const asAdmin = () => ({ user: admin.user, tokenProblem: null, ip: "test" });
const claimsOf = async (accessToken: string) => {
  const claims = await tokens.verify(accessToken);
  if (typeof claims === "string") throw new Error(`token not valid: ${claims}`);
  return claims;
};

describe("Remove User when the provider fails", () => {
  it("keeps the record, ends the sessions, and removes everything on the retry", async () => {
    expect(admin.user.role).toBe("admin");
    const target = await signedIn(`removed-${randomUUID()}@example.com`);
    expect((await users.sessionUser(await claimsOf(target.accessToken))).problem).toBeNull();

    failDeletes = 1;
    const failed = await users.remove(asAdmin(), target.user.email).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ShopError);
    expect(failed).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    // Not half-removed: the record and the provider account are both still there...
    expect(await database.db.collection("users").countDocuments({ email: target.user.email })).toBe(1);
    expect((await identity.accountState(target.user.uid)).exists).toBe(true);
    // ...but the user's sessions are over already.
    expect(await users.sessionUser(await claimsOf(target.accessToken))).toEqual({
      user: null,
      problem: "revoked",
    });

    await expect(users.remove(asAdmin(), target.user.email)).resolves.toEqual({
      email: target.user.email,
      removed: true,
    });
    expect(await database.db.collection("users").countDocuments({ email: target.user.email })).toBe(0);
    expect(await identity.accountState(target.user.uid)).toEqual({ exists: false });
  });
});
