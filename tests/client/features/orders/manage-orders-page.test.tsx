// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { randomBytes } from "node:crypto";
import { ObjectId } from "mongodb";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ManageOrdersPage } from "../../../../client/src/features/orders/manage-orders-page";
import type { OrderDocument, UserDocument } from "../../../../server/db/models";
import { storedOrder } from "../../../support/orders";
import { storedUser } from "../../../support/users";
import { renderUi } from "../../../support/render-ui";
import { addToCart } from "../../../support/carts";
import { expectOk } from "../../../support/graphql-answers";
import { addProduct } from "../../../support/products";
import { useShopForPage } from "../../../support/shop-for-page";
import { inShop } from "../../../support/in-shop";

const shop = useShopForPage();
const slow = { timeout: 10_000 };

const run = randomBytes(4).toString("hex");
const ANN = `ann@${run}.example.com`;
const BOB = `bob@${run}.example.com`;
/** Noon (UTC) of a day in March 2026: the same calendar day in every time zone the tests may run in. */
const march = (day: number) => new Date(Date.UTC(2026, 2, day, 12));

/** The buyers' accounts, by the names Manage Orders shows and finds them by. */
const annAccount = { ...storedUser("customer"), email: ANN, displayName: "Ann Beaumont" };
const bobAccount = { ...storedUser("customer"), email: BOB, displayName: "Bob Stone" };

let adminToken: string;

/**
 * 15 orders, one a day from 1 March: Ann's on days 1 to 9, Bob's on days 10 to 15, the first two of
 * Bob's cancelled. Written to the database as a shop's history would be.
 */
beforeAll(async () => {
  adminToken = (await shop().signUp("admin")).accessToken;
  await shop().db.collection<UserDocument>("users").insertMany([annAccount, bobAccount]);
  const productId = new ObjectId();
  await shop()
    .db.collection<OrderDocument>("orders")
    .insertMany(
      Array.from({ length: 15 }, (_, i) =>
        storedOrder({
          userId: (i < 9 ? annAccount : bobAccount)._id,
          email: i < 9 ? ANN : BOB,
          name: `Part ${i + 1}`,
          productId,
          address: `${i + 1} Main St`,
          quantity: 1,
          phone: "555-0100",
          unitPrice: 10,
          status: i === 9 || i === 10 ? ("cancelled" as const) : ("placed" as const),
          createdAt: march(i + 1),
        }),
      ),
    );
});

beforeEach(() => localStorage.setItem("accessToken", adminToken));

function renderPage() {
  return renderUi(inShop(<ManageOrdersPage />));
}

const cards = () => screen.queryAllByRole("article");
const cardNames = () => cards().map((card) => within(card).getByRole("heading").textContent);
const pages = () => within(screen.getByRole("navigation", { name: "Pages of orders" }));

async function applyFilters(
  user: ReturnType<typeof renderPage>["user"],
  fields: { status?: string; email?: string; lookup?: string; from?: string; to?: string },
) {
  const form = within(screen.getByRole("form", { name: "Filter orders" }));
  if (fields.status) await user.selectOptions(form.getByLabelText("Status"), fields.status);
  for (const [label, value] of [
    ["Email", fields.email],
    ["Order number or name", fields.lookup],
    ["From", fields.from],
    ["To", fields.to],
  ] as const) {
    if (value === undefined) continue;
    await user.clear(form.getByLabelText(label));
    if (value) await user.type(form.getByLabelText(label), value);
  }
  await user.click(form.getByRole("button", { name: "Apply filters" }));
}

describe("Manage Orders, against the real shop", () => {
  it("shows every order's count and pages through them, newest first, with Next and Previous", async () => {
    const { user } = renderPage();
    expect(await screen.findByRole("heading", { name: "All Orders: 15" }, slow)).toBeTruthy();
    expect(cardNames()).toEqual(Array.from({ length: 12 }, (_, i) => `Part ${15 - i}`));
    expect(pages().getByText("Showing 1–12 of 15 orders")).toBeTruthy();
    expect((pages().getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(pages().getByRole("button", { name: "Next" }));
    await waitFor(() => expect(cardNames()).toEqual(["Part 3", "Part 2", "Part 1"]), slow);
    expect(pages().getByText("Showing 13–15 of 15 orders")).toBeTruthy();
    expect((pages().getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(pages().getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(cards()).toHaveLength(12), slow);
    expect(cardNames()[0]).toBe("Part 15");
  });

  it("filters by status, by the start of the buyer's e-mail and by the days orders were placed", async () => {
    const { user } = renderPage();
    await screen.findByRole("heading", { name: "All Orders: 15" }, slow);

    await applyFilters(user, { status: "Cancelled" });
    expect(await screen.findByText("2 orders match these filters", {}, slow)).toBeTruthy();
    expect(cardNames()).toEqual(["Part 11", "Part 10"]);
    for (const card of cards()) expect(within(card).getByText("Cancelled")).toBeTruthy();
    // The heading still counts every order; no pages for two.
    expect(screen.getByRole("heading", { name: "All Orders: 15" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pages of orders" })).toBeNull();

    await applyFilters(user, { status: "All statuses", email: "BOB" });
    expect(await screen.findByText("6 orders match these filters", {}, slow)).toBeTruthy();
    for (const card of cards()) expect(within(card).getByText(BOB)).toBeTruthy();

    // From the 3rd to the 5th of March, both days included.
    await applyFilters(user, { email: "", from: "2026-03-03", to: "2026-03-05" });
    expect(await screen.findByText("3 orders match these filters", {}, slow)).toBeTruthy();
    expect(cardNames()).toEqual(["Part 5", "Part 4", "Part 3"]);

    await applyFilters(user, { email: "nobody-here", from: "", to: "" });
    expect(await screen.findByText("0 orders match these filters", {}, slow)).toBeTruthy();
    expect(cards()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(cards()).toHaveLength(12), slow);
    expect(screen.queryByText(/match these filters/)).toBeNull();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("");
  });

  it("finds the order whose number a buyer reads out on the phone, or the orders of a buyer by name", async () => {
    await shop()
      .db.collection<OrderDocument>("orders")
      .updateOne({ name: "Part 4" }, { $set: { number: "VP-20004" } });
    const { user } = renderPage();
    await screen.findByRole("heading", { name: "All Orders: 15" }, slow);

    await applyFilters(user, { lookup: "vp-20004" });
    expect(await screen.findByText("1 order matches these filters", {}, slow)).toBeTruthy();
    expect(cardNames()).toEqual(["Part 4"]);
    expect(within(cards()[0]!).getByText("VP-20004")).toBeTruthy();

    await applyFilters(user, { lookup: "20005" });
    expect(await screen.findByText("0 orders match these filters", {}, slow)).toBeTruthy();

    // A word of the name from its start, in any case: Ann Beaumont's nine, each card naming her.
    await applyFilters(user, { lookup: "BEAU" });
    expect(await screen.findByText("9 orders match these filters", {}, slow)).toBeTruthy();
    for (const card of cards()) expect(within(card).getByText("Ann Beaumont")).toBeTruthy();

    await applyFilters(user, { lookup: "bob st", status: "Cancelled" });
    expect(await screen.findByText("2 orders match these filters", {}, slow)).toBeTruthy();
    expect(cardNames()).toEqual(["Part 11", "Part 10"]);

    // The middle of a word is no start of one.
    await applyFilters(user, { lookup: "tone", status: "All statuses" });
    expect(await screen.findByText("0 orders match these filters", {}, slow)).toBeTruthy();
  });

  it("says how long the number-or-name box may be, and keeps the list", async () => {
    const { user } = renderPage();
    await screen.findByRole("heading", { name: "All Orders: 15" }, slow);
    await applyFilters(user, { lookup: "x".repeat(61) });
    expect(await screen.findByText("Order number or name must be at most 60 characters")).toBeTruthy();
    expect(screen.queryByText(/match these filters/)).toBeNull();
    expect(cards()).toHaveLength(12);
  });

  it("says what is wrong with a date range that ends before it starts, and keeps the list", async () => {
    const { user } = renderPage();
    await screen.findByRole("heading", { name: "All Orders: 15" }, slow);
    await applyFilters(user, { from: "2026-03-05", to: "2026-03-04" });
    expect(await screen.findByText("To must be later than From")).toBeTruthy();
    expect(screen.queryByText(/match these filters/)).toBeNull();
    expect(cards()).toHaveLength(12);
  });

  it("takes an order it cancels out of a list of placed orders, and stores the cancellation", async () => {
    const { user } = renderPage();
    await screen.findByRole("heading", { name: "All Orders: 15" }, slow);
    await applyFilters(user, { status: "Placed", email: "ann" });
    expect(await screen.findByText("9 orders match these filters", {}, slow)).toBeTruthy();
    const newest = cards()[0]!;
    expect(within(newest).getByRole("heading").textContent).toBe("Part 9");

    await user.click(within(newest).getByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));
    expect(await screen.findByText("The order is cancelled", {}, slow)).toBeTruthy();
    expect(await screen.findByText("8 orders match these filters", {}, slow)).toBeTruthy();
    expect(cardNames()[0]).toBe("Part 8");
    expect(cardNames()).not.toContain("Part 9");
    const stored = await shop().db.collection<OrderDocument>("orders").findOne({ name: "Part 9" });
    expect(stored?.status).toBe("cancelled");
  });

  it("ships a placed order with its carrier and tracking number, then marks it delivered", async () => {
    const { user } = renderPage();
    await screen.findByRole("heading", { name: "All Orders: 15" }, slow);
    await applyFilters(user, { status: "Placed", email: "bob" });
    expect(await screen.findByText("4 orders match these filters", {}, slow)).toBeTruthy();
    const card = () => cards().find((c) => within(c).queryByRole("heading", { name: "Part 15" }))!;

    await user.click(within(card()).getByRole("button", { name: "Ship" }));
    const form = () => within(within(card()).getByRole("form", { name: "Shipment" }));
    // Checked by the shop's rules before anything is sent.
    await user.click(form().getByRole("button", { name: "Mark as shipped" }));
    expect(await form().findByText("Carrier is Required")).toBeTruthy();
    expect(form().getByText("Tracking Number is Required")).toBeTruthy();
    await user.type(form().getByLabelText(/Carrier/), "UPS");
    await user.type(form().getByLabelText(/Tracking Number/), "1Z999AA10123456784");
    await user.click(form().getByRole("button", { name: "Mark as shipped" }));
    expect(await screen.findByText("Order shipped", {}, slow)).toBeTruthy();
    // It leaves the list of placed orders.
    expect(await screen.findByText("3 orders match these filters", {}, slow)).toBeTruthy();
    const stored = await shop().db.collection<OrderDocument>("orders").findOne({ name: "Part 15" });
    expect(stored).toMatchObject({
      status: "shipped",
      shipment: { carrier: "UPS", trackingNumber: "1Z999AA10123456784" },
    });

    await applyFilters(user, { status: "Shipped" });
    expect(await screen.findByText("1 order matches these filters", {}, slow)).toBeTruthy();
    expect(within(card()).getByText("1Z999AA10123456784")).toBeTruthy();
    expect(within(card()).queryByRole("button", { name: "Cancel order" })).toBeNull();
    await user.click(within(card()).getByRole("button", { name: "Mark delivered" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    expect(await shop().db.collection<OrderDocument>("orders").countDocuments({ status: "delivered" })).toBe(
      0,
    );
    await user.click(within(dialog).getByRole("button", { name: "Yes, mark delivered" }));
    expect(await screen.findByText("Order delivered", {}, slow)).toBeTruthy();
    expect(await screen.findByText("0 orders match these filters", {}, slow)).toBeTruthy();
    expect((await shop().db.collection<OrderDocument>("orders").findOne({ name: "Part 15" }))?.status).toBe(
      "delivered",
    );
  });
});

/** A new customer's order of 3 of a new part at $12.50 ($37.50), checked out to be paid `paymentMethod`. */
async function checkedOut(paymentMethod: "PAY_ON_DELIVERY" | "BANK_TRANSFER") {
  const part = await addProduct(shop().gql, adminToken, {
    name: `Paid Part ${randomBytes(3).toString("hex")}`,
    price: 12.5,
  });
  const customer = await shop().signUp("customer");
  await addToCart(shop().gql, customer.accessToken, part, 3);
  const { checkout } = await expectOk(
    shop().gql<{ checkout: { id: string; name: string } }>(
      "mutation($input: CheckoutInput!) { checkout(input: $input) { id name } }",
      { input: { address: "7 Dock Road, Hull", phone: "+44 1482 496000", paymentMethod } },
      customer.accessToken,
    ),
  );
  return { ...checkout, email: customer.email };
}

describe("Manage Orders' payments, against the real shop", () => {
  /** Shows only `email`'s orders, and answers the card of their one order. */
  async function onlyOrderOf(user: ReturnType<typeof renderPage>["user"], email: string, name: string) {
    await screen.findByRole("heading", { name: /^All Orders: \d+$/ }, slow);
    await applyFilters(user, { email });
    expect(await screen.findByText("1 order matches these filters", {}, slow)).toBeTruthy();
    return () => screen.getByRole("article", { name });
  }
  const fact = (card: HTMLElement, label: string) =>
    within(card).getByText(label).nextElementSibling?.textContent;

  it("records a bank transfer in full: the order is paid and may be shipped", async () => {
    const order = await checkedOut("BANK_TRANSFER");
    const { user } = renderPage();
    const card = await onlyOrderOf(user, order.email, order.name);
    expect(within(card()).getByText("Awaiting payment", { selector: "span" })).toBeTruthy();
    expect(fact(card(), "Payment method")).toBe("Bank transfer");
    expect(fact(card(), "Still due")).toBe("$37.50");
    // Not shipped before it is paid; cancellable while it waits.
    expect(within(card()).queryByRole("button", { name: "Ship" })).toBeNull();
    expect(within(card()).getByRole("button", { name: "Cancel order" })).toBeTruthy();

    await user.click(within(card()).getByRole("button", { name: "Record payment" }));
    const form = () => within(within(card()).getByRole("form", { name: "Payment" }));
    // Prefilled with all that is due; checked by the shop's rules before anything is sent.
    expect((form().getByLabelText(/^Amount/) as HTMLInputElement).value).toBe("37.50");
    await user.click(form().getByRole("button", { name: "Record payment" }));
    expect(await form().findByText("Reference is Required")).toBeTruthy();
    await user.clear(form().getByLabelText(/^Amount/));
    await user.type(form().getByLabelText(/^Amount/), "40");
    await user.click(form().getByRole("button", { name: "Record payment" }));
    expect(await form().findByText("Amount must be at most $37.50, what is still due")).toBeTruthy();

    await user.clear(form().getByLabelText(/^Amount/));
    await user.type(form().getByLabelText(/^Amount/), "37.50");
    await user.type(form().getByLabelText(/^Reference/), "TRX-20260304-17");
    await user.click(form().getByRole("button", { name: "Record payment" }));
    expect(await screen.findByText("Payment recorded", {}, slow)).toBeTruthy();
    await waitFor(() => expect(within(card()).getByText("Paid", { selector: "span" })).toBeTruthy(), slow);
    expect(fact(card(), "Received")).toBe("$37.50");
    expect(fact(card(), "Still due")).toBe("Nothing: paid in full");
    expect(within(card()).getByText(/reference TRX-20260304-17$/)).toBeTruthy();
    expect(within(card()).queryByRole("button", { name: "Record payment" })).toBeNull();
    // Paid: shipped next, and still cancelled until it ships (what was paid is then owed back).
    expect(within(card()).getByRole("button", { name: "Ship" })).toBeTruthy();
    expect(within(card()).getByRole("button", { name: "Cancel order" })).toBeTruthy();
    const stored = await shop()
      .db.collection<OrderDocument>("orders")
      .findOne({ _id: new ObjectId(order.id) });
    expect(stored).toMatchObject({
      status: "paid",
      payments: [{ amountCents: 3750, reference: "TRX-20260304-17" }],
    });
  });

  it("shows the shop's message beside Amount when the payment is more than is now due", async () => {
    const order = await checkedOut("PAY_ON_DELIVERY");
    const { user } = renderPage();
    const card = await onlyOrderOf(user, order.email, order.name);
    expect(within(card()).getByText("Placed", { selector: "span" })).toBeTruthy();
    expect(fact(card(), "Payment method")).toBe("Pay on delivery");
    await user.click(within(card()).getByRole("button", { name: "Record payment" }));
    const form = () => within(within(card()).getByRole("form", { name: "Payment" }));
    expect((form().getByLabelText(/^Amount/) as HTMLInputElement).value).toBe("37.50");

    // A colleague records the courier's first $10 meanwhile: $27.50 is now due, not the $37.50 shown.
    await expectOk(
      shop().gql(
        'mutation($id: ID!) { recordPayment(id: $id, amountCents: 1000, reference: "COD-1") { id } }',
        { id: order.id },
        adminToken,
      ),
    );
    await user.type(form().getByLabelText(/^Reference/), "COD-2");
    await user.click(form().getByRole("button", { name: "Record payment" }));
    const message = await form().findByText(/\$27\.50/, {}, slow);
    expect(message.closest("[data-part=root]")?.textContent).toMatch(/^Amount/);
    // The card is read again: what is due now, and the colleague's payment.
    await waitFor(() => expect(fact(card(), "Still due")).toBe("$27.50"), slow);
    expect(fact(card(), "Received")).toBe("$10.00");
    const stored = await shop()
      .db.collection<OrderDocument>("orders")
      .findOne({ _id: new ObjectId(order.id) });
    expect(stored?.payments?.map((payment) => payment.reference)).toEqual(["COD-1"]);
  });
});

describe("Manage Orders' refunds, against the real shop", () => {
  const fact = (card: HTMLElement, label: string) =>
    within(card).queryByText(label)?.nextElementSibling?.textContent;

  it("records the refund of a paid order cancelled before it shipped, in parts, until nothing is owed back", async () => {
    const order = await checkedOut("BANK_TRANSFER");
    const asAdmin = (query: string) => expectOk(shop().gql(query, { id: order.id }, adminToken));
    await asAdmin(
      'mutation($id: ID!) { recordPayment(id: $id, amountCents: 3750, reference: "TRX-1") { id } }',
    );
    await asAdmin("mutation($id: ID!) { cancelOrder(id: $id) { id } }");
    const { user } = renderPage();
    await screen.findByRole("heading", { name: /^All Orders: \d+$/ }, slow);
    await applyFilters(user, { email: order.email });
    expect(await screen.findByText("1 order matches these filters", {}, slow)).toBeTruthy();
    const card = () => screen.getByRole("article", { name: order.name });
    expect(within(card()).getByText("Cancelled", { selector: "span" })).toBeTruthy();
    expect(fact(card(), "Owed back")).toBe("$37.50");

    await user.click(within(card()).getByRole("button", { name: "Record refund" }));
    const form = () => within(within(card()).getByRole("form", { name: "Refund" }));
    expect((form().getByLabelText(/^Amount/) as HTMLInputElement).value).toBe("37.50");
    await user.clear(form().getByLabelText(/^Amount/));
    await user.type(form().getByLabelText(/^Amount/), "40");
    await user.click(form().getByRole("button", { name: "Record refund" }));
    expect(await form().findByText("Amount must be at most $37.50, what is owed back")).toBeTruthy();
    expect(form().getByText("Reference is Required")).toBeTruthy();

    await user.clear(form().getByLabelText(/^Amount/));
    await user.type(form().getByLabelText(/^Amount/), "10");
    await user.type(form().getByLabelText(/^Reference/), "RF-1");
    await user.click(form().getByRole("button", { name: "Record refund" }));
    expect(await screen.findByText("Refund recorded", {}, slow)).toBeTruthy();
    await waitFor(() => expect(fact(card(), "Owed back")).toBe("$27.50"), slow);
    expect(fact(card(), "Refunded")).toBe("$10.00");
    expect(
      within(within(card()).getByRole("list", { name: "Refunds" })).getByText(/reference RF-1$/),
    ).toBeTruthy();

    await user.click(within(card()).getByRole("button", { name: "Record refund" }));
    expect((form().getByLabelText(/^Amount/) as HTMLInputElement).value).toBe("27.50");
    await user.type(form().getByLabelText(/^Reference/), "RF-2");
    await user.click(form().getByRole("button", { name: "Record refund" }));
    await waitFor(() => expect(fact(card(), "Refunded")).toBe("$37.50"), slow);
    expect(fact(card(), "Owed back")).toBeUndefined();
    expect(within(card()).queryByRole("button", { name: "Record refund" })).toBeNull();
    const stored = await shop()
      .db.collection<OrderDocument>("orders")
      .findOne({ _id: new ObjectId(order.id) });
    expect(stored?.refunds?.map((refund) => [refund.amountCents, refund.reference])).toEqual([
      [1000, "RF-1"],
      [2750, "RF-2"],
    ]);
  });
});
