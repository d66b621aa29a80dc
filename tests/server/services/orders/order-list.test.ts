import { randomBytes } from "node:crypto";
import { ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDocument } from "../../../../server/db/models";
import { everyNode, type ConnectionPage } from "../../../support/connections";
import { expectOk } from "../../../support/graphql-answers";
import { startTestServer, type GraphQLResponse, type TestServer } from "../../../support/test-server";
import { signUpToShop } from "../../../support/users";

/**
 * The admin's list of orders: pages in a stable order however orders tie, each filter alone and
 * together, the totals, and the words of every refusal. Orders are placed through the API; their
 * placing times are then spread over days in the database, as a shop's would be.
 */

interface OrderNode {
  id: string;
  email: string;
  status: "PLACED" | "CANCELLED";
  createdAt: string;
}
type OrderPage = ConnectionPage<OrderNode>;

const ORDERS = `query($filter: OrderFilter, $first: Int, $after: String) {
  orders(filter: $filter, first: $first, after: $after) {
    totalCount
    edges { cursor node { id email status createdAt } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const run = randomBytes(4).toString("hex");
/** Two buyers whose addresses share a start ("ann"), and one whose does not. */
const EMAILS = {
  annLee: `ann.lee@${run}.example.com`,
  anna: `anna@${run}.example.com`,
  bob: `bob@${run}.example.com`,
};
const DAY = 24 * 60 * 60 * 1000;
const FIRST_DAY = Date.UTC(2026, 2, 1, 9);

let shop: TestServer;
let adminToken: string;
/** Every order of the shop, as stored, newest first with `_id` breaking ties. */
let stored: OrderDocument[];

const ordersColl = () => shop.db.collection<OrderDocument>("orders");

async function ordersPage(variables: Record<string, unknown>, token = adminToken) {
  return shop.gql<{ orders: OrderPage }>(ORDERS, variables, token);
}

const okPage = async (variables: Record<string, unknown>) => (await expectOk(ordersPage(variables))).orders;

/** Every order the filter lets through, page after page of `first`, checking each page's shape. */
const everyOrder = (filter: Record<string, unknown> | undefined, first: number) =>
  everyNode(
    (after) => okPage({ filter, first, after }),
    (page) => {
      expect(page.edges.length).toBeLessThanOrEqual(first);
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
    },
  );

/** The ids `where` picks from the stored orders, in the list's order. */
const expectedIds = (where: (order: OrderDocument) => boolean) =>
  stored.filter(where).map((order) => order._id.toHexString());

function badInput(result: GraphQLResponse<{ orders: OrderPage }>) {
  expect(result.errors?.[0]?.extensions?.code, JSON.stringify(result.errors)).toBe("BAD_USER_INPUT");
  expect(result.data?.orders ?? null).toBeNull();
  return {
    message: result.errors![0]!.message,
    fields: result.errors![0]!.extensions?.fields as { field: string; message: string }[] | undefined,
  };
}

beforeAll(async () => {
  shop = await startTestServer();
  adminToken = (await shop.signUp("admin")).accessToken;
  const added = await shop.gql<{ addProduct: { id: string } }>(
    "mutation($input: ProductInput!) { addProduct(input: $input) { id } }",
    { input: { name: "List Test Pads", price: 9.5, minimumOrderQuantity: 1, availableQuantity: 1000 } },
    adminToken,
  );
  const productId = added.data!.addProduct.id;
  const buyers = [
    [EMAILS.annLee, 6],
    [EMAILS.anna, 4],
    [EMAILS.bob, 5],
  ] as const;
  for (const [email, count] of buyers) {
    const token = (await signUpToShop(shop.gql, { email, emailVerified: true })).accessToken;
    for (let i = 0; i < count; i++) {
      const placed = await shop.gql<{ placeOrder: { id: string } }>(
        "mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }",
        { input: { productId, quantity: 1, address: "1 Main St", phone: "555-0100" } },
        token,
      );
      expect(placed.errors).toBeUndefined();
      if (email === EMAILS.bob && i < 2) {
        await shop.gql(
          "mutation($id: ID!) { cancelOrder(id: $id) { id } }",
          { id: placed.data!.placeOrder.id },
          token,
        );
      }
    }
  }
  // One order a day in the order they were placed; days 5 to 8 share one instant, as orders placed in the
  // same millisecond would, so pages must break ties by id.
  const all = await ordersColl().find({}).sort({ _id: 1 }).toArray();
  for (const [i, order] of all.entries()) {
    const day = i >= 5 && i <= 8 ? 5 : i;
    await ordersColl().updateOne(
      { _id: order._id },
      { $set: { createdAt: new Date(FIRST_DAY + day * DAY) } },
    );
  }
  stored = await ordersColl().find({}).sort({ createdAt: -1, _id: -1 }).toArray();
  expect(stored).toHaveLength(15);
});
afterAll(() => shop?.close());

describe("the admin's list of orders", () => {
  it("pages through every order newest first, each once, ties included, with the total on every page", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 1; ; pages++) {
      const page = await okPage({ first: 4, after });
      expect(page.totalCount).toBe(15);
      seen.push(...page.edges.map((edge) => edge.node.id));
      if (!page.pageInfo.hasNextPage) {
        expect(pages).toBe(4);
        break;
      }
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(expectedIds(() => true));
    const times = (await everyOrder(undefined, 100)).map((order) => Date.parse(order.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("continues after any order's cursor, and serves 20 a page unless asked otherwise", async () => {
    const all = await okPage({});
    expect(all.edges).toHaveLength(15);
    expect(all.pageInfo).toEqual({ hasNextPage: false, endCursor: all.edges[14]!.cursor });
    // The fifth order is one of the four that share an instant.
    const rest = await okPage({ first: 100, after: all.edges[5]!.cursor });
    expect(rest.edges.map((edge) => edge.node.id)).toEqual(expectedIds(() => true).slice(6));
    const end = await okPage({ after: all.edges[14]!.cursor });
    expect(end).toEqual({ totalCount: 15, edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it("counts without listing when asked for no orders", async () => {
    expect(await okPage({ first: 0 })).toEqual({
      totalCount: 15,
      edges: [],
      pageInfo: { hasNextPage: true, endCursor: null },
    });
  });

  it("names each order's buyer as their account does now, and nobody when the account gives no name", async () => {
    await shop.db
      .collection("users")
      .updateOne({ email: EMAILS.anna }, { $set: { displayName: "Anna Lindqvist" } });
    const { orders } = await expectOk(
      shop.gql<{ orders: ConnectionPage<{ email: string; buyerName: string | null }> }>(
        "{ orders(first: 100) { edges { node { email buyerName } } } }",
        {},
        adminToken,
      ),
    );
    const names = new Set(orders.edges.map(({ node }) => `${node.email}: ${node.buyerName}`));
    expect([...names].sort()).toEqual(
      [`${EMAILS.annLee}: null`, `${EMAILS.anna}: Anna Lindqvist`, `${EMAILS.bob}: null`].sort(),
    );
  });

  it("filters by status", async () => {
    const cancelled = await everyOrder({ status: "CANCELLED" }, 1);
    expect(cancelled.map((order) => order.id)).toEqual(expectedIds((order) => order.status === "cancelled"));
    expect(cancelled.map((order) => [order.email, order.status])).toEqual([
      [EMAILS.bob, "CANCELLED"],
      [EMAILS.bob, "CANCELLED"],
    ]);
    const placed = await everyOrder({ status: "PLACED" }, 5);
    expect(placed.map((order) => order.id)).toEqual(expectedIds((order) => order.status === "placed"));
    expect((await okPage({ filter: { status: "PLACED" }, first: 0 })).totalCount).toBe(13);
    expect((await okPage({ filter: { status: "CANCELLED" }, first: 0 })).totalCount).toBe(2);
  });

  it("filters by the start of the buyer's e-mail, in any case", async () => {
    const ann = await everyOrder({ email: "ANN" }, 3);
    expect(ann.map((order) => order.id)).toEqual(expectedIds((order) => order.email.startsWith("ann")));
    expect(new Set(ann.map((order) => order.email))).toEqual(new Set([EMAILS.annLee, EMAILS.anna]));
    expect(ann).toHaveLength(10);

    const annLee = await everyOrder({ email: `  ${EMAILS.annLee.toUpperCase()} ` }, 100);
    expect(annLee.map((order) => order.id)).toEqual(expectedIds((order) => order.email === EMAILS.annLee));
    expect((await okPage({ filter: { email: "anna@" }, first: 0 })).totalCount).toBe(4);
    expect(await okPage({ filter: { email: "zed" } })).toEqual({
      totalCount: 0,
      edges: [],
      pageInfo: { hasNextPage: false, endCursor: null },
    });
    // An empty search is no search.
    expect((await okPage({ filter: { email: "  " }, first: 0 })).totalCount).toBe(15);
  });

  it("finds an order by the number its buyer reads out, however it is typed", async () => {
    const wanted = stored[3]!;
    const digits = wanted.number.replace("VP-", "");
    for (const typed of [
      wanted.number,
      wanted.number.toLowerCase(),
      ` ${digits} `,
      `VP ${digits}`,
      `0${digits}`,
    ]) {
      const found = await okPage({ filter: { number: typed } });
      expect(
        found.edges.map((edge) => edge.node.id),
        typed,
      ).toEqual([wanted._id.toHexString()]);
    }
    // Another status, or text that is no order number: nothing, as for any filter that matches nothing.
    const otherStatus = wanted.status === "placed" ? "CANCELLED" : "PLACED";
    expect((await okPage({ filter: { number: wanted.number, status: otherStatus } })).totalCount).toBe(0);
    expect((await okPage({ filter: { number: "VP-99999999" } })).totalCount).toBe(0);
    expect((await okPage({ filter: { number: "brake pads" } })).totalCount).toBe(0);
    expect((await okPage({ filter: { number: "  " }, first: 0 })).totalCount).toBe(15);
  });

  it("finds a buyer's orders by a word of their name from its start, in any case, as plain text", async () => {
    const users = shop.db.collection("users");
    await users.updateOne({ email: EMAILS.annLee }, { $set: { displayName: "Ann (Lee) Sørensen" } });
    await users.updateOne({ email: EMAILS.bob }, { $set: { displayName: "Bob Leeson" } });
    const found = async (buyer: string) => (await everyOrder({ buyer }, 4)).map((order) => order.id);
    const ofBuyer = (email: string) => expectedIds((order) => order.email === email);

    expect(await found("SØR")).toEqual(ofBuyer(EMAILS.annLee));
    expect(await found("  bob lee ")).toEqual(ofBuyer(EMAILS.bob));
    // "(Lee)" is a word that starts with its bracket; what is typed is text, never a pattern.
    expect(await found("lee")).toEqual(ofBuyer(EMAILS.bob));
    expect(await found("(lee")).toEqual(ofBuyer(EMAILS.annLee));
    expect(await found(".*")).toEqual([]);
    // The middle of a word is no start of one; a name nobody has finds nothing.
    expect(await found("ørensen")).toEqual([]);
    expect(await found("Zed")).toEqual([]);
    expect((await okPage({ filter: { buyer: "bob", status: "CANCELLED" }, first: 0 })).totalCount).toBe(2);
    expect((await okPage({ filter: { buyer: "  " }, first: 0 })).totalCount).toBe(15);
  });

  it("sums the orders placed in a span, `from` included, `to` not, cancelled and unpaid ones left out", async () => {
    const summary = async (from: Date, to?: Date) =>
      (
        await expectOk(
          shop.gql<{ salesSummary: { orders: number; total: number } }>(
            "query($from: DateTime!, $to: DateTime) { salesSummary(from: $from, to: $to) { orders total } }",
            { from: from.toISOString(), to: to?.toISOString() },
            adminToken,
          ),
        )
      ).salesSummary;
    const sold = (from: Date, to = new Date()) => {
      const counted = stored.filter(
        (order) => order.createdAt >= from && order.createdAt < to && order.status !== "cancelled",
      );
      // Each order is one item at 9.50: summed in cents, so 13 of them are 123.5, not 123.49999….
      return { orders: counted.length, total: (counted.length * 950) / 100 };
    };
    const from = new Date(FIRST_DAY + 3 * DAY);
    const to = new Date(FIRST_DAY + 10 * DAY);
    expect(await summary(from, to)).toEqual(sold(from, to));
    expect(await summary(new Date(FIRST_DAY))).toEqual(sold(new Date(FIRST_DAY)));
    expect(sold(new Date(FIRST_DAY)).orders).toBe(13);
    expect(await summary(new Date(FIRST_DAY + 100 * DAY))).toEqual({ orders: 0, total: 0 });
    // An order still waiting for its bank transfer or card is no sale yet: unpaid, it is cancelled.
    const inSpan = stored.find((order) => order.createdAt >= from && order.createdAt < to)!;
    const waiting = {
      ...inSpan,
      _id: new ObjectId(),
      number: "VP-77777",
      status: "awaiting_payment" as const,
    };
    await shop.db.collection<OrderDocument>("orders").insertOne(waiting);
    expect(await summary(from, to)).toEqual(sold(from, to));
    await shop.db.collection<OrderDocument>("orders").deleteOne({ _id: waiting._id });
    const reversed = await shop.gql(
      "query($from: DateTime!, $to: DateTime) { salesSummary(from: $from, to: $to) { orders } }",
      { from: to.toISOString(), to: from.toISOString() },
      adminToken,
    );
    expect(reversed.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: [{ field: "to", message: "To must be later than From" }],
    });
  });

  it("filters by when orders were placed: `from` included, `to` not", async () => {
    const from = new Date(FIRST_DAY + 3 * DAY);
    const to = new Date(FIRST_DAY + 10 * DAY);
    const between = await everyOrder({ from: from.toISOString(), to: to.toISOString() }, 2);
    const inWindow = (order: OrderDocument) => order.createdAt >= from && order.createdAt < to;
    expect(between.map((order) => order.id)).toEqual(expectedIds(inWindow));
    // Day 3 and days 4 (one), 5 (four orders at one instant), 9: day 10 is left out.
    expect(between).toHaveLength(7);
    expect(between.at(-1)!.createdAt).toBe(from.toISOString());

    const since = await everyOrder({ from: to.toISOString() }, 100);
    expect(since.map((order) => order.id)).toEqual(expectedIds((order) => order.createdAt >= to));
    const before = await okPage({ filter: { to: from.toISOString() }, first: 0 });
    expect(before.totalCount).toBe(3);
  });

  it("combines filters: an order must match each one given", async () => {
    const bobsCancelled = await everyOrder({ status: "CANCELLED", email: "b" }, 100);
    expect(bobsCancelled).toHaveLength(2);
    const from = new Date(FIRST_DAY + 6 * DAY).toISOString();
    const combined = await everyOrder({ status: "PLACED", email: "ann", from }, 2);
    expect(combined.map((order) => order.id)).toEqual(
      expectedIds(
        (order) =>
          order.status === "placed" && order.email.startsWith("ann") && order.createdAt >= new Date(from),
      ),
    );
    expect(combined.length).toBeGreaterThan(0);
  });

  it("moves an order from the placed list to the cancelled one when it is cancelled", async () => {
    const [newest] = (await okPage({ filter: { status: "PLACED" }, first: 1 })).edges;
    const cancelled = await shop.gql(
      "mutation($id: ID!) { cancelOrder(id: $id) { status } }",
      { id: newest!.node.id },
      adminToken,
    );
    expect(cancelled.errors).toBeUndefined();
    expect((await okPage({ filter: { status: "PLACED" }, first: 0 })).totalCount).toBe(12);
    const nowCancelled = await okPage({ filter: { status: "CANCELLED" } });
    expect(nowCancelled.totalCount).toBe(3);
    expect(nowCancelled.edges[0]!.node).toMatchObject({ id: newest!.node.id, status: "CANCELLED" });
    stored = await ordersColl().find({}).sort({ createdAt: -1, _id: -1 }).toArray();
  });
});

describe("bad input to the admin's list of orders", () => {
  it("names the field of a date range that ends before it starts", async () => {
    for (const to of [FIRST_DAY, FIRST_DAY + DAY]) {
      const result = await ordersPage({
        filter: { from: new Date(FIRST_DAY + DAY).toISOString(), to: new Date(to).toISOString() },
      });
      expect(badInput(result).fields).toEqual([{ field: "to", message: "To must be later than From" }]);
    }
    expect(badInput(await ordersPage({ filter: { from: "last tuesday" } })).message).toMatch(
      /DateTime must be an ISO-8601 string/,
    );
  });

  it("names a status that is not one", async () => {
    const { message } = badInput(await ordersPage({ filter: { status: "LOST" } }));
    expect(message).toMatch(/"filter\.status"/);
    expect(message).toMatch(/"LOST" does not exist in "OrderStatus" enum/);
  });

  it("names a page size out of range and a cursor it did not make", async () => {
    for (const first of [-1, 101]) {
      expect(badInput(await ordersPage({ first })).fields).toEqual([
        { field: "first", message: "first must be between 0 and 100" },
      ]);
    }
    const priceCursor = await shop.gql<{ products: { edges: { cursor: string }[] } }>(
      "{ products(sort: PRICE_ASC, first: 1) { edges { cursor } } }",
    );
    const notOurs = [
      "not a cursor",
      Buffer.from(JSON.stringify([{ $gt: "" }, new ObjectId().toHexString()])).toString("base64url"),
      priceCursor.data!.products.edges[0]!.cursor,
    ];
    for (const after of notOurs) {
      expect(badInput(await ordersPage({ after })).fields, after).toEqual([
        { field: "after", message: "after is not a valid cursor" },
      ]);
    }
  });

  it("names an order number longer than any", async () => {
    expect(badInput(await ordersPage({ filter: { number: "VP-".padEnd(21, "1") } })).fields).toEqual([
      { field: "number", message: "Order number must be at most 20 characters" },
    ]);
  });

  it("names a buyer's name search longer than the box takes", async () => {
    expect(badInput(await ordersPage({ filter: { buyer: "b".repeat(61) } })).fields).toEqual([
      { field: "buyer", message: "Buyer's name must be at most 60 characters" },
    ]);
  });

  it("names an e-mail search longer than any address", async () => {
    expect(badInput(await ordersPage({ filter: { email: "a".repeat(255) } })).fields).toEqual([
      { field: "email", message: "Email must be at most 254 characters" },
    ]);
  });

  it("tells a customer only that the list is for the orders role, whatever the input", async () => {
    const customer = await shop.signUp("customer");
    for (const variables of [{}, { first: 1000 }, { after: "nonsense" }, { filter: { email: "ann" } }]) {
      const result = await ordersPage(variables, customer.accessToken);
      expect(result.errors?.[0]).toMatchObject({
        message: "Only staff with the orders role may do this",
        extensions: { code: "FORBIDDEN" },
      });
      expect(JSON.stringify(result)).not.toContain(run);
    }
  });
});
