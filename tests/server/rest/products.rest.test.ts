import { ObjectId } from "mongodb";
import { describe, expect, it } from "vitest";
import { useTestShop } from "../../support/test-shop";
import {
  OBJECT_ID,
  PRODUCT_KEYS,
  UNKNOWN_ID,
  addProduct,
  counts,
  expectBadInput,
  expectRefused,
  expectWholeCollection,
  keysOf,
  productDoc,
} from "./rest-helpers";

interface LegacyProduct {
  _id: string;
  name: string;
  price: number;
  minimum_order_quantity: number;
  available_quantity: number;
}

describe("REST /api/products", () => {
  // Tests here write straight to the database, as another instance would, and read at once: kept
  // answers would show those writes only after their TTL (tests/server/http/response-cache.test.ts covers that).
  const { shop, admin, customer } = useTestShop(
    { admin: "admin", customer: "customer" },
    { RESPONSE_CACHE: "false" },
  );

  /** `token` null: sent by a visitor. */
  const post = (body: unknown, token: string | null = admin.accessToken) =>
    shop.rest("POST", "/products", { body, token: token ?? undefined });
  const legacyForm = {
    name: "Oil Filter",
    description: "Spin-on, 3/4-16 thread",
    price: "19.99",
    minimum_order_quantity: "2",
    available_quantity: "5",
    picture: "https://example.com/oil-filter.png",
  };

  describe("GET /products", () => {
    it("lists the whole catalogue with `_id` and the snake_case fields, to visitors", async () => {
      const listed = await expectWholeCollection<LegacyProduct>(shop, "/products", "products", PRODUCT_KEYS);
      for (const product of listed) {
        expect(typeof product.price).toBe("number");
        expect(Number.isInteger(product.minimum_order_quantity)).toBe(true);
        expect(Number.isInteger(product.available_quantity)).toBe(true);
      }
    });

    it("pages through the catalogue behind the scenes: more than 100 products come back in one array", async () => {
      const now = new Date();
      const extra = Array.from({ length: 130 }, (_, i) => ({
        _id: new ObjectId(),
        name: `Bulk part ${i}`,
        description: "",
        price: 1 + i,
        minimumOrderQuantity: 1,
        availableQuantity: 3,
        picture: "/assets/placeholder-part.svg",
        partNumber: `BULK-${i}`,
        category: "Other",
        fitments: [],
        createdAt: now,
        updatedAt: now,
      }));
      await shop.db.collection("products").insertMany(extra);
      try {
        const response = await shop.rest<LegacyProduct[]>("GET", "/products");
        expect(response.status).toBe(200);
        const ids = response.body.map((p) => p._id);
        expect(ids.length).toBe(await shop.db.collection("products").countDocuments());
        expect(new Set(ids).size).toBe(ids.length);
        for (const part of extra) expect(ids).toContain(part._id.toHexString());
      } finally {
        await shop.db.collection("products").deleteMany({ _id: { $in: extra.map((p) => p._id) } });
      }
    });
  });

  describe("GET /products/{id}", () => {
    it("answers the product's fields as stored", async () => {
      const id = await addProduct(shop, admin, { name: "Wiper Blade", price: "8.75" });
      const response = await shop.rest<LegacyProduct & Record<string, unknown>>("GET", `/products/${id}`);
      expect(response.status).toBe(200);
      expect(keysOf(response.body)).toEqual(PRODUCT_KEYS);
      const stored = await productDoc(shop, id);
      expect(response.body).toMatchObject({
        _id: id,
        name: "Wiper Blade",
        description: stored!.description,
        price: 8.75,
        minimum_order_quantity: stored!.minimumOrderQuantity,
        available_quantity: stored!.availableQuantity,
        picture: stored!.picture,
        part_number: stored!.partNumber,
        category: stored!.category,
        fitments: [],
      });
    });

    it("answers 404 for an id that names no product", async () => {
      expectRefused(await shop.rest("GET", `/products/${UNKNOWN_ID}`), 404);
    });

    it("answers 400 naming the id for a malformed one", async () => {
      expectBadInput(await shop.rest("GET", "/products/not-an-id"), "id", "Product id is not a valid id");
    });
  });

  describe("POST /products", () => {
    it("accepts the legacy form's strings for numbers and stores numbers", async () => {
      const response = await post(legacyForm);
      expect(response.status).toBe(200);
      const { insertedId } = response.body as { insertedId: string };
      expect(response.body).toEqual({ acknowledged: true, insertedId: expect.stringMatching(OBJECT_ID) });
      expect(await productDoc(shop, insertedId)).toMatchObject({
        name: "Oil Filter",
        description: "Spin-on, 3/4-16 thread",
        price: 19.99,
        minimumOrderQuantity: 2,
        availableQuantity: 5,
        picture: "https://example.com/oil-filter.png",
      });
      const read = await shop.rest<LegacyProduct>("GET", `/products/${insertedId}`);
      expect(read.body).toMatchObject({ price: 19.99, minimum_order_quantity: 2, available_quantity: 5 });
    });

    it("accepts JSON numbers too", async () => {
      const response = await post({ name: "Spark Plug", price: 4.5, minimum_order_quantity: 4 });
      expect(response.status).toBe(200);
      const stored = await productDoc(shop, (response.body as { insertedId: string }).insertedId);
      expect(stored).toMatchObject({ price: 4.5, minimumOrderQuantity: 4, availableQuantity: 0 });
    });

    it.each([
      ["price", "abc", "Price must be a number"],
      ["price", "0x10", "Price must be a number"],
      ["price", "12abc", "Price must be a number"],
      ["minimum_order_quantity", "two", "Minimum Order Quantity must be a number"],
      ["minimum_order_quantity", "2.5", "Minimum Order Quantity must be a whole number"],
      ["available_quantity", "lots", "Available Quantity must be a number"],
      ["available_quantity", "1.5", "Available Quantity must be a whole number"],
      ["available_quantity", "-1", "Available Quantity must be at least 0"],
      ["price", "0", "Price must be at least 0.01"],
      ["price", "  ", "Price is Required"],
      ["price", "1e3", "Price must be a number"],
      ["price", "Infinity", "Price must be a number"],
      ["minimum_order_quantity", "99999999999", "Minimum Order Quantity is too large"],
    ])("answers 400 naming %s for %j and stores nothing", async (field, value, message) => {
      const before = await counts(shop);
      expectBadInput(await post({ ...legacyForm, [field]: value }), field, message);
      expect(await counts(shop)).toEqual(before);
    });

    it("answers a missing name, price and minimum order quantity in the form's words", async () => {
      const before = await counts(shop);
      const { name: _name, ...nameless } = legacyForm;
      expectBadInput(await post(nameless), "name", "Name is Required");
      const unpriced = await post({ name: "Unpriced", available_quantity: "3" });
      expectBadInput(unpriced, "price", "Price is Required");
      expectBadInput(unpriced, "minimum_order_quantity", "Minimum Order Quantity is Required");
      expect(await counts(shop)).toEqual(before);
    });

    it("answers an empty name, and one over 20 characters, naming the field", async () => {
      expectBadInput(await post({ ...legacyForm, name: "   " }), "name", "Name is Required");
      expectBadInput(
        await post({ ...legacyForm, name: "x".repeat(21) }),
        "name",
        "Name must be at most 20 characters",
      );
    });

    it("answers a picture that is no web address naming the field", async () => {
      expectBadInput(
        await post({ ...legacyForm, picture: "javascript:alert(1)" }),
        "picture",
        /Photo URL must be a web address/,
      );
    });

    it("is for admins: 401 for visitors and bad tokens, 403 for customers, nothing stored", async () => {
      const before = await counts(shop);
      expectRefused(await post(legacyForm, null), 401);
      expectRefused(await post(legacyForm, "not-a-token"), 401);
      expectRefused(await post(legacyForm, customer.idToken), 401);
      expectRefused(await post(legacyForm, customer.accessToken), 403);
      expect(await counts(shop)).toEqual(before);
    });

    it("answers 413 for a body over 64 KiB and stores nothing", async () => {
      const before = await counts(shop);
      const response = await post({ ...legacyForm, description: "x".repeat(65 * 1024) });
      expectRefused(response, 413);
      expect(await counts(shop)).toEqual(before);
    });
  });

  describe("DELETE /products/{id}", () => {
    it("removes the product for an admin and answers {acknowledged, deletedCount}", async () => {
      const id = await addProduct(shop, admin);
      const response = await shop.rest("DELETE", `/products/${id}`, { token: admin.accessToken });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ acknowledged: true, deletedCount: 1 });
      expect(await productDoc(shop, id)).toBeNull();
      expectRefused(await shop.rest("GET", `/products/${id}`), 404);
      expectRefused(await shop.rest("DELETE", `/products/${id}`, { token: admin.accessToken }), 404);
    });

    it("is for admins: 401 for visitors, 403 for customers, and the product stays", async () => {
      const id = await addProduct(shop, admin);
      expectRefused(await shop.rest("DELETE", `/products/${id}`), 401);
      expectRefused(await shop.rest("DELETE", `/products/${id}`, { token: "garbage" }), 401);
      expectRefused(await shop.rest("DELETE", `/products/${id}`, { token: customer.accessToken }), 403);
      expect(await productDoc(shop, id)).not.toBeNull();
    });

    it("answers 404 for an unknown id and 400 for a malformed one", async () => {
      const before = await counts(shop);
      expectRefused(await shop.rest("DELETE", `/products/${UNKNOWN_ID}`, { token: admin.accessToken }), 404);
      expectBadInput(
        await shop.rest("DELETE", "/products/12345", { token: admin.accessToken }),
        "id",
        "Product id is not a valid id",
      );
      expect(await counts(shop)).toEqual(before);
    });
  });
});
