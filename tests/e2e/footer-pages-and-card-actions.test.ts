import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { logInThroughForm, newAccount, registerAccount } from "./support/accounts";
import { poll } from "./support/browser";
import { toast } from "./support/page-reading";
import { useJourneyPerTest, useShopAndBrowser } from "./support/shop-and-browser";

const JOURNEY_MS = 180_000;
const NOT_FOUND = "The page you are looking for is not found.";

/**
 * The footer's links in order, where each lands a visitor and the heading and title of that page. Track
 * an order is a signed-in customer's page: a visitor is asked to log in first.
 */
const FOOTER_LINKS = [
  { label: "Shipping & delivery", path: "/shipping", heading: "Shipping & delivery", info: true },
  { label: "Returns & warranty", path: "/returns", heading: "Returns & warranty", info: true },
  { label: "Find parts for your vehicle", path: "/products", heading: "Products" },
  {
    label: "Track an order",
    path: "/dashboard/myProduct",
    landsOn: "/login",
    heading: "Login now!",
    title: "Login",
  },
  { label: "About us", path: "/about", heading: "About us", info: true },
  { label: "Contact", path: "/contact", heading: "Contact", info: true },
  { label: "Terms of use", path: "/terms", heading: "Terms of use", info: true },
  { label: "Privacy policy", path: "/privacy", heading: "Privacy policy", info: true },
  { label: "Cookie policy", path: "/cookies", heading: "Cookie policy", info: true },
];

const footer = (page: Page) => page.getByRole("contentinfo");
const cartLink = (page: Page, name: string | RegExp = /^Cart\b/) =>
  page.getByRole("banner").getByRole("link", { name, exact: true });

/** Whether a control is drawn filled (a solid button), as opposed to an outlined one over the card. */
const isFilled = (control: Locator) =>
  control.evaluate((element) => getComputedStyle(element).backgroundColor !== "rgba(0, 0, 0, 0)");

/**
 * What a buyer expects around the catalogue: the footer leads to real pages (delivery, returns, the legal
 * pages) with the scripts in and before they arrive, and a part's first action is Add to cart, with the
 * spec's Purchase beside it still leading to the purchase page.
 */
describe("the footer's pages and a part's actions", () => {
  const e2e = useShopAndBrowser();
  const begin = useJourneyPerTest(e2e, "footer-pages");
  /** An in-stock part whose minimum order is one, so one Add to cart is one item in the cart. */
  let part: { id: string; name: string; partNumber: string };

  beforeAll(async () => {
    const { products } = await e2e.shop.graphql<{
      products: {
        edges: Array<{
          node: { id: string; name: string; partNumber: string; minimumOrderQuantity: number };
        }>;
      };
    }>(
      "{ products(first: 50, filter: { inStock: true }) { edges { node { id name partNumber minimumOrderQuantity } } } }",
    );
    part = products.edges.map((edge) => edge.node).find((node) => node.minimumOrderQuantity === 1)!;
  });

  it(
    "follows every footer link from the home page to its page, without reloading the shop",
    async () => {
      const journey = await begin("links");
      const { page } = journey;
      await page.goto("/", { waitUntil: "networkidle" });
      const links = await footer(page)
        .getByRole("link")
        .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute("href")]));
      expect(links).toEqual(FOOTER_LINKS.map((link) => [link.label, link.path]));
      // A mark on this page's window: a full page load (a plain link) would wipe it.
      await page.evaluate(() => Object.assign(window, { sameShop: true }));

      for (const link of FOOTER_LINKS) {
        await footer(page).getByRole("link", { name: link.label, exact: true }).click();
        await page.waitForURL(`**${link.landsOn ?? link.path}`);
        await page.getByRole("heading", { level: 1, name: link.heading, exact: true }).waitFor();
        expect(await page.title(), link.label).toBe(`${link.title ?? link.heading} · Vehicle Parts Shop`);
        expect(await page.getByText(NOT_FOUND).count(), link.label).toBe(0);
        expect(await page.evaluate(() => "sameShop" in window), link.label).toBe(true);
        if (link.info) await journey.screenshots(link.path.slice(1));
      }
    },
    JOURNEY_MS,
  );

  it(
    "leads to the same pages before any script runs: plain links, pages the server rendered",
    async () => {
      const context = await e2e.browser.newContext({ javaScriptEnabled: false, baseURL: e2e.shop.url });
      try {
        const page = await context.newPage();
        for (const link of FOOTER_LINKS) {
          await page.goto("/");
          const [response] = await Promise.all([
            page.waitForResponse((answer) => new URL(answer.url()).pathname === link.path),
            footer(page).getByRole("link", { name: link.label, exact: true }).click(),
          ]);
          expect(response.status(), link.label).toBe(200);
          // A signed-in page is drawn by the scripts (the server renders none of it); the others arrive whole.
          if (link.landsOn) continue;
          const heading = page.getByRole("heading", { level: 1 });
          expect(await heading.textContent(), link.label).toBe(link.heading);
          expect(await page.title(), link.label).toBe(`${link.heading} · Vehicle Parts Shop`);
        }
      } finally {
        await context.close();
      }
    },
    JOURNEY_MS,
  );

  it(
    "puts a part in the cart from its card, Add to cart first, and Purchase still leads to its purchase page",
    async () => {
      const journey = await begin("card-actions");
      const { page } = journey;
      await page.goto(`/products?q=${part.partNumber}`);
      const card = page
        .locator("main li")
        .filter({ has: page.getByRole("heading", { level: 3, name: part.name, exact: true }) });
      const addToCart = card.getByRole("button", { name: `Add to cart: ${part.name}`, exact: true });
      const purchase = card.getByRole("link", { name: `Purchase ${part.name}`, exact: true });
      // Enabled once the scripts know the cart.
      await expect.poll(() => addToCart.isEnabled(), poll).toBe(true);
      // Add to cart is the filled, primary button and comes first; Purchase is outlined beside it.
      expect(await isFilled(addToCart)).toBe(true);
      expect(await isFilled(purchase)).toBe(false);
      const [addBox, purchaseBox] = await Promise.all([addToCart.boundingBox(), purchase.boundingBox()]);
      expect(addBox!.x).toBeLessThan(purchaseBox!.x);
      expect(addBox!.y).toBe(purchaseBox!.y);
      await journey.screenshots("product-card");

      await addToCart.click();
      await toast(page, "Added to your cart").first().waitFor();
      await cartLink(page, "Cart, 1 item").waitFor();

      // The part's own page leads with the same two actions.
      await card.getByRole("link", { name: part.name, exact: true }).click();
      await page.getByRole("heading", { level: 1, name: part.name, exact: true }).waitFor();
      const main = page.locator("main");
      expect(await isFilled(main.getByRole("button", { name: `Add to cart: ${part.name}` }))).toBe(true);
      expect(await isFilled(main.getByRole("link", { name: "Purchase", exact: true }))).toBe(false);
      await journey.screenshots("part-page");

      // The spec's Purchase: its page asks a visitor to log in, then shows the order form for this part.
      await page.goBack();
      expect(await purchase.getAttribute("href")).toBe(`/purchase/${part.id}`);
      await purchase.click();
      await page.waitForURL("**/login");
      const buyer = newAccount("card-actions", "Casey Carter");
      await registerAccount(buyer);
      await logInThroughForm(page, buyer);
      await page.waitForURL(`**/purchase/${part.id}`);
      await page.getByText("Add to My Product", { exact: true }).waitFor();
      await page.getByRole("heading", { level: 1, name: part.name, exact: true }).waitFor();
      // The visitor's cart came along with the sign-in.
      await cartLink(page, "Cart, 1 item").waitFor();
    },
    JOURNEY_MS,
  );
});
