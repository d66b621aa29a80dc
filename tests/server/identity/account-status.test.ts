import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountStatus } from "../../../server/identity/account-status";
import type { IdentityProvider } from "../../../server/identity/firebase-identity";
import { emulatorIdentity } from "../../support/backing-services";
import { createEmulatorUser, updateEmulatorUser } from "../../support/identity";

/**
 * The provider's word on an account, asked of the run's real Auth emulator and counted: at most once
 * per interval per account, whatever the number of requests.
 */

let identity: IdentityProvider;
let asked: string[];
/** The real provider, with every account lookup counted. */
const counted = {
  accountState: (uid: string) => {
    asked.push(uid);
    return identity.accountState(uid);
  },
};

beforeAll(() => {
  identity = emulatorIdentity();
});
afterAll(() => identity.close());

const newAccount = () =>
  createEmulatorUser({ email: `status-${randomUUID()}@example.com`, emailVerified: true });

describe("AccountStatus", () => {
  it("asks the provider once per interval, for any number of requests, concurrent ones included", async () => {
    asked = [];
    const status = new AccountStatus(counted, 60_000);
    const { uid } = await newAccount();
    const now = new Date();
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => status.verdict(uid, now)));
    expect(new Set(verdicts)).toEqual(new Set(["ok"]));
    for (let i = 0; i < 20; i++) expect(await status.verdict(uid, now)).toBe("ok");
    expect(asked).toEqual([uid]);
  });

  it("sees a disabled account once the interval has passed, and not before", async () => {
    asked = [];
    const status = new AccountStatus(counted, 60_000);
    const { uid } = await newAccount();
    const start = Date.now();
    expect(await status.verdict(uid, new Date(start), start)).toBe("ok");
    await updateEmulatorUser(uid, { disableUser: true });
    expect(await status.verdict(uid, new Date(start), start + 59_000)).toBe("ok");
    expect(await status.verdict(uid, new Date(start), start + 60_000)).toBe("revoked");
    expect(asked).toEqual([uid, uid]);
  });

  it("refuses a session that began before the account's sessions were revoked", async () => {
    const status = new AccountStatus(counted, 0);
    const { uid } = await newAccount();
    const revokedAt = Math.floor(Date.now() / 1000) + 1;
    await updateEmulatorUser(uid, { validSince: String(revokedAt) });
    expect(await status.verdict(uid, new Date((revokedAt - 1) * 1000))).toBe("revoked");
    expect(await status.verdict(uid, new Date(revokedAt * 1000))).toBe("ok");
  });

  it("keeps the last answer through a provider outage for a while, then says it cannot tell", async () => {
    const down = emulatorIdentity();
    let outage = false;
    const status = new AccountStatus(
      { accountState: (uid) => (outage ? down.accountState(uid) : identity.accountState(uid)) },
      60_000,
    );
    await down.close(); // a closed provider answers like one that is down
    const { uid } = await newAccount();
    const start = Date.now();
    expect(await status.verdict(uid, new Date(start), start)).toBe("ok");
    outage = true;
    expect(await status.verdict(uid, new Date(start), start + 5 * 60_000)).toBe("ok");
    expect(await status.verdict(uid, new Date(start), start + 11 * 60_000)).toBe("unavailable");
    const stranger = (await newAccount()).uid;
    expect(await status.verdict(stranger, new Date(start), start)).toBe("unavailable");
  });
});
