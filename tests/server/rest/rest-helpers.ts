import { ObjectId } from "mongodb";
import { expect } from "vitest";
import type { RestResponse, TestServer, TestUser } from "../../support/test-server";

/** What every refused REST call answers (server/rest/adapter.ts). */
export interface RestErrorBody {
  error: string;
  code: string;
  fields?: { field: string; message: string }[];
}

export const OBJECT_ID = /^[0-9a-f]{24}$/;
/** A well-formed id that names nothing. */
export const UNKNOWN_ID = new ObjectId().toHexString();

export const PRODUCT_KEYS = [
  "_id",
  "available_quantity",
  "category",
  "created_at",
  "description",
  "fitments",
  "minimum_order_quantity",
  "name",
  "part_number",
  "picture",
  "price",
].sort();

export const ORDER_KEYS = [
  "_id",
  "address",
  "cancelled_at",
  "created_at",
  "email",
  "name",
  "order_number",
  "phone",
  "productId",
  "quantity",
  "shipping",
  "shipping_method",
  "status",
  "subtotal",
  "tax",
  "total",
  "unit_price",
].sort();

export const keysOf = (value: unknown) => Object.keys(value as object).sort();

/** A 400 naming `field` with `message`, in both the error text and the fields list. */
export function expectBadInput(response: RestResponse, field: string, message: string | RegExp): void {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  const body = response.body as RestErrorBody;
  expect(body.code).toBe("BAD_USER_INPUT");
  expect(body.error).toMatch(message);
  expect(body.fields).toContainEqual({
    field,
    message: typeof message === "string" ? message : expect.stringMatching(message),
  });
}

/** A refusal with this status and an error message (and never a stack trace or internal detail). */
export function expectRefused(response: RestResponse, status: number): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const body = response.body as RestErrorBody;
  expect(typeof body.error).toBe("string");
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|stack|Variable "\$/);
}

/** A product added by `admin` through POST /api/products; resolves with its id. */
export async function addProduct(
  shop: TestServer,
  admin: TestUser,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const response = await shop.rest<{ insertedId: string }>("POST", "/products", {
    body: {
      name: "Brake Pad Set",
      description: "Front axle, ceramic",
      price: "24.50",
      minimum_order_quantity: "1",
      available_quantity: "10",
      ...fields,
    },
    token: admin.accessToken,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.insertedId;
}

export const productDoc = (shop: TestServer, id: string) =>
  shop.db.collection("products").findOne({ _id: new ObjectId(id) });

export const orderDoc = (shop: TestServer, id: string) =>
  shop.db.collection("orders").findOne({ _id: new ObjectId(id) });

export const userDoc = (shop: TestServer, email: string) =>
  shop.db.collection("users").findOne({ email: email.toLowerCase() });

/** How many documents each collection holds, to show a refused call stored nothing. */
export async function counts(shop: TestServer) {
  const count = (name: string) => shop.db.collection(name).countDocuments({});
  return {
    products: await count("products"),
    orders: await count("orders"),
    reviews: await count("reviews"),
    users: await count("users"),
  };
}

/**
 * GETs `path` (as `token`'s user, or a visitor without one) and expects a 200 listing every document of
 * `collection`, each with exactly `keys` and a 24-hex `_id`. Resolves with the list, for the checks a path adds.
 */
export async function expectWholeCollection<
  T extends { _id: unknown } = { _id: string; [key: string]: unknown },
>(shop: TestServer, path: string, collection: string, keys: string[], token?: string): Promise<T[]> {
  const response = await shop.rest<T[]>("GET", path, { token });
  expect(response.status).toBe(200);
  expect(response.body.length).toBe(await shop.db.collection(collection).countDocuments());
  for (const document of response.body) {
    expect(keysOf(document)).toEqual(keys);
    expect(document._id).toMatch(OBJECT_ID);
  }
  return response.body;
}
