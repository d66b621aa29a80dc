import { ObjectId } from "mongodb";
import { describe, expect, it } from "vitest";
import type { ProductDocument } from "../../../../server/db/models";
import { expectOk, failure } from "../../../support/graphql-answers";
import { DELIVERY } from "../../../support/orders";
import { addProduct } from "../../../support/products";
import { useTestShop } from "../../../support/test-shop";
import { UPDATE_PRODUCT } from "./order-calls";
import { cartCalls } from "../carts/cart-calls";

/** Checkout through GraphQL: one order of the whole cart, every line's stock or none, the cart emptied. */

const { shop, admin } = useTestShop({ admin: "admin" });

const { addOk, cart, checkout, checkoutOk, order } = cartCalls(() => shop);
const product = (input: Record<string, unknown> = {}) => addProduct(shop.gql, admin.accessToken, input);
const products = () => shop.db.collection<ProductDocument>("products");
const stockOf = async (id: string) =>
  (await products().findOne({ _id: new ObjectId(id) }))!.availableQuantity;
const COROLLA = { make: "Toyota", model: "Corolla", year: 2015 };

describe("checking out a cart", () => {
  it("places one order of every line at today's prices, in cents, and empties the cart", async () => {
    const pads = await product({
      name: "Checkout Pads",
      price: 19.99,
      availableQuantity: 10,
      fitments: [{ make: "Toyota", model: "Corolla", yearFrom: 2014, yearTo: 2019 }],
    });
    const clip = await product({ name: "Checkout Clip", price: 0.1, availableQuantity: 10 });
    const pin = await product({
      name: "Checkout Pin",
      price: 0.2,
      availableQuantity: 10,
      fitments: [{ make: "Honda", model: "Civic", yearFrom: 2016, yearTo: 2021 }],
    });
    const buyer = await shop.signUp("customer");
    await addOk(buyer.accessToken, pads, 3, COROLLA);
    await addOk(buyer.accessToken, clip, 1);
    await addOk(buyer.accessToken, pin, 1, COROLLA);

    const placed = await checkoutOk(buyer.accessToken);
    expect(placed).toMatchObject({
      email: buyer.email,
      status: "PLACED",
      total: 60.27,
      // The one-product summary legacy clients read: the first line, and how many more.
      name: "Checkout Pads and 2 more",
      productId: pads,
      unitPrice: 19.99,
      quantity: 5,
      address: DELIVERY.address,
      phone: DELIVERY.phone,
      shipment: null,
    });
    expect(placed.lines).toEqual([
      {
        productId: pads,
        name: "Checkout Pads",
        unitPrice: 19.99,
        quantity: 3,
        total: 59.97,
        vehicle: COROLLA,
        fits: true,
        fitmentState: "FITS",
      },
      {
        productId: clip,
        name: "Checkout Clip",
        unitPrice: 0.1,
        quantity: 1,
        total: 0.1,
        vehicle: null,
        fits: null,
        fitmentState: null,
      },
      {
        productId: pin,
        name: "Checkout Pin",
        unitPrice: 0.2,
        quantity: 1,
        total: 0.2,
        vehicle: COROLLA,
        fits: false,
        fitmentState: "DOES_NOT_FIT",
      },
    ]);
    expect(placed.history.map((event) => event.status)).toEqual(["PLACED"]);
    expect([await stockOf(pads), await stockOf(clip), await stockOf(pin)]).toEqual([7, 9, 9]);
    expect(await cart(buyer.accessToken)).toEqual({ lines: [], subtotal: 0, itemCount: 0 });
    expect(await order(buyer.accessToken, placed.id)).toEqual(placed);

    // Legacy clients see the summary, in the documented fields.
    const legacy = await shop.rest<Record<string, unknown>[]>(
      "GET",
      `/order?email=${encodeURIComponent(buyer.email)}`,
      {
        token: buyer.accessToken,
      },
    );
    expect(legacy.body).toEqual([
      expect.objectContaining({
        _id: placed.id,
        name: "Checkout Pads and 2 more",
        productId: pads,
        quantity: 5,
      }),
    ]);
  });

  it("captures the price of the day, not the one the line was added at", async () => {
    const id = await product({ name: "Repriced Rotor", price: 50 });
    const buyer = await shop.signUp("customer");
    await addOk(buyer.accessToken, id, 2);
    await expectOk(shop.gql(UPDATE_PRODUCT, { id, input: { price: 45.55 } }, admin.accessToken));
    const placed = await checkoutOk(buyer.accessToken);
    expect(placed.lines[0]).toMatchObject({ unitPrice: 45.55, total: 91.1 });
    expect(placed.total).toBe(91.1);
  });

  it("places the order only at the total the buyer agreed to, when they name one", async () => {
    const id = await product({ name: "Agreed Rotor", price: 50, availableQuantity: 5 });
    const buyer = await shop.signUp("customer");
    await addOk(buyer.accessToken, id, 2);
    // The buyer read the checkout at $100.00; the admin lowered the price before they pressed Place order.
    await expectOk(shop.gql(UPDATE_PRODUCT, { id, input: { price: 45.55 } }, admin.accessToken));
    const orders = await shop.db.collection("orders").countDocuments();

    const error = failure(
      await checkout(buyer.accessToken, { ...DELIVERY, expectedTotal: 100 }),
      "PRICE_CHANGED",
    );
    expect(error.message).toBe("Prices changed since you looked: the total is now $91.10, not $100.00");
    expect(error.extensions).toMatchObject({ total: 91.1 });
    expect(await shop.db.collection("orders").countDocuments()).toBe(orders);
    expect(await stockOf(id)).toBe(5);
    expect((await cart(buyer.accessToken)).itemCount).toBe(2);

    expect(
      failure(await checkout(buyer.accessToken, { ...DELIVERY, expectedTotal: -1 }), "BAD_USER_INPUT").fields,
    ).toEqual([{ field: "expectedTotal", message: "Expected total must be at least 0" }]);

    // Agreeing to the new total, summed in cents as the shop sums it, places the order.
    const placed = (await expectOk(checkout(buyer.accessToken, { ...DELIVERY, expectedTotal: 91.1 })))
      .checkout;
    expect(placed.total).toBe(91.1);
    expect(await stockOf(id)).toBe(3);
  });

  it("refuses an empty cart and a bad address or phone in the form's words, storing nothing", async () => {
    const buyer = await shop.signUp("customer");
    expect(failure(await checkout(buyer.accessToken), "BAD_USER_INPUT").fields).toEqual([
      { field: "cart", message: "Your cart is empty" },
    ]);
    const id = await product({ name: "Form Pads", availableQuantity: 5 });
    await addOk(buyer.accessToken, id, 1);
    const orders = await shop.db.collection("orders").countDocuments();
    expect(
      failure(await checkout(buyer.accessToken, { address: " ", phone: "call me" }), "BAD_USER_INPUT").fields,
    ).toEqual([
      { field: "address", message: "Address is Required" },
      { field: "phone", message: "Provide a valid phone number" },
    ]);
    expect(await shop.db.collection("orders").countDocuments()).toBe(orders);
    expect(await stockOf(id)).toBe(5);
    expect((await cart(buyer.accessToken)).itemCount).toBe(1);
  });

  it("takes no line's stock when one line falls short, and says which", async () => {
    const plenty = await product({ name: "Plenty Pads", availableQuantity: 50 });
    const scarce = await product({ name: "Scarce Rotor", availableQuantity: 4 });
    const buyer = await shop.signUp("customer");
    await addOk(buyer.accessToken, plenty, 5);
    await addOk(buyer.accessToken, scarce, 4);
    await expectOk(
      shop.gql(UPDATE_PRODUCT, { id: scarce, input: { availableQuantity: 3 } }, admin.accessToken),
    );
    const orders = await shop.db.collection("orders").countDocuments();

    const error = failure(await checkout(buyer.accessToken), "INSUFFICIENT_STOCK");
    expect(error.message).toBe("Only 3 of Scarce Rotor left in stock");
    expect(error.extensions).toMatchObject({
      lines: [{ productId: scarce, name: "Scarce Rotor", availableQuantity: 3 }],
    });
    expect([await stockOf(plenty), await stockOf(scarce)]).toEqual([50, 3]);
    expect(await shop.db.collection("orders").countDocuments()).toBe(orders);
    expect((await cart(buyer.accessToken)).itemCount).toBe(9);
  });

  it("checks out the caller's own cart only: an admin's checkout never touches a customer's", async () => {
    const id = await product({ name: "Own Cart Pads", availableQuantity: 5 });
    const buyer = await shop.signUp("customer");
    await addOk(buyer.accessToken, id, 2);
    const otherAdmin = await shop.signUp("admin");
    expect(failure(await checkout(otherAdmin.accessToken), "BAD_USER_INPUT").fields).toEqual([
      { field: "cart", message: "Your cart is empty" },
    ]);
    expect((await cart(buyer.accessToken)).itemCount).toBe(2);
    expect(await stockOf(id)).toBe(5);
    expect(failure(await checkout(""), "UNAUTHENTICATED").message).toBe("Sign in to do this");
  });
});
