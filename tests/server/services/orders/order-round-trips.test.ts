import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVERY, countedOrders, customerWithCart, type CountedOrders } from "../../../support/orders";
import { useTestDatabase } from "../../../support/test-database";

/**
 * What placing an order and checking out a cart cost in database round trips, counted by the driver's
 * command monitoring: each command the services send is one round trip.
 */

const database = useTestDatabase();
let counted: CountedOrders;
beforeAll(async () => {
  counted = await countedOrders(database.uri, database.db.databaseName);
});
afterAll(() => counted.close());

describe("round trips", () => {
  it("checks out a cart of three lines in seven: the reads, one write of every line's stock, the order, the cart, its e-mail, the commit", async () => {
    // The first order of an instance also reads the webhook endpoints, which it then knows for a while.
    const first = await customerWithCart(counted.db, 1);
    await counted.orders.checkout(first.ctx, DELIVERY);
    const { ctx } = await customerWithCart(counted.db, 3);
    const sent = await counted.commandsOf(() => counted.orders.checkout(ctx, DELIVERY));
    expect(sent).toEqual([
      "find", // the cart
      "find", // its products
      "update ×3", // every line's stock, a statement a line in one command
      "insert", // the order
      "update", // the cart, emptied of the ordered lines
      "insert", // the buyer's e-mail, queued with the order
      "commitTransaction",
    ]);
    expect(await counted.db.collection("orders").countDocuments({ userId: ctx.user._id })).toBe(1);
  });

  it("places a one-line order in four, plus a read of the product the first time", async () => {
    const { ctx, productIds } = await customerWithCart(counted.db, 1);
    const order = { productId: productIds[0]!.toHexString(), quantity: 1, ...DELIVERY };
    const first = await counted.commandsOf(() => counted.orders.place(ctx, order));
    const next = await counted.commandsOf(() => counted.orders.place(ctx, order));
    // The stock, the order, its e-mail, the commit; the order's number comes from this instance's block.
    expect(first).toEqual(["find", "update", "insert", "insert", "commitTransaction"]);
    expect(next).toEqual(["update", "insert", "insert", "commitTransaction"]);
  });

  it("adds a line to a cart in three: the cart, its products with the one added, the write", async () => {
    const { ctx, productIds } = await customerWithCart(counted.db, 3);
    const added = productIds[0]!.toHexString();
    const sent = await counted.commandsOf(() => counted.carts.add(ctx, added, 2));
    expect(sent).toEqual(["find", "find", "update"]);
    const cart = await counted.carts.get(ctx);
    expect(cart.lines.map((line) => line.quantity)).toEqual([3, 1, 1]);
    expect(cart.itemCount).toBe(5);
  });

  it("reads the carts and products of checkouts that come together in shared queries, not two each", async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => customerWithCart(counted.db, 2)));
    const sent = await counted.commandsOf(() =>
      Promise.all(customers.map(({ ctx }) => counted.orders.checkout(ctx, DELIVERY))),
    );
    // The first checkout's reads go at once; the others', asked meanwhile, go together after them.
    expect(sent.filter((command) => command === "find").length).toBeLessThanOrEqual(4);
    expect(sent.filter((command) => command === "commitTransaction")).toHaveLength(6);
    for (const { ctx } of customers) {
      expect(await counted.db.collection("orders").countDocuments({ userId: ctx.user._id })).toBe(1);
    }
  });
});
