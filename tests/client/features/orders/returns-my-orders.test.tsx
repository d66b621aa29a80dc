// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { randomUUID } from "node:crypto";
import { ObjectId } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import { MyOrdersPage } from "../../../../client/src/features/orders/my-orders-page";
import type { OrderDocument } from "../../../../server/db/models";
import { addToCart } from "../../../support/carts";
import { expectOk } from "../../../support/graphql-answers";
import { inShop } from "../../../support/in-shop";
import { placeOrder } from "../../../support/orders";
import { addProduct } from "../../../support/products";
import { renderUi } from "../../../support/render-ui";
import { useShopForPage } from "../../../support/shop-for-page";
import type { TestUser } from "../../../support/test-server";

const shop = useShopForPage();
const slow = { timeout: 10_000 };
const suffix = randomUUID().slice(0, 6).toUpperCase();

let adminToken: string;
let pads: string;

beforeAll(async () => {
  adminToken = (await shop().signUp("admin")).accessToken;
  pads = await addProduct(shop().gql, adminToken, {
    name: `Pads ${suffix}`,
    price: 12.5,
    availableQuantity: 50,
  });
});

const asAdmin = (query: string, variables: Record<string, unknown>) =>
  expectOk(shop().gql(query, variables, adminToken));

/** A new customer's order of `quantity` pads, shipped and delivered by staff. */
async function delivered(quantity: number) {
  const customer = await shop().signUp("customer");
  const id = await placeOrder(shop().gql, customer.accessToken, { productId: pads, quantity });
  await asAdmin('mutation($id: ID!) { shipOrder(id: $id, carrier: "DHL", trackingNumber: "JD1") { id } }', {
    id,
  });
  await asAdmin("mutation($id: ID!) { deliverOrder(id: $id) { id } }", { id });
  return { customer, id };
}

function renderMyOrders(customer: TestUser) {
  localStorage.setItem("accessToken", customer.accessToken);
  return renderUi(inShop(<MyOrdersPage />));
}

const card = () => screen.getByRole("article", { name: `Pads ${suffix}` });
const fact = (label: string) => within(card()).getByText(label).nextElementSibling?.textContent;

describe("returning parts from My Order, against the real shop", () => {
  it("asks to return parts of a delivered order, with the reason in words, and lists the return on the card", async () => {
    const { customer, id } = await delivered(3);
    const { user } = renderMyOrders(customer);
    await screen.findByRole("heading", { name: `Pads ${suffix}` }, slow);
    expect(within(card()).getByText("Delivered: it can no longer be cancelled.")).toBeTruthy();

    await user.click(within(card()).getByRole("button", { name: "Return parts" }));
    const form = () => within(within(card()).getByRole("form", { name: "Return parts" }));
    const quantity = () => form().getByLabelText(`Pads ${suffix}: how many to return`) as HTMLInputElement;
    expect(quantity().value).toBe("0");
    // Checked before anything is sent: some part, a reason, no more than was ordered.
    await user.click(form().getByRole("button", { name: "Request return" }));
    expect(await form().findByText("Choose at least one part to return")).toBeTruthy();
    expect(form().getByText("Reason is Required")).toBeTruthy();
    await user.clear(quantity());
    await user.type(quantity(), "4");
    await user.click(form().getByRole("button", { name: "Request return" }));
    expect(await form().findByText("Quantity must be at most 3, what you ordered")).toBeTruthy();

    await user.clear(quantity());
    await user.type(quantity(), "2");
    const reason = form().getByLabelText(/^Reason/) as HTMLSelectElement;
    expect([...reason.options].map((option) => option.text)).toEqual([
      "Choose why",
      "It did not fit my vehicle",
      "It arrived damaged",
      "It is the wrong part",
      "I no longer need it",
    ]);
    await user.selectOptions(reason, "It did not fit my vehicle");
    await user.type(form().getByLabelText("Note"), "Too small for my calipers");
    await user.click(form().getByRole("button", { name: "Request return" }));
    expect(await screen.findByText("Return requested", {}, slow)).toBeTruthy();

    const number = (await shop()
      .db.collection<OrderDocument>("orders")
      .findOne({ _id: new ObjectId(id) }))!.number;
    await waitFor(
      () =>
        expect(
          within(within(card()).getByRole("list", { name: "Returns" })).getAllByRole("listitem")[0]!
            .textContent,
        ).toBe(`${number}-R1: Requested, $25.00`),
      slow,
    );
    expect(within(card()).queryByRole("form", { name: "Return parts" })).toBeNull();
    const { myReturns } = await expectOk(
      shop().gql<{ myReturns: { reason: string; note: string; lines: { quantity: number }[] }[] }>(
        "{ myReturns { reason note lines { quantity } } }",
        {},
        customer.accessToken,
      ),
    );
    expect(myReturns).toEqual([
      { reason: "DID_NOT_FIT", note: "Too small for my calipers", lines: [{ quantity: 2 }] },
    ]);
  });

  it("shows the shop's message beside the line when other returns already take its parts back", async () => {
    const { customer, id } = await delivered(2);
    const { user } = renderMyOrders(customer);
    await screen.findByRole("heading", { name: `Pads ${suffix}` }, slow);
    await user.click(within(card()).getByRole("button", { name: "Return parts" }));
    // Meanwhile, from another device, the buyer asks to return both.
    await expectOk(
      shop().gql(
        "mutation($input: ReturnInput!) { requestReturn(input: $input) { id } }",
        { input: { orderId: id, lines: [{ productId: pads, quantity: 2 }], reason: "NO_LONGER_NEEDED" } },
        customer.accessToken,
      ),
    );
    const form = () => within(within(card()).getByRole("form", { name: "Return parts" }));
    const quantity = form().getByLabelText(`Pads ${suffix}: how many to return`);
    await user.clear(quantity);
    await user.type(quantity, "1");
    await user.selectOptions(form().getByLabelText(/^Reason/), "It arrived damaged");
    await user.click(form().getByRole("button", { name: "Request return" }));
    const message = await form().findByText(`Pads ${suffix} is already being returned`, {}, slow);
    expect(message.closest("[data-part=root]")?.textContent).toMatch(new RegExp(`^Pads ${suffix}: how many`));
  });

  it("lets a paid order be deleted before it ships: it leaves the list, owed back in full", async () => {
    const customer = await shop().signUp("customer");
    await addToCart(shop().gql, customer.accessToken, pads, 2);
    const { checkout } = await expectOk(
      shop().gql<{ checkout: { id: string } }>(
        "mutation($input: CheckoutInput!) { checkout(input: $input) { id } }",
        { input: { address: "1 Main St", phone: "555-0100", paymentMethod: "BANK_TRANSFER" } },
        customer.accessToken,
      ),
    );
    await asAdmin(
      'mutation($id: ID!) { recordPayment(id: $id, amountCents: 2500, reference: "TRX-1") { id } }',
      {
        id: checkout.id,
      },
    );
    const { user } = renderMyOrders(customer);
    await screen.findByRole("heading", { name: `Pads ${suffix}` }, slow);
    expect(within(card()).getByText("Paid", { selector: "span" })).toBeTruthy();
    await user.click(within(card()).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    expect(within(dialog).getByText(/What was paid for it is given back/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Yes, delete" }));
    expect(await screen.findByText("Your order is cancelled", {}, slow)).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "You have no orders yet" }, slow)).toBeTruthy();
    const stored = await shop()
      .db.collection<OrderDocument>("orders")
      .findOne({ _id: new ObjectId(checkout.id) });
    expect(stored?.status).toBe("cancelled");
  });

  it("shows a refunded return's refund on the card, and no Return parts once nothing is returnable", async () => {
    const { customer, id } = await delivered(1);
    // The courier's cash, recorded: what the refund gives back.
    await asAdmin(
      'mutation($id: ID!) { recordPayment(id: $id, amountCents: 1250, reference: "COD-1") { id } }',
      { id },
    );
    const { requestReturn } = await expectOk(
      shop().gql<{ requestReturn: { id: string } }>(
        "mutation($input: ReturnInput!) { requestReturn(input: $input) { id } }",
        { input: { orderId: id, lines: [{ productId: pads, quantity: 1 }], reason: "WRONG_PART" } },
        customer.accessToken,
      ),
    );
    const ret = { id: requestReturn.id };
    await asAdmin("mutation($id: ID!) { approveReturn(id: $id) { id } }", ret);
    await asAdmin(
      "mutation($id: ID!, $lines: [ReceivedLineInput!]!) { receiveReturn(id: $id, lines: $lines) { id } }",
      { ...ret, lines: [{ productId: pads, restock: true }] },
    );
    await asAdmin('mutation($id: ID!) { refundReturn(id: $id, reference: "RF-77") { id } }', ret);

    renderMyOrders(customer);
    await screen.findByRole("heading", { name: `Pads ${suffix}` }, slow);
    expect(fact("Refunded")).toBe("$12.50");
    expect(
      within(within(card()).getByRole("list", { name: "Refunds" })).getByText(/reference RF-77$/),
    ).toBeTruthy();
    expect(
      within(within(card()).getByRole("list", { name: "Returns" })).getByText(/-R1: Refunded, \$12\.50$/),
    ).toBeTruthy();
  });
});
