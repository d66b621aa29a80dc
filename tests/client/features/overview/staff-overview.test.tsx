// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { StaffOverview } from "../../../../client/src/features/overview";
import { MyProfilePage } from "../../../../client/src/features/profile/my-profile-page";
import type { OrderDocument, ProductDocument } from "../../../../server/db/models";
import { formatPrice } from "../../../../shared/format-price";
import { inShop } from "../../../support/in-shop";
import { placeOrder } from "../../../support/orders";
import { addProduct } from "../../../support/products";
import { addToCart } from "../../../support/carts";
import { expectOk } from "../../../support/graphql-answers";
import { renderUi } from "../../../support/render-ui";
import { useShopForPage } from "../../../support/shop-for-page";

const shop = useShopForPage();
const slow = { timeout: 10_000 };

let ownerToken: string;
let catalogueToken: string;
let customerToken: string;

/** A shop with two orders placed today (one then cancelled), a part low on stock and a new message. */
beforeAll(async () => {
  ownerToken = (await shop().signUp("admin")).accessToken;
  const customer = await shop().signUp("customer");
  customerToken = customer.accessToken;
  const colleague = await shop().signUp("customer");
  await shop()
    .db.collection("users")
    .updateOne({ email: colleague.email }, { $set: { staffRoles: ["catalogue"] } });
  catalogueToken = colleague.accessToken;

  const pads = await addProduct(shop().gql, ownerToken, {
    price: 12.5,
    availableQuantity: 50,
    reorderLevel: 3,
  });
  await addProduct(shop().gql, ownerToken, { availableQuantity: 2, reorderLevel: 5 });
  await placeOrder(shop().gql, customerToken, { productId: pads, quantity: 2 });
  const cancelled = await placeOrder(shop().gql, customerToken, { productId: pads, quantity: 1 });
  await shop().gql("mutation($id: ID!) { cancelOrder(id: $id) { id } }", { id: cancelled }, customerToken);
  await shop().gql("mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }", {
    input: { email: "driver@example.com", subject: "Pads", message: "Do these fit a 2015 Corolla?" },
  });
});

function renderAs(token: string) {
  localStorage.setItem("accessToken", token);
  return renderUi(inShop(<StaffOverview />));
}

/** The shop's default reorder level (LOW_STOCK_DEFAULT left unset). */
const LOW_STOCK_DEFAULT = 5;

/** Parts at or below their reorder level, counted from what the shop stores: the seeded ones and ours. */
async function lowOnStock(): Promise<string> {
  const products = await shop().db.collection<ProductDocument>("products").find({}).toArray();
  return String(
    products.filter((part) => part.availableQuantity <= (part.reorderLevel ?? LOW_STOCK_DEFAULT)).length,
  );
}

/** A figure of the overview: its value, and the words under it. */
const figure = async (label: string) => {
  const region = await screen.findByRole("region", { name: label }, slow);
  return within(region);
};

describe("the staff overview, against the real shop", () => {
  it("shows an owner every figure, each from what the shop stores, with the screen it is worked on", async () => {
    renderAs(ownerToken);
    const placed = await shop()
      .db.collection<OrderDocument>("orders")
      .countDocuments({ status: { $in: ["placed", "paid"] } });
    expect(await (await figure("Orders to ship")).findByText(String(placed), {}, slow)).toBeTruthy();
    const sales = await figure("Today's sales");
    // The cancelled order is no sale: two pads at 12.50.
    expect(await sales.findByText(formatPrice(25), {}, slow)).toBeTruthy();
    expect(sales.getByText("1 order")).toBeTruthy();
    expect(await (await figure("Low on stock")).findByText(await lowOnStock(), {}, slow)).toBeTruthy();
    const messages = await figure("New messages");
    expect(await messages.findByText("1", {}, slow)).toBeTruthy();
    expect(messages.getByRole("link", { name: "Open the Inbox" }).getAttribute("href")).toBe(
      "/dashboard/inbox",
    );
  });

  it("shows a colleague only the figures of their roles", async () => {
    renderAs(catalogueToken);
    expect(await (await figure("Low on stock")).findByText(await lowOnStock(), {}, slow)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Orders to ship" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Today's sales" })).toBeNull();
    expect(screen.queryByRole("region", { name: "New messages" })).toBeNull();
  });

  it("tops the dashboard's home for staff, and shows a customer their profile alone", async () => {
    localStorage.setItem("accessToken", customerToken);
    const { unmount } = renderUi(inShop(<MyProfilePage />));
    expect(await screen.findByRole("heading", { name: "Update Profile" }, slow)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Overview" })).toBeNull();
    unmount();

    localStorage.setItem("accessToken", ownerToken);
    renderUi(inShop(<MyProfilePage />));
    expect(await screen.findByRole("heading", { name: "Update Profile" }, slow)).toBeTruthy();
    expect(screen.getByRole("region", { name: "Overview" })).toBeTruthy();
  });

  it("counts paid orders among those to ship, and not those still awaiting payment", async () => {
    const pads = await addProduct(shop().gql, ownerToken, { price: 8, availableQuantity: 50 });
    const byTransfer = async () => {
      await addToCart(shop().gql, customerToken, pads, 1);
      const { checkout } = await expectOk(
        shop().gql<{ checkout: { id: string } }>(
          "mutation($input: CheckoutInput!) { checkout(input: $input) { id } }",
          { input: { address: "1 Main St", phone: "555-0100", paymentMethod: "BANK_TRANSFER" } },
          customerToken,
        ),
      );
      return checkout.id;
    };
    const paid = await byTransfer();
    await byTransfer();
    await expectOk(
      shop().gql(
        'mutation($id: ID!) { recordPayment(id: $id, amountCents: 800, reference: "TRX-1") { id } }',
        { id: paid },
        ownerToken,
      ),
    );
    const orders = shop().db.collection<OrderDocument>("orders");
    expect(await orders.countDocuments({ status: "awaiting_payment" })).toBe(1);
    const toShip = await orders.countDocuments({ status: { $in: ["placed", "paid"] } });
    expect(toShip).toBe((await orders.countDocuments({ status: "placed" })) + 1);
    renderAs(ownerToken);
    expect(await (await figure("Orders to ship")).findByText(String(toShip), {}, slow)).toBeTruthy();
  });
});
