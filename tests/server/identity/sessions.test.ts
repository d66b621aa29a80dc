import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createEmulatorUser,
  deleteEmulatorUser,
  resetEmulatorPassword,
  signInEmulatorUser,
  updateEmulatorUser,
} from "../../support/identity";
import type { GraphQLResponse, TestServer } from "../../support/test-server";
import { useTestShop } from "../../support/test-shop";

/**
 * A session belongs to one identity: the shop's access token names the provider account and the
 * user's session version, and every request checks both, plus the provider's word on the account
 * (disabled, deleted, signed out). Orders and profiles belong to the user's id, not to the e-mail.
 */

const PASSWORD = "password123";
const ME = `{ me { id email role } }`;
const SIGN_IN = `mutation($idToken: String!) { signIn(idToken: $idToken) { accessToken user { id role } } }`;
const ENDED = "Your session has ended; sign in again";

const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

async function signIn(shop: TestServer, idToken: string) {
  const result = await shop.gql<{ signIn: { accessToken: string; user: { id: string; role: string } } }>(
    SIGN_IN,
    { idToken },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.signIn;
}

function expectEnded(result: GraphQLResponse<unknown>, message = ENDED) {
  expect(result.errors?.[0], JSON.stringify(result)).toMatchObject({
    message,
    extensions: { code: "UNAUTHENTICATED" },
  });
}

describe("an address signed up by a squatter before its owner", () => {
  const owner = uniqueEmail("owner");
  const { shop } = useTestShop({}, { ADMIN_EMAILS: owner });

  it("the squatter's token stops working once the owner proves the address and becomes admin", async () => {
    // The attacker signs the admin's address up without being able to verify it: a customer session.
    const squatter = await createEmulatorUser({ email: owner, password: "attacker-pw" });
    const squatterSession = await signIn(shop, squatter.idToken);
    expect(squatterSession.user.role).toBe("CUSTOMER");
    // In use: the shop has the provider's word on the account for the next minute.
    const before = await shop.gql<{ me: { role: string } }>(ME, {}, squatterSession.accessToken);
    expect(before.data?.me.role).toBe("CUSTOMER");

    // The real owner resets the password through the e-mail link, which proves the address, and signs in.
    await resetEmulatorPassword(owner, "owner-new-pw");
    const ownerSession = await signIn(shop, (await signInEmulatorUser(owner, "owner-new-pw")).idToken);
    expect(ownerSession.user).toEqual({ id: squatterSession.user.id, role: "ADMIN" });

    // The same record, now an admin's: the squatter's token is refused, not promoted.
    expectEnded(await shop.gql(ME, {}, squatterSession.accessToken));
    expectEnded(await shop.gql(`{ users { totalCount } }`, {}, squatterSession.accessToken));
    expect((await shop.rest("GET", "/user", { token: squatterSession.accessToken })).status).toBe(401);
    const me = await shop.gql<{ me: { role: string } }>(ME, {}, ownerSession.accessToken);
    expect(me.data?.me.role).toBe("ADMIN");
  });
});

describe("an e-mail removed and signed up again by someone else", () => {
  const { shop } = useTestShop();

  it("sees none of the removed user's orders or profile and cancels none of them", async () => {
    const admin = await shop.signUp("admin");
    const first = await shop.signUp("customer");
    const products = await shop.gql<{ products: { edges: { node: { id: string } }[] } }>(
      `{ products(first: 1, filter: { inStock: true }) { edges { node { id } } } }`,
    );
    const productId = products.data!.products.edges[0]!.node.id;
    const placed = await shop.gql<{ placeOrder: { id: string } }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`,
      { input: { productId, quantity: 1, address: "12 Private Lane", phone: "555-0199" } },
      first.accessToken,
    );
    const orderId = placed.data!.placeOrder.id;
    await shop.gql(
      `mutation($input: ProfileInput!) { updateProfile(input: $input) { id } }`,
      { input: { education: "MSc", address: "12 Private Lane", phone: "555-0199" } },
      first.accessToken,
    );
    const removed = await shop.gql(
      `mutation($email: String!) { removeUser(email: $email) { removed } }`,
      { email: first.email },
      admin.accessToken,
    );
    expect(removed.errors).toBeUndefined();
    expectEnded(await shop.gql(ME, {}, first.accessToken), "This account no longer exists");

    // Someone else signs the address up again, and verifies it.
    const second = await createEmulatorUser({ email: first.email, password: PASSWORD, emailVerified: true });
    const newcomer = await signIn(shop, second.idToken);
    expect(newcomer.user.id).not.toBe((await shop.db.collection("orders").findOne({}))?.userId);

    const mine = await shop.gql<{ myOrders: unknown[]; me: { profile: unknown } }>(
      `{ myOrders { id address phone } me { profile { education address phone } } }`,
      {},
      newcomer.accessToken,
    );
    expect(mine.data).toEqual({
      myOrders: [],
      me: { profile: { education: null, address: null, phone: null } },
    });
    const legacy = await shop.rest("GET", `/order?email=${first.email}`, { token: newcomer.accessToken });
    expect(legacy).toEqual({ status: 200, body: [] });

    const cancel = await shop.gql(
      `mutation($id: ID!) { cancelOrder(id: $id) { status } }`,
      { id: orderId },
      newcomer.accessToken,
    );
    expect(cancel.errors?.[0]).toMatchObject({
      message: "Order not found",
      extensions: { code: "NOT_FOUND" },
    });
    expect((await shop.rest("DELETE", `/order/${orderId}`, { token: newcomer.accessToken })).status).toBe(
      404,
    );

    // The removed user's order stays in the admin's list, placed, with its e-mail for the record.
    const all = await shop.gql<{
      orders: { edges: { node: { id: string; email: string; status: string } }[] };
    }>(
      `query($email: String) { orders(filter: { email: $email }) { edges { node { id email status } } } }`,
      { email: first.email },
      admin.accessToken,
    );
    expect(all.data!.orders.edges.map((edge) => edge.node)).toContainEqual({
      id: orderId,
      email: first.email,
      status: "PLACED",
    });
  });
});

describe("sessions ended at the identity provider or by the user", () => {
  // The provider's word is asked again after a second here (at most a minute by default).
  const { shop } = useTestShop({}, { IDENTITY_CHECK_SECONDS: "1" });

  /** Polls `me` with `token` until it is refused, for at most `seconds`; returns the last answer. */
  async function untilRefused(token: string, seconds: number) {
    const deadline = Date.now() + seconds * 1000;
    let result = await shop.gql(ME, {}, token);
    while (!result.errors && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      result = await shop.gql(ME, {}, token);
    }
    return result;
  }

  async function newSession() {
    const email = uniqueEmail("session");
    const identity = await createEmulatorUser({ email, password: PASSWORD, emailVerified: true });
    const session = await signIn(shop, identity.idToken);
    const me = await shop.gql<{ me: { email: string } }>(ME, {}, session.accessToken);
    expect(me.data?.me.email).toBe(email);
    return { ...identity, ...session };
  }

  it("an account disabled at the provider loses its shop session", async () => {
    const user = await newSession();
    await updateEmulatorUser(user.uid, { disableUser: true });
    expectEnded(await untilRefused(user.accessToken, 10));
    // Public fields still answer the same caller.
    const products = await shop.gql(`{ categories }`, {}, user.accessToken);
    expect(products.errors).toBeUndefined();
  });

  it("an account deleted at the provider loses its shop session", async () => {
    const user = await newSession();
    await deleteEmulatorUser(user.uid);
    expectEnded(await untilRefused(user.accessToken, 10));
  });

  it("sessions revoked at the provider (e.g. a password change) end in the shop too", async () => {
    const user = await newSession();
    // Sessions that began before this second are revoked; ours began at least a second before.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await updateEmulatorUser(user.uid, { validSince: String(Math.floor(Date.now() / 1000)) });
    expectEnded(await untilRefused(user.accessToken, 10));
  });

  it("sign out everywhere ends every session of the user at once, and needs a new sign-in", async () => {
    const user = await newSession();
    const otherDevice = await signIn(shop, user.idToken);
    // The provider revokes in whole seconds: ID tokens of the very second of the revocation stay valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const signedOut = await shop.gql(`mutation { signOutEverywhere { signedOut } }`, {}, user.accessToken);
    expect(signedOut).toMatchObject({ data: { signOutEverywhere: { signedOut: true } } });

    expectEnded(await shop.gql(ME, {}, user.accessToken));
    expectEnded(await shop.gql(ME, {}, otherDevice.accessToken));
    // The provider revoked the old ID token too: no device can swap it for a new session.
    const stale = await shop.gql(SIGN_IN, { idToken: user.idToken });
    expect(stale.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    // Signing in again works (a second later: the provider counts revocations in whole seconds).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await signIn(shop, (await signInEmulatorUser(user.email, PASSWORD)).idToken);
    const me = await shop.gql<{ me: { id: string } }>(ME, {}, again.accessToken);
    expect(me.data?.me.id).toBe(user.user.id);
  });
});
