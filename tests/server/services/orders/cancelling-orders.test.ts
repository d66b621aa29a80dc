import { ObjectId } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductDocument } from "../../../../server/db/models";
import { failure } from "../../../support/graphql-answers";
import type { TestUser } from "../../../support/test-server";
import { useTestShop } from "../../../support/test-shop";
import { CANCEL, orderCalls, type OrderNode } from "./order-calls";

/** A customer's own orders and cancelling them through GraphQL: who may, and the stock that comes back. */

const { shop, admin } = useTestShop({ admin: "admin" });

const { products, orders, productByPart, stockOf, placeOk, myOrders, allOrders } = orderCalls(
  () => shop,
  () => admin,
);

describe("my orders and cancelling", () => {
  let alice: TestUser;
  let bob: TestUser;
  let wipers: ProductDocument;

  beforeAll(async () => {
    alice = await shop.signUp("customer");
    bob = await shop.signUp("customer");
    wipers = await productByPart("WB-22-BM");
  });

  it("lists the customer's own orders, newest first", async () => {
    const placed: OrderNode[] = [];
    for (const quantity of [1, 2, 3]) {
      placed.push(await placeOk(alice.accessToken, { productId: wipers._id.toHexString(), quantity }));
    }
    const bobs = await placeOk(bob.accessToken, { productId: wipers._id.toHexString(), quantity: 1 });

    const mine = await myOrders(alice.accessToken);
    expect(mine.map((o) => o.id)).toEqual(placed.map((o) => o.id).reverse());
    expect(mine.every((o) => o.email === alice.email)).toBe(true);
    expect(await myOrders(bob.accessToken)).toEqual([bobs]);

    // The admin sees everyone's, newest first.
    const all = await allOrders();
    const ids = all.map((o) => o.id);
    expect(ids.slice(0, 4)).toEqual([bobs.id, ...placed.map((o) => o.id).reverse()]);
    const times = all.map((o) => new Date(o.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("cancels an order: the stock comes back, it leaves my orders, the admin still sees it", async () => {
    const before = await stockOf(wipers._id);
    const order = await placeOk(alice.accessToken, { productId: wipers._id.toHexString(), quantity: 5 });
    expect(await stockOf(wipers._id)).toBe(before - 5);

    const cancelled = await shop.gql<{ cancelOrder: OrderNode }>(CANCEL, { id: order.id }, alice.accessToken);
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelOrder).toMatchObject({
      ...order,
      status: "CANCELLED",
      cancelledAt: expect.any(String),
    });
    const cancelledAt = cancelled.data!.cancelOrder.cancelledAt;
    expect(cancelledAt).not.toBeNull();
    expect(new Date(cancelledAt!).getTime()).toBeGreaterThanOrEqual(new Date(order.createdAt).getTime());
    expect(await stockOf(wipers._id)).toBe(before);

    expect((await myOrders(alice.accessToken)).map((o) => o.id)).not.toContain(order.id);
    const seen = (await allOrders()).find((o) => o.id === order.id);
    expect(seen).toMatchObject({ status: "CANCELLED", quantity: 5, email: alice.email });
    expect(seen!.cancelledAt).toBe(cancelledAt);
    expect(await orders().findOne({ _id: new ObjectId(order.id) })).toMatchObject({ status: "cancelled" });
  });

  it("does not give the stock back twice", async () => {
    const order = await placeOk(alice.accessToken, { productId: wipers._id.toHexString(), quantity: 4 });
    const afterPlacing = await stockOf(wipers._id);
    const first = await shop.gql<{ cancelOrder: OrderNode }>(CANCEL, { id: order.id }, alice.accessToken);
    expect(first.errors).toBeUndefined();
    expect(await stockOf(wipers._id)).toBe(afterPlacing + 4);
    for (const token of [alice.accessToken, admin.accessToken]) {
      const again = await shop.gql<{ cancelOrder: OrderNode }>(CANCEL, { id: order.id }, token);
      // Either a harmless repeat or a refusal; never a second restock.
      if (!again.errors) expect(again.data!.cancelOrder.status).toBe("CANCELLED");
      expect(await stockOf(wipers._id)).toBe(afterPlacing + 4);
    }
    // The same at once: several cancellations of one order race each other.
    const raced = await placeOk(alice.accessToken, { productId: wipers._id.toHexString(), quantity: 3 });
    const beforeRace = await stockOf(wipers._id);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        shop.gql(CANCEL, { id: raced.id }, i % 2 ? admin.accessToken : alice.accessToken),
      ),
    );
    expect(await stockOf(wipers._id)).toBe(beforeRace + 3);
  });

  it("lets only the buyer or an admin cancel; to anyone else another's order is a missing one", async () => {
    const order = await placeOk(alice.accessToken, { productId: wipers._id.toHexString(), quantity: 1 });
    const before = await stockOf(wipers._id);
    const byBob = await shop.gql(CANCEL, { id: order.id }, bob.accessToken);
    const missing = await shop.gql(CANCEL, { id: new ObjectId().toHexString() }, bob.accessToken);
    failure(byBob, "NOT_FOUND");
    // Exactly the same answer, so order ids cannot be probed.
    expect(byBob).toEqual(missing);
    expect(await stockOf(wipers._id)).toBe(before);
    expect((await myOrders(alice.accessToken)).map((o) => o.id)).toContain(order.id);

    const byAdmin = await shop.gql<{ cancelOrder: OrderNode }>(CANCEL, { id: order.id }, admin.accessToken);
    expect(byAdmin.errors).toBeUndefined();
    expect(byAdmin.data!.cancelOrder.status).toBe("CANCELLED");
    expect(await stockOf(wipers._id)).toBe(before + 1);

    failure(await shop.gql(CANCEL, { id: new ObjectId().toHexString() }, alice.accessToken), "NOT_FOUND");
    failure(await shop.gql(CANCEL, { id: "nope" }, alice.accessToken), "BAD_USER_INPUT");
  });

  it("keeps the order's name and price when the product is deleted", async () => {
    const product = await shop.gql<{ addProduct: { id: string } }>(
      "mutation($input: ProductInput!) { addProduct(input: $input) { id } }",
      { input: { name: "Short-Lived Part", price: 12.5, minimumOrderQuantity: 1, availableQuantity: 10 } },
      admin.accessToken,
    );
    const productId = product.data!.addProduct.id;
    const order = await placeOk(alice.accessToken, { productId, quantity: 2 });
    const deleted = await shop.gql(
      "mutation($id: ID!) { deleteProduct(id: $id) { deleted } }",
      { id: productId },
      admin.accessToken,
    );
    expect(deleted.errors).toBeUndefined();

    const mine = (await myOrders(alice.accessToken)).find((o) => o.id === order.id);
    expect(mine).toEqual(order);
    expect(mine).toMatchObject({ name: "Short-Lived Part", unitPrice: 12.5, total: 25, productId });
    expect((await allOrders()).find((o) => o.id === order.id)).toEqual(order);

    // It can still be cancelled; there is no stock to give back to.
    const cancelled = await shop.gql<{ cancelOrder: OrderNode }>(CANCEL, { id: order.id }, alice.accessToken);
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelOrder).toMatchObject({ status: "CANCELLED", name: "Short-Lived Part" });
    expect(await products().findOne({ _id: new ObjectId(productId) })).toBeNull();
  });

  it("leaves stock and orders agreeing for the product this block used", async () => {
    const placedQuantity = (
      await orders().find({ productId: wipers._id, status: "placed" }).toArray()
    ).reduce((sum, o) => sum + o.quantity, 0);
    expect((await stockOf(wipers._id)) + placedQuantity).toBe(wipers.availableQuantity);
  });
});
