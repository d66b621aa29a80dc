import { describe, expect, it } from "vitest";
import { useTestShop } from "../../support/test-shop";

/**
 * The legacy paths' JSON schemas bound each form field by its shared rule (shared/field-rules/) and answer
 * a value over it in the rule's words, as the service and the form do; however long the value (the
 * schema used to allow 200 characters of product name, and said so in its own words beyond that).
 */

const { shop, admin, customer } = useTestShop({ admin: "admin", customer: "customer" });

const LONG = "9".repeat(10_000);

describe("a value far over its field's limit", () => {
  it.each([
    ["POST", "/products", "name", "Name must be at most 20 characters"],
    ["POST", "/products", "price", "Price must be at most 20 characters"],
    ["POST", "/products", "minimum_order_quantity", "Minimum Order Quantity must be at most 20 characters"],
    ["POST", "/products", "part_number", "Part Number must be at most 40 characters"],
    ["POST", "/reviews", "name", "Name must be at most 60 characters"],
    ["POST", "/reviews", "feedback", "Message must be at most 1000 characters"],
    ["POST", "/order", "address", "Address must be at most 300 characters"],
    ["POST", "/order", "phone", "Phone must be at most 25 characters"],
    ["PUT", "/userProfile/{customer}", "education", "Education must be at most 100 characters"],
  ])("%s %s: %s gets '%s', 400 naming the field", async (method, path, field, message) => {
    const token = path === "/products" ? admin.accessToken : customer.accessToken;
    const body = { productId: "0".repeat(24), [field]: LONG };
    const response = await shop.rest(method, path.replace("{customer}", customer.email), { body, token });
    expect(response).toEqual({
      status: 400,
      body: { error: message, code: "BAD_USER_INPUT", fields: [{ field, message }] },
    });
  });

  it("keeps the schema's words for a bound no form rule names (the legacy order's buyer name)", async () => {
    const body = { productId: "0".repeat(24), name: LONG };
    const response = await shop.rest("POST", "/order", { body, token: customer.accessToken });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: [{ field: "name", message: "name must NOT have more than 200 characters" }],
    });
  });
});
