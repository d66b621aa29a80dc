import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { buildSchema } from "graphql";
import { BSON, ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHEMA_FILE } from "../../../server/graphql/schema";
import { createEmulatorUser } from "../../support/identity";
import {
  startTestServer,
  type GraphQLResponse,
  type TestServer,
  type TestUser,
} from "../../support/test-server";

/**
 * Every Query and Mutation field, called by each kind of caller: a visitor (no token), a customer (who
 * owns the order and profile the call names), another customer, and an admin. One row per field says what
 * each of them gets; a refused call must answer with the code and message a client shows, and leave the
 * database exactly as it was.
 */

type Role = "visitor" | "customer" | "otherCustomer" | "admin";
const ROLES: readonly Role[] = ["visitor", "customer", "otherCustomer", "admin"];

interface Refusal {
  code: "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND";
  message: string;
}
type Outcome = "allowed" | Refusal;

const ALLOWED = "allowed" as const;
const SIGN_IN: Refusal = { code: "UNAUTHENTICATED", message: "Sign in to do this" };
const ADMINS_ONLY: Refusal = { code: "FORBIDDEN", message: "Only admins may do this" };
const NOT_YOUR_ACCOUNT: Refusal = { code: "FORBIDDEN", message: "You can only look up your own account" };
const NOT_YOUR_PROFILE: Refusal = { code: "FORBIDDEN", message: "You can only edit your own profile" };
// Another's order is answered like a missing one, so order ids cannot be probed.
const NOT_YOUR_ORDER: Refusal = { code: "NOT_FOUND", message: "Order not found" };

const PUBLIC = { visitor: ALLOWED, customer: ALLOWED, otherCustomer: ALLOWED, admin: ALLOWED } as const;
const SIGNED_IN = { visitor: SIGN_IN, customer: ALLOWED, otherCustomer: ALLOWED, admin: ALLOWED } as const;
const ADMIN = {
  visitor: SIGN_IN,
  customer: ADMINS_ONLY,
  otherCustomer: ADMINS_ONLY,
  admin: ALLOWED,
} as const;
const OWNER_OR_ADMIN = (refusal: Refusal) =>
  ({ visitor: SIGN_IN, customer: ALLOWED, otherCustomer: refusal, admin: ALLOWED }) as const;

/** One call prepared for one caller, with fresh targets so an allowed write cannot affect the next case. */
interface Call {
  query: string;
  variables?: Record<string, unknown>;
  /** A session of its own for a call that ends sessions; else the role's shared one. */
  token?: string;
  /** For an allowed call: checks the answer, and for a write what it stored. */
  allowed(answer: unknown): Promise<void> | void;
}

interface Row {
  root: "Query" | "Mutation";
  field: string;
  expected: Record<Role, Outcome>;
  /** Reads never change the database; writes are checked by `allowed`. */
  writes: boolean;
  prepare(role: Role): Promise<Call>;
}

let shop: TestServer;
let customer: TestUser;
let otherCustomer: TestUser;
let admin: TestUser;
/** A product with plenty of stock that every order in this file is for. */
let productId: string;
const CATEGORY = `Permission Tests ${randomUUID().slice(0, 8)}`;
const ORDER_QUANTITY = 2;

const tokenOf = (role: Role): string | undefined =>
  ({
    visitor: undefined,
    customer: customer.accessToken,
    otherCustomer: otherCustomer.accessToken,
    admin: admin.accessToken,
  })[role];
const emailOf = (role: Role): string | undefined =>
  ({ visitor: undefined, customer: customer.email, otherCustomer: otherCustomer.email, admin: admin.email })[
    role
  ];

async function expectOk<T>(response: Promise<GraphQLResponse<T>>): Promise<T> {
  const { data, errors } = await response;
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data!;
}

const PRODUCT_FIELDS = "id name price availableQuantity";
async function addProduct(overrides: Record<string, unknown> = {}): Promise<string> {
  const data = await expectOk(
    shop.gql<{ addProduct: { id: string } }>(
      `mutation($input: ProductInput!) { addProduct(input: $input) { id } }`,
      {
        input: {
          name: `Perm ${randomUUID().slice(0, 8)}`,
          price: 10,
          minimumOrderQuantity: 1,
          availableQuantity: 1000,
          category: CATEGORY,
          ...overrides,
        },
      },
      admin.accessToken,
    ),
  );
  return data.addProduct.id;
}

async function placeOrder(user: TestUser): Promise<string> {
  const data = await expectOk(
    shop.gql<{ placeOrder: { id: string } }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`,
      { input: { productId, quantity: ORDER_QUANTITY, address: "1 Main St", phone: "555-0100" } },
      user.accessToken,
    ),
  );
  return data.placeOrder.id;
}

const products = () => shop.db.collection("products");
const orders = () => shop.db.collection("orders");
const users = () => shop.db.collection("users");
const stockOf = async (id: string) =>
  (await products().findOne({ _id: new ObjectId(id) }))?.availableQuantity as number | undefined;

/** Everything the shop stores, collection by collection, as Extended JSON (exact, ids and dates included). */
async function databaseSnapshot(): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const { name } of await shop.db.listCollections({}, { nameOnly: true }).toArray()) {
    const docs = await shop.db.collection(name).find({}).sort({ _id: 1 }).toArray();
    snapshot[name] = BSON.EJSON.stringify(docs, { relaxed: false });
  }
  return snapshot;
}

/** A verified account the shop has not seen yet, for signIn. */
async function freshIdentity() {
  const email = `fresh-${randomUUID()}@example.com`;
  return createEmulatorUser({ email, emailVerified: true });
}

const ROWS: Row[] = [
  // ---- Query ----
  {
    root: "Query",
    field: "products",
    expected: PUBLIC,
    writes: false,
    prepare: async () => ({
      query: `query($category: String) { products(filter: { category: $category }) { totalCount edges { node { id } } } }`,
      variables: { category: CATEGORY },
      allowed: (answer) => {
        const page = answer as { totalCount: number; edges: { node: { id: string } }[] };
        expect(page.edges.map((edge) => edge.node.id)).toContain(productId);
      },
    }),
  },
  {
    root: "Query",
    field: "product",
    expected: PUBLIC,
    writes: false,
    prepare: async () => ({
      query: `query($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`,
      variables: { id: productId },
      allowed: (answer) => expect((answer as { id: string }).id).toBe(productId),
    }),
  },
  {
    root: "Query",
    field: "categories",
    expected: PUBLIC,
    writes: false,
    prepare: async () => ({
      query: `{ categories }`,
      allowed: (answer) => expect(answer).toContain(CATEGORY),
    }),
  },
  {
    root: "Query",
    field: "vehicles",
    expected: PUBLIC,
    writes: false,
    prepare: async () => ({
      query: `{ vehicles { make models { model years } } }`,
      allowed: (answer) => expect((answer as unknown[]).length).toBeGreaterThan(0),
    }),
  },
  {
    root: "Query",
    field: "reviews",
    expected: PUBLIC,
    writes: false,
    prepare: async () => ({
      query: `{ reviews(last: 3) { id name feedback ratings } }`,
      allowed: (answer) => expect((answer as unknown[]).length).toBe(3),
    }),
  },
  {
    root: "Query",
    field: "me",
    expected: SIGNED_IN,
    writes: false,
    prepare: async (role) => ({
      query: `{ me { email role } }`,
      allowed: (answer) =>
        expect(answer).toEqual({ email: emailOf(role), role: role === "admin" ? "ADMIN" : "CUSTOMER" }),
    }),
  },
  {
    root: "Query",
    field: "user",
    expected: OWNER_OR_ADMIN(NOT_YOUR_ACCOUNT),
    writes: false,
    prepare: async () => ({
      query: `query($email: String!) { user(email: $email) { email role profile { address } } }`,
      variables: { email: customer.email },
      allowed: (answer) => expect((answer as { email: string }).email).toBe(customer.email),
    }),
  },
  {
    root: "Query",
    field: "myOrders",
    expected: SIGNED_IN,
    writes: false,
    prepare: async (role) => {
      const mine = await placeOrder(customer);
      const theirs = await placeOrder(otherCustomer);
      return {
        query: `{ myOrders { id email } }`,
        allowed: (answer) => {
          const list = answer as { id: string; email: string }[];
          // Only one's own orders, whoever else has ordered.
          expect(new Set(list.map((order) => order.email))).toEqual(
            new Set(list.length ? [emailOf(role)] : []),
          );
          const ids = list.map((order) => order.id);
          if (role === "customer") expect(ids).toContain(mine);
          else expect(ids).not.toContain(mine);
          if (role === "otherCustomer") expect(ids).toContain(theirs);
          else expect(ids).not.toContain(theirs);
        },
      };
    },
  },
  {
    root: "Query",
    field: "orders",
    expected: ADMIN,
    writes: false,
    prepare: async () => {
      const mine = await placeOrder(customer);
      const theirs = await placeOrder(otherCustomer);
      return {
        // Every argument: anyone's orders, found by e-mail and status, a page of them.
        query: `query($email: String) {
          orders(filter: { email: $email, status: PLACED }, first: 100) { totalCount edges { node { id email } } } }`,
        variables: { email: customer.email },
        allowed: (answer) => {
          const page = answer as { totalCount: number; edges: { node: { id: string; email: string } }[] };
          const ids = page.edges.map((edge) => edge.node.id);
          expect(ids).toContain(mine);
          expect(ids).not.toContain(theirs);
          expect(new Set(page.edges.map((edge) => edge.node.email))).toEqual(new Set([customer.email]));
          expect(page.totalCount).toBe(ids.length);
        },
      };
    },
  },
  {
    root: "Query",
    field: "users",
    expected: ADMIN,
    writes: false,
    prepare: async () => ({
      query: `{ users(first: 100) { totalCount edges { node { email role } } } }`,
      allowed: (answer) => {
        const page = answer as { totalCount: number; edges: { node: { email: string } }[] };
        const emails = page.edges.map((edge) => edge.node.email);
        expect(emails).toEqual(expect.arrayContaining([customer.email, otherCustomer.email, admin.email]));
        expect(page.totalCount).toBe(emails.length);
      },
    }),
  },

  // ---- Mutation ----
  {
    root: "Mutation",
    field: "signIn",
    expected: PUBLIC,
    writes: true,
    prepare: async () => {
      const identity = await freshIdentity();
      return {
        query: `mutation($idToken: String!) { signIn(idToken: $idToken) { accessToken user { email role } } }`,
        variables: { idToken: identity.idToken },
        // The account is the ID token's, whoever's access token came along.
        allowed: async (answer) => {
          expect((answer as { user: unknown }).user).toEqual({ email: identity.email, role: "CUSTOMER" });
          expect(await users().countDocuments({ email: identity.email })).toBe(1);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "sendContactMessage",
    expected: PUBLIC,
    writes: true,
    prepare: async () => {
      const subject = `Permissions ${randomUUID()}`;
      return {
        query: `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id subject } }`,
        variables: { input: { email: "someone@example.com", subject, message: "Do you ship abroad?" } },
        allowed: async () => {
          expect(await shop.db.collection("contactMessages").countDocuments({ subject })).toBe(1);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "placeOrder",
    expected: SIGNED_IN,
    writes: true,
    prepare: async (role) => {
      const stock = (await stockOf(productId))!;
      return {
        query: `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id email status } }`,
        variables: {
          input: { productId, quantity: ORDER_QUANTITY, address: "9 Side St", phone: "555-0199" },
        },
        allowed: async (answer) => {
          const order = answer as { id: string; email: string; status: string };
          // Always in the caller's own name: the input has no e-mail to put someone else's in.
          expect(order).toMatchObject({ email: emailOf(role), status: "PLACED" });
          expect(await orders().findOne({ _id: new ObjectId(order.id) })).toMatchObject({
            email: emailOf(role),
            status: "placed",
          });
          expect(await stockOf(productId)).toBe(stock - ORDER_QUANTITY);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "cancelOrder",
    expected: OWNER_OR_ADMIN(NOT_YOUR_ORDER),
    writes: true,
    prepare: async () => {
      // The customer's order, whoever tries to cancel it.
      const id = await placeOrder(customer);
      const stock = (await stockOf(productId))!;
      return {
        query: `mutation($id: ID!) { cancelOrder(id: $id) { id email status } }`,
        variables: { id },
        allowed: async (answer) => {
          expect(answer).toEqual({ id, email: customer.email, status: "CANCELLED" });
          expect((await orders().findOne({ _id: new ObjectId(id) }))?.status).toBe("cancelled");
          expect(await stockOf(productId)).toBe(stock + ORDER_QUANTITY);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "updateProfile",
    expected: OWNER_OR_ADMIN(NOT_YOUR_PROFILE),
    writes: true,
    prepare: async () => {
      const profile = { education: "BSc", address: `${randomUUID().slice(0, 8)} Elm St`, phone: "555-0123" };
      return {
        // The customer's profile, named by e-mail, whoever edits it.
        query: `mutation($input: ProfileInput!, $email: String) {
          updateProfile(input: $input, email: $email) { email profile { education address phone } } }`,
        variables: { input: profile, email: customer.email },
        allowed: async (answer) => {
          expect(answer).toEqual({ email: customer.email, profile });
          expect((await users().findOne({ email: customer.email }))?.profile).toEqual(profile);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "addReview",
    expected: SIGNED_IN,
    writes: true,
    prepare: async (role) => {
      const feedback = `Great parts ${randomUUID()}`;
      return {
        query: `mutation($input: ReviewInput!) { addReview(input: $input) { id feedback ratings } }`,
        variables: { input: { feedback, name: "Sam", ratings: 5 } },
        allowed: async () => {
          const stored = await shop.db.collection("reviews").find({ feedback }).toArray();
          const author = await users().findOne({ email: emailOf(role) });
          expect(stored.map((review) => review.userId)).toEqual([author!._id]);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "signOutEverywhere",
    expected: SIGNED_IN,
    writes: true,
    prepare: async (role) => {
      // An account of that role of its own: ending the role's shared session would end the next cases'.
      const own = role === "visitor" ? undefined : await shop.signUp(role === "admin" ? "admin" : "customer");
      return {
        query: `mutation { signOutEverywhere { signedOut } }`,
        token: own?.accessToken,
        allowed: async (answer) => {
          expect(answer).toEqual({ signedOut: true });
          const me = await shop.gql(`{ me { email } }`, {}, own!.accessToken);
          expect(me.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "makeAdmin",
    expected: ADMIN,
    writes: true,
    prepare: async () => {
      const target = await shop.signUp("customer");
      return {
        query: `mutation($email: String!) { makeAdmin(email: $email) { changed user { email role } } }`,
        variables: { email: target.email },
        allowed: async (answer) => {
          expect(answer).toEqual({ changed: true, user: { email: target.email, role: "ADMIN" } });
          expect((await users().findOne({ email: target.email }))?.role).toBe("admin");
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "removeUser",
    expected: ADMIN,
    writes: true,
    prepare: async () => {
      const target = await shop.signUp("customer");
      return {
        query: `mutation($email: String!) { removeUser(email: $email) { email removed } }`,
        variables: { email: target.email },
        allowed: async (answer) => {
          expect(answer).toEqual({ email: target.email, removed: true });
          expect(await users().countDocuments({ email: target.email })).toBe(0);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "addProduct",
    expected: ADMIN,
    writes: true,
    prepare: async () => {
      const name = `Added ${randomUUID().slice(0, 8)}`;
      return {
        query: `mutation($input: ProductInput!) { addProduct(input: $input) { ${PRODUCT_FIELDS} } }`,
        variables: {
          input: { name, price: 12.5, minimumOrderQuantity: 1, availableQuantity: 3, category: CATEGORY },
        },
        allowed: async (answer) => {
          expect(answer).toMatchObject({ name, price: 12.5, availableQuantity: 3 });
          expect(await products().countDocuments({ name })).toBe(1);
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "updateProduct",
    expected: ADMIN,
    writes: true,
    prepare: async () => {
      const id = await addProduct({ price: 10, availableQuantity: 50 });
      return {
        query: `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`,
        variables: { id, input: { price: 0.5, availableQuantity: 0 } },
        allowed: async (answer) => {
          expect(answer).toMatchObject({ id, price: 0.5, availableQuantity: 0 });
          expect(await products().findOne({ _id: new ObjectId(id) })).toMatchObject({
            price: 0.5,
            availableQuantity: 0,
          });
        },
      };
    },
  },
  {
    root: "Mutation",
    field: "deleteProduct",
    expected: ADMIN,
    writes: true,
    prepare: async () => {
      const id = await addProduct();
      return {
        query: `mutation($id: ID!) { deleteProduct(id: $id) { id deleted } }`,
        variables: { id },
        allowed: async (answer) => {
          expect(answer).toEqual({ id, deleted: true });
          expect(await products().countDocuments({ _id: new ObjectId(id) })).toBe(0);
        },
      };
    },
  },
];

const describeOutcome = (outcome: Outcome) =>
  outcome === ALLOWED ? "allowed" : `${outcome.code} "${outcome.message}"`;

const CASES = ROWS.flatMap((row) =>
  ROLES.map((role) => ({
    name: `${row.root}.${row.field} as ${role}: ${describeOutcome(row.expected[role])}`,
    row,
    role,
  })),
);

beforeAll(async () => {
  shop = await startTestServer();
  customer = await shop.signUp("customer");
  otherCustomer = await shop.signUp("customer");
  admin = await shop.signUp("admin");
  productId = await addProduct({ name: "Permission Pads", availableQuantity: 10_000 });
});
afterAll(() => shop?.close());

describe("the table", () => {
  it("has one row for every Query and Mutation field of schema.graphql", () => {
    const schema = buildSchema(readFileSync(SCHEMA_FILE, "utf8"));
    const fields = [
      ...Object.keys(schema.getQueryType()!.getFields()).map((field) => `Query.${field}`),
      ...Object.keys(schema.getMutationType()!.getFields()).map((field) => `Mutation.${field}`),
    ];
    expect(ROWS.map((row) => `${row.root}.${row.field}`).sort()).toEqual(fields.sort());
  });
});

describe("who may call each root field", () => {
  for (const { name, row, role } of CASES) {
    it(name, async () => {
      const call = await row.prepare(role);
      const before = await databaseSnapshot();
      const token = "token" in call ? call.token : tokenOf(role);
      const result = await shop.gql<Record<string, unknown>>(call.query, call.variables, token);
      const outcome = row.expected[role];

      if (outcome === ALLOWED) {
        expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
        const answer = result.data?.[row.field];
        expect(answer).toBeDefined();
        await call.allowed(answer);
        if (!row.writes) expect(await databaseSnapshot()).toEqual(before);
        return;
      }

      expect(result.errors?.length, JSON.stringify(result.errors)).toBe(1);
      expect(result.errors![0]).toMatchObject({
        message: outcome.message,
        extensions: { code: outcome.code },
        path: [row.field],
      });
      expect(result.data?.[row.field] ?? null).toBeNull();
      // Nothing stored or changed: not the order, the stock, a role, a profile, a product, a review.
      expect(await databaseSnapshot()).toEqual(before);
    });
  }
});

describe("the admin lists' arguments", () => {
  // Shield's rule runs before the resolver reads any argument: a caller who may not see the list learns
  // nothing from it, not even whether the input was valid.
  const calls = {
    orders: [
      `{ orders(first: 5) { totalCount } }`,
      `{ orders(first: 1000, after: "not a cursor") { totalCount } }`,
      `{ orders(filter: { email: "a", status: CANCELLED, from: "2026-01-02T00:00:00Z", to: "2026-01-01T00:00:00Z" }) { totalCount } }`,
    ],
    users: [
      `{ users(first: 5) { totalCount } }`,
      `{ users(first: -1, after: "not a cursor") { totalCount } }`,
      `{ users(filter: { email: "${"a".repeat(300)}" }) { totalCount } }`,
    ],
  };
  for (const [field, queries] of Object.entries(calls)) {
    for (const role of ["visitor", "customer"] as const) {
      it(`${field} with any arguments, as ${role}: ${describeOutcome(ADMIN[role])}`, async () => {
        for (const query of queries) {
          const result = await shop.gql(query, {}, tokenOf(role));
          expect(result.errors, query).toEqual([
            expect.objectContaining({ message: ADMIN[role].message, extensions: { code: ADMIN[role].code } }),
          ]);
        }
      });
    }
  }
});

describe("ownership", () => {
  it("a customer cannot cancel another customer's order: it stays PLACED and the stock stays put", async () => {
    const id = await placeOrder(customer);
    const stock = await stockOf(productId);
    const result = await shop.gql(
      `mutation($id: ID!) { cancelOrder(id: $id) { status } }`,
      { id },
      otherCustomer.accessToken,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: NOT_YOUR_ORDER.message,
      extensions: { code: NOT_YOUR_ORDER.code },
    });
    expect((await orders().findOne({ _id: new ObjectId(id) }))?.status).toBe("placed");
    expect(await stockOf(productId)).toBe(stock);
    // Still the owner's to cancel.
    const mine = await shop.gql<{ myOrders: { id: string; status: string }[] }>(
      `{ myOrders { id status } }`,
      {},
      customer.accessToken,
    );
    expect(mine.data?.myOrders).toContainEqual({ id, status: "PLACED" });
  });

  it("an admin can cancel anyone's order, which puts the stock back", async () => {
    const id = await placeOrder(otherCustomer);
    const stock = (await stockOf(productId))!;
    const data = await expectOk(
      shop.gql<{ cancelOrder: { status: string; email: string } }>(
        `mutation($id: ID!) { cancelOrder(id: $id) { status email } }`,
        { id },
        admin.accessToken,
      ),
    );
    expect(data.cancelOrder).toEqual({ status: "CANCELLED", email: otherCustomer.email });
    expect(await stockOf(productId)).toBe(stock + ORDER_QUANTITY);
  });

  it("myOrders lists only one's own orders, while the admin's orders lists everybody's", async () => {
    const mine = await placeOrder(customer);
    const theirs = await placeOrder(otherCustomer);
    const ids = async (user: TestUser) =>
      (
        await expectOk(
          shop.gql<{ myOrders: { id: string; email: string }[] }>(
            `{ myOrders { id email } }`,
            {},
            user.accessToken,
          ),
        )
      ).myOrders;
    const customerOrders = await ids(customer);
    const otherOrders = await ids(otherCustomer);
    expect(customerOrders.map((order) => order.id)).toContain(mine);
    expect(customerOrders.map((order) => order.id)).not.toContain(theirs);
    expect(customerOrders.every((order) => order.email === customer.email)).toBe(true);
    expect(otherOrders.map((order) => order.id)).toContain(theirs);
    expect(otherOrders.map((order) => order.id)).not.toContain(mine);
    expect(otherOrders.every((order) => order.email === otherCustomer.email)).toBe(true);
    // Newest first: the two just placed lead the admin's first page.
    const all = await expectOk(
      shop.gql<{ orders: { edges: { node: { id: string } }[] } }>(
        `{ orders(first: 2) { edges { node { id } } } }`,
        {},
        admin.accessToken,
      ),
    );
    expect(all.orders.edges.map((edge) => edge.node.id)).toEqual([theirs, mine]);
  });

  it("user(email): a customer cannot look anyone else up, however the e-mail is written, and learns nothing", async () => {
    const lookUp = (email: string, token: string) =>
      shop.gql<{ user: { email: string } | null }>(
        `query($email: String!) { user(email: $email) { email } }`,
        { email },
        token,
      );
    for (const email of [
      customer.email,
      ` ${customer.email.toUpperCase()} `,
      `nobody-${randomUUID()}@example.com`,
    ]) {
      const result = await lookUp(email, otherCustomer.accessToken);
      // The same answer for an account that exists and one that does not: no probing for customers.
      expect(result.errors?.[0], email).toMatchObject({
        message: NOT_YOUR_ACCOUNT.message,
        extensions: { code: "FORBIDDEN" },
      });
    }
    // Oneself, written any way; an admin finds anyone, and null for nobody.
    expect((await lookUp(` ${customer.email.toUpperCase()}`, customer.accessToken)).data?.user?.email).toBe(
      customer.email,
    );
    expect((await lookUp(customer.email, admin.accessToken)).data?.user?.email).toBe(customer.email);
    const nobody = await lookUp(`nobody-${randomUUID()}@example.com`, admin.accessToken);
    expect(nobody.errors).toBeUndefined();
    expect(nobody.data?.user).toBeNull();
  });

  it("updateProfile without an e-mail edits one's own profile, and a customer cannot name another's", async () => {
    const before = (await users().findOne({ email: customer.email }))?.profile;
    const own = { education: "MSc", address: "2 Oak Ave", phone: "555-0111" };
    const data = await expectOk(
      shop.gql<{ updateProfile: { email: string; profile: unknown } }>(
        `mutation($input: ProfileInput!) { updateProfile(input: $input) { email profile { education address phone } } }`,
        { input: own },
        otherCustomer.accessToken,
      ),
    );
    expect(data.updateProfile).toEqual({ email: otherCustomer.email, profile: own });
    const attempt = await shop.gql(
      `mutation($input: ProfileInput!, $email: String) { updateProfile(input: $input, email: $email) { email } }`,
      {
        input: { education: "None", address: "Hacked", phone: "555-0666" },
        email: customer.email.toUpperCase(),
      },
      otherCustomer.accessToken,
    );
    expect(attempt.errors?.[0]).toMatchObject({
      message: NOT_YOUR_PROFILE.message,
      extensions: { code: "FORBIDDEN" },
    });
    expect((await users().findOne({ email: customer.email }))?.profile).toEqual(before);
    expect((await users().findOne({ email: otherCustomer.email }))?.profile).toEqual(own);
  });
});
