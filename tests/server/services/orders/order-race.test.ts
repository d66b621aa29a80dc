import { ordersServiceOf } from "../../../support/orders";
import { setTimeout as sleep } from "node:timers/promises";
import { ObjectId } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderDocument, ProductDocument, UserDocument } from "../../../../server/db/models";
import type { SignedInContext } from "../../../../server/services/common/request-context";
import type { GraphQLResponse, TestUser } from "../../../support/test-server";
import { useTestShop } from "../../../support/test-shop";

/**
 * Many customers at once: the stock is a shared counter that must never be sold twice, and placing and
 * cancelling side by side must never create or lose stock.
 */

const PLACE = "mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id quantity status } }";
const CANCEL = "mutation($id: ID!) { cancelOrder(id: $id) { id status } }";
const CUSTOMERS = 10;

interface Placed {
  placeOrder: { id: string; quantity: number; status: string };
}

const { shop, admin } = useTestShop({ admin: "admin" });
const customers: TestUser[] = [];
beforeAll(async () => {
  for (let i = 0; i < CUSTOMERS; i++) customers.push(await shop.signUp("customer"));
});

const products = () => shop.db.collection<ProductDocument>("products");
const orders = () => shop.db.collection<OrderDocument>("orders");

async function addProduct(name: string, stock: number): Promise<ObjectId> {
  const result = await shop.gql<{ addProduct: { id: string } }>(
    "mutation($input: ProductInput!) { addProduct(input: $input) { id } }",
    { input: { name, price: 9.99, minimumOrderQuantity: 1, availableQuantity: stock } },
    admin.accessToken,
  );
  expect(result.errors).toBeUndefined();
  return new ObjectId(result.data!.addProduct.id);
}

const place = (customer: TestUser, productId: ObjectId, quantity: number) =>
  shop.gql<Placed>(
    PLACE,
    { input: { productId: productId.toHexString(), quantity, address: "1 Race Way", phone: "555-0100" } },
    customer.accessToken,
  );

const stockOf = async (id: ObjectId) => (await products().findOne({ _id: id }))!.availableQuantity;

const placedQuantity = async (productId: ObjectId) =>
  (await orders().find({ productId, status: "placed" }).toArray()).reduce((sum, o) => sum + o.quantity, 0);

/** The product's stock plus the quantities of its placed orders, both read in one snapshot. */
async function stockAndPlacedAtOnce(productId: ObjectId): Promise<number> {
  const session = shop.db.client.startSession();
  try {
    return await session.withTransaction(async () => {
      const product = await products().findOne({ _id: productId }, { session });
      const placed = await orders().find({ productId, status: "placed" }, { session }).toArray();
      return product!.availableQuantity + placed.reduce((sum, o) => sum + o.quantity, 0);
    });
  } finally {
    await session.endSession();
  }
}

/** Succeeded, or refused for want of stock; anything else fails the test. */
function outcome(result: GraphQLResponse<Placed>): "placed" | "refused" {
  if (result.data?.placeOrder) {
    expect(result.errors).toBeUndefined();
    return "placed";
  }
  expect(result.errors?.[0]?.extensions?.code, JSON.stringify(result.errors)).toBe("INSUFFICIENT_STOCK");
  expect(result.errors![0]!.message).toMatch(/^(This product is out of stock|Only \d+ left in stock)$/);
  return "refused";
}

describe("racing for the last items", () => {
  it("sells exactly the 25 in stock to 120 simultaneous orders of one", async () => {
    const productId = await addProduct("Race Part", 50);
    // The stock is set by the admin, the way a restock is entered.
    const set = await shop.gql(
      "mutation($id: ID!) { updateProduct(id: $id, input: { availableQuantity: 25 }) { availableQuantity } }",
      { id: productId.toHexString() },
      admin.accessToken,
    );
    expect(set.errors).toBeUndefined();

    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) => place(customers[i % CUSTOMERS]!, productId, 1)),
    );
    const outcomes = results.map(outcome);
    const placed = results.filter((r) => r.data?.placeOrder).map((r) => r.data!.placeOrder);
    expect(outcomes.filter((o) => o === "placed")).toHaveLength(25);
    expect(outcomes.filter((o) => o === "refused")).toHaveLength(95);
    expect(new Set(placed.map((o) => o.id)).size).toBe(25);

    expect(await stockOf(productId)).toBe(0);
    const stored = await orders().find({ productId }).toArray();
    expect(stored).toHaveLength(25);
    expect(stored.every((o) => o.status === "placed" && o.quantity === 1)).toBe(true);
    expect(stored.map((o) => o._id.toHexString()).sort()).toEqual(placed.map((o) => o.id).sort());

    // Every customer sees exactly the orders they were answered for: concurrent requests share their
    // user lookups and order inserts, which must never hand one customer's order to another.
    for (const [c, customer] of customers.entries()) {
      const mine = await shop.gql<{ myOrders: { id: string; productId: string }[] }>(
        "{ myOrders { id productId } }",
        {},
        customer.accessToken,
      );
      const answered = results
        .map((result, i) => (i % CUSTOMERS === c ? result.data?.placeOrder?.id : undefined))
        .filter((id) => id !== undefined);
      const seen = mine
        .data!.myOrders.filter((o) => o.productId === productId.toHexString())
        .map((o) => o.id);
      expect(seen.sort()).toEqual(answered.sort());
    }
  });

  it("never refuses an order the stock could have served, whatever the quantities", async () => {
    const productId = await addProduct("Mixed Race Part", 60);
    const quantities = Array.from({ length: 80 }, (_, i) => 1 + ((i * 7) % 5));
    const results = await Promise.all(
      quantities.map((quantity, i) => place(customers[i % CUSTOMERS]!, productId, quantity)),
    );
    const outcomes = results.map(outcome);
    const stock = await stockOf(productId);
    expect(stock).toBeGreaterThanOrEqual(0);
    const sold = quantities.filter((_, i) => outcomes[i] === "placed").reduce((a, b) => a + b, 0);
    expect(stock + sold).toBe(60);
    expect(await placedQuantity(productId)).toBe(sold);
    // The stock only went down: a refused order asked for more than was left even at the end.
    quantities.forEach((quantity, i) => {
      if (outcomes[i] === "refused") expect(quantity).toBeGreaterThan(stock);
    });
  });
});

describe("placing and cancelling side by side", () => {
  it("keeps stock + placed quantities constant at every moment, whichever instance cancels", async () => {
    const initial = 40;
    const productId = await addProduct("Churn Part", initial);
    // Another instance of the shop on the same database, its admin cancelling what this one's customers do.
    const otherInstance = ordersServiceOf(shop.db);
    const adminUser = await shop.db.collection<UserDocument>("users").findOne({ email: admin.email });
    const adminThere: SignedInContext = { user: adminUser!, tokenProblem: null, ip: "127.0.0.1" };

    const earlier: { id: string; owner: TestUser }[] = [];
    for (let i = 0; i < 15; i++) {
      const owner = customers[i % CUSTOMERS]!;
      const result = await place(owner, productId, 1 + (i % 2));
      expect(result.errors).toBeUndefined();
      earlier.push({ id: result.data!.placeOrder.id, owner });
    }

    // Read while the orders come and go: stock and orders agree in every snapshot, not once settled.
    let running = true;
    const snapshots = (async () => {
      const seen: number[] = [];
      while (running || seen.length === 0) {
        seen.push(await stockAndPlacedAtOnce(productId));
        await sleep(5);
      }
      return seen;
    })();

    /** Three cancellations of one order at once: its owner twice here, the admin on the other instance. */
    const cancelThrice = async (id: string, owner: TestUser) => {
      const [here, there, again] = await Promise.all([
        shop.gql<{ cancelOrder: { status: string } }>(CANCEL, { id }, owner.accessToken),
        otherInstance.cancel(adminThere, id),
        shop.gql<{ cancelOrder: { status: string } }>(CANCEL, { id }, owner.accessToken),
      ]);
      // Each is answered with the cancelled order: a repeat is harmless.
      expect([here.data?.cancelOrder.status, there.status, again.data?.cancelOrder.status]).toEqual([
        "CANCELLED",
        "cancelled",
        "CANCELLED",
      ]);
    };

    const work: Promise<unknown>[] = [];
    // Cancel every earlier order, several times at once, by its owner and by the admin.
    for (const { id, owner } of earlier) work.push(cancelThrice(id, owner));
    // New orders, half of them cancelled (again several times at once) as soon as they are placed.
    for (let i = 0; i < 60; i++) {
      const owner = customers[i % CUSTOMERS]!;
      work.push(
        place(owner, productId, 1 + (i % 3)).then(async (result) => {
          const kind = outcome(result);
          if (kind === "placed" && i % 2 === 0) await cancelThrice(result.data!.placeOrder.id, owner);
        }),
      );
    }
    const settled = await Promise.all(work).finally(() => (running = false));
    expect(settled).toHaveLength(75);
    const seen = await snapshots;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((sum) => sum !== initial)).toEqual([]);

    const stock = await stockOf(productId);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(stock + (await placedQuantity(productId))).toBe(initial);
    const stored = await orders().find({ productId }).toArray();
    for (const { id } of earlier) {
      const order = stored.find((o) => o._id.toHexString() === id)!;
      expect(order.status).toBe("cancelled");
      // Cancelled once, however many asked.
      expect(order.history.map((event) => event.status)).toEqual(["placed", "cancelled"]);
    }
  });
});
