// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { ObjectId } from "mongodb";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { CheckoutPage } from "../../../../client/src/features/checkout/checkout-page";
import { OrderPlacedPage } from "../../../../client/src/features/checkout/order-placed-page";
import { createApolloClient } from "../../../../client/src/lib/apollo-client";
import { PATHS } from "../../../../client/src/lib/paths";
import type { OrderDocument } from "../../../../server/db/models";
import { addToCart, COROLLA_2015, FITS_CIVIC_ONLY, FITS_COROLLA } from "../../../support/carts";
import { expectOk } from "../../../support/graphql-answers";
import { addProduct } from "../../../support/products";
import { LocationProbe, renderUi } from "../../../support/render-ui";
import { useShopForPage } from "../../../support/shop-for-page";
import type { TestUser } from "../../../support/test-server";
import { inShop } from "../../../support/in-shop";
import { SHIP_TO_LINE, typeShipTo } from "../../../support/checkout-address";
import { momentText } from "../../../../client/src/components/moment";

const shop = useShopForPage();
const slow = { timeout: 10_000 };

const suffix = randomUUID().slice(0, 6).toUpperCase();
const PROFILE = { education: "Trade school", address: "12 Harbour Road, Leeds", phone: "+44 113 496 0000" };
let adminToken: string;
let pads: string;
let wiper: string;

beforeAll(async () => {
  adminToken = (await shop().signUp("admin")).accessToken;
  pads = await addProduct(shop().gql, adminToken, {
    name: `Brake Pads ${suffix}`,
    price: 19.99,
    fitments: FITS_COROLLA,
  });
  wiper = await addProduct(shop().gql, adminToken, {
    name: `Wiper Blade ${suffix}`,
    price: 0.1,
    fitments: FITS_CIVIC_ONLY,
  });
});

/** A customer with a saved profile and a cart of 3 pads and 2 wipers, both for a 2015 Corolla. */
async function customerWithCart(): Promise<TestUser> {
  const customer = await shop().signUp("customer");
  const gql = (query: string, variables: Record<string, unknown>) =>
    expectOk(shop().gql(query, variables, customer.accessToken));
  await gql("mutation($input: ProfileInput!) { updateProfile(input: $input) { id } }", { input: PROFILE });
  await addToCart(shop().gql, customer.accessToken, pads, 3, COROLLA_2015);
  await addToCart(shop().gql, customer.accessToken, wiper, 2, COROLLA_2015);
  localStorage.setItem("accessToken", customer.accessToken);
  return customer;
}

function renderCheckout() {
  const client = createApolloClient();
  return renderUi(inShop(<CheckoutPage />, { client }), {
    path: PATHS.checkout,
    routes: {
      [PATHS.orderPlaced]: inShop(<OrderPlacedPage />, { client }),
      [PATHS.cart]: <LocationProbe />,
      [PATHS.myOrders]: <LocationProbe />,
    },
  });
}

const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;
/** A labelled fact inside `scope`: the words beside its label. */
const factIn = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label).nextElementSibling?.textContent;
const DAY_MS = 24 * 3600_000;

/** A row of the order's summary (Subtotal, Shipping, Tax, Total): the words beside its label. */
const charge = (label: string, scope: HTMLElement = screen.getByLabelText("Charges")) =>
  within(scope).getByText(label).nextElementSibling?.textContent;

/** A customer with a saved profile whose cart holds 2 of a new part at $30.05: $60.10 to pay. */
async function customerWithOneLine(): Promise<TestUser> {
  const caliper = await addProduct(shop().gql, adminToken, {
    name: `Caliper ${randomUUID().slice(0, 6)}`,
    price: 30.05,
  });
  const customer = await shop().signUp("customer");
  await expectOk(
    shop().gql(
      "mutation($input: ProfileInput!) { updateProfile(input: $input) { id } }",
      { input: PROFILE },
      customer.accessToken,
    ),
  );
  await addToCart(shop().gql, customer.accessToken, caliper, 2);
  localStorage.setItem("accessToken", customer.accessToken);
  return customer;
}

const ordersOf = (email: string) => shop().db.collection<OrderDocument>("orders").find({ email }).toArray();

describe("the checkout, against the real shop", () => {
  it("shows the cart and the profile's delivery details, places one order of every line, and confirms it", async () => {
    const customer = await customerWithCart();
    const { user } = renderCheckout();
    const lines = await screen.findByRole("list", { name: "Order lines" }, slow);
    expect(
      within(lines)
        .getAllByRole("listitem")
        .map((line) => line.textContent),
    ).toEqual([
      `Brake Pads ${suffix}Quantity 3 × $19.99For 2015 Toyota Corolla✓ Fits$59.97`,
      `Wiper Blade ${suffix}Quantity 2 × $0.10For 2015 Toyota Corolla✗ Does not fit$0.20`,
    ]);
    // A new address to type: the phone is the profile's; the country the shop's own.
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe(PROFILE.phone);
    expect((screen.getByLabelText(/^Country/) as HTMLSelectElement).value).toBe("US");
    await typeShipTo(user);
    // Under $100 of parts: Standard costs $7.99 (the shop charges no tax by default).
    await screen.findByRole("radiogroup", { name: "How should it ship?" }, slow);
    expect(radio("Standard").checked).toBe(true);
    expect(charge("Subtotal")).toBe("$60.17");
    expect(charge("Shipping")).toBe("$7.99");
    expect(charge("Tax")).toBe("$0.00");
    expect(charge("Total")).toBe("$68.16");

    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Thank you for your order" }, slow),
    ).toBeTruthy();
    const [order] = await ordersOf(customer.email);
    // The number a person reads out, as stored with the order.
    expect(order!.number).toMatch(/^VP-\d+$/);
    expect(screen.getByText(order!.number)).toBeTruthy();
    const placedRegion = screen.getByRole("region", { name: "What you ordered" });
    const placed = within(placedRegion);
    expect(placed.getAllByRole("listitem").map((line) => line.textContent)).toEqual([
      `Brake Pads ${suffix}Quantity 3 × $19.99For 2015 Toyota Corolla✓ Fits$59.97`,
      `Wiper Blade ${suffix}Quantity 2 × $0.10For 2015 Toyota Corolla✗ Does not fit$0.20`,
    ]);
    expect(["Subtotal", "Shipping", "Tax", "Total"].map((label) => charge(label, placedRegion))).toEqual([
      "$60.17",
      "$7.99",
      "$0.00",
      "$68.16",
    ]);
    const delivery = screen.getByRole("region", { name: "Delivery" });
    expect(factIn(delivery, "Ship to")).toBe("Dana Driver12 Harbour RoadSpringfield IL 62701United States");
    expect(factIn(delivery, "Shipping method")).toMatch(
      /^Standard · Arrives \w{3}, \w{3} \d+ – \w{3}, \w{3} \d+$/,
    );
    expect(screen.getByRole("link", { name: "Keep shopping" }).getAttribute("href")).toBe("/products");
    await user.click(screen.getByRole("link", { name: "Go to My Order" }));
    expect(screen.getByTestId("location").textContent).toBe(PATHS.myOrders);

    expect(order!.lines?.map((line) => [line.productId.toHexString(), line.quantity, line.fits])).toEqual([
      [pads, 3, true],
      [wiper, 2, false],
    ]);
    const cart = await expectOk(
      shop().gql<{ cart: { itemCount: number } }>("{ cart { itemCount } }", {}, customer.accessToken),
    );
    expect(cart.cart.itemCount).toBe(0);
    expect(order!.address).toBe(SHIP_TO_LINE);
  });

  it("offers the address of the last order, chosen and filled in, and ships by the method chosen", async () => {
    const customer = await customerWithOneLine();
    const first = renderCheckout();
    await screen.findByRole("radiogroup", { name: "How should it ship?" }, slow);
    await typeShipTo(first.user);
    await first.user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByRole("heading", { level: 1, name: "Thank you for your order" }, slow);
    first.unmount();

    await addToCart(shop().gql, customer.accessToken, pads, 1);
    const { user } = renderCheckout();
    const book = await screen.findByRole("radiogroup", { name: "Ship to" }, slow);
    expect(
      within(book)
        .getAllByRole("radio")
        .map((input) => (input as HTMLInputElement).checked),
    ).toEqual([true, false]);
    expect(within(book).getByText(SHIP_TO_LINE)).toBeTruthy();
    expect((screen.getByLabelText(/^Street address/) as HTMLInputElement).value).toBe("12 Harbour Road");
    await screen.findByRole("radiogroup", { name: "How should it ship?" }, slow);
    await user.click(screen.getByText("Express"));
    expect(charge("Shipping")).toBe("$19.99");
    expect(charge("Total")).toBe("$39.98");
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByRole("heading", { level: 1, name: "Thank you for your order" }, slow);
    const orders = await ordersOf(customer.email);
    expect(orders.map((order) => [order.total, order.shipping?.method]).sort()).toEqual([
      [39.98, "EXPRESS"],
      [68.09, "STANDARD"],
    ]);
  });

  it("says which lines fell short when the stock ran out meanwhile, and orders nothing", async () => {
    const customer = await customerWithCart();
    const { user } = renderCheckout();
    await screen.findByRole("list", { name: "Order lines" }, slow);
    const padsStock = () =>
      shop()
        .db.collection("products")
        .findOne({ _id: new ObjectId(pads) });
    const padsBefore = (await padsStock())?.availableQuantity;
    await expectOk(
      shop().gql(
        "mutation($id: ID!) { updateProduct(id: $id, input: { availableQuantity: 1 }) { id } }",
        { id: wiper },
        adminToken,
      ),
    );

    await typeShipTo(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    const refusal = await screen.findByText("Not enough in stock; nothing was ordered", {}, slow);
    const alert = within(refusal.closest("[role=alert]") as HTMLElement);
    expect(alert.getByText(`Only 1 of Wiper Blade ${suffix} left in stock`)).toBeTruthy();
    expect(alert.getByRole("link", { name: "Change your cart" }).getAttribute("href")).toBe(PATHS.cart);
    // The cart is read again: it cannot be ordered as it is, so Place order waits for a change.
    await expect
      .poll(() => (screen.getByRole("button", { name: "Place order" }) as HTMLButtonElement).disabled, slow)
      .toBe(true);
    expect(await ordersOf(customer.email)).toEqual([]);
    // All or nothing: the pads, which were in stock, were not taken either.
    expect((await padsStock())?.availableQuantity).toBe(padsBefore);
  });

  it("orders nothing when a price changed meanwhile, shows the new total, and orders at it once asked again", async () => {
    const rotor = await addProduct(shop().gql, adminToken, { name: `Rotor ${suffix}`, price: 50 });
    const customer = await shop().signUp("customer");
    await addToCart(shop().gql, customer.accessToken, rotor, 2);
    localStorage.setItem("accessToken", customer.accessToken);
    const { user } = renderCheckout();
    await screen.findByRole("list", { name: "Order lines" }, slow);
    // $100 of parts: Standard ships free.
    await expect.poll(() => screen.queryByLabelText("Charges") && charge("Total"), slow).toBe("$100.00");
    expect(charge("Shipping")).toBe("Free");
    await typeShipTo(user);
    await user.type(screen.getByLabelText(/^Phone/), "+1 217 555 0101");
    await expect.poll(() => charge("Total"), slow).toBe("$100.00");
    await expectOk(
      shop().gql(
        "mutation($id: ID!) { updateProduct(id: $id, input: { price: 45.55 }) { id } }",
        { id: rotor },
        adminToken,
      ),
    );

    await user.click(screen.getByRole("button", { name: "Place order" }));
    const refusal = await screen.findByText("Prices changed; nothing was ordered", {}, slow);
    // $91.10 of parts no longer ship free.
    expect(within(refusal.closest("[role=alert]") as HTMLElement).getByRole("listitem").textContent).toBe(
      "The total is now $99.09, not $100.00. Check your order below and place it again.",
    );
    await expect.poll(() => charge("Total"), slow).toBe("$99.09");
    expect(await ordersOf(customer.email)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Thank you for your order" }, slow),
    ).toBeTruthy();
    expect((await ordersOf(customer.email)).map((order) => order.total)).toEqual([99.09]);
  });

  it("pays on delivery unless told otherwise: the order is placed, and its total is due", async () => {
    const customer = await customerWithOneLine();
    const { user } = renderCheckout();
    await screen.findByRole("radiogroup", { name: "How would you like to pay?" }, slow);
    expect(radio("Pay on delivery").checked).toBe(true);
    await typeShipTo(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByRole("heading", { level: 1, name: "Thank you for your order" }, slow);
    const [order] = await ordersOf(customer.email);
    expect(order).toMatchObject({ status: "placed", paymentMethod: "PAY_ON_DELIVERY" });
    expect(screen.getByText("Placed", { selector: "span" })).toBeTruthy();
    const payment = screen.getByRole("region", { name: "Payment" });
    expect(factIn(payment, "Payment method")).toBe("Pay on delivery");
    expect(factIn(payment, "Still due")).toBe("$68.09");
    expect(screen.queryByText(/^Pay by/)).toBeNull();
  });

  it("places an order to pay by bank transfer: it awaits payment, and says by when and into which account", async () => {
    const customer = await customerWithOneLine();
    const { user } = renderCheckout();
    await screen.findByRole("radiogroup", { name: "How would you like to pay?" }, slow);
    const transfer = (
      await expectOk(
        shop().gql<{ paymentOptions: Array<{ method: string; description: string }> }>(
          "{ paymentOptions { method description } }",
        ),
      )
    ).paymentOptions.find((option) => option.method === "BANK_TRANSFER")!;
    await user.click(screen.getByText("Bank transfer"));
    expect(radio("Bank transfer").checked).toBe(true);
    await typeShipTo(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByRole("heading", { level: 1, name: "Thank you for your order" }, slow);

    const [order] = await ordersOf(customer.email);
    expect(order).toMatchObject({ status: "awaiting_payment", paymentMethod: "BANK_TRANSFER" });
    // The stock is held for a week while the transfer comes.
    expect(order!.paymentDueBy!.getTime() - order!.createdAt.getTime()).toBeCloseTo(7 * DAY_MS, -4);
    expect(screen.getByText("Awaiting payment", { selector: "span" })).toBeTruthy();
    expect(screen.getByText(/^Pay by/).textContent).toBe(
      `Pay by ${momentText(order!.paymentDueBy!.toISOString())}`,
    );
    // The option's description names the account to pay into.
    expect(screen.getByText(transfer.description)).toBeTruthy();
    const payment = screen.getByRole("region", { name: "Payment" });
    expect(factIn(payment, "Payment method")).toBe("Bank transfer");
    expect(factIn(payment, "Still due")).toBe("$68.09");
  });

  it("says the cart is empty when there is nothing to order", async () => {
    const customer = await shop().signUp("customer");
    localStorage.setItem("accessToken", customer.accessToken);
    renderCheckout();
    expect(await screen.findByRole("heading", { name: "Your cart is empty" }, slow)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Place order" })).toBeNull();
  });
});
