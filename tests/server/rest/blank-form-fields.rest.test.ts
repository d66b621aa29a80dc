import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductDocument } from "../../../server/db/models";
import type { FieldError } from "../../support/graphql-answers";
import { startTestServer, type TestServer } from "../../support/test-server";

/**
 * The legacy REST forms post every field as a string, empty when left blank: what GraphQL's own types
 * refuse before a service runs must come back from REST in the service's (the spec's) words.
 */

describe("the messages GraphQL's types stand in for", () => {
  let shop: TestServer;
  let admin: string;

  beforeAll(async () => {
    shop = await startTestServer();
    admin = (await shop.signUp("admin")).accessToken;
  });
  afterAll(() => shop.close());

  // A missing price or a fractional minimum: the schema's Float! and Int! in GraphQL. (Field names are the
  // REST adapter's business; the words are the spec's.)
  it.each([
    [{ price: "" }, "Price is Required"],
    [{ minimum_order_quantity: "" }, "Minimum Order Quantity is Required"],
    [{ minimum_order_quantity: "1.5" }, "Minimum Order Quantity must be a whole number"],
  ])("POST /api/products with %j answers %s", async (change, message) => {
    const before = await shop.db.collection("products").countDocuments();
    const response = await shop.rest<{ code: string; fields?: FieldError[] }>("POST", "/products", {
      token: admin,
      body: { name: "Legacy Part", price: "4.50", minimum_order_quantity: "2", ...change },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("BAD_USER_INPUT");
    expect(response.body.fields?.map((f) => f.message)).toEqual([message]);
    expect(await shop.db.collection("products").countDocuments()).toBe(before);
  });

  // A missing quantity or rating: the schema's Int! in GraphQL.
  it("POST /api/order with an empty quantity answers Quantity is Required", async () => {
    const customer = await shop.signUp("customer");
    const { _id } = (await shop.db
      .collection<ProductDocument>("products")
      .findOne({ partNumber: "WB-26-BM" }))!;
    const before = await shop.db.collection("orders").countDocuments();
    const response = await shop.rest<{ code: string; fields?: FieldError[] }>("POST", "/order", {
      token: customer.accessToken,
      body: { productId: _id.toHexString(), quantity: "", address: "1 Main St", phone: "555-0100" },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields?.map((f) => f.message)).toEqual(["Quantity is Required"]);
    expect(await shop.db.collection("orders").countDocuments()).toBe(before);
  });

  it("POST /api/reviews with an empty rating answers Rating is Required", async () => {
    const customer = await shop.signUp("customer");
    const before = await shop.db.collection("reviews").countDocuments();
    const response = await shop.rest<{ code: string; fields?: FieldError[] }>("POST", "/reviews", {
      token: customer.accessToken,
      body: { feedback: "Good", name: "Jo", ratings: "" },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields?.map((f) => f.message)).toEqual(["Rating is Required"]);
    expect(await shop.db.collection("reviews").countDocuments()).toBe(before);
  });
});
