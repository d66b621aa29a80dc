import { ObjectId } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import { failure, type FieldError } from "../../../support/graphql-answers";
import type { TestUser } from "../../../support/test-server";
import { useTestShop } from "../../../support/test-shop";
import { UPDATE_PRODUCT, orderCalls } from "./order-calls";

/** Placing an order through GraphQL: the form's rules and messages, the stock it takes, the price it keeps. */

const { shop, admin } = useTestShop({ admin: "admin" });

const { products, orders, productByPart, stockOf, place, placeOk, myOrders, allOrders } = orderCalls(
  () => shop,
  () => admin,
);

describe("placing an order", () => {
  let customer: TestUser;
  beforeAll(async () => {
    customer = await shop.signUp("customer");
  });

  /** Places an order that must be refused with `code`, and checks nothing was stored or taken. */
  const refused = async (input: Record<string, unknown>, code: string) => {
    const product = ObjectId.isValid(String(input.productId))
      ? await products().findOne({ _id: new ObjectId(String(input.productId)) })
      : null;
    const ordersBefore = await orders().countDocuments();
    const result = await place(customer.accessToken, input);
    const error = failure(result, code);
    expect(result.data?.placeOrder ?? null).toBeNull();
    expect(await orders().countDocuments()).toBe(ordersBefore);
    if (product) expect(await stockOf(product._id)).toBe(product.availableQuantity);
    return error;
  };

  it("checks the form with the spec's words and stores nothing", async () => {
    const { _id } = await productByPart("BP-1210-CF");
    const valid = {
      productId: _id.toHexString(),
      quantity: 1,
      address: "1 Main St",
      phone: "+1 (555) 010-0100",
    };
    const cases: [Record<string, unknown>, FieldError[]][] = [
      [{ address: "" }, [{ field: "address", message: "Address is Required" }]],
      [{ address: "   " }, [{ field: "address", message: "Address is Required" }]],
      [{ phone: "" }, [{ field: "phone", message: "Phone is Required" }]],
      [{ phone: "call me" }, [{ field: "phone", message: "Provide a valid phone number" }]],
      [{ phone: "12" }, [{ field: "phone", message: "Provide a valid phone number" }]],
      [{ quantity: 0 }, [{ field: "quantity", message: "Quantity must be at least 1" }]],
      [{ quantity: -4 }, [{ field: "quantity", message: "Quantity must be at least 1" }]],
    ];
    for (const [change, expected] of cases) {
      const { fields } = await refused({ ...valid, ...change }, "BAD_USER_INPUT");
      expect(fields, JSON.stringify(change)).toEqual(expected);
    }
    const all = await refused({ ...valid, address: "", phone: "x", quantity: 0 }, "BAD_USER_INPUT");
    expect(all.fields).toEqual(
      expect.arrayContaining([
        { field: "address", message: "Address is Required" },
        { field: "phone", message: "Provide a valid phone number" },
        { field: "quantity", message: "Quantity must be at least 1" },
      ]),
    );
    expect(all.fields).toHaveLength(3);
    // A missing quantity is refused by the schema's Int! before the service runs.
    const { quantity: _quantity, ...noQuantity } = valid;
    expect((await refused(noQuantity, "BAD_USER_INPUT")).message).toMatch(/quantity/);
  });

  it("refuses less than the product's minimum order, naming the minimum", async () => {
    const fluid = await productByPart("BF-DOT4-1000");
    expect(fluid.minimumOrderQuantity).toBe(12);
    for (const quantity of [1, 11]) {
      const { fields } = await refused(
        { productId: fluid._id.toHexString(), quantity, address: "1 Main St", phone: "555-0100" },
        "BAD_USER_INPUT",
      );
      expect(fields).toHaveLength(1);
      expect(fields[0]!.field).toBe("quantity");
      expect(fields[0]!.message).toMatch(/\b12\b/);
    }
    const ok = await placeOk(customer.accessToken, { productId: fluid._id.toHexString(), quantity: 12 });
    expect(ok.quantity).toBe(12);
  });

  it("refuses more than is in stock, saying how many are left", async () => {
    const rotor = await productByPart("BD-34116-DS");
    expect(rotor.availableQuantity).toBe(3);
    const input = {
      productId: rotor._id.toHexString(),
      quantity: 4,
      address: "1 Main St",
      phone: "555-0100",
    };
    const { message, extensions } = await refused(input, "INSUFFICIENT_STOCK");
    expect(message).toBe("Only 3 left in stock");
    expect(extensions.availableQuantity).toBe(3);
    // Everything that is left can be ordered; then the product is out of stock.
    await placeOk(customer.accessToken, { productId: rotor._id.toHexString(), quantity: 3 });
    expect(await stockOf(rotor._id)).toBe(0);
    const gone = await refused({ ...input, quantity: 2 }, "INSUFFICIENT_STOCK");
    expect(gone.message).toBe("This product is out of stock");
  });

  it("refuses a product that is out of stock", async () => {
    const filter = await productByPart("FF-TP1015");
    expect(filter.availableQuantity).toBe(0);
    const { message } = await refused(
      { productId: filter._id.toHexString(), quantity: 1, address: "1 Main St", phone: "555-0100" },
      "INSUFFICIENT_STOCK",
    );
    expect(message).toBe("This product is out of stock");
  });

  it("answers NOT_FOUND for an unknown product and bad input for a malformed id", async () => {
    const input = { quantity: 1, address: "1 Main St", phone: "555-0100" };
    await refused({ ...input, productId: new ObjectId().toHexString() }, "NOT_FOUND");
    await refused({ ...input, productId: "not-an-id" }, "BAD_USER_INPUT");
  });

  it("captures the unit price and the total when the order is placed", async () => {
    const pads = await productByPart("BP-1210-CF");
    const order = await placeOk(customer.accessToken, {
      productId: pads._id.toHexString(),
      quantity: 3,
      address: "  12 High Street, Springfield  ",
      phone: "555-0199",
    });
    expect(order).toMatchObject({
      email: customer.email,
      name: "Ceramic Brake Pads",
      productId: pads._id.toHexString(),
      address: "12 High Street, Springfield",
      quantity: 3,
      phone: "555-0199",
      unitPrice: 54.99,
      total: 164.97,
      status: "PLACED",
      cancelledAt: null,
    });
    expect(Math.abs(Date.now() - new Date(order.createdAt).getTime())).toBeLessThan(60_000);

    // Totals are in cents: 27 fuses at 0.39 are 10.53, not 10.530000000000001.
    const fuse = await productByPart("FU-ATM-10");
    const fuses = await placeOk(customer.accessToken, { productId: fuse._id.toHexString(), quantity: 27 });
    expect(fuses.unitPrice).toBe(0.39);
    expect(fuses.total).toBe(10.53);

    // A later change of price or name leaves the order as it was.
    const changed = await shop.gql(
      UPDATE_PRODUCT,
      { id: pads._id.toHexString(), input: { price: 61.5, name: "Ceramic Pads v2" } },
      admin.accessToken,
    );
    expect(changed.errors).toBeUndefined();
    const mine = await myOrders(customer.accessToken);
    expect(mine.find((o) => o.id === order.id)).toEqual(order);
    expect((await allOrders()).find((o) => o.id === order.id)).toEqual(order);
    const stored = await orders().findOne({ _id: new ObjectId(order.id) });
    expect(stored).toMatchObject({ unitPrice: 54.99, total: 164.97, name: "Ceramic Brake Pads" });
    // New orders take the new price.
    const later = await placeOk(customer.accessToken, { productId: pads._id.toHexString(), quantity: 2 });
    expect(later).toMatchObject({ unitPrice: 61.5, total: 123, name: "Ceramic Pads v2" });
  });

  it("takes the ordered quantity out of stock", async () => {
    const plugs = await productByPart("SP-IR-9091");
    const before = plugs.availableQuantity;
    await placeOk(customer.accessToken, { productId: plugs._id.toHexString(), quantity: 8 });
    expect(await stockOf(plugs._id)).toBe(before - 8);
    await placeOk(customer.accessToken, { productId: plugs._id.toHexString(), quantity: 4 });
    expect(await stockOf(plugs._id)).toBe(before - 12);
    const read = await shop.gql<{ product: { availableQuantity: number } }>(
      "query($id: ID!) { product(id: $id) { availableQuantity } }",
      { id: plugs._id.toHexString() },
    );
    expect(read.data!.product.availableQuantity).toBe(before - 12);
  });
});
