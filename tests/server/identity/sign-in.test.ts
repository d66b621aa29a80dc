import { randomBytes, randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../server/config";
import {
  createEmulatorUser,
  deleteEmulatorUser,
  signInEmulatorUser,
  tamperToken,
  updateEmulatorUser,
} from "../../support/identity";
import { startTestServer, type TestServer } from "../../support/test-server";

/**
 * Identity end to end: Firebase ID tokens from the run's Auth emulator are exchanged for the shop's
 * access token (signIn), which then names the caller on every request. The role and the account are read
 * from the database per request, so Make Admin and Remove User act at once. Also the start-up refusals
 * that keep the emulator (which accepts unsigned tokens) out of production.
 */

const SECRET = randomBytes(32).toString("hex");
const ISSUER = "vehicle-parts-shop";
const PASSWORD = "password123";

// Every account is new: other test files share the run's emulator.
const run = randomUUID().slice(0, 8);
let bosses = 0;
/** An e-mail listed in this server's ADMIN_EMAILS (written there in upper case: the match ignores case). */
const bossEmail = () => `boss-${run}-${++bosses}@example.com`;
const customerEmail = () => `someone-${randomUUID()}@example.com`;
const ADMIN_EMAILS = [1, 2, 3, 4, 5].map((n) => `BOSS-${run}-${n}@Example.com`).join(", ");

const SIGN_IN_FAILED = "The sign-in token is invalid or has expired";
const EXPIRED = "Your session has expired; sign in again";
const NOT_VALID = "The access token is not valid; sign in again";
const GONE = "This account no longer exists";
const TAKEN = "This e-mail address belongs to another account; verify your e-mail address to sign in";

let shop: TestServer;
/**
 * A server of its own for the calling describe block: signIn is limited to 30 attempts a minute per
 * address and server, and this file signs in more often than that in all.
 */
function useOwnServer() {
  beforeAll(async () => {
    shop = await startTestServer({ ACCESS_TOKEN_SECRET: SECRET, ADMIN_EMAILS });
  });
  afterAll(() => shop?.close());
}

const users = () => shop.db.collection("users");

interface SignedIn {
  email: string;
  uid: string;
  idToken: string;
  accessToken: string;
  userId: string;
  role: string;
}

const SIGN_IN = `mutation($idToken: String!) {
  signIn(idToken: $idToken) { accessToken expiresAt user { id email role displayName } } }`;

interface SignInAnswer {
  signIn: {
    accessToken: string;
    expiresAt: string;
    user: { id: string; email: string; role: string; displayName: string | null };
  };
}

async function signIn(idToken: string) {
  return shop.gql<SignInAnswer>(SIGN_IN, { idToken });
}

/** Creates an emulator account and signs in to the shop with its ID token. */
async function signUp(
  email: string,
  options: { verified: boolean; displayName?: string },
): Promise<SignedIn> {
  const identity = await createEmulatorUser({
    email,
    password: PASSWORD,
    emailVerified: options.verified,
    displayName: options.displayName,
  });
  const { data, errors } = await signIn(identity.idToken);
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  const { accessToken, user } = data!.signIn;
  return {
    email,
    uid: identity.uid,
    idToken: identity.idToken,
    accessToken,
    userId: user.id,
    role: user.role,
  };
}

/** An access token signed like the server's (for the user's current session), with the times and secret given. */
async function accessToken(
  user: Pick<SignedIn, "userId" | "uid">,
  options: { issuedAt: number; expiresAt: number; secret?: string; issuer?: string },
): Promise<string> {
  const stored = await users().findOne({ _id: new ObjectId(user.userId) });
  return new SignJWT({ uid: user.uid, sv: stored!.sessionVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.userId)
    .setIssuer(options.issuer ?? ISSUER)
    .setIssuedAt(options.issuedAt)
    .setExpirationTime(options.expiresAt)
    .sign(new TextEncoder().encode(options.secret ?? SECRET));
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const ME = `{ me { id email role } }`;
const PUBLIC_QUERY = `{ products(first: 1) { totalCount } categories }`;

async function expectUnauthenticated(query: string, token: string | undefined, message: string) {
  const result = await shop.gql(query, {}, token);
  expect(result.errors?.[0], JSON.stringify(result.errors)).toMatchObject({
    message,
    extensions: { code: "UNAUTHENTICATED" },
  });
}

async function expectPublicWorks(token: string | undefined) {
  const result = await shop.gql<{ products: { totalCount: number }; categories: string[] }>(
    PUBLIC_QUERY,
    {},
    token,
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  expect(result.data?.products.totalCount).toBeGreaterThan(0);
}

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

describe("access tokens", () => {
  useOwnServer();

  let user: SignedIn;
  beforeAll(async () => {
    user = await signUp(customerEmail(), { verified: true });
  });

  it("a token signed the same way but not expired works (so the refusals below are about what changed)", async () => {
    // Issued now: a session older than the provider account itself would be refused (its validSince).
    const token = await accessToken(user, { issuedAt: nowSeconds(), expiresAt: nowSeconds() + 3600 });
    const me = await shop.gql<{ me: { id: string } }>(ME, {}, token);
    expect(me.errors).toBeUndefined();
    expect(me.data?.me.id).toBe(user.userId);
  });

  it("an expired token: protected fields say the session has expired, public ones still answer", async () => {
    const token = await accessToken(user, {
      issuedAt: nowSeconds() - 2 * 3600,
      expiresAt: nowSeconds() - 3600,
    });
    await expectUnauthenticated(ME, token, EXPIRED);
    await expectUnauthenticated(`{ myOrders { id } }`, token, EXPIRED);
    const feedback = `expired ${randomUUID()}`;
    await expectUnauthenticated(
      `mutation { addReview(input: { feedback: "${feedback}", name: "X", ratings: 5 }) { id } }`,
      token,
      EXPIRED,
    );
    expect(await shop.db.collection("reviews").countDocuments({ feedback })).toBe(0);
    await expectPublicWorks(token);
  });

  it.each([
    [
      "another user's id put in a valid token",
      (token: string) => tamperToken(token, (claims) => (claims.sub = new ObjectId().toHexString())),
    ],
    [
      "a later expiry put in a valid token",
      (token: string) => tamperToken(token, (claims) => (claims.exp = nowSeconds() + 365 * 24 * 3600)),
    ],
    ["its signature cut off", (token: string) => token.split(".").slice(0, 2).join(".") + "."],
    [
      "no signature at all (alg none)",
      (token: string) => {
        const [, payload] = token.split(".");
        return `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`;
      },
    ],
    ["nothing of a JWT", () => "not-a-token"],
  ])("an access token with %s is not valid; public queries still answer", async (_label, forge) => {
    const forged = forge(user.accessToken);
    await expectUnauthenticated(ME, forged, NOT_VALID);
    await expectUnauthenticated(`{ users { totalCount } }`, forged, NOT_VALID);
    await expectPublicWorks(forged);
  });

  it("a token signed with another secret, or by another issuer, is not valid", async () => {
    const times = { issuedAt: nowSeconds(), expiresAt: nowSeconds() + 3600 };
    const otherSecret = await accessToken(user, { ...times, secret: randomBytes(32).toString("hex") });
    const otherIssuer = await accessToken(user, { ...times, issuer: "someone-else" });
    for (const token of [otherSecret, otherIssuer]) {
      await expectUnauthenticated(ME, token, NOT_VALID);
      await expectPublicWorks(token);
    }
  });

  it("an Authorization header that is not a bearer token is not valid", async () => {
    const response = await fetch(`${shop.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Basic ${user.accessToken}` },
      body: JSON.stringify({ query: ME }),
    });
    const body = (await response.json()) as { errors?: { message: string; extensions: { code: string } }[] };
    expect(body.errors?.[0]).toMatchObject({ message: NOT_VALID, extensions: { code: "UNAUTHENTICATED" } });
  });

  it("no token at all: protected fields ask to sign in", async () => {
    await expectUnauthenticated(ME, undefined, "Sign in to do this");
    await expectPublicWorks(undefined);
  });
});

describe("roles and accounts are read on every request", () => {
  useOwnServer();

  let admin: SignedIn;
  beforeAll(async () => {
    admin = await signUp(bossEmail(), { verified: true });
    expect(admin.role).toBe("ADMIN");
  });

  it("Make Admin takes effect on the very next request with the same access token", async () => {
    const promoted = await signUp(customerEmail(), { verified: true });
    const listUsers = () =>
      shop.gql<{ users: { edges: { node: { email: string } }[] } }>(
        `query($email: String) { users(filter: { email: $email }) { edges { node { email } } } }`,
        { email: promoted.email },
        promoted.accessToken,
      );
    const before = await listUsers();
    expect(before.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN" } });

    const made = await shop.gql<{ makeAdmin: { changed: boolean } }>(
      `mutation($email: String!) { makeAdmin(email: $email) { changed user { role } } }`,
      { email: promoted.email },
      admin.accessToken,
    );
    expect(made.errors).toBeUndefined();
    expect(made.data?.makeAdmin.changed).toBe(true);

    const after = await listUsers();
    expect(after.errors).toBeUndefined();
    expect(after.data?.users.edges.map((edge) => edge.node.email)).toEqual([promoted.email]);
    const me = await shop.gql<{ me: { role: string } }>(ME, {}, promoted.accessToken);
    expect(me.data?.me.role).toBe("ADMIN");
  });

  it("Remove User ends access at once, keeps the orders, and closes the account at the provider", async () => {
    const removed = await signUp(customerEmail(), { verified: true });
    const product = await shop.gql<{
      products: { edges: { node: { id: string; minimumOrderQuantity: number } }[] };
    }>(`{ products(first: 1, filter: { inStock: true }) { edges { node { id minimumOrderQuantity } } } }`);
    const node = product.data!.products.edges[0]!.node;
    const order = await shop.gql<{ placeOrder: { id: string } }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`,
      {
        input: {
          productId: node.id,
          quantity: node.minimumOrderQuantity,
          address: "1 Main St",
          phone: "555-0100",
        },
      },
      removed.accessToken,
    );
    expect(order.errors).toBeUndefined();

    const result = await shop.gql<{ removeUser: unknown }>(
      `mutation($email: String!) { removeUser(email: $email) { email removed } }`,
      { email: removed.email },
      admin.accessToken,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.removeUser).toEqual({ email: removed.email, removed: true });

    // The access token issued before is refused with the reason; public reads still work with it.
    await expectUnauthenticated(ME, removed.accessToken, GONE);
    await expectUnauthenticated(`{ myOrders { id } }`, removed.accessToken, GONE);
    await expectPublicWorks(removed.accessToken);
    expect(await users().countDocuments({ email: removed.email })).toBe(0);
    // Orders stay for the record.
    const kept = await shop.db.collection("orders").findOne({ _id: new ObjectId(order.data!.placeOrder.id) });
    expect(kept?.email).toBe(removed.email);

    // The account is gone at the provider: no new ID token, and the old one no longer signs in.
    await expect(signInEmulatorUser(removed.email, PASSWORD)).rejects.toThrow(
      /EMAIL_NOT_FOUND|INVALID_LOGIN/,
    );
    const again = await signIn(removed.idToken);
    expect(again.errors?.[0]).toMatchObject({
      message: SIGN_IN_FAILED,
      extensions: { code: "UNAUTHENTICATED" },
    });
    expect(await users().countDocuments({ email: removed.email })).toBe(0);
  });

  it("an admin cannot remove themself, however the e-mail is written", async () => {
    for (const email of [admin.email, ` ${admin.email.toUpperCase()} `]) {
      const result = await shop.gql(
        `mutation($email: String!) { removeUser(email: $email) { removed } }`,
        { email },
        admin.accessToken,
      );
      expect(result.errors?.[0], email).toMatchObject({
        message: "You cannot remove your own account",
        extensions: { code: "FORBIDDEN" },
      });
    }
    expect((await users().findOne({ email: admin.email }))?.role).toBe("admin");
    const me = await shop.gql<{ me: { email: string } }>(ME, {}, admin.accessToken);
    expect(me.data?.me.email).toBe(admin.email);
    // The account at the provider is untouched too.
    await expect(signInEmulatorUser(admin.email, PASSWORD)).resolves.toMatchObject({ uid: admin.uid });
  });
});

describe("loadConfig refuses an unsafe or broken start", () => {
  const production = {
    NODE_ENV: "production",
    PORT: "0",
    DATA_DIR: "/nonexistent/shop-data",
    FIREBASE_PROJECT_ID: "vehicle-parts-prod",
    FIREBASE_API_KEY: "AIza-public-web-key",
    ACCESS_TOKEN_SECRET: "s".repeat(48),
  };
  const refusal = (env: Record<string, string | undefined>): ConfigError => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return error as ConfigError;
    }
    throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
  };
  const EMULATOR_REFUSAL = /^Refusing to start: NODE_ENV=production with the Firebase Auth emulator/;

  it("accepts a real project with a secret and no emulator (so the refusals are about one setting each)", () => {
    const config = loadConfig(production);
    expect(config.production).toBe(true);
    expect(config.identity).toEqual({
      projectId: "vehicle-parts-prod",
      webApiKey: "AIza-public-web-key",
      authDomain: "vehicle-parts-prod.firebaseapp.com",
      emulatorHost: undefined,
      startEmulator: false,
      accountCheckSeconds: 60,
    });
  });

  it("refuses to start without the web API key the browser signs in with", () => {
    expect(refusal({ ...production, FIREBASE_API_KEY: undefined }).message).toMatch(
      /^FIREBASE_API_KEY is required when NODE_ENV=production/,
    );
  });

  it("refuses FIREBASE_AUTH_EMULATOR_HOST", () => {
    const error = refusal({ ...production, FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" });
    expect(error.message).toMatch(EMULATOR_REFUSAL);
    expect(error.message).toContain("unset FIREBASE_AUTH_EMULATOR_HOST");
  });

  it.each([
    ["the default (demo-) project", undefined],
    ["a demo- project", "demo-anything"],
  ])("refuses %s", (_label, projectId) => {
    const error = refusal({ ...production, FIREBASE_PROJECT_ID: projectId });
    expect(error.message).toMatch(EMULATOR_REFUSAL);
    expect(error.message).toContain("Set FIREBASE_PROJECT_ID to your Firebase project");
  });

  it("refuses to start without ACCESS_TOKEN_SECRET", () => {
    expect(refusal({ ...production, ACCESS_TOKEN_SECRET: undefined }).message).toBe(
      "ACCESS_TOKEN_SECRET is required when NODE_ENV=production",
    );
    expect(refusal({ ...production, ACCESS_TOKEN_SECRET: "" }).message).toBe(
      "ACCESS_TOKEN_SECRET is required when NODE_ENV=production",
    );
  });

  it.each(["12h", "0", "-60", "1.5"])("refuses ACCESS_TOKEN_TTL_SECONDS=%s (any environment)", (ttl) => {
    // A typo would otherwise start a server whose every sign-in fails, or whose tokens are born expired.
    for (const env of [production, { NODE_ENV: "development", ACCESS_TOKEN_SECRET: "s".repeat(48) }]) {
      expect(refusal({ ...env, ACCESS_TOKEN_TTL_SECONDS: ttl }).message).toBe(
        `ACCESS_TOKEN_TTL_SECONDS must be a whole number of seconds above 0, not ${ttl}`,
      );
    }
    expect(loadConfig({ ...production, ACCESS_TOKEN_TTL_SECONDS: "3600" }).accessTokenTtlSeconds).toBe(3600);
    expect(loadConfig(production).accessTokenTtlSeconds).toBe(12 * 60 * 60);
  });

  it("refuses a short ACCESS_TOKEN_SECRET", () => {
    expect(refusal({ ...production, ACCESS_TOKEN_SECRET: "too-short" }).message).toBe(
      "ACCESS_TOKEN_SECRET must be at least 32 characters",
    );
  });
});
