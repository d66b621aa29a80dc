import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createFirebaseIdentity,
  InvalidIdTokenError,
  type IdentityProvider,
} from "../../../server/identity/firebase-identity";
import {
  createEmulatorUser,
  signInEmulatorUser,
  tamperToken,
  TEST_FIREBASE_PROJECT_ID,
} from "../../support/identity";

// Every test makes its own accounts: other test files share the run's emulator, so nothing is cleared.
const uniqueEmail = () => `user-${randomUUID()}@example.com`;

async function emulatorHasAccount(uid: string): Promise<boolean> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${TEST_FIREBASE_PROJECT_ID}/accounts:lookup`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ localId: [uid] }),
    },
  );
  const body = (await response.json()) as { users?: unknown[] };
  return (body.users ?? []).length > 0;
}

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
let identity: IdentityProvider;

beforeAll(() => {
  if (!emulatorHost)
    throw new Error("FIREBASE_AUTH_EMULATOR_HOST is not set (tests/support/global-setup.ts)");
  identity = createFirebaseIdentity({ projectId: TEST_FIREBASE_PROJECT_ID, emulatorHost });
});

afterAll(async () => {
  await identity.close();
});

describe("verifyIdToken", () => {
  it("returns the identity of a freshly signed-up user", async () => {
    const email = uniqueEmail();
    const user = await createEmulatorUser({ email, displayName: "Ada Lovelace" });
    await expect(identity.verifyIdToken(user.idToken)).resolves.toEqual({
      uid: user.uid,
      email,
      emailVerified: false,
      displayName: "Ada Lovelace",
      photoUrl: null,
    });
  });

  it("reports whether the e-mail is verified", async () => {
    const verified = await createEmulatorUser({ email: uniqueEmail(), emailVerified: true });
    const unverified = await createEmulatorUser({ email: uniqueEmail(), emailVerified: false });
    expect((await identity.verifyIdToken(verified.idToken)).emailVerified).toBe(true);
    expect((await identity.verifyIdToken(unverified.idToken)).emailVerified).toBe(false);
  });

  it("verifies a token from a later sign-in", async () => {
    const email = uniqueEmail();
    const created = await createEmulatorUser({ email, password: "s3cret-pass" });
    const signedIn = await signInEmulatorUser(email, "s3cret-pass");
    expect((await identity.verifyIdToken(signedIn.idToken)).uid).toBe(created.uid);
  });

  it.each([
    ["garbage", "not-a-token"],
    ["empty", ""],
    ["three dots of nothing", "a.b.c"],
  ])("rejects a %s token", async (_label, token) => {
    await expect(identity.verifyIdToken(token)).rejects.toBeInstanceOf(InvalidIdTokenError);
  });

  it("rejects tokens whose payload was tampered with", async () => {
    const victim = await createEmulatorUser({ email: uniqueEmail(), emailVerified: true });
    const attacker = await createEmulatorUser({ email: uniqueEmail() });
    const forgeries = [
      // Someone else's (admin-listed, say) e-mail on one's own account.
      tamperToken(attacker.idToken, (claims) => (claims.email = victim.email)),
      // A verification the account does not have.
      tamperToken(attacker.idToken, (claims) => (claims.email_verified = true)),
      // An account that does not exist.
      tamperToken(attacker.idToken, (claims) => (claims.sub = claims.user_id = "no-such-user")),
      // Expired.
      tamperToken(attacker.idToken, (claims) => (claims.exp = Math.floor(Date.now() / 1000) - 60)),
    ];
    for (const forged of forgeries) {
      await expect(identity.verifyIdToken(forged)).rejects.toBeInstanceOf(InvalidIdTokenError);
    }
    // The untouched token still verifies: the rejections are about the changes.
    await expect(identity.verifyIdToken(attacker.idToken)).resolves.toMatchObject({ uid: attacker.uid });
  });

  it("rejects a token issued for another project", async () => {
    const user = await createEmulatorUser({ email: uniqueEmail() });
    // A second provider in the same process (its own firebase-admin app) for a different project.
    const other = createFirebaseIdentity({ projectId: "demo-another-shop", emulatorHost });
    try {
      await expect(other.verifyIdToken(user.idToken)).rejects.toBeInstanceOf(InvalidIdTokenError);
      await expect(identity.verifyIdToken(user.idToken)).resolves.toMatchObject({ uid: user.uid });
    } finally {
      await other.close();
    }
  });
});

describe("deleteUser", () => {
  it("removes the account, after which its token no longer verifies", async () => {
    const user = await createEmulatorUser({ email: uniqueEmail() });
    expect(await emulatorHasAccount(user.uid)).toBe(true);
    await identity.deleteUser(user.uid);
    expect(await emulatorHasAccount(user.uid)).toBe(false);
    await expect(identity.verifyIdToken(user.idToken)).rejects.toBeInstanceOf(InvalidIdTokenError);
  });

  it("does not fail when the account is already gone", async () => {
    const user = await createEmulatorUser({ email: uniqueEmail() });
    await identity.deleteUser(user.uid);
    await expect(identity.deleteUser(user.uid)).resolves.toBeUndefined();
    await expect(identity.deleteUser(`never-existed-${randomUUID()}`)).resolves.toBeUndefined();
  });
});

describe("ping and lifecycle", () => {
  it("is true while the emulator is up, false once closed", async () => {
    const provider = createFirebaseIdentity({ projectId: TEST_FIREBASE_PROJECT_ID, emulatorHost });
    expect(await provider.ping()).toBe(true);
    await provider.close();
    expect(await provider.ping()).toBe(false);
    await expect(provider.verifyIdToken("x")).rejects.toBeInstanceOf(InvalidIdTokenError);
  });

  it("refuses a second emulator host in the same process (firebase-admin reads one env variable)", () => {
    expect(() =>
      createFirebaseIdentity({ projectId: TEST_FIREBASE_PROJECT_ID, emulatorHost: "127.0.0.1:1" }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it("refuses real Firebase while the emulator variable is set (it would accept unsigned tokens)", () => {
    expect(() => createFirebaseIdentity({ projectId: TEST_FIREBASE_PROJECT_ID })).toThrow(/unsigned/);
  });
});
