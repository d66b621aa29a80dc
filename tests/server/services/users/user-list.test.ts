import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserDocument } from "../../../../server/db/models";
import { everyNode, type ConnectionPage } from "../../../support/connections";
import { expectOk } from "../../../support/graphql-answers";
import { startTestServer, type GraphQLResponse, type TestServer } from "../../../support/test-server";
import { signUpToShop } from "../../../support/users";

/** The admin's list of users: sign-up order a page at a time, ties included, the e-mail search, refusals. */

type UserPage = ConnectionPage<{ id: string; email: string; role: string }>;

const USERS = `query($filter: UserFilter, $first: Int, $after: String) {
  users(filter: $filter, first: $first, after: $after) {
    totalCount
    edges { cursor node { id email role } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const run = randomBytes(4).toString("hex");
const NAMES = ["ann.lee", "Anna", "bob", "carol", "dan", "erin", "frank"];
const emailOf = (name: string) => `${name}@${run}.example.com`;

let shop: TestServer;
let adminToken: string;
/** Every user as stored, in sign-up order with `_id` breaking ties. */
let stored: UserDocument[];

const users = (variables: Record<string, unknown>, token = adminToken) =>
  shop.gql<{ users: UserPage }>(USERS, variables, token);

const okPage = async (variables: Record<string, unknown>) => (await expectOk(users(variables))).users;

/** The e-mail of every user the filter lets through, page after page of `first`. */
const everyUser = async (filter: Record<string, unknown> | undefined, first: number) =>
  (await everyNode((after) => okPage({ filter, first, after }))).map((user) => user.email);

const storedEmails = (where: (user: UserDocument) => boolean = () => true) =>
  stored.filter(where).map((user) => user.email);

function badInput(result: GraphQLResponse<{ users: UserPage }>) {
  expect(result.errors?.[0]?.extensions?.code, JSON.stringify(result.errors)).toBe("BAD_USER_INPUT");
  expect(result.data?.users ?? null).toBeNull();
  return result.errors![0]!.extensions?.fields;
}

beforeAll(async () => {
  shop = await startTestServer();
  adminToken = (await shop.signUp("admin")).accessToken;
  for (const name of NAMES) await signUpToShop(shop.gql, { email: emailOf(name), emailVerified: true });
  // Three accounts made in the same millisecond, as a burst of sign-ups can be: pages break ties by id.
  const coll = shop.db.collection<UserDocument>("users");
  const burst = new Date(Date.UTC(2026, 3, 1));
  await coll.updateMany(
    { email: { $in: ["bob", "carol", "dan"].map(emailOf) } },
    { $set: { createdAt: burst } },
  );
  stored = await coll.find({}).sort({ createdAt: 1, _id: 1 }).toArray();
  expect(stored).toHaveLength(NAMES.length + 1);
});
afterAll(() => shop?.close());

describe("the admin's list of users", () => {
  it("pages through every user in sign-up order, each once, with the total", async () => {
    expect(await everyUser(undefined, 2)).toEqual(storedEmails());
    const first = await okPage({ first: 3 });
    expect(first.totalCount).toBe(NAMES.length + 1);
    expect(first.pageInfo).toEqual({ hasNextPage: true, endCursor: first.edges[2]!.cursor });
    expect((await okPage({})).edges).toHaveLength(NAMES.length + 1);
  });

  it("finds users by the start of their e-mail, in any case", async () => {
    expect(await everyUser({ email: "ANN" }, 1)).toEqual([emailOf("ann.lee"), emailOf("anna")]);
    expect(await everyUser({ email: ` ${emailOf("Anna")} ` }, 10)).toEqual([emailOf("anna")]);
    expect((await okPage({ filter: { email: "ann" }, first: 0 })).totalCount).toBe(2);
    expect(await okPage({ filter: { email: "zed" } })).toEqual({
      totalCount: 0,
      edges: [],
      pageInfo: { hasNextPage: false, endCursor: null },
    });
    // Admins' accounts are users like any other.
    expect(await everyUser({ email: "admin-" }, 10)).toEqual(storedEmails((user) => user.role === "admin"));
  });

  it("shows a removed user no more, and counts one fewer", async () => {
    const removed = await shop.gql(
      "mutation($email: String!) { removeUser(email: $email) { removed } }",
      { email: emailOf("frank") },
      adminToken,
    );
    expect(removed.errors).toBeUndefined();
    expect(await everyUser(undefined, 3)).toEqual(storedEmails((user) => user.email !== emailOf("frank")));
    expect((await okPage({ first: 0 })).totalCount).toBe(NAMES.length);
  });

  it("names the field of bad input", async () => {
    expect(badInput(await users({ first: 101 }))).toEqual([
      { field: "first", message: "first must be between 0 and 100" },
    ]);
    expect(badInput(await users({ after: "bm90IGEgY3Vyc29y" }))).toEqual([
      { field: "after", message: "after is not a valid cursor" },
    ]);
    expect(badInput(await users({ filter: { email: `${"x".repeat(250)}@b.co` } }))).toEqual([
      { field: "email", message: "Email must be at most 254 characters" },
    ]);
  });

  it("is for staff with the customers role only, whatever the input", async () => {
    const customer = await shop.signUp("customer");
    for (const variables of [{}, { filter: { email: "ann" } }, { first: -5 }]) {
      const result = await users(variables, customer.accessToken);
      expect(result.errors?.[0]).toMatchObject({
        message: "Only staff with the customers role may do this",
        extensions: { code: "FORBIDDEN" },
      });
      expect(JSON.stringify(result)).not.toContain(run);
    }
    const visitor = await shop.gql(USERS, {});
    expect(visitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
