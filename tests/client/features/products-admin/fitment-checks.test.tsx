// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ManageProductsPage } from "../../../../client/src/features/products-admin/manage-products-page";
import { addToCart, COROLLA_2015, FITS_COROLLA } from "../../../support/carts";
import { expectOk } from "../../../support/graphql-answers";
import { inShop } from "../../../support/in-shop";
import { addProduct } from "../../../support/products";
import { renderUi } from "../../../support/render-ui";
import { useShopForPage } from "../../../support/shop-for-page";

const shop = useShopForPage();
const slow = { timeout: 10_000 };
const name = `Hub ${randomUUID().slice(0, 6).toUpperCase()}`;

let adminToken: string;
let hub: string;

const asAdmin = <T,>(query: string, variables: Record<string, unknown>) =>
  expectOk(shop().gql<T>(query, variables, adminToken));

/** A customer buys the hub for a 2015 Corolla, has it delivered, and returns it: it did not fit. */
async function boughtAndReturned() {
  const customer = await shop().signUp("customer");
  await addToCart(shop().gql, customer.accessToken, hub, 1, COROLLA_2015);
  const { checkout } = await expectOk(
    shop().gql<{ checkout: { id: string } }>(
      "mutation($input: CheckoutInput!) { checkout(input: $input) { id } }",
      { input: { address: "1 Main St", phone: "555-0100" } },
      customer.accessToken,
    ),
  );
  const id = checkout.id;
  await asAdmin('mutation($id: ID!) { shipOrder(id: $id, carrier: "DHL", trackingNumber: "JD1") { id } }', {
    id,
  });
  await asAdmin("mutation($id: ID!) { deliverOrder(id: $id) { id } }", { id });
  await expectOk(
    shop().gql(
      "mutation($input: ReturnInput!) { requestReturn(input: $input) { id } }",
      { input: { orderId: id, lines: [{ productId: hub, quantity: 1 }], reason: "DID_NOT_FIT" } },
      customer.accessToken,
    ),
  );
}

beforeAll(async () => {
  adminToken = (await shop().signUp("admin")).accessToken;
  hub = await addProduct(shop().gql, adminToken, { name, fitments: FITS_COROLLA });
  await boughtAndReturned();
  await boughtAndReturned();
});

describe("Manage Product's parts to check, against the real shop", () => {
  it("lists a part returned twice for one vehicle because it did not fit, until staff confirm its fitments", async () => {
    localStorage.setItem("accessToken", adminToken);
    const { user } = renderUi(inShop(<ManageProductsPage />));
    const section = await screen.findByRole("region", { name: "Check this fitment" }, slow);
    const part = within(within(section).getByRole("list", { name: "Parts to check" })).getByRole("listitem");
    expect(within(part).getByText(new RegExp(`${name}$`))).toBeTruthy();
    expect(within(part).getByText("2015 Toyota Corolla: 2 returns of 2 sold")).toBeTruthy();

    await user.click(within(part).getByRole("button", { name: "Fitments are right" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, they are right" }));
    expect(await screen.findByText("Fitment confirmed", {}, slow)).toBeTruthy();
    await waitFor(
      () => expect(screen.queryByRole("region", { name: "Check this fitment" })).toBeNull(),
      slow,
    );
    const { fitmentChecks } = await asAdmin<{ fitmentChecks: { id: string }[] }>(
      "{ fitmentChecks { id } }",
      {},
    );
    expect(fitmentChecks).toEqual([]);
  });
});
