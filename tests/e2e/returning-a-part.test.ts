import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { formatPrice } from "../../shared/format-price";
import { apiAccount, logInThroughForm, newAccount } from "./support/accounts";
import { startJourney, type Journey } from "./support/browser";
import { confirmDialog, field, toast } from "./support/page-reading";
import { useShopAndBrowser } from "./support/shop-and-browser";
import { journeySteps } from "./support/steps";

/** The screens this journey is looked at on: a phone, a tablet and a desktop. */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

interface Part {
  id: string;
  name: string;
  minimumOrderQuantity: number;
  price: number;
}

/**
 * A part that did not fit goes back: a customer's delivered order (bought for a 2015 Corolla, paid to
 * the courier) has one part returned from My Order because it did not fit; staff approve the return on
 * the Returns screen, receive the part back on the shelf and refund it with the bank's reference; the
 * buyer sees the return refunded on the order's card.
 */
describe("returning a part that did not fit", () => {
  const admin = newAccount("returns-admin", "Rhea Returns");
  const buyer = newAccount("returns", "Corin Corolla");
  const e2e = useShopAndBrowser({ adminEmails: [admin.email] });
  const step = journeySteps();
  const REFERENCE = "BANK-RF-0042";
  let journey: Journey;
  let page: Page;
  let part: Part;
  /** One of the part, as the shop writes its price. */
  let price: string;
  const orderCard = (on: Page) => on.getByRole("article", { name: part.name, exact: true });

  beforeAll(async () => {
    const { products } = await e2e.shop.graphql<{ products: { edges: Array<{ node: Part }> } }>(
      "{ products(first: 1, filter: { inStock: true }) { edges { node { id name minimumOrderQuantity price } } } }",
    );
    part = products.edges[0]!.node;
    price = formatPrice(part.price);
    const [buyerToken, adminToken] = await Promise.all([
      apiAccount(e2e.shop, buyer),
      apiAccount(e2e.shop, admin, { verified: true }),
    ]);
    // Bought for a 2015 Corolla, paid to the courier, shipped and delivered.
    await e2e.shop.graphql(
      "mutation($productId: ID!, $quantity: Int!, $vehicle: VehicleInput) { addToCart(productId: $productId, quantity: $quantity, vehicle: $vehicle) { itemCount } }",
      {
        productId: part.id,
        quantity: part.minimumOrderQuantity,
        vehicle: { make: "Toyota", model: "Corolla", year: 2015 },
      },
      buyerToken,
    );
    const { checkout } = await e2e.shop.graphql<{ checkout: { id: string; totalCents: number } }>(
      "mutation($input: CheckoutInput!) { checkout(input: $input) { id totalCents } }",
      { input: { address: "8 Quay Street, Bristol", phone: "+44 117 496 0000" } },
      buyerToken,
    );
    const id = checkout.id;
    await e2e.shop.graphql(
      'mutation($id: ID!) { shipOrder(id: $id, carrier: "DPD", trackingNumber: "15501234567890") { id } }',
      { id },
      adminToken,
    );
    await e2e.shop.graphql("mutation($id: ID!) { deliverOrder(id: $id) { id } }", { id }, adminToken);
    await e2e.shop.graphql(
      'mutation($id: ID!, $cents: Int!) { recordPayment(id: $id, amountCents: $cents, reference: "COD-77") { id } }',
      { id, cents: checkout.totalCents },
      adminToken,
    );
    journey = await startJourney(e2e.browser, e2e.shop.url, "returning-a-part", "buyer");
    page = journey.page;
  });

  afterAll(async () => {
    await journey?.finish();
  });

  step("the buyer asks on My Order to return one part of the delivered order: it did not fit", async () => {
    await logInThroughForm(page, buyer);
    await page.goto("/dashboard/myProduct");
    const card = orderCard(page);
    await card.getByText("Delivered", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Return parts" }).click();
    const form = card.getByRole("form", { name: "Return parts" });
    await field(form, `${part.name}: how many to return`).fill("1");
    await field(form, "Reason").selectOption({ label: "It did not fit my vehicle" });
    await field(form, "Note").fill("The bolt holes do not line up on my Corolla.");
    await journey.screenshots("return-parts-form", SCREENS);

    await form.getByRole("button", { name: "Request return" }).click();
    await toast(page, "Return requested").first().waitFor();
    await card.getByText(new RegExp(`-R1: Requested, ${price.replace("$", "\\$")}$`)).waitFor();
    await journey.screenshots("my-orders-return-requested", SCREENS);
  });

  step("staff approve it on Returns, receive the part back on the shelf and refund it", async () => {
    const desk = await startJourney(e2e.browser, e2e.shop.url, "returning-a-part", "admin");
    try {
      await logInThroughForm(desk.page, admin);
      await desk.page.goto("/dashboard/returns");
      const card = desk.page.getByRole("article", { name: /-R1$/ });
      await card.getByText("It did not fit my vehicle", { exact: true }).waitFor();
      await card.getByText("Did not fit 2015 Toyota Corolla", { exact: true }).waitFor();
      await card.getByText("The bolt holes do not line up on my Corolla.", { exact: true }).waitFor();
      await desk.screenshots("returns-requested", SCREENS);

      // Every status, so the return stays in view as it moves on.
      await field(desk.page, "Status").selectOption({ label: "All statuses" });
      await card.getByRole("button", { name: "Approve" }).click();
      await confirmDialog(desk.page);
      await toast(desk.page, "Return approved").first().waitFor();
      await card.getByText("Approved", { exact: true }).waitFor();

      await card.getByRole("button", { name: "Receive" }).click();
      const receipt = card.getByRole("form", { name: "Parts received" });
      expect(await receipt.getByLabel(`${part.name}: back on the shelf (1)`).isChecked()).toBe(true);
      await desk.screenshots("returns-receive-form", SCREENS);
      await receipt.getByRole("button", { name: "Mark as received" }).click();
      await toast(desk.page, "Return received").first().waitFor();
      await card.getByText("Back on the shelf", { exact: true }).waitFor();

      await card.getByRole("button", { name: "Refund" }).click();
      const refund = card.getByRole("form", { name: "Refund" });
      await field(refund, "Reference").fill(REFERENCE);
      await desk.screenshots("returns-refund-form", SCREENS);
      await refund.getByRole("button", { name: `Refund ${price}` }).click();
      await toast(desk.page, "Return refunded").first().waitFor();
      await card.getByText(`reference ${REFERENCE}`, { exact: false }).waitFor();
      await desk.screenshots("returns-refunded", SCREENS);
    } finally {
      await desk.finish();
    }
  });

  step("the buyer sees the return refunded on the order's card", async () => {
    await page.reload();
    const card = orderCard(page);
    await card.getByText(new RegExp(`-R1: Refunded, ${price.replace("$", "\\$")}$`)).waitFor();
    await card.getByText(`reference ${REFERENCE}`, { exact: false }).waitFor();
    await journey.screenshots("my-orders-return-refunded", SCREENS);
  });
});
