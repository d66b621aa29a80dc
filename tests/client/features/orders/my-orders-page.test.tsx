// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { randomUUID } from "node:crypto";
import { ObjectId } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import { MyOrdersPage } from "../../../../client/src/features/orders/my-orders-page";
import type { OrderDocument, ProductDocument } from "../../../../server/db/models";
import { expectOk } from "../../../support/graphql-answers";
import { placeOrder } from "../../../support/orders";
import { addProduct } from "../../../support/products";
import { renderUi } from "../../../support/render-ui";
import { useShopForPage } from "../../../support/shop-for-page";
import type { TestUser } from "../../../support/test-server";
import { inShop } from "../../../support/in-shop";
import { addToCart } from "../../../support/carts";
import { momentText } from "../../../../client/src/components/moment";

const shop = useShopForPage();
const slow = { timeout: 10_000 };
const suffix = randomUUID().slice(0, 6).toUpperCase();

let adminToken: string;
let pads: string;
let rotor: string;
let fluid: string;

beforeAll(async () => {
  adminToken = (await shop().signUp("admin")).accessToken;
  const product = (name: string) =>
    addProduct(shop().gql, adminToken, { name: `${name} ${suffix}`, price: 12.5, availableQuantity: 50 });
  [pads, rotor, fluid] = await Promise.all([product("Pads"), product("Rotor"), product("Fluid")]);
});

const asAdmin = (query: string, variables: Record<string, unknown>) =>
  expectOk(shop().gql(query, variables, adminToken));
const SHIP = 'mutation($id: ID!) { shipOrder(id: $id, carrier: "DHL", trackingNumber: "JD0140") { id } }';
const CANCEL = "mutation($id: ID!) { cancelOrder(id: $id) { id } }";

function renderMyOrders(customer: TestUser) {
  localStorage.setItem("accessToken", customer.accessToken);
  return renderUi(inShop(<MyOrdersPage />));
}

const card = (name: string) =>
  screen.getAllByRole("article").find((c) => within(c).queryByRole("heading", { name }))!;
const stockOf = async (id: string) =>
  (await shop()
    .db.collection<ProductDocument>("products")
    .findOne({ _id: new ObjectId(id) }))!.availableQuantity;

describe("My Order, against the real shop", () => {
  it("shows the buyer's own live orders, with status and tracking, and Delete only until one ships", async () => {
    const customer = await shop().signUp("customer");
    const other = await shop().signUp("customer");
    const placed = await placeOrder(shop().gql, customer.accessToken, { productId: pads, quantity: 2 });
    const shipped = await placeOrder(shop().gql, customer.accessToken, { productId: rotor, quantity: 1 });
    const cancelled = await placeOrder(shop().gql, customer.accessToken, { productId: fluid, quantity: 1 });
    await placeOrder(shop().gql, other.accessToken, { productId: fluid, quantity: 3 });
    await asAdmin(SHIP, { id: shipped });
    await asAdmin(CANCEL, { id: cancelled });

    renderMyOrders(customer);
    await screen.findByRole("heading", { name: `Pads ${suffix}` }, slow);
    // Not the cancelled order, nor the other customer's.
    expect(screen.getAllByRole("article")).toHaveLength(2);

    const onItsWay = within(card(`Rotor ${suffix}`));
    expect(onItsWay.getByText("Shipped", { selector: "span" })).toBeTruthy();
    expect(onItsWay.getByText("DHL")).toBeTruthy();
    expect(onItsWay.getByText("JD0140")).toBeTruthy();
    expect(onItsWay.getByText("Shipped: it can no longer be cancelled.")).toBeTruthy();
    expect(onItsWay.queryByRole("button", { name: "Delete" })).toBeNull();

    const waiting = within(card(`Pads ${suffix}`));
    expect(waiting.getByText("Placed", { selector: "span" })).toBeTruthy();
    const lines = within(waiting.getByRole("list", { name: "Order lines" })).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([`Pads ${suffix}Quantity 2 × $12.50$25.00`]);
    expect(waiting.getByRole("button", { name: "Delete" })).toBeTruthy();
    expect(waiting.getByText(placed)).toBeTruthy();
  });

  it("deletes a placed order once confirmed: it leaves the list and its parts go back in stock", async () => {
    const customer = await shop().signUp("customer");
    const before = await stockOf(pads);
    const id = await placeOrder(shop().gql, customer.accessToken, { productId: pads, quantity: 4 });
    const { user } = renderMyOrders(customer);
    await screen.findByRole("heading", { name: `Pads ${suffix}` }, slow);

    await user.click(within(card(`Pads ${suffix}`)).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, delete" }));
    expect(await screen.findByText("Your order is cancelled", {}, slow)).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "You have no orders yet" }, slow)).toBeTruthy();
    const stored = await shop()
      .db.collection<OrderDocument>("orders")
      .findOne({ _id: new ObjectId(id) });
    expect(stored?.status).toBe("cancelled");
    expect(await stockOf(pads)).toBe(before);
  });

  it("says so when the order shipped meanwhile, and shows it shipped, without Delete", async () => {
    const customer = await shop().signUp("customer");
    const id = await placeOrder(shop().gql, customer.accessToken, { productId: rotor, quantity: 1 });
    const { user } = renderMyOrders(customer);
    await screen.findByRole("heading", { name: `Rotor ${suffix}` }, slow);
    // The admin ships it while the buyer has the page open.
    await asAdmin(SHIP, { id });

    await user.click(within(card(`Rotor ${suffix}`)).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, delete" }));
    expect(
      await screen.findByText("This order has shipped and can no longer be cancelled", {}, slow),
    ).toBeTruthy();
    expect(await screen.findByText("Shipped: it can no longer be cancelled.", {}, slow)).toBeTruthy();
    expect(within(card(`Rotor ${suffix}`)).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(
      (
        await shop()
          .db.collection<OrderDocument>("orders")
          .findOne({ _id: new ObjectId(id) })
      )?.status,
    ).toBe("shipped");
  });

  it("shows an order awaiting a bank transfer with by when and where to pay, and Delete; once paid, still Delete", async () => {
    const customer = await shop().signUp("customer");
    await addToCart(shop().gql, customer.accessToken, fluid, 2);
    const { checkout } = await expectOk(
      shop().gql<{ checkout: { id: string } }>(
        "mutation($input: CheckoutInput!) { checkout(input: $input) { id } }",
        { input: { address: "1 Main St", phone: "555-0100", paymentMethod: "BANK_TRANSFER" } },
        customer.accessToken,
      ),
    );
    const { paymentOptions } = await expectOk(
      shop().gql<{ paymentOptions: Array<{ method: string; description: string }> }>(
        "{ paymentOptions { method description } }",
      ),
    );
    const stored = await shop()
      .db.collection<OrderDocument>("orders")
      .findOne({ _id: new ObjectId(checkout.id) });
    renderMyOrders(customer);
    await screen.findByRole("heading", { name: `Fluid ${suffix}` }, slow);

    const waiting = within(card(`Fluid ${suffix}`));
    expect(waiting.getByText("Awaiting payment", { selector: "span" })).toBeTruthy();
    expect(waiting.getByText("Payment method").nextElementSibling?.textContent).toBe("Bank transfer");
    expect(waiting.getByText("Still due").nextElementSibling?.textContent).toBe("$25.00");
    expect(waiting.getByText(/^Pay by$/).textContent).toBe(
      `Pay by ${momentText(stored!.paymentDueBy!.toISOString())}`,
    );
    const transfer = paymentOptions.find((option) => option.method === "BANK_TRANSFER")!;
    expect(waiting.getByText(transfer.description)).toBeTruthy();
    expect(waiting.getByRole("button", { name: "Delete" })).toBeTruthy();

    await asAdmin(
      'mutation($id: ID!) { recordPayment(id: $id, amountCents: 2500, reference: "TRX-9") { id } }',
      {
        id: checkout.id,
      },
    );
    cleanup();
    renderMyOrders(customer);
    await screen.findByRole("heading", { name: `Fluid ${suffix}` }, slow);
    const paid = within(card(`Fluid ${suffix}`));
    expect(paid.getByText("Paid", { selector: "span" })).toBeTruthy();
    expect(paid.queryByText(/^Pay by$/)).toBeNull();
    expect(paid.queryByText(/it can no longer be cancelled/)).toBeNull();
    expect(paid.getByRole("button", { name: "Delete" })).toBeTruthy();
  });

  it("says there are no orders yet, with the way to the catalogue", async () => {
    renderMyOrders(await shop().signUp("customer"));
    expect(await screen.findByRole("heading", { name: "You have no orders yet" }, slow)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse products" }).getAttribute("href")).toBe("/products");
  });
});
