// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { randomUUID } from "node:crypto";
import { ObjectId } from "mongodb";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ManageReturnsPage } from "../../../../client/src/features/orders/manage-returns-page";
import type { ProductDocument } from "../../../../server/db/models";
import { addToCart, COROLLA_2015 } from "../../../support/carts";
import { expectOk } from "../../../support/graphql-answers";
import { inShop } from "../../../support/in-shop";
import { addProduct } from "../../../support/products";
import { renderUi } from "../../../support/render-ui";
import { useShopForPage } from "../../../support/shop-for-page";

const shop = useShopForPage();
const slow = { timeout: 10_000 };
const suffix = randomUUID().slice(0, 6).toUpperCase();

let adminToken: string;
let rotor: string;

beforeAll(async () => {
  adminToken = (await shop().signUp("admin")).accessToken;
  rotor = await addProduct(shop().gql, adminToken, {
    name: `Rotor ${suffix}`,
    price: 40,
    availableQuantity: 50,
  });
});
beforeEach(() => localStorage.setItem("accessToken", adminToken));

const asAdmin = <T,>(query: string, variables: Record<string, unknown>) =>
  expectOk(shop().gql<T>(query, variables, adminToken));

/**
 * A new customer's order of 2 rotors for a 2015 Corolla, paid on delivery and delivered, and their
 * return of both for `reason`; answers the return's number and the buyer's e-mail.
 */
async function returned(reason: string, note?: string) {
  const customer = await shop().signUp("customer");
  await addToCart(shop().gql, customer.accessToken, rotor, 2, COROLLA_2015);
  const { checkout } = await expectOk(
    shop().gql<{ checkout: { id: string; number: string } }>(
      "mutation($input: CheckoutInput!) { checkout(input: $input) { id number } }",
      { input: { address: "1 Main St", phone: "555-0100" } },
      customer.accessToken,
    ),
  );
  const id = checkout.id;
  await asAdmin('mutation($id: ID!) { shipOrder(id: $id, carrier: "DHL", trackingNumber: "JD1") { id } }', {
    id,
  });
  await asAdmin("mutation($id: ID!) { deliverOrder(id: $id) { id } }", { id });
  await asAdmin(
    'mutation($id: ID!) { recordPayment(id: $id, amountCents: 8000, reference: "COD-1") { id } }',
    {
      id,
    },
  );
  const { requestReturn } = await expectOk(
    shop().gql<{ requestReturn: { number: string } }>(
      "mutation($input: ReturnInput!) { requestReturn(input: $input) { number } }",
      { input: { orderId: id, lines: [{ productId: rotor, quantity: 2 }], reason, note } },
      customer.accessToken,
    ),
  );
  return { number: requestReturn.number, orderNumber: checkout.number, email: customer.email };
}

const card = (number: string) => screen.getByRole("article", { name: number });
const fact = (number: string, label: string) =>
  within(card(number)).getByText(label).nextElementSibling?.textContent;
const stock = async () =>
  (await shop()
    .db.collection<ProductDocument>("products")
    .findOne({ _id: new ObjectId(rotor) }))!.availableQuantity;

describe("the staff's Returns screen, against the real shop", () => {
  it("lists requested returns with their order, buyer, reason, vehicle and amount, and filters by status", async () => {
    const fit = await returned("DID_NOT_FIT", "Wrong bolt pattern");
    const { user } = renderUi(inShop(<ManageReturnsPage />));
    await screen.findByRole("heading", { name: fit.number }, slow);
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("REQUESTED");
    expect(within(card(fit.number)).getByText("Requested")).toBeTruthy();
    expect(fact(fit.number, "Order number")).toBe(fit.orderNumber);
    expect(fact(fit.number, "Buyer email")).toBe(fit.email);
    expect(fact(fit.number, "Reason")).toBe("It did not fit my vehicle");
    expect(fact(fit.number, "Note")).toBe("Wrong bolt pattern");
    expect(fact(fit.number, "Amount")).toBe("$80.00");
    const line = within(within(card(fit.number)).getByRole("list", { name: "Returned parts" })).getByRole(
      "listitem",
    );
    expect(line.textContent).toBe(`Rotor ${suffix}Quantity 2 × $40.00Did not fit 2015 Toyota Corolla`);

    await user.selectOptions(screen.getByLabelText("Status"), "Approved");
    await waitFor(() => expect(screen.queryByRole("heading", { name: fit.number })).toBeNull(), slow);
    await user.selectOptions(screen.getByLabelText("Status"), "All statuses");
    expect(await screen.findByRole("heading", { name: fit.number }, slow)).toBeTruthy();
  });

  it("approves, receives (back on the shelf) and refunds a return, asking for the bank's reference", async () => {
    const ret = await returned("NO_LONGER_NEEDED");
    const { user } = renderUi(inShop(<ManageReturnsPage />));
    await screen.findByRole("heading", { name: ret.number }, slow);
    await user.selectOptions(screen.getByLabelText("Status"), "All statuses");

    await user.click(within(card(ret.number)).getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, approve" }));
    expect(await screen.findByText("Return approved", {}, slow)).toBeTruthy();
    await waitFor(() => expect(within(card(ret.number)).getByText("Approved")).toBeTruthy(), slow);

    const before = await stock();
    await user.click(within(card(ret.number)).getByRole("button", { name: "Receive" }));
    const receipt = within(within(card(ret.number)).getByRole("form", { name: "Parts received" }));
    const shelf = receipt.getByLabelText(`Rotor ${suffix}: back on the shelf (2)`) as HTMLInputElement;
    expect(shelf.checked).toBe(true);
    await user.click(receipt.getByRole("button", { name: "Mark as received" }));
    expect(await screen.findByText("Return received", {}, slow)).toBeTruthy();
    await waitFor(() => expect(within(card(ret.number)).getByText("Back on the shelf")).toBeTruthy(), slow);
    expect(await stock()).toBe(before + 2);

    await user.click(within(card(ret.number)).getByRole("button", { name: "Refund" }));
    const refund = () => within(within(card(ret.number)).getByRole("form", { name: "Refund" }));
    // Paid on delivery: the shop asks for the bank's reference, beside the field.
    await user.click(refund().getByRole("button", { name: "Refund $80.00" }));
    const message = await refund().findByText(/Reference/, { selector: "[data-part=error-text]" }, slow);
    expect(message.textContent).toBe("Reference is Required");
    await user.type(refund().getByLabelText("Reference"), "BANK-42");
    await user.click(refund().getByRole("button", { name: "Refund $80.00" }));
    expect(await screen.findByText("Return refunded", {}, slow)).toBeTruthy();
    await waitFor(
      () => expect(within(card(ret.number)).getByText("Refunded", { selector: "span" })).toBeTruthy(),
      slow,
    );
    expect(fact(ret.number, "Refund")).toMatch(/^\$80\.00 on .*, reference BANK-42$/);
    expect(within(card(ret.number)).queryByRole("button")).toBeNull();
  });

  it("refuses a request saying why, and writes a damaged part off unless ticked", async () => {
    const refused = await returned("WRONG_PART");
    const damaged = await returned("DAMAGED");
    const { returns } = await asAdmin<{ returns: { id: string; number: string }[] }>(
      "{ returns { id number } }",
      {},
    );
    const damagedId = returns.find((each) => each.number === damaged.number)!.id;
    await asAdmin("mutation($id: ID!) { approveReturn(id: $id) { id } }", { id: damagedId });
    const { user } = renderUi(inShop(<ManageReturnsPage />));
    await screen.findByRole("heading", { name: refused.number }, slow);

    await user.click(within(card(refused.number)).getByRole("button", { name: "Refuse" }));
    const form = () => within(within(card(refused.number)).getByRole("form", { name: "Refusal" }));
    await user.click(form().getByRole("button", { name: "Refuse return" }));
    expect(await form().findByText("Reason is Required")).toBeTruthy();
    await user.type(form().getByLabelText(/^Reason/), "Past the return window for this part");
    await user.click(form().getByRole("button", { name: "Refuse return" }));
    expect(await screen.findByText("Return refused", {}, slow)).toBeTruthy();
    // It leaves the requested ones.
    await waitFor(() => expect(screen.queryByRole("heading", { name: refused.number })).toBeNull(), slow);

    await user.selectOptions(screen.getByLabelText("Status"), "Approved");
    await screen.findByRole("heading", { name: damaged.number }, slow);
    await user.click(within(card(damaged.number)).getByRole("button", { name: "Receive" }));
    const receipt = within(within(card(damaged.number)).getByRole("form", { name: "Parts received" }));
    expect(
      (receipt.getByLabelText(`Rotor ${suffix}: back on the shelf (2)`) as HTMLInputElement).checked,
    ).toBe(false);
    const before = await stock();
    await user.click(receipt.getByRole("button", { name: "Mark as received" }));
    expect(await screen.findByText("Return received", {}, slow)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Status"), "Received");
    await screen.findByRole("heading", { name: damaged.number }, slow);
    expect(within(card(damaged.number)).getByText("Written off")).toBeTruthy();
    expect(await stock()).toBe(before);
  });
});
