import { ObjectId } from "mongodb";
import { beforeEach, describe, expect, it } from "vitest";
import type { TestUser } from "../../support/test-server";
import { useTestShop } from "../../support/test-shop";
import {
  OBJECT_ID,
  ORDER_KEYS,
  UNKNOWN_ID,
  addProduct,
  counts,
  expectBadInput,
  expectRefused,
  keysOf,
  orderDoc,
  productDoc,
} from "./rest-helpers";

interface LegacyOrder {
  _id: string;
  email: string;
  status: string;
}

describe("REST /api order paths", () => {
  const { shop, admin, alice, bob } = useTestShop({ admin: "admin", alice: "customer", bob: "customer" });
  let productId: string;
  beforeEach(async () => {
    productId = await addProduct(shop, admin, {
      name: "Air Filter",
      price: "12.50",
      minimum_order_quantity: "2",
      available_quantity: "10",
    });
  });

  const stock = async (id = productId) => (await productDoc(shop, id))!.availableQuantity as number;
  /** `token` null: sent by a visitor. */
  const order = (
    buyer: TestUser,
    fields: Record<string, unknown> = {},
    token: string | null = buyer.accessToken,
  ) =>
    shop.rest<{ insertedId: string }>("POST", "/order", {
      body: {
        email: buyer.email,
        name: "Air Filter",
        productId,
        address: "7 Harbour Road",
        quantity: "3",
        phone: "555-0100",
        ...fields,
      },
      token: token ?? undefined,
    });
  const placed = async (buyer: TestUser, fields: Record<string, unknown> = {}) => {
    const response = await order(buyer, fields);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.insertedId;
  };

  describe("POST /order", () => {
    it("places the order, captures the price and takes the stock", async () => {
      const response = await order(alice);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ acknowledged: true, insertedId: expect.stringMatching(OBJECT_ID) });
      expect(await orderDoc(shop, response.body.insertedId)).toMatchObject({
        email: alice.email,
        name: "Air Filter",
        productId: new ObjectId(productId),
        address: "7 Harbour Road",
        quantity: 3,
        phone: "555-0100",
        unitPrice: 12.5,
        total: 37.5,
        status: "placed",
      });
      expect(await stock()).toBe(7);
    });

    it("takes the buyer from the token when the body names no e-mail, and a JSON number quantity", async () => {
      const id = await placed(alice, { email: undefined, quantity: 2 });
      expect(await orderDoc(shop, id)).toMatchObject({ email: alice.email, quantity: 2, total: 25 });
    });

    it("refuses an order in another user's name (403) and stores nothing", async () => {
      const before = await counts(shop);
      expectRefused(await order(alice, { email: bob.email }), 403);
      expect(await counts(shop)).toEqual(before);
      expect(await stock()).toBe(10);
    });

    it("answers 401 to visitors and bad tokens; stores nothing", async () => {
      const before = await counts(shop);
      expectRefused(await order(alice, {}, null), 401);
      expectRefused(await order(alice, {}, "not-a-token"), 401);
      expectRefused(await order(alice, {}, alice.idToken), 401);
      expect(await counts(shop)).toEqual(before);
      expect(await stock()).toBe(10);
    });

    it("answers missing fields in the form's words and stores nothing", async () => {
      const before = await counts(shop);
      const response = await order(alice, { address: undefined, phone: "" });
      expectBadInput(response, "address", "Address is Required");
      expectBadInput(response, "phone", "Phone is Required");
      expectBadInput(await order(alice, { quantity: undefined }), "quantity", "Quantity is Required");
      expectBadInput(await order(alice, { quantity: " " }), "quantity", "Quantity is Required");
      expectBadInput(await order(alice, { productId: undefined }), "productId", /productId/);
      expect(await counts(shop)).toEqual(before);
      expect(await stock()).toBe(10);
    });

    it.each([
      ["abc", "Quantity must be a number"],
      ["2.5", "Quantity must be a whole number"],
      ["1", "Quantity must be at least 2, the minimum order for this product"],
      ["0", /Quantity must be at least/],
    ])("answers quantity %j with 400 naming the field", async (quantity, message) => {
      const before = await counts(shop);
      expectBadInput(await order(alice, { quantity }), "quantity", message);
      expect(await counts(shop)).toEqual(before);
      expect(await stock()).toBe(10);
    });

    it("answers 404 for an unknown product and 400 for a malformed id", async () => {
      const before = await counts(shop);
      expectRefused(await order(alice, { productId: UNKNOWN_ID }), 404);
      const malformed = await order(alice, { productId: "abc" });
      expectRefused(malformed, 400);
      expect(malformed.body).toMatchObject({ error: "Product id is not a valid id" });
      expect(await counts(shop)).toEqual(before);
    });

    it("answers 409 for more than the stock, after the admin set it low, and stores nothing", async () => {
      await shop.db
        .collection("products")
        .updateOne({ _id: new ObjectId(productId) }, { $set: { availableQuantity: 3 } });
      const before = await counts(shop);
      const response = await order(alice, { quantity: "4" });
      expectRefused(response, 409);
      expect(response.body).toMatchObject({ code: "INSUFFICIENT_STOCK", error: "Only 3 left in stock" });
      expect(await counts(shop)).toEqual(before);
      expect(await stock()).toBe(3);

      await placed(alice, { quantity: "3" });
      expect(await stock()).toBe(0);
      const soldOut = await order(bob, { quantity: "2" });
      expectRefused(soldOut, 409);
      expect(soldOut.body).toMatchObject({ error: "This product is out of stock" });
    });
  });

  describe("GET /order?email=", () => {
    it("lists the caller's own placed orders, in the legacy shape", async () => {
      const mine = await placed(alice);
      const theirs = await placed(bob);
      const response = await shop.rest<LegacyOrder[]>("GET", `/order?email=${alice.email}`, {
        token: alice.accessToken,
      });
      expect(response.status).toBe(200);
      const ids = response.body.map((o) => o._id);
      expect(ids).toContain(mine);
      expect(ids).not.toContain(theirs);
      for (const o of response.body) {
        expect(keysOf(o)).toEqual(ORDER_KEYS);
        expect(o).toMatchObject({ email: alice.email, status: "placed" });
      }
      expect(response.body.find((o) => o._id === mine)).toMatchObject({
        productId,
        name: "Air Filter",
        quantity: 3,
        unit_price: 12.5,
        // An order with a one-line address pays its parts only: no shipping, no tax.
        subtotal: 37.5,
        shipping_method: null,
        shipping: null,
        tax: 0,
        total: 37.5,
        address: "7 Harbour Road",
        phone: "555-0100",
        cancelled_at: null,
      });
      const upper = await shop.rest("GET", `/order?email=${alice.email.toUpperCase()}`, {
        token: alice.accessToken,
      });
      expect(upper).toEqual(response);
    });

    it("refuses another user's e-mail with 403, for customers and admins alike", async () => {
      await placed(alice);
      const byBob = await shop.rest("GET", `/order?email=${alice.email}`, { token: bob.accessToken });
      expectRefused(byBob, 403);
      expect(JSON.stringify(byBob.body)).not.toContain("Harbour");
      expectRefused(await shop.rest("GET", `/order?email=${alice.email}`, { token: admin.accessToken }), 403);
    });

    it("answers 401 to visitors and bad tokens, 400 without an e-mail", async () => {
      expectRefused(await shop.rest("GET", `/order?email=${alice.email}`), 401);
      expectRefused(await shop.rest("GET", `/order?email=${alice.email}`, { token: "bad" }), 401);
      expectBadInput(await shop.rest("GET", "/order", { token: alice.accessToken }), "email", /email/);
    });
  });

  describe("DELETE /order/{id}", () => {
    it("cancels the owner's order, puts the stock back, and answers {acknowledged, deletedCount}", async () => {
      const id = await placed(alice);
      expect(await stock()).toBe(7);
      const response = await shop.rest("DELETE", `/order/${id}`, { token: alice.accessToken });
      expect(response).toEqual({ status: 200, body: { acknowledged: true, deletedCount: 1 } });
      expect(await orderDoc(shop, id)).toMatchObject({ status: "cancelled", cancelledAt: expect.any(Date) });
      expect(await stock()).toBe(10);
      const listed = await shop.rest<LegacyOrder[]>("GET", `/order?email=${alice.email}`, {
        token: alice.accessToken,
      });
      expect(listed.body.map((o) => o._id)).not.toContain(id);

      // Cancelling again gives nothing back twice.
      const again = await shop.rest("DELETE", `/order/${id}`, { token: alice.accessToken });
      expect(again.status).toBeLessThan(500);
      expect(await stock()).toBe(10);
    });

    it("answers another customer's cancellation as a missing order (404): it stays placed, the stock taken", async () => {
      const id = await placed(alice);
      const byBob = await shop.rest("DELETE", `/order/${id}`, { token: bob.accessToken });
      expectRefused(byBob, 404);
      // The same answer as for an order that does not exist, so order ids cannot be probed.
      const missing = await shop.rest("DELETE", `/order/${"0".repeat(24)}`, { token: bob.accessToken });
      expect(byBob).toEqual(missing);
      expectRefused(await shop.rest("DELETE", `/order/${id}`), 401);
      expectRefused(await shop.rest("DELETE", `/order/${id}`, { token: "bad" }), 401);
      expect(await orderDoc(shop, id)).toMatchObject({ status: "placed" });
      expect(await stock()).toBe(7);
    });

    it("lets an admin cancel anyone's order", async () => {
      const id = await placed(bob);
      const response = await shop.rest("DELETE", `/order/${id}`, { token: admin.accessToken });
      expect(response).toEqual({ status: 200, body: { acknowledged: true, deletedCount: 1 } });
      expect(await orderDoc(shop, id)).toMatchObject({ status: "cancelled" });
      expect(await stock()).toBe(10);
    });

    it("answers 404 for an unknown order and 400 for a malformed id", async () => {
      expectRefused(await shop.rest("DELETE", `/order/${UNKNOWN_ID}`, { token: alice.accessToken }), 404);
      expectBadInput(
        await shop.rest("DELETE", "/order/xyz", { token: alice.accessToken }),
        "id",
        "Order id is not a valid id",
      );
    });
  });

  describe("GET /orders", () => {
    it("lists every order, cancelled ones included, for admins", async () => {
      const kept = await placed(alice);
      const cancelled = await placed(bob);
      await shop.rest("DELETE", `/order/${cancelled}`, { token: bob.accessToken });
      const response = await shop.rest<LegacyOrder[]>("GET", "/orders", { token: admin.accessToken });
      expect(response.status).toBe(200);
      expect(response.body.length).toBe(await shop.db.collection("orders").countDocuments());
      for (const o of response.body) expect(keysOf(o)).toEqual(ORDER_KEYS);
      expect(response.body.find((o) => o._id === kept)).toMatchObject({
        email: alice.email,
        status: "placed",
      });
      expect(response.body.find((o) => o._id === cancelled)).toMatchObject({
        email: bob.email,
        status: "cancelled",
        cancelled_at: expect.any(String),
      });
    });

    it("answers every order in one array, newest first, however many pages the list takes", async () => {
      // Three pages of the list behind it (100 a page), and orders that share an instant across a page's end.
      const productOid = new ObjectId(productId);
      await shop.db.collection("orders").insertMany(
        Array.from({ length: 230 }, (_, i) => ({
          _id: new ObjectId(),
          number: `VP-${90_000 + i}`,
          userId: new ObjectId(),
          email: `buyer-${i}@example.com`,
          name: "Air Filter",
          productId: productOid,
          address: "7 Harbour Road",
          quantity: 2,
          phone: "555-0100",
          unitPrice: 12.5,
          total: 25,
          status: "placed",
          createdAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 7) * 60_000),
        })),
      );
      const response = await shop.rest<LegacyOrder[]>("GET", "/orders", { token: admin.accessToken });
      expect(response.status).toBe(200);
      const stored = await shop.db.collection("orders").find({}).sort({ createdAt: -1, _id: -1 }).toArray();
      expect(stored.length).toBeGreaterThan(230);
      expect(response.body.map((o) => o._id)).toEqual(stored.map((o) => o._id.toHexString()));
      for (const o of response.body) expect(keysOf(o)).toEqual(ORDER_KEYS);
    });

    it("answers 401 to visitors and bad tokens, 403 to customers", async () => {
      await placed(alice);
      expectRefused(await shop.rest("GET", "/orders"), 401);
      expectRefused(await shop.rest("GET", "/orders", { token: "bad" }), 401);
      const byCustomer = await shop.rest("GET", "/orders", { token: bob.accessToken });
      expectRefused(byCustomer, 403);
      expect(JSON.stringify(byCustomer.body)).not.toContain(alice.email);
    });
  });
});
