import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { formatPrice } from "../../shared/format-price";
import { apiAccount, logInThroughForm, newAccount, registerAccount } from "./support/accounts";
import { startJourney, type Journey } from "./support/browser";
import { chargeRow, fillShippingAddress, SHIPPING_CENTS, SPRINGFIELD } from "./support/checkout-form";
import { field, toast } from "./support/page-reading";
import { useShopAndBrowser } from "./support/shop-and-browser";
import { journeySteps } from "./support/steps";

interface Part {
  id: string;
  name: string;
  minimumOrderQuantity: number;
  price: number;
}

/** The navigation bar's cart, by its whole name (which says how many items it holds). */
const cartLink = (page: Page, name: string | RegExp = /^Cart\b/) =>
  page.getByRole("banner").getByRole("link", { name, exact: true });
const lineOf = (page: Page, part: Part) => page.getByRole("article", { name: part.name, exact: true });
/** Parts' prices in cents, for a number of each at its minimum order. */
const partsCents = (...parts: Array<[part: Part, price: number]>) =>
  parts.reduce((sum, [part, price]) => sum + Math.round(price * 100) * part.minimumOrderQuantity, 0);
const cents = (amount: number) => formatPrice(amount / 100);

/**
 * A brake job in one order: a visitor fills a cart for their vehicle, logs in at the checkout, finds the
 * cart they filled, places one order of every line, paid on delivery, and sees its confirmation; the admin
 * ships it with a tracking number, and the buyer sees it on its way and can no longer cancel it; the admin
 * marks it delivered and records what the courier collected, and the buyer sees it paid in full.
 */
describe("the cart, the checkout and the order's way to the buyer", () => {
  const admin = newAccount("cart-admin", "Alex Admin");
  const e2e = useShopAndBrowser({ adminEmails: [admin.email] });
  const buyer = newAccount("cart", "Morgan Mechanic");
  const TRACKING = "1Z999AA10123456784";
  const COURIER_RECEIPT = "COD-4471";
  const step = journeySteps();
  let journey: Journey;
  let page: Page;
  /** The vehicle, a part that fits it and one that does not, from the starting catalogue. */
  let vehicle: { make: string; model: string; year: number };
  let fitting: Part;
  let misfit: Part;
  let adminToken: string;
  /** The order's total as placed: what the courier collects. */
  let placedTotalCents: number;

  beforeAll(async () => {
    const { products } = await e2e.shop.graphql<{
      products: {
        edges: Array<{ node: Part & { fitments: Array<{ make: string; model: string; yearFrom: number }> } }>;
      };
    }>(
      `{ products(first: 50, filter: { inStock: true }) { edges { node {
          id name minimumOrderQuantity price fitments { make model yearFrom } } } } }`,
    );
    const parts = products.edges.map((edge) => edge.node);
    const first = parts.find((part) => part.fitments.length > 0)!;
    const { make, model, yearFrom } = first.fitments[0]!;
    vehicle = { make, model, year: yearFrom };
    fitting = first;
    misfit = parts.find(
      (part) => part.fitments.length > 0 && !part.fitments.some((f) => f.make === make && f.model === model),
    )!;
    await registerAccount(buyer);
    adminToken = await apiAccount(e2e.shop, admin, { verified: true });
    journey = await startJourney(e2e.browser, e2e.shop.url, "cart");
    page = journey.page;
  });

  afterAll(async () => {
    await journey?.finish();
  });

  step("a visitor with a chosen vehicle adds two parts from their pages", async () => {
    await page.goto("/");
    await page.evaluate((chosen) => localStorage.setItem("chosenVehicle", JSON.stringify(chosen)), vehicle);
    const described = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
    // Each page's fit badge, then what adding the part confirms: a misfit is noted as it is added.
    const confirmations = [
      [fitting, `✓ Fits your ${described}`, "Added to your cart"],
      [
        misfit,
        `✗ Does not fit your ${described}`,
        `Added to your cart — note: this part does not fit your ${described}`,
      ],
    ] as const;
    for (const [part, badge, confirmation] of confirmations) {
      await page.goto(`/products/${part.id}`);
      await page.locator("main").getByText(badge, { exact: true }).waitFor();
      await page.getByRole("button", { name: `Add to cart: ${part.name}` }).click();
      await toast(page, confirmation).first().waitFor();
    }
    const items = fitting.minimumOrderQuantity + misfit.minimumOrderQuantity;
    await cartLink(page, `Cart, ${items} items`).waitFor();
  });

  step(
    "sees the cart: both lines for the vehicle, the misfit marked, the subtotal and an estimate",
    async () => {
      await cartLink(page).click();
      await page.waitForURL("**/cart");
      await lineOf(page, fitting).waitFor();
      const described = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
      await lineOf(page, fitting).getByText("✓ Fits").waitFor();
      await lineOf(page, misfit).getByText(`Does not fit your ${described}`).waitFor();
      // The visitor's browser cart is quoted as it stands: the cheapest shipping, and the tax left for later.
      const parts = partsCents([fitting, fitting.price], [misfit, misfit.price]);
      const shipping = SHIPPING_CENTS.STANDARD(parts);
      const summary = page.getByRole("region", { name: "Order summary" });
      await summary.getByText(shipping ? `From ${cents(shipping)}` : "Free", { exact: true }).waitFor();
      await summary
        .getByText("Estimated total", { exact: true })
        .locator("xpath=following-sibling::*[1]")
        .getByText(cents(parts + shipping), { exact: true })
        .waitFor();
      await summary.getByText("Tax calculated at checkout").waitFor();
      if (shipping)
        await summary.getByText(`Add ${cents(10_000 - parts)} more for free Standard shipping`).waitFor();
      await page.getByText("You will log in before you check out; your cart comes with you.").waitFor();
      await journey.screenshots("cart-visitor");
    },
  );

  step("is sent to log in at the checkout, and comes back to it with the cart", async () => {
    await page.getByRole("link", { name: "Checkout", exact: true }).click();
    await page.waitForURL("**/login");
    await logInThroughForm(page, buyer);
    await page.waitForURL("**/checkout");
    const lines = page.getByRole("list", { name: "Order lines" });
    await lines.getByText(fitting.name, { exact: true }).waitFor();
    await lines.getByText(misfit.name, { exact: true }).waitFor();
    // The browser's lines went to the account's cart, and left the browser.
    expect(await page.evaluate(() => localStorage.getItem("cart"))).toBeNull();
    await fillShippingAddress(page.locator("main"), SPRINGFIELD);
    // Standard is chosen at first; Illinois has no sales tax in the journeys' shop.
    const methods = page.getByRole("radiogroup", { name: "How should it ship?" });
    expect(await methods.getByRole("radio", { name: /^Standard/ }).isChecked()).toBe(true);
    const parts = partsCents([fitting, fitting.price], [misfit, misfit.price]);
    const shipping = SHIPPING_CENTS.STANDARD(parts);
    await chargeRow(page, "Subtotal").getByText(cents(parts), { exact: true }).waitFor();
    await chargeRow(page, "Shipping")
      .getByText(shipping ? cents(shipping) : "Free", { exact: true })
      .waitFor();
    await chargeRow(page, "Tax").getByText("$0.00", { exact: true }).waitFor();
    await chargeRow(page, "Total")
      .getByText(cents(parts + shipping), { exact: true })
      .waitFor();
    await journey.screenshots("checkout");
  });

  step("is told a price changed before Place order, orders nothing, and sees the new total", async () => {
    // The shop raises the fitting part's price while the buyer reads the checkout.
    const price = (Math.round(fitting.price * 100) + 100) / 100;
    await e2e.shop.graphql(
      "mutation($id: ID!, $price: Float!) { updateProduct(id: $id, input: { price: $price }) { id } }",
      { id: fitting.id, price },
      adminToken,
    );
    await page.getByRole("button", { name: "Place order", exact: true }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "Prices changed; nothing was ordered" });
    const parts = partsCents([fitting, price], [misfit, misfit.price]);
    const total = parts + SHIPPING_CENTS.STANDARD(parts);
    await refusal.getByText(`The total is now ${cents(total)}`, { exact: false }).waitFor();
    fitting = { ...fitting, price };
    await page
      .getByRole("list", { name: "Order lines" })
      .getByText(`× ${formatPrice(price)}`, { exact: false })
      .waitFor();
    await journey.screenshots("checkout-price-changed");
  });

  step(
    "chooses Express, places one order of both lines at the new total and sees its confirmation",
    async () => {
      const parts = partsCents([fitting, fitting.price], [misfit, misfit.price]);
      const express = SHIPPING_CENTS.EXPRESS();
      await page.getByRole("radiogroup", { name: "How should it ship?" }).getByText("Express").click();
      await chargeRow(page, "Shipping").getByText(cents(express), { exact: true }).waitFor();
      await chargeRow(page, "Total")
        .getByText(cents(parts + express), { exact: true })
        .waitFor();
      await page.getByRole("button", { name: "Place order", exact: true }).click();
      await page.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor();
      expect(page.url()).toMatch(/\/orders\/[0-9a-f]{24}\/placed$/);
      const placed = page.getByRole("region", { name: "What you ordered" });
      await placed.getByText(fitting.name, { exact: true }).waitFor();
      await placed.getByText(misfit.name, { exact: true }).waitFor();
      for (const [label, amount] of [
        ["Subtotal", cents(parts)],
        ["Shipping", cents(express)],
        ["Tax", "$0.00"],
        ["Total", cents(parts + express)],
      ])
        await chargeRow(placed, label!).getByText(amount!, { exact: true }).waitFor();
      placedTotalCents = parts + express;
      const delivery = page.getByRole("region", { name: "Delivery" });
      await delivery.getByText("Springfield IL 62701", { exact: true }).waitFor();
      await delivery.getByText(/^Express · Arrives \w{3}, \w{3} \d+/).waitFor();
      await cartLink(page, "Cart").waitFor();
      await journey.screenshots("order-placed");
    },
  );

  step("finds the account's cart empty", async () => {
    await cartLink(page).click();
    await page.getByRole("heading", { name: "Your cart is empty" }).waitFor();
  });

  /** The buyer's order on My Order: one card, named by its first line and how many more. */
  const myOrder = () => page.getByRole("article", { name: `${fitting.name} and 1 more` });

  step("sees the order on My Order, placed, with both lines and a Delete button", async () => {
    await page.goto("/dashboard/myProduct");
    await myOrder().getByText("Placed", { exact: true }).waitFor();
    const lines = myOrder().getByRole("list", { name: "Order lines" });
    await lines.getByText(misfit.name, { exact: true }).waitFor();
    await myOrder().getByRole("button", { name: "Delete" }).waitFor();
    await journey.screenshots("my-order-placed");
  });

  step("the admin ships it from Manage Orders with the carrier and tracking number", async () => {
    const desk = await startJourney(e2e.browser, e2e.shop.url, "cart-admin");
    try {
      await logInThroughForm(desk.page, admin);
      await desk.page.goto("/dashboard/manageOrders");
      const order = desk.page.getByRole("article", { name: `${fitting.name} and 1 more` });
      await order.getByRole("button", { name: "Ship", exact: true }).click();
      await field(order, "Carrier").fill("UPS");
      await field(order, "Tracking Number").fill(TRACKING);
      await desk.screenshots("ship-order");
      await order.getByRole("button", { name: "Mark as shipped" }).click();
      await toast(desk.page, "Order shipped").first().waitFor();
      await order.getByText("Shipped", { exact: true }).waitFor();
      await order.getByText(TRACKING).waitFor();
      await desk.screenshots("manage-orders-shipped");
    } finally {
      await desk.finish();
    }
  });

  step("the buyer sees it shipped with its tracking number, and can no longer cancel it", async () => {
    await page.reload();
    await myOrder().getByText(TRACKING).waitFor();
    await myOrder().getByText("UPS", { exact: true }).waitFor();
    await myOrder().getByText("Shipped: it can no longer be cancelled.").waitFor();
    expect(await myOrder().getByRole("button", { name: "Delete" }).count()).toBe(0);
    await journey.screenshots("my-order-shipped");
  });

  step(
    "the courier delivers it and collects the money: the admin marks it delivered and records the payment",
    async () => {
      const desk = await startJourney(e2e.browser, e2e.shop.url, "cart-admin");
      try {
        await logInThroughForm(desk.page, admin);
        await desk.page.goto("/dashboard/manageOrders");
        const order = desk.page.getByRole("article", { name: `${fitting.name} and 1 more` });
        await order.getByRole("button", { name: "Mark delivered" }).click();
        await desk.page.getByRole("button", { name: "Yes, mark delivered" }).click();
        await toast(desk.page, "Order delivered").first().waitFor();
        await order.getByText("Delivered", { exact: true }).waitFor();

        await order.getByRole("button", { name: "Record payment", exact: true }).click();
        const form = order.getByRole("form", { name: "Payment" });
        // The whole total is offered: what the courier collected at the door.
        expect(await field(form, "Amount").inputValue()).toBe((placedTotalCents / 100).toFixed(2));
        await field(form, "Reference").fill(COURIER_RECEIPT);
        await form.getByRole("button", { name: "Record payment", exact: true }).click();
        await toast(desk.page, "Payment recorded").first().waitFor();
        await order.getByText("Nothing: paid in full", { exact: true }).waitFor();
        await desk.screenshots("manage-orders-delivered-and-paid");
      } finally {
        await desk.finish();
      }
    },
  );

  step("the buyer sees it delivered and paid in full, on delivery", async () => {
    await page.reload();
    await myOrder().getByText("Delivered", { exact: true }).first().waitFor();
    await myOrder().getByText("Nothing: paid in full", { exact: true }).waitFor();
    await myOrder().getByText(`reference ${COURIER_RECEIPT}`, { exact: false }).waitFor();
    await journey.screenshots("my-order-delivered-and-paid");
  });

  step("at the next checkout, is offered the address of the last order, chosen and filled in", async () => {
    await page.goto(`/products/${fitting.id}`);
    await page.getByRole("button", { name: `Add to cart: ${fitting.name}` }).click();
    await toast(page, "Added to your cart").first().waitFor();
    await page.goto("/checkout");
    const book = page.getByRole("radiogroup", { name: "Ship to" });
    const saved = book.getByRole("radio", {
      name: /^Morgan Mechanic, 12 Harbour Road, Springfield IL 62701/,
    });
    await saved.waitFor({ state: "attached" });
    expect(await saved.isChecked()).toBe(true);
    expect(await field(page.locator("main"), "Street address").inputValue()).toBe("12 Harbour Road");
    expect(await field(page.locator("main"), "Phone").inputValue()).toBe(SPRINGFIELD.Phone);
    await journey.screenshots("checkout-saved-address");
  });
});
