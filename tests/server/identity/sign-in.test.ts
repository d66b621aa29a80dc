import { describe, expect, it } from "vitest";
import {
  createEmulatorUser,
  deleteEmulatorUser,
  signInEmulatorUser,
  tamperToken,
  updateEmulatorUser,
} from "../../support/identity";
import {
  PASSWORD,
  run,
  bossEmail,
  customerEmail,
  SIGN_IN_FAILED,
  TAKEN,
  shop,
  useOwnServer,
  users,
  signIn,
  signUp,
  ME,
} from "./identity-calls";

/** Signing in to the shop with the identity provider's ID token: who gets an account, and which. */

describe("signIn", () => {
  useOwnServer();

  it("creates a CUSTOMER on first sign-in and returns an access token that works for me", async () => {
    const email = customerEmail();
    const identity = await createEmulatorUser({ email, displayName: "Ada Lovelace", emailVerified: true });
    expect(await users().countDocuments({ email })).toBe(0);

    const { data, errors } = await signIn(identity.idToken);
    expect(errors).toBeUndefined();
    const { accessToken, expiresAt, user } = data!.signIn;
    expect(user).toMatchObject({ email, role: "CUSTOMER", displayName: "Ada Lovelace" });
    expect(accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());

    const stored = await users().find({ email }).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ uid: identity.uid, role: "customer", displayName: "Ada Lovelace" });
    expect(stored[0]!._id.toHexString()).toBe(user.id);

    const me = await shop.gql<{ me: unknown }>(ME, {}, accessToken);
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toEqual({ id: user.id, email, role: "CUSTOMER" });
  });

  it("signing in again finds the same account: no duplicate, profile and role kept", async () => {
    const email = customerEmail();
    const first = await signUp(email, { verified: true });
    const profile = { education: "BSc", address: "1 Main St", phone: "555-0100" };
    const saved = await shop.gql(
      `mutation($input: ProfileInput!) { updateProfile(input: $input) { email } }`,
      { input: profile },
      first.accessToken,
    );
    expect(saved.errors).toBeUndefined();

    // A new ID token, as the browser gets on its next sign-in, and the old one again.
    const again = await signInEmulatorUser(email, PASSWORD);
    for (const idToken of [again.idToken, first.idToken]) {
      const { data, errors } = await signIn(idToken);
      expect(errors).toBeUndefined();
      expect(data!.signIn.user).toMatchObject({ id: first.userId, email, role: "CUSTOMER" });
    }
    const stored = await users().find({ email }).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.profile).toEqual(profile);
  });

  it("makes an ADMIN_EMAILS address admin at once when the provider has verified it", async () => {
    const boss = await signUp(bossEmail(), { verified: true });
    expect(boss.role).toBe("ADMIN");
    expect((await users().findOne({ email: boss.email }))?.role).toBe("admin");
    const list = await shop.gql(`{ users { totalCount } }`, {}, boss.accessToken);
    expect(list.errors).toBeUndefined();
  });

  it("keeps an ADMIN_EMAILS address a CUSTOMER until the provider has verified it", async () => {
    const email = bossEmail();
    const unverified = await signUp(email, { verified: false });
    expect(unverified.role).toBe("CUSTOMER");
    expect((await users().findOne({ email }))?.role).toBe("customer");
    const refused = await shop.gql(`{ users { totalCount } }`, {}, unverified.accessToken);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN" } });

    // Claiming the verification in the token itself does not work either.
    const claimed = await signIn(tamperToken(unverified.idToken, (claims) => (claims.email_verified = true)));
    expect(claimed.errors?.[0]).toMatchObject({
      message: SIGN_IN_FAILED,
      extensions: { code: "UNAUTHENTICATED" },
    });
    expect((await users().findOne({ email }))?.role).toBe("customer");

    // Once the e-mail is verified, the next sign-in (a token minted after it) makes the admin.
    await updateEmulatorUser(unverified.uid, { emailVerified: true });
    const verified = await signInEmulatorUser(email, PASSWORD);
    const { data, errors } = await signIn(verified.idToken);
    expect(errors).toBeUndefined();
    expect(data!.signIn.user).toMatchObject({ id: unverified.userId, role: "ADMIN" });
    expect(await users().countDocuments({ email })).toBe(1);
  });

  it.each([
    ["garbage", () => "not-a-token"],
    ["an empty string", () => ""],
    ["three dots of nothing", () => "a.b.c"],
  ])("refuses %s as the ID token with UNAUTHENTICATED and stores nothing", async (_label, token) => {
    const before = await users().countDocuments();
    const { data, errors } = await signIn(token());
    expect(data?.signIn ?? null).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: SIGN_IN_FAILED, extensions: { code: "UNAUTHENTICATED" } });
    expect(await users().countDocuments()).toBe(before);
  });

  it("refuses an account without an e-mail address (anonymous sign-in) and stores nothing", async () => {
    const response = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ returnSecureToken: true }),
      },
    );
    const { idToken, localId } = (await response.json()) as { idToken: string; localId: string };
    const { errors } = await signIn(idToken);
    expect(errors?.[0]).toMatchObject({
      message: "The account has no e-mail address",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await users().countDocuments({ uid: localId })).toBe(0);
  });

  it("refuses forged ID tokens: another's e-mail, another project, an account that does not exist", async () => {
    const target = bossEmail();
    const attacker = await createEmulatorUser({ email: customerEmail(), password: PASSWORD });
    const forgeries = {
      // The attacker's own account, presenting an admin-listed e-mail as verified.
      "another e-mail": tamperToken(attacker.idToken, (claims) => {
        claims.email = target;
        claims.email_verified = true;
      }),
      "another project": tamperToken(attacker.idToken, (claims) => {
        claims.aud = "demo-another-shop";
        claims.iss = "https://securetoken.google.com/demo-another-shop";
      }),
      "no such account": tamperToken(attacker.idToken, (claims) => {
        claims.sub = claims.user_id = `no-such-user-${run}`;
        claims.email = target;
      }),
    };
    for (const [label, forged] of Object.entries(forgeries)) {
      const { errors } = await signIn(forged);
      expect(errors?.[0], label).toMatchObject({
        message: SIGN_IN_FAILED,
        extensions: { code: "UNAUTHENTICATED" },
      });
    }
    expect(await users().countDocuments({ email: { $in: [target, attacker.email] } })).toBe(0);
  });
});

describe("an e-mail address signed up again at the provider", () => {
  useOwnServer();

  it("an unverified new provider account cannot take over the shop account (and role) of that e-mail", async () => {
    // The admin's provider account goes away outside the shop (deleted in the Firebase console, or by the
    // user), and someone signs the address up again without being able to verify it.
    const email = bossEmail();
    const original = await signUp(email, { verified: true });
    expect(original.role).toBe("ADMIN");
    await deleteEmulatorUser(original.uid);
    const before = await users().findOne({ email });

    const impostor = await createEmulatorUser({ email, password: PASSWORD, emailVerified: false });
    const { data, errors } = await signIn(impostor.idToken);
    expect(data?.signIn ?? null).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: TAKEN, extensions: { code: "FORBIDDEN" } });
    expect(await users().find({ email }).toArray()).toEqual([before]);
    // The admin's session ended with their provider account (see tests/server/identity/sessions.test.ts).

    // Whoever verifies the address controls it: their sign-in continues the account.
    await updateEmulatorUser(impostor.uid, { emailVerified: true });
    const verified = await signIn((await signInEmulatorUser(email, PASSWORD)).idToken);
    expect(verified.errors).toBeUndefined();
    expect(verified.data?.signIn.user).toMatchObject({ id: original.userId, email, role: "ADMIN" });
    expect((await users().findOne({ email }))?.uid).toBe(impostor.uid);
  });

  it("an unverified account keeps signing in to the account it made", async () => {
    const email = customerEmail();
    const first = await signUp(email, { verified: false });
    const again = await signIn((await signInEmulatorUser(email, PASSWORD)).idToken);
    expect(again.errors).toBeUndefined();
    expect(again.data?.signIn.user).toMatchObject({ id: first.userId, role: "CUSTOMER" });
    expect(await users().countDocuments({ email })).toBe(1);
  });

  it("concurrent first sign-ins of one account make one user", async () => {
    const email = customerEmail();
    const identity = await createEmulatorUser({ email, password: PASSWORD });
    const results = await Promise.all([1, 2, 3, 4].map(() => signIn(identity.idToken)));
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined, undefined, undefined]);
    expect(new Set(results.map((result) => result.data?.signIn.user.id)).size).toBe(1);
    expect(await users().countDocuments({ email })).toBe(1);
  });
});
