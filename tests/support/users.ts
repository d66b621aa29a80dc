import { ObjectId } from "mongodb";
import { expect } from "vitest";
import type { UserDocument } from "../../server/db/models";
import type { SignedInContext } from "../../server/services/common/request-context";
import type { PostGraphQL } from "./graphql-answers";
import { createEmulatorUser, type CreateEmulatorUserOptions } from "./identity";

/** The shop's half of signing in: a Firebase ID token exchanged for the shop's access token. */
export const SIGN_IN = "mutation($idToken: String!) { signIn(idToken: $idToken) { accessToken } }";

/** Signs in to the shop with an ID token, as the browser does after Firebase's sign-in; the access token. */
export async function signInToShop(gql: PostGraphQL, idToken: string): Promise<string> {
  const { data, errors } = await gql<{ signIn: { accessToken: string } }>(SIGN_IN, { idToken });
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data!.signIn.accessToken;
}

export interface ShopAccount {
  email: string;
  /** The identity provider's id for the account. */
  uid: string;
  idToken: string;
  accessToken: string;
}

/**
 * A new account at the run's Auth emulator, signed in to the shop. Verified only when asked: an
 * address in the shop's ADMIN_EMAILS becomes admin only once the provider has verified it.
 */
export async function signUpToShop(
  gql: PostGraphQL,
  account: CreateEmulatorUserOptions,
): Promise<ShopAccount> {
  const identity = await createEmulatorUser(account);
  const accessToken = await signInToShop(gql, identity.idToken);
  return { email: account.email, uid: identity.uid, idToken: identity.idToken, accessToken };
}

/** A user document as the shop stores it, for writing straight to the database or calling a service. */
export function storedUser(role: UserDocument["role"], emailPrefix: string = role): UserDocument {
  const now = new Date();
  return {
    _id: new ObjectId(),
    email: `${emailPrefix}-${new ObjectId().toHexString()}@example.com`,
    uid: new ObjectId().toHexString(),
    role,
    displayName: null,
    photoUrl: null,
    profile: {},
    createdAt: now,
    lastSignInAt: now,
  };
}

/** The context of `user`'s request, for calling a service directly. */
export const requestOf = (user: UserDocument): SignedInContext => ({
  user,
  tokenProblem: null,
  ip: "127.0.0.1",
});

/** The context of an admin's request (the admin exists only here), for calling a service directly. */
export const adminContext = (): SignedInContext => requestOf(storedUser("admin"));
