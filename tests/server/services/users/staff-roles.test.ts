import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "../../../support/graphql-answers";
import { startTestServer, type TestServer, type TestUser } from "../../../support/test-server";

/**
 * Staff roles beyond the permission table (tests/server/graphql/permissions.test.ts): what setStaffRoles
 * stores and answers, the owner who cannot demote themself, staff only removed by owners, a role taken
 * away closing its calls on the next request, and the legacy admin calls giving the owner's role.
 */

const SET_ROLES = `mutation($email: String!, $roles: [StaffRole!]!) {
  setStaffRoles(email: $email, roles: $roles) { changed user { email role staffRoles } }
}`;
const ORDERS_PAGE = `{ orders(first: 1) { totalCount } }`;

let shop: TestServer;
let owner: TestUser;

const setRoles = (email: string, roles: string[], token = owner.accessToken) =>
  shop.gql<{ setStaffRoles: { changed: boolean; user: Record<string, unknown> } }>(
    SET_ROLES,
    { email, roles },
    token,
  );
const storedUser = (email: string) => shop.db.collection("users").findOne({ email });
const firstError = (answer: {
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}) => ({
  message: answer.errors?.[0]?.message,
  code: answer.errors?.[0]?.extensions?.code,
});

beforeAll(async () => {
  shop = await startTestServer();
  owner = await shop.signUp("admin");
});
afterAll(() => shop.close());

describe("setStaffRoles", () => {
  it("stores the roles given and answers whether anything changed", async () => {
    const kim = await shop.signUp("customer");
    const first = await expectOk(setRoles(kim.email, ["ORDERS", "CUSTOMERS", "ORDERS"]));
    expect(first.setStaffRoles).toEqual({
      changed: true,
      user: { email: kim.email, role: "CUSTOMER", staffRoles: ["ORDERS", "CUSTOMERS"] },
    });
    expect(await storedUser(kim.email)).toMatchObject({
      role: "customer",
      staffRoles: ["orders", "customers"],
    });

    const again = await expectOk(setRoles(kim.email, ["CUSTOMERS", "ORDERS"]));
    expect(again.setStaffRoles.changed).toBe(false);

    const none = await expectOk(setRoles(kim.email, []));
    expect(none.setStaffRoles.user).toMatchObject({ role: "CUSTOMER", staffRoles: [] });
    expect(await storedUser(kim.email)).toMatchObject({ role: "customer", staffRoles: [] });
  });

  it("makes an admin with OWNER, and takes it away without it", async () => {
    const lee = await shop.signUp("customer");
    const made = await expectOk(setRoles(lee.email, ["OWNER"]));
    expect(made.setStaffRoles.user).toMatchObject({ role: "ADMIN", staffRoles: ["OWNER"] });
    expect((await storedUser(lee.email))?.role).toBe("admin");

    const unmade = await expectOk(setRoles(lee.email, ["CATALOGUE"]));
    expect(unmade.setStaffRoles.user).toMatchObject({ role: "CUSTOMER", staffRoles: ["CATALOGUE"] });
  });

  it("does not let an owner take the owner's role from themself, and changes nothing", async () => {
    const answer = await setRoles(owner.email, ["ORDERS"]);
    expect(firstError(answer)).toEqual({
      message: "You cannot take the owner role from yourself; another owner can",
      code: "FORBIDDEN",
    });
    expect(await storedUser(owner.email)).toMatchObject({ role: "admin" });
  });

  it("says which user it cannot find", async () => {
    const answer = await setRoles("nobody-here@example.com", ["ORDERS"]);
    expect(firstError(answer)).toEqual({ message: "User not found", code: "NOT_FOUND" });
  });

  it("refuses an unknown role by the schema", async () => {
    const kim = await shop.signUp("customer");
    const answer = await setRoles(kim.email, ["JANITOR"]);
    expect(answer.errors?.[0]?.message).toMatch(/JANITOR/);
    expect((await storedUser(kim.email))?.staffRoles).toBeUndefined();
  });
});

describe("a role taken away", () => {
  it("closes its calls on the very next request, with the same access token", async () => {
    const pat = await shop.signUp("customer");
    await expectOk(setRoles(pat.email, ["ORDERS"]));
    await expectOk(shop.gql(ORDERS_PAGE, {}, pat.accessToken));
    await expectOk(setRoles(pat.email, ["CATALOGUE"]));
    expect(firstError(await shop.gql(ORDERS_PAGE, {}, pat.accessToken))).toEqual({
      message: "Only staff with the orders role may do this",
      code: "FORBIDDEN",
    });
  });
});

describe("removing staff", () => {
  const REMOVE = `mutation($email: String!) { removeUser(email: $email) { removed } }`;

  it("is for owners only; staff of the customers role may remove customers", async () => {
    const [desk, packer, shopper] = await Promise.all([
      shop.signUp("customer"),
      shop.signUp("customer"),
      shop.signUp("customer"),
    ]);
    await expectOk(setRoles(desk.email, ["CUSTOMERS"]));
    await expectOk(setRoles(packer.email, ["ORDERS"]));

    const packerBefore = await storedUser(packer.email);
    const refused = await shop.gql(REMOVE, { email: packer.email }, desk.accessToken);
    expect(firstError(refused)).toEqual({
      message: "Only the shop's owners may remove a member of staff",
      code: "FORBIDDEN",
    });
    // Not even their sessions ended.
    expect(await storedUser(packer.email)).toEqual(packerBefore);
    expect(firstError(await shop.gql(REMOVE, { email: owner.email }, desk.accessToken)).code).toBe(
      "FORBIDDEN",
    );

    await expectOk(shop.gql(REMOVE, { email: shopper.email }, desk.accessToken));
    expect(await storedUser(shopper.email)).toBeNull();
    await expectOk(shop.gql(REMOVE, { email: packer.email }, owner.accessToken));
    expect(await storedUser(packer.email)).toBeNull();
  });
});

describe("the admin calls of old", () => {
  it("give the owner's role: makeAdmin and PUT /user/admin/{email}", async () => {
    const [viaGraphql, viaRest] = await Promise.all([shop.signUp("customer"), shop.signUp("customer")]);
    await expectOk(
      shop.gql(
        `mutation($email: String!) { makeAdmin(email: $email) { changed } }`,
        { email: viaGraphql.email },
        owner.accessToken,
      ),
    );
    const rest = await shop.rest("PUT", `/user/admin/${viaRest.email}`, { token: owner.accessToken });
    expect(rest.status).toBe(200);
    for (const user of [viaGraphql, viaRest]) {
      const me = await expectOk(
        shop.gql<{ me: unknown }>(`{ me { role staffRoles } }`, {}, user.accessToken),
      );
      expect(me.me).toEqual({ role: "ADMIN", staffRoles: ["OWNER"] });
    }
  });

  it("are refused to staff who are not owners, over REST too", async () => {
    const [desk, target] = await Promise.all([shop.signUp("customer"), shop.signUp("customer")]);
    await expectOk(setRoles(desk.email, ["CUSTOMERS", "ORDERS", "CATALOGUE"]));
    const rest = await shop.rest("PUT", `/user/admin/${target.email}`, { token: desk.accessToken });
    expect(rest.status).toBe(403);
    expect((await storedUser(target.email))?.role).toBe("customer");
  });
});
