import { randomBytes, randomUUID } from "node:crypto";
import { ObjectId } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import { signInEmulatorUser, tamperToken } from "../../support/identity";
import {
  PASSWORD,
  bossEmail,
  customerEmail,
  SIGN_IN_FAILED,
  EXPIRED,
  NOT_VALID,
  GONE,
  shop,
  useOwnServer,
  users,
  type SignedIn,
  signIn,
  signUp,
  accessToken,
  nowSeconds,
  ME,
  expectUnauthenticated,
  expectPublicWorks,
} from "./identity-calls";

/** The shop's access tokens, and the account and role behind them, checked on every request. */

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

  it("a token that worked stops working the moment it expires (verified tokens are remembered only until then)", async () => {
    const expiresAt = nowSeconds() + 2;
    const token = await accessToken(user, { issuedAt: nowSeconds(), expiresAt });
    expect((await shop.gql<{ me: { id: string } }>(ME, {}, token)).data?.me.id).toBe(user.userId);
    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 50));
    await expectUnauthenticated(ME, token, EXPIRED);
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
