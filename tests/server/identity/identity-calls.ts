import { randomBytes, randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { ObjectId } from "mongodb";
import { afterAll, beforeAll, expect } from "vitest";
import { createEmulatorUser } from "../../support/identity";
import { startTestServer, type TestServer } from "../../support/test-server";

/**
 * Identity end to end, shared by sign-in.test.ts and access-tokens.test.ts: Firebase ID tokens from the
 * run's Auth emulator are exchanged for the shop's access token (signIn), which then names the caller on
 * every request. Each describe block gets a shop of its own (useOwnServer), signed with SECRET, with
 * ADMIN_EMAILS for the bosses.
 */

const SECRET = randomBytes(32).toString("hex");
const ISSUER = "vehicle-parts-shop";
export const PASSWORD = "password123";

// Every account is new: other test files share the run's emulator.
export const run = randomUUID().slice(0, 8);
let bosses = 0;
/** An e-mail listed in this server's ADMIN_EMAILS (written there in upper case: the match ignores case). */
export const bossEmail = () => `boss-${run}-${++bosses}@example.com`;
export const customerEmail = () => `someone-${randomUUID()}@example.com`;
export const ADMIN_EMAILS = [1, 2, 3, 4, 5].map((n) => `BOSS-${run}-${n}@Example.com`).join(", ");

export const SIGN_IN_FAILED = "The sign-in token is invalid or has expired";
export const EXPIRED = "Your session has expired; sign in again";
export const NOT_VALID = "The access token is not valid; sign in again";
export const GONE = "This account no longer exists";
export const TAKEN = "This e-mail address belongs to another account; verify your e-mail address to sign in";

export let shop: TestServer;
/**
 * A server of its own for the calling describe block: signIn is limited to 30 attempts a minute per
 * address and server, and this file signs in more often than that in all.
 */
export function useOwnServer() {
  beforeAll(async () => {
    shop = await startTestServer({ ACCESS_TOKEN_SECRET: SECRET, ADMIN_EMAILS });
  });
  afterAll(() => shop?.close());
}

export const users = () => shop.db.collection("users");

export interface SignedIn {
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

export async function signIn(idToken: string) {
  return shop.gql<SignInAnswer>(SIGN_IN, { idToken });
}

/** Creates an emulator account and signs in to the shop with its ID token. */
export async function signUp(
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
export async function accessToken(
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

export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const ME = `{ me { id email role } }`;
const PUBLIC_QUERY = `{ products(first: 1) { totalCount } categories }`;

export async function expectUnauthenticated(query: string, token: string | undefined, message: string) {
  const result = await shop.gql(query, {}, token);
  expect(result.errors?.[0], JSON.stringify(result.errors)).toMatchObject({
    message,
    extensions: { code: "UNAUTHENTICATED" },
  });
}

export async function expectPublicWorks(token: string | undefined) {
  const result = await shop.gql<{ products: { totalCount: number }; categories: string[] }>(
    PUBLIC_QUERY,
    {},
    token,
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  expect(result.data?.products.totalCount).toBeGreaterThan(0);
}
