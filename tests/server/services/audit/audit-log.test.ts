import { readFileSync } from "node:fs";
import { buildSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHEMA_FILE } from "../../../../server/graphql/schema";
import { expectOk } from "../../../support/graphql-answers";
import { placeOrder } from "../../../support/orders";
import { addProduct } from "../../../support/products";
import { startTestServer, type TestServer, type TestUser } from "../../../support/test-server";

/**
 * The audit log: staff changes to orders and accounts recorded with who, when, what and the values
 * before and after; only staff changes (a buyer cancelling their own order is not one); nothing recorded
 * when the change fails; the owner's filters and pages; and no way to change a record through the API.
 */

interface Entry {
  by: string;
  kind: string;
  subject: string;
  subjectId: string;
  changes: { field: string; before: string | null; after: string | null }[];
}
type Filter = { by?: string; kind?: string; from?: string; to?: string };

const AUDIT = `query($filter: AuditFilter, $first: Int, $after: String) {
  auditLog(filter: $filter, first: $first, after: $after) {
    totalCount
    edges { node { at by kind subject subjectId changes { field before after } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

let shop: TestServer;
let owner: TestUser;
let packer: TestUser;
let buyer: TestUser;
let productId: string;

const gqlOk = <T>(query: string, variables: Record<string, unknown>, user: TestUser) =>
  expectOk(shop.gql<T>(query, variables, user.accessToken));
const auditPage = (filter: Filter, first = 20, after?: string) =>
  gqlOk<{
    auditLog: {
      totalCount: number;
      edges: { node: Entry & { at: string } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
  }>(AUDIT, { filter, first, after }, owner).then((data) => data.auditLog);
const entriesAbout = async (subjectId: string) =>
  (await auditPage({}, 100)).edges.map((edge) => edge.node).filter((entry) => entry.subjectId === subjectId);
const order = () => placeOrder(shop.gql, buyer.accessToken, { productId, quantity: 1 });

const SHIP = `mutation($id: ID!) { shipOrder(id: $id, carrier: "UPS", trackingNumber: "1Z42") { status } }`;
const DELIVER = `mutation($id: ID!) { deliverOrder(id: $id) { status } }`;
const CANCEL = `mutation($id: ID!) { cancelOrder(id: $id) { status } }`;

beforeAll(async () => {
  shop = await startTestServer();
  owner = await shop.signUp("admin");
  [packer, buyer] = await Promise.all([shop.signUp("customer"), shop.signUp("customer")]);
  await gqlOk(
    `mutation($email: String!) { setStaffRoles(email: $email, roles: [ORDERS]) { changed } }`,
    { email: packer.email },
    owner,
  );
  productId = await addProduct(shop.gql, owner.accessToken, { availableQuantity: 1000 });
});
afterAll(() => shop.close());

describe("an order's way, by staff", () => {
  it("records shipping and delivery with who, the statuses before and after and the shipment", async () => {
    const id = await order();
    await gqlOk(SHIP, { id }, packer);
    await gqlOk(DELIVER, { id }, packer);
    const [delivered, shipped] = await entriesAbout(id);
    expect(shipped).toMatchObject({
      by: packer.email,
      kind: "ORDER_SHIPPED",
      subject: `Order ${id} of ${buyer.email}`,
    });
    expect(shipped!.changes[0]).toEqual({ field: "status", before: '"placed"', after: '"shipped"' });
    expect(JSON.parse(shipped!.changes[1]!.after!)).toMatchObject({ carrier: "UPS", trackingNumber: "1Z42" });
    expect(delivered).toMatchObject({
      kind: "ORDER_DELIVERED",
      changes: [{ field: "status", before: '"shipped"', after: '"delivered"' }],
    });
  });

  it("records staff cancelling a customer's order, not a buyer cancelling their own", async () => {
    const [byStaff, byBuyer] = await Promise.all([order(), order()]);
    await gqlOk(CANCEL, { id: byStaff }, packer);
    await gqlOk(CANCEL, { id: byBuyer }, buyer);
    const [entry, ...more] = await entriesAbout(byStaff);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ by: packer.email, kind: "ORDER_CANCELLED" });
    expect(entry!.changes.map((change) => change.field)).toEqual(["status", "cancelledAt"]);
    expect(entry!.changes[0]).toEqual({ field: "status", before: '"placed"', after: '"cancelled"' });
    expect(await entriesAbout(byBuyer)).toEqual([]);
  });

  it("records nothing when the change fails", async () => {
    const id = await order();
    await gqlOk(CANCEL, { id }, buyer);
    const refused = await shop.gql(SHIP, { id }, packer.accessToken);
    expect(refused.errors?.[0]?.extensions?.code).toBe("ORDER_STATE");
    expect(await entriesAbout(id)).toEqual([]);
  });
});

describe("the catalogue, by staff", () => {
  const UPDATE = `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`;

  it("records a product added, changed field by field, and deleted", async () => {
    const id = await addProduct(shop.gql, owner.accessToken, {
      partNumber: "AUD-1",
      name: "Audit Pads",
      price: 20,
    });
    await gqlOk(UPDATE, { id, input: { price: 24.5, availableQuantity: 3, name: "Audit Pads" } }, owner);
    await gqlOk(`mutation($id: ID!) { deleteProduct(id: $id) { deleted } }`, { id }, owner);
    const [deleted, changed, added] = await entriesAbout(id);
    expect(added).toMatchObject({ kind: "PRODUCT_ADDED", subject: "AUD-1 Audit Pads" });
    expect(added!.changes).toContainEqual({ field: "price", before: null, after: "20" });
    // The name was sent unchanged: only what changed is listed.
    expect(changed).toMatchObject({
      kind: "PRODUCT_CHANGED",
      changes: [
        { field: "price", before: "20", after: "24.5" },
        { field: "availableQuantity", before: expect.any(String), after: "3" },
      ],
    });
    expect(deleted).toMatchObject({ kind: "PRODUCT_DELETED", by: owner.email });
    expect(deleted!.changes).toContainEqual({ field: "partNumber", before: '"AUD-1"', after: null });
  });

  it("keeps neither the change nor its record when the database refuses the change", async () => {
    await addProduct(shop.gql, owner.accessToken, { partNumber: "AUD-TAKEN" });
    const id = await addProduct(shop.gql, owner.accessToken, { partNumber: "AUD-FREE", price: 9 });
    // The record is written first in the transaction; the part number's unique index then refuses the write.
    const refused = await shop.gql(
      UPDATE,
      { id, input: { partNumber: "AUD-TAKEN", price: 11 } },
      owner.accessToken,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: [{ field: "partNumber", message: "Part Number is already used by another product" }],
    });
    expect(await shop.db.collection("products").findOne({ partNumber: "AUD-FREE" })).toMatchObject({
      price: 9,
    });
    expect((await entriesAbout(id)).map((entry) => entry.kind)).toEqual(["PRODUCT_ADDED"]);
  });
});

describe("accounts, by staff", () => {
  it("records roles given and taken, and nothing when they stay as they were", async () => {
    const kim = await shop.signUp("customer");
    const roles = (list: string[]) =>
      gqlOk(
        `mutation($email: String!, $roles: [StaffRole!]!) { setStaffRoles(email: $email, roles: $roles) { changed } }`,
        { email: kim.email, roles: list },
        owner,
      );
    await roles(["CATALOGUE"]);
    await roles(["CATALOGUE"]);
    await gqlOk(
      `mutation($email: String!) { makeAdmin(email: $email) { changed } }`,
      { email: kim.email },
      owner,
    );
    const entries = await entriesAbout(
      (await shop.db.collection("users").findOne({ email: kim.email }))!._id.toHexString(),
    );
    expect(entries.map((entry) => [entry.kind, entry.subject, entry.changes])).toEqual([
      [
        "USER_ROLES_CHANGED",
        kim.email,
        [{ field: "staffRoles", before: '["catalogue"]', after: '["owner","catalogue"]' }],
      ],
      ["USER_ROLES_CHANGED", kim.email, [{ field: "staffRoles", before: "[]", after: '["catalogue"]' }]],
    ]);
  });

  it("records a profile staff changed for a customer, field by field", async () => {
    const [lee, desk] = await Promise.all([shop.signUp("customer"), shop.signUp("customer")]);
    await gqlOk(
      `mutation($email: String!) { setStaffRoles(email: $email, roles: [CUSTOMERS]) { changed } }`,
      { email: desk.email },
      owner,
    );
    const profile = { education: "BSc", address: "9 Elm St", phone: "555-0101" };
    await gqlOk(
      `mutation($input: ProfileInput!, $email: String) { updateProfile(input: $input, email: $email) { email } }`,
      { input: profile, email: lee.email },
      desk,
    );
    const [entry] = (await auditPage({ kind: "USER_PROFILE_CHANGED", by: desk.email })).edges;
    expect(entry?.node).toMatchObject({
      subject: lee.email,
      changes: [
        { field: "profile.education", before: null, after: '"BSc"' },
        { field: "profile.address", before: null, after: '"9 Elm St"' },
        { field: "profile.phone", before: null, after: '"555-0101"' },
      ],
    });
  });

  it("records a removed user, with what they were", async () => {
    const gone = await shop.signUp("customer");
    const userId = (await shop.db.collection("users").findOne({ email: gone.email }))!._id.toHexString();
    await gqlOk(
      `mutation($email: String!) { removeUser(email: $email) { removed } }`,
      { email: gone.email },
      owner,
    );
    expect(await entriesAbout(userId)).toMatchObject([
      {
        by: owner.email,
        kind: "USER_REMOVED",
        changes: [
          { field: "email", before: JSON.stringify(gone.email), after: null },
          { field: "staffRoles", before: "[]" },
        ],
      },
    ]);
  });
});

describe("the owner's view", () => {
  it("filters by person, kind and time, newest first, a page at a time", async () => {
    const ids = [await order(), await order(), await order()];
    const start = new Date().toISOString();
    for (const id of ids) await gqlOk(SHIP, { id }, packer);

    const shipped = await auditPage(
      { by: packer.email.slice(0, 12).toUpperCase(), kind: "ORDER_SHIPPED", from: start },
      2,
    );
    expect(shipped.totalCount).toBe(3);
    expect(shipped.edges.map((edge) => edge.node.subjectId)).toEqual([ids[2], ids[1]]);
    const rest = await auditPage(
      { by: packer.email, kind: "ORDER_SHIPPED", from: start },
      2,
      shipped.pageInfo.endCursor,
    );
    expect(rest.edges.map((edge) => edge.node.subjectId)).toEqual([ids[0]]);
    expect(rest.pageInfo.hasNextPage).toBe(false);

    expect((await auditPage({ by: owner.email, kind: "ORDER_SHIPPED" })).totalCount).toBe(0);
    expect((await auditPage({ to: start, kind: "ORDER_SHIPPED", by: packer.email })).totalCount).toBe(1);
  });

  it("says which filter field is wrong", async () => {
    const answer = await shop.gql(
      AUDIT,
      { filter: { from: "2026-02-01T00:00:00Z", to: "2026-01-01T00:00:00Z" } },
      owner.accessToken,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(JSON.stringify(answer.errors?.[0]?.extensions)).toContain('"to"');
  });

  it("cannot be changed through the API: no mutation names the log", () => {
    const schema = buildSchema(readFileSync(SCHEMA_FILE, "utf8"));
    const mutations = Object.values(schema.getMutationType()!.getFields());
    expect(mutations.filter((field) => /audit/i.test(field.name + field.type.toString()))).toEqual([]);
  });
});
