import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { formatPrice } from "../../shared/format-price";
import { logInThroughForm, newAccount, registerAccount } from "./support/accounts";
import { startJourney, type Journey } from "./support/browser";
import { fillShippingAddress, SHIPPING_CENTS, SPRINGFIELD } from "./support/checkout-form";
import { field, toast } from "./support/page-reading";
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
 * Paying before the parts ship: a customer checks out choosing Bank transfer, is told by when to pay and
 * into which account, and sees the order awaiting payment on My Order; the admin records the transfer
 * when it arrives on Manage Orders, the order is paid and can then be shipped; the buyer sees it paid
 * and on its way.
 */
describe("paying by bank transfer", () => {
  const admin = newAccount("transfer-admin", "Tess Treasurer");
  const buyer = newAccount("transfer", "Bram Buyer");
  const e2e = useShopAndBrowser({ adminEmails: [admin.email] });
  const step = journeySteps();
  const REFERENCE = "BANK-REF-20260304-0042";
  let journey: Journey;
  let page: Page;
  let part: Part;
  /** What the order costs, shipped Standard to Illinois (no tax), as the shop writes it. */
  let total: string;
  /** The order's card on My Order or Manage Orders, named by its one line. */
  const orderCard = (on: Page) => on.getByRole("article", { name: part.name, exact: true });

  beforeAll(async () => {
    const { products } = await e2e.shop.graphql<{ products: { edges: Array<{ node: Part }> } }>(
      "{ products(first: 1, filter: { inStock: true }) { edges { node { id name minimumOrderQuantity price } } } }",
    );
    part = products.edges[0]!.node;
    const partsCents = Math.round(part.price * 100) * part.minimumOrderQuantity;
    total = formatPrice((partsCents + SHIPPING_CENTS.STANDARD(partsCents)) / 100);
    await Promise.all([registerAccount(buyer), registerAccount(admin, { verified: true })]);
    journey = await startJourney(e2e.browser, e2e.shop.url, "paying-by-bank-transfer", "buyer");
    page = journey.page;
  });

  afterAll(async () => {
    await journey?.finish();
  });

  step("a customer fills a cart and, at the checkout, chooses to pay by bank transfer", async () => {
    await logInThroughForm(page, buyer);
    await page.goto(`/products/${part.id}`);
    await page.getByRole("button", { name: `Add to cart: ${part.name}` }).click();
    await toast(page, "Added to your cart").first().waitFor();
    await page.goto("/checkout");
    const main = page.locator("main");
    await fillShippingAddress(main, SPRINGFIELD);
    const ways = page.getByRole("radiogroup", { name: "How would you like to pay?" });
    // Pay on delivery is chosen until the buyer picks another way.
    expect(await ways.getByRole("radio", { name: "Pay on delivery" }).isChecked()).toBe(true);
    await ways.getByText("Bank transfer", { exact: true }).click();
    expect(await ways.getByRole("radio", { name: "Bank transfer" }).isChecked()).toBe(true);
    await ways.getByText(/^Transfer the total to .+, with your order number as the reference/).waitFor();
    await journey.screenshots("checkout-payment", SCREENS);
  });

  step("places the order, and is told it awaits payment, by when and into which account", async () => {
    await page.getByRole("button", { name: "Place order", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor();
    await page.getByText("Awaiting payment", { exact: true }).waitFor();
    await page.getByText(/^Pay by \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/).waitFor();
    await page.getByText(/^Transfer the total to .+/).waitFor();
    const payment = page.getByRole("region", { name: "Payment" });
    await payment.getByText("Bank transfer", { exact: true }).waitFor();
    await payment.getByText(total, { exact: true }).waitFor();
    await journey.screenshots("order-placed-awaiting-payment", SCREENS);
  });

  step("sees the order awaiting payment on My Order, with what to pay by when, and Delete", async () => {
    await page.goto("/dashboard/myProduct");
    const card = orderCard(page);
    await card.getByText("Awaiting payment", { exact: true }).waitFor();
    await card.getByText(/^Pay by \w{3} \d{1,2}, \d{4}/).waitFor();
    await card.getByText(/^Transfer the total to .+/).waitFor();
    await card.getByText(`${total} to pay.`, { exact: false }).waitFor();
    await card.getByRole("button", { name: "Delete" }).waitFor();
    await journey.screenshots("my-orders-awaiting-payment", SCREENS);
  });

  step("the admin records the transfer on Manage Orders: the order is paid, and is shipped", async () => {
    const desk = await startJourney(e2e.browser, e2e.shop.url, "paying-by-bank-transfer", "admin");
    try {
      await logInThroughForm(desk.page, admin);
      await desk.page.goto("/dashboard/manageOrders");
      const card = orderCard(desk.page);
      await card.getByText("Awaiting payment", { exact: true }).waitFor();
      await card.getByText("Bank transfer", { exact: true }).waitFor();
      // Not shipped before it is paid.
      expect(await card.getByRole("button", { name: "Ship", exact: true }).count()).toBe(0);
      await card.getByRole("button", { name: "Record payment", exact: true }).click();
      const form = card.getByRole("form", { name: "Payment" });
      expect(await field(form, "Amount").inputValue()).toBe(total.replace("$", "").replace(",", ""));
      await field(form, "Reference").fill(REFERENCE);
      await desk.screenshots("record-payment-form", SCREENS);

      await form.getByRole("button", { name: "Record payment", exact: true }).click();
      await toast(desk.page, "Payment recorded").first().waitFor();
      await card.getByText("Paid", { exact: true }).waitFor();
      await card.getByText("Nothing: paid in full", { exact: true }).waitFor();
      await card.getByText(`reference ${REFERENCE}`, { exact: false }).waitFor();
      // Still cancelled until it ships: what was paid is then owed back.
      await card.getByRole("button", { name: "Cancel order" }).waitFor();
      await desk.screenshots("manage-orders-paid", SCREENS);

      await card.getByRole("button", { name: "Ship", exact: true }).click();
      await field(card, "Carrier").fill("DPD");
      await field(card, "Tracking Number").fill("15501234567890");
      await card.getByRole("button", { name: "Mark as shipped" }).click();
      await toast(desk.page, "Order shipped").first().waitFor();
      await card.getByText("Shipped", { exact: true }).waitFor();
    } finally {
      await desk.finish();
    }
  });

  step("the buyer sees it paid in full and on its way", async () => {
    await page.reload();
    const card = orderCard(page);
    await card.getByText("Shipped", { exact: true }).waitFor();
    await card.getByText("Nothing: paid in full", { exact: true }).waitFor();
    await card.getByText(`reference ${REFERENCE}`, { exact: false }).waitFor();
    expect(await card.getByText(/^Pay by/).count()).toBe(0);
    expect(await card.getByRole("button", { name: "Delete" }).count()).toBe(0);
    await journey.screenshots("my-orders-paid-and-shipped", SCREENS);
  });
});
