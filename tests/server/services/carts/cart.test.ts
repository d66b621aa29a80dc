import { ObjectId } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { CartDocument } from "../../../../server/db/models";
import { expectOk, failure } from "../../../support/graphql-answers";
import { addProduct } from "../../../support/products";
import type { TestUser } from "../../../support/test-server";
import { useTestShop } from "../../../support/test-shop";
import { UPDATE_PRODUCT } from "../orders/order-calls";
import { CART_FIELDS, cartCalls, type CartView } from "./cart-calls";

/** The cart through GraphQL: what a line holds and warns of, its money in cents, and whose it is. */

const { shop, admin } = useTestShop({ admin: "admin" });

const { add, addOk, update, cart } = cartCalls(() => shop);
const carts = () => shop.db.collection<CartDocument>("carts");
const product = (input: Record<string, unknown> = {}) => addProduct(shop.gql, admin.accessToken, input);
const COROLLA = { make: "Toyota", model: "Corolla", year: 2015 };
const CIVIC = { make: "Honda", model: "Civic", year: 2018 };

/** A call that must be refused with `code`, leaving the customer's stored cart exactly as it was. */
async function refused(
  customer: TestUser,
  call: Promise<{ data?: unknown; errors?: unknown }>,
  code: string,
) {
  const { _id } = (await shop.db.collection("users").findOne({ email: customer.email }))!;
  const before = await carts().findOne({ _id });
  const error = failure((await call) as never, code);
  expect(await carts().findOne({ _id })).toEqual(before);
  return error;
}

describe("a customer's cart", () => {
  let customer: TestUser;
  beforeAll(async () => {
    customer = await shop.signUp("customer");
  });

  it("starts empty", async () => {
    expect(await cart(customer.accessToken)).toEqual({ lines: [], subtotal: 0, itemCount: 0 });
  });

  it("adds up in whole cents: 3 x 19.99 + 0.10 + 0.20 is 60.27, not 60.269999…", async () => {
    const pads = await product({ name: "Cent Pads", price: 19.99 });
    const clip = await product({ name: "Cent Clip", price: 0.1 });
    const pin = await product({ name: "Cent Pin", price: 0.2 });
    const buyer = await shop.signUp("customer");
    await addOk(buyer.accessToken, pads, 3);
    await addOk(buyer.accessToken, clip, 1);
    const view = await addOk(buyer.accessToken, pin, 1);
    expect(view.lines.map((line) => line.lineTotal)).toEqual([59.97, 0.1, 0.2]);
    expect(view.subtotal).toBe(60.27);
    expect(view.itemCount).toBe(5);
  });

  it("adds more of a product to its line, and keeps the price it was added at", async () => {
    const id = await product({ name: "Line Rotor", price: 42.5 });
    await addOk(customer.accessToken, id, 2);
    const view = await addOk(customer.accessToken, id, 1);
    const line = view.lines.find((l) => l.product.id === id)!;
    expect(line).toMatchObject({ quantity: 3, lineTotal: 127.5, addedUnitPrice: 42.5, warnings: [] });
    expect(view.lines.filter((l) => l.product.id === id)).toHaveLength(1);
  });

  it("keeps the vehicle a line was added for, and marks a part that does not fit it without refusing it", async () => {
    const fitting = await product({
      name: "Corolla Pads",
      fitments: [{ make: "Toyota", model: "Corolla", yearFrom: 2014, yearTo: 2019 }],
    });
    const other = await product({
      name: "Civic Pads",
      fitments: [{ make: "Honda", model: "Civic", yearFrom: 2016, yearTo: 2021 }],
    });
    const universal = await product({ name: "Brake Fluid", universal: true });
    const unlisted = await product({ name: "Unlisted Mirror" });
    const narrowed = await product({
      name: "1.8L Oil Filter",
      fitments: [{ make: "Toyota", model: "Corolla", yearFrom: 2014, yearTo: 2019, engine: "1.8L L4" }],
    });
    const buyer = await shop.signUp("customer");
    for (const id of [fitting, other, universal, unlisted, narrowed])
      await addOk(buyer.accessToken, id, 1, COROLLA);
    const view = await addOk(buyer.accessToken, await product({ name: "No Vehicle" }), 1);
    const byName = Object.fromEntries(view.lines.map((l) => [l.product.name, l]));
    const line = (fitmentState: string, fits: boolean) => ({
      vehicle: COROLLA,
      fitmentState,
      fits,
      warnings: [],
    });
    expect(byName["Corolla Pads"]).toMatchObject(line("FITS", true));
    expect(byName["Civic Pads"]).toMatchObject({
      ...line("DOES_NOT_FIT", false),
      warnings: ["DOES_NOT_FIT"],
    });
    expect(byName["Brake Fluid"]).toMatchObject(line("UNIVERSAL", true));
    // Neither is said not to fit: one has no fitment data, the other fits some Corollas.
    expect(byName["Unlisted Mirror"]).toMatchObject(line("NOT_CONFIRMED", false));
    expect(byName["1.8L Oil Filter"]).toMatchObject(line("FITS_SOME", false));
    expect(byName["No Vehicle"]).toMatchObject({
      vehicle: null,
      fits: null,
      fitmentState: null,
      warnings: [],
    });
    // Added again for another vehicle, the line is for that one now.
    const again = await addOk(buyer.accessToken, other, 1, CIVIC);
    expect(again.lines.find((l) => l.product.name === "Civic Pads")).toMatchObject({
      quantity: 2,
      vehicle: CIVIC,
      fits: true,
      warnings: [],
    });
  });

  it("keeps a garage vehicle's submodel and engine on the line, and asks the line's fit of them", async () => {
    const pads = await product({
      name: "Camry LE Pads",
      fitments: [{ make: "Toyota", model: "Camry", yearFrom: 2018, yearTo: 2020, submodel: "LE" }],
    });
    const buyer = await shop.signUp("customer");
    const le = { make: "Toyota", model: "Camry", year: 2018, submodel: "LE", engine: "2.5L L4" };
    const { lines } = await addOk(buyer.accessToken, pads, 1, le);
    expect(lines[0]).toMatchObject({ fitmentState: "FITS", fits: true });
    const stored = await carts().findOne({ "lines.productId": new ObjectId(pads) });
    expect(stored?.lines[0]?.vehicle).toEqual(le);
    const xse = await addOk(buyer.accessToken, pads, 1, { ...le, submodel: "XSE" });
    expect(xse.lines[0]).toMatchObject({ fitmentState: "DOES_NOT_FIT", warnings: ["DOES_NOT_FIT"] });
  });

  it("refuses what the product cannot take, in the purchase form's words, and stores nothing", async () => {
    const id = await product({ name: "Scarce Caliper", minimumOrderQuantity: 2, availableQuantity: 5 });
    const token = customer.accessToken;
    expect((await refused(customer, add(token, id, 1), "BAD_USER_INPUT")).fields).toEqual([
      { field: "quantity", message: "Quantity must be at least 2, the minimum order for this product" },
    ]);
    const stock = await refused(customer, add(token, id, 6), "INSUFFICIENT_STOCK");
    expect(stock.message).toBe("Only 5 left in stock");
    await addOk(token, id, 4);
    // The line would hold 6: more than the stock, however it is reached.
    expect((await refused(customer, add(token, id, 2), "INSUFFICIENT_STOCK")).message).toBe(
      "Only 5 left in stock",
    );
    expect((await refused(customer, add(token, id, 0), "BAD_USER_INPUT")).fields).toEqual([
      { field: "quantity", message: "Quantity must be at least 1" },
    ]);
    expect((await refused(customer, add(token, new ObjectId().toHexString(), 1), "NOT_FOUND")).message).toBe(
      "Product not found",
    );
    expect((await refused(customer, add(token, "not-an-id", 1), "BAD_USER_INPUT")).fields).toEqual([
      { field: "productId", message: "Product id is not a valid id" },
    ]);
    const badVehicle = { make: "", model: "Corolla", year: 1800 };
    expect((await refused(customer, add(token, id, 2, badVehicle), "BAD_USER_INPUT")).fields).toEqual([
      { field: "vehicle.make", message: "Make is Required" },
      { field: "vehicle.year", message: "Year must be between 1900 and 2100" },
    ]);
  });

  it("sets a line's quantity, removes it at 0, and says when there is no such line", async () => {
    const id = await product({ name: "Update Filter", availableQuantity: 8 });
    const token = customer.accessToken;
    await addOk(token, id, 1);
    const changed = (await expectOk(update(token, id, 7))).updateCartLine;
    expect(changed.lines.find((l) => l.product.id === id)?.quantity).toBe(7);
    expect((await refused(customer, update(token, id, 9), "INSUFFICIENT_STOCK")).message).toBe(
      "Only 8 left in stock",
    );
    const removed = (await expectOk(update(token, id, 0))).updateCartLine;
    expect(removed.lines.some((l) => l.product.id === id)).toBe(false);
    expect((await refused(customer, update(token, id, 2), "NOT_FOUND")).message).toBe("Cart line not found");
  });

  it("warns when the price changed or the stock no longer covers a line, and leaves out products removed", async () => {
    const buyer = await shop.signUp("customer");
    const pricey = await product({ name: "Price Pads", price: 30 });
    const scarce = await product({ name: "Scarce Pads", availableQuantity: 10 });
    const gone = await product({ name: "Gone Pads" });
    for (const id of [pricey, scarce, gone]) await addOk(buyer.accessToken, id, 4);
    const change = (id: string, input: Record<string, unknown>) =>
      expectOk(shop.gql(UPDATE_PRODUCT, { id, input }, admin.accessToken));
    await change(pricey, { price: 32.5 });
    await change(scarce, { availableQuantity: 3 });
    await expectOk(
      shop.gql(`mutation($id: ID!) { deleteProduct(id: $id) { id } }`, { id: gone }, admin.accessToken),
    );
    const view = await cart(buyer.accessToken);
    expect(view.lines.map((l) => [l.product.name, l.addedUnitPrice, l.lineTotal, l.warnings])).toEqual([
      ["Price Pads", 30, 130, ["PRICE_CHANGED"]],
      ["Scarce Pads", 10, 40, ["NOT_ENOUGH_STOCK"]],
    ]);
    await change(scarce, { availableQuantity: 0 });
    expect((await cart(buyer.accessToken)).lines[1]?.warnings).toEqual(["OUT_OF_STOCK"]);
    // Setting the quantity again is seeing the new price: the warning goes.
    const seen = (await expectOk(update(buyer.accessToken, pricey, 2))).updateCartLine;
    expect(seen.lines[0]).toMatchObject({ addedUnitPrice: 32.5, lineTotal: 65, warnings: [] });
  });

  it("loses no line when many are added at once, as from two tabs", async () => {
    const buyer = await shop.signUp("customer");
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => product({ name: `Tab Part ${i}` })));
    await Promise.all(ids.map((id) => add(buyer.accessToken, id, 1).then(expectOk)));
    expect((await cart(buyer.accessToken)).lines.map((l) => l.product.id).sort()).toEqual([...ids].sort());
  });
});

describe("whose cart it is", () => {
  it("is the signed-in user's own: another customer neither sees nor changes it", async () => {
    const ann = await shop.signUp("customer");
    const bob = await shop.signUp("customer");
    const id = await product({ name: "Ann's Pads" });
    await addOk(ann.accessToken, id, 2);
    expect((await cart(bob.accessToken)).lines).toEqual([]);
    // Bob naming Ann's line changes his own cart, which has no such line.
    expect((await refused(bob, update(bob.accessToken, id, 0), "NOT_FOUND")).message).toBe(
      "Cart line not found",
    );
    expect((await cart(ann.accessToken)).lines.map((l) => l.quantity)).toEqual([2]);
  });

  it("needs a signed-in user to be kept", async () => {
    const id = await product();
    const count = await carts().countDocuments();
    for (const call of [add("", id, 1), update("", id, 1), shop.gql(`{ cart { itemCount } }`)]) {
      expect(failure((await call) as never, "UNAUTHENTICATED").message).toBe("Sign in to do this");
    }
    expect(await carts().countDocuments()).toBe(count);
  });
});

describe("a visitor's cart, kept in the browser", () => {
  const preview = (lines: unknown[]) =>
    shop.gql<{ cartPreview: CartView }>(
      `query($lines: [CartLineInput!]!) { cartPreview(lines: $lines) { ${CART_FIELDS} } }`,
      {
        lines,
      },
    );
  const merge = (token: string, lines: unknown[]) =>
    shop.gql<{ mergeCart: CartView }>(
      `mutation($lines: [CartLineInput!]!) { mergeCart(lines: $lines) { ${CART_FIELDS} } }`,
      { lines },
      token,
    );

  it("is priced like a customer's, stored nowhere, and leaves out products that are gone", async () => {
    const rotor = await product({
      name: "Preview Rotor",
      price: 19.99,
      availableQuantity: 2,
      universal: true,
    });
    const count = await carts().countDocuments();
    const view = (
      await expectOk(
        preview([
          { productId: rotor, quantity: 3, vehicle: COROLLA },
          { productId: new ObjectId().toHexString(), quantity: 1 },
          { productId: rotor, quantity: 1 },
        ]),
      )
    ).cartPreview;
    expect(view).toMatchObject({ subtotal: 79.96, itemCount: 4 });
    expect(view.lines).toEqual([
      expect.objectContaining({ quantity: 4, vehicle: COROLLA, fits: true, warnings: ["NOT_ENOUGH_STOCK"] }),
    ]);
    expect(await carts().countDocuments()).toBe(count);
    expect(failure(await preview([{ productId: "nope", quantity: -1 }]), "BAD_USER_INPUT").fields).toEqual([
      { field: "lines.0.quantity", message: "Quantity must be at least 1" },
      { field: "lines.0.productId", message: "Product id is not a valid id" },
    ]);
  });

  it("merges into the account's cart on sign-in, adding up a product in both", async () => {
    const buyer = await shop.signUp("customer");
    const both = await product({ name: "Merge Both" });
    const browserOnly = await product({ name: "Merge Browser" });
    await addOk(buyer.accessToken, both, 2, CIVIC);
    const merged = (
      await expectOk(
        merge(buyer.accessToken, [
          { productId: both, quantity: 3 },
          { productId: browserOnly, quantity: 1, vehicle: COROLLA },
          { productId: new ObjectId().toHexString(), quantity: 5 },
        ]),
      )
    ).mergeCart;
    expect(merged.lines.map((l) => [l.product.name, l.quantity, l.vehicle])).toEqual([
      ["Merge Both", 5, CIVIC],
      ["Merge Browser", 1, COROLLA],
    ]);
    expect(failure(await merge("", []), "UNAUTHENTICATED").message).toBe("Sign in to do this");
  });
});
