import type { Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { WIDTHS, poll } from "./support/browser";
import {
  control,
  distinctColumns,
  externalLinks,
  field,
  purchaseButtons,
  smallestWith,
} from "./support/page-reading";
import { useJourneyPerTest, useShopAndBrowser } from "./support/shop-and-browser";
import { formatPrice } from "../../shared/format-price";

/** What a catalogue search sends, as far as the journey reads it. */
type SearchRequest = { variables?: { filter?: { search?: string } } };

const JOURNEY_MS = 120_000;
/**
 * A vehicle the starting catalogue has some, but far from all, parts for: few enough for the catalogue's
 * first page (12), so the page shows every one of them.
 */
const VEHICLE = { make: "Honda", model: "Civic", year: 2018 };
const DESCRIBED = `${VEHICLE.year} ${VEHICLE.make} ${VEHICLE.model}`;
const FITS = `Fits your ${DESCRIBED}`;
/** What each part found for the vehicle says: it fits, it fits every vehicle, or it fits some of them. */
const FOUND_BADGE = new RegExp(`^(✓ ${FITS}|Universal|Check fitment: fits some ${DESCRIBED})$`);
/** A part of the starting catalogue, found by its part number. */
const PART_NUMBER = "BP-1210-CF";

describe("a visitor", () => {
  const e2e = useShopAndBrowser();
  const begin = useJourneyPerTest(e2e, "visitor");
  let catalogue: {
    fitting: number;
    wipers: number;
    lastReviews: string[];
    olderReview: string;
    part: { id: string; name: string; price: number };
  };

  beforeAll(async () => {
    const data = await e2e.shop.graphql<{
      fitting: { totalCount: number };
      wipers: { totalCount: number };
      reviews: Array<{ feedback: string }>;
      part: { edges: Array<{ node: { id: string; name: string; price: number } }> };
    }>(
      `query($make: String!, $model: String!, $year: Int!, $partNumber: String!) {
        fitting: products(filter: { make: $make, model: $model, year: $year }) { totalCount }
        wipers: products(filter: { search: "wiper" }) { totalCount }
        reviews(last: 4) { feedback }
        part: products(filter: { search: $partNumber }) { edges { node { id name price } } }
      }`,
      { ...VEHICLE, partNumber: PART_NUMBER },
    );
    catalogue = {
      fitting: data.fitting.totalCount,
      wipers: data.wipers.totalCount,
      lastReviews: data.reviews.slice(1).map((review) => review.feedback),
      olderReview: data.reviews[0]!.feedback,
      part: data.part.edges[0]!.node,
    };
  });

  it(
    "sees the home page's sections in the spec's order, with 1, 2 or 3 product columns by width",
    async () => {
      const journey = await begin("home");
      const { page } = journey;
      await page.goto("/");
      const main = page.locator("main");
      const available = smallestWith(
        page,
        page.getByRole("heading", { name: "Available Products", exact: true }),
        purchaseButtons(page),
      );
      await purchaseButtons(available).first().waitFor();
      for (const feedback of catalogue.lastReviews) await main.getByText(feedback).waitFor();

      // textContent, not innerText: the footer's headings are upper-cased by CSS alone.
      const text = (await page.locator("body").textContent()) ?? "";
      const order = [
        "Find Parts for Your Vehicle!",
        "Get Started",
        "Available Products",
        "Millions Bussiness Trust Us",
        "71",
        "Countries",
        "500+",
        "Happy Client",
        "420+",
        "Feedback",
        "Our Client Feedback",
        ...catalogue.lastReviews,
        "Services",
        "Company",
        "Legal",
        String(new Date().getFullYear()),
      ];
      let at = 0;
      for (const phrase of order) {
        const found = text.indexOf(phrase, at);
        expect(found, `"${phrase}" after position ${at} of the home page's text`).toBeGreaterThanOrEqual(0);
        at = found + phrase.length;
      }
      expect(await main.getByText(catalogue.olderReview).count(), "only the last three reviews").toBe(0);

      const columns: Record<number, number> = {};
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        columns[size.width] = await distinctColumns(purchaseButtons(available));
      }
      expect(columns).toEqual({ 390: 1, 820: 2, 1280: 3 });
      await journey.screenshots("home");

      await control(main, "Get Started").click();
      await page.waitForURL("**/products");
    },
    JOURNEY_MS,
  );

  it(
    "writes to the shop through the contact form, which the browser validates first",
    async () => {
      const { page } = await begin("contact");
      const sent: Request[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/graphql") && request.postData()?.includes("sendContactMessage"))
          sent.push(request);
      });
      await page.goto("/");
      const form = page.locator("main form").filter({ has: field(page, "Subject") });
      const subject = field(form, "Subject");
      const email = field(form, "Email");
      const message = field(form, "Message");
      await email.waitFor();
      expect(await email.getAttribute("type")).toBe("email");
      expect(await message.evaluate((node) => node.tagName)).toBe("TEXTAREA");
      expect(await message.getAttribute("rows")).toBe("6");

      const submit = form.locator("[type=submit]");
      await submit.click();
      expect(await form.evaluate((node: HTMLFormElement) => node.checkValidity())).toBe(false);
      expect(await email.evaluate((node: HTMLInputElement) => node.validity.valueMissing)).toBe(true);

      await email.fill("visitor@example.com");
      await subject.fill("Do you ship to Canada?");
      await message.fill(
        "I would like to order brake pads for a 2020 Camry and have them shipped to Toronto.",
      );
      await submit.click();
      await page.locator(".Toastify__toast--success").waitFor();
      expect(sent, "one message sent: the empty form sent nothing").toHaveLength(1);
    },
    JOURNEY_MS,
  );

  it(
    "chooses a vehicle and sees only the parts that fit it, remembered after a reload",
    async () => {
      const journey = await begin("vehicle");
      const { page } = journey;
      const main = page.locator("main");
      await page.goto("/products");
      await purchaseButtons(main).first().waitFor();
      const unfiltered = await purchaseButtons(main).count();
      expect(unfiltered).toBeGreaterThan(catalogue.fitting);

      await page.goto("/");
      await field(main, "Make").selectOption({ label: VEHICLE.make });
      await field(main, "Model").selectOption({ label: VEHICLE.model });
      await field(main, "Year").selectOption({ label: String(VEHICLE.year) });
      await page.getByRole("banner").getByRole("link", { name: "Products", exact: true }).click();
      await page.waitForURL("**/products");

      const showsOnlyFittingParts = async () => {
        await expect.poll(() => purchaseButtons(main).count(), poll).toBe(catalogue.fitting);
        expect(await main.getByText(FOUND_BADGE).count()).toBe(catalogue.fitting);
        expect(await main.getByText(FITS).count()).toBeGreaterThan(0);
      };
      await showsOnlyFittingParts();
      await journey.screenshots("products-for-vehicle");
      await page.reload();
      await showsOnlyFittingParts();
    },
    JOURNEY_MS,
  );

  it(
    "searches the catalogue by part number and by name",
    async () => {
      const journey = await begin("search");
      const { page } = journey;
      const main = page.locator("main");
      await page.goto("/products");
      await purchaseButtons(main).first().waitFor();
      await journey.screenshots("products");

      const search = field(main, "Search");
      await search.fill("BP-1210-CF");
      await search.press("Enter");
      await expect.poll(() => purchaseButtons(main).count(), poll).toBe(1);
      await main.getByText("Ceramic Brake Pads").waitFor();

      await search.fill("wiper");
      await search.press("Enter");
      await expect.poll(() => purchaseButtons(main).count(), poll).toBe(catalogue.wipers);
      await main.getByText("Beam Wiper 22in").waitFor();

      // The shop out of reach: a search, from the page or from the bar, asks it once and says so; it
      // once asked ten times over, Apollo and React Router's transition undoing each other.
      const asked: unknown[] = [];
      await page.route(
        (url) => url.pathname === "/graphql",
        (route) => {
          asked.push((route.request().postDataJSON() as SearchRequest).variables?.filter?.search);
          return route.fulfill({ status: 503, body: "Service Unavailable" });
        },
      );
      await search.fill("rotor");
      await main.getByText("The shop could not be reached.").waitFor();
      const bar = page.getByRole("search", { name: "Search parts" }).getByRole("searchbox");
      await bar.fill("hose");
      await bar.press("Enter");
      await page.waitForURL("**/products?q=hose");
      await main.getByText("The shop could not be reached.").waitFor();
      // Long enough for a loop to show itself: it asked again every half second or so.
      await page.waitForTimeout(2_000);
      expect(asked).toEqual(["rotor", "hose"]);
      await page.unroute((url) => url.pathname === "/graphql");
    },
    JOURNEY_MS,
  );

  it(
    "opens a part's own page from the catalogue, and is sent to log in to buy it",
    async () => {
      const journey = await begin("part");
      const { page } = journey;
      const main = page.locator("main");
      const { part } = catalogue;
      await page.goto(`/products?q=${PART_NUMBER}`);
      await main.getByRole("link", { name: part.name, exact: true }).click();
      await page.waitForURL(`**/products/${part.id}`);
      await main.getByRole("heading", { level: 1, name: part.name }).waitFor();
      await main.getByText(`${formatPrice(part.price)} per product`).waitFor();
      expect(await page.title()).toBe(`${part.name} (${PART_NUMBER}) · Vehicle Parts Shop`);
      const structured = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      ) as { sku?: string; offers?: { url?: string } };
      expect(structured.sku).toBe(PART_NUMBER);
      expect(structured.offers?.url).toBe(`${e2e.shop.url}/products/${part.id}`);
      await journey.screenshots("part");

      await control(main, "Purchase").click();
      await page.waitForURL("**/login");
    },
    JOURNEY_MS,
  );

  it(
    "gets the not-found page, with an HTTP 404, for a path that is no page and for a part id that is no id",
    async () => {
      const journey = await begin("not-found");
      const { page } = journey;
      // React says on the console (or as an uncaught error) when the scripts could not take over the
      // server's page as it was sent and drew it again: hydration errors, and the errors it recovered from.
      const redrawn: string[] = [];
      const isRedrawn = (text: string) => /hydrat|recoverable|Minified React error #4(18|19|23)/i.test(text);
      page.on("console", (message) => void (isRedrawn(message.text()) && redrawn.push(message.text())));
      page.on("pageerror", (error) => void (isRedrawn(error.message) && redrawn.push(error.message)));
      for (const path of ["/no-such-page", "/products/doesnotexist"]) {
        const response = await page.goto(path, { waitUntil: "networkidle" });
        expect(response?.status(), path).toBe(404);
        await page.getByText("The page you are looking for is not found.", { exact: true }).waitFor();
        await page.getByRole("heading", { name: "404", exact: true }).waitFor();
        expect(redrawn, path).toEqual([]);
      }
      await journey.screenshots("not-found");
    },
    JOURNEY_MS,
  );

  it(
    "reads the blogs' questions and the portfolio's three links to other sites",
    async () => {
      const journey = await begin("content");
      const { page } = journey;
      await page.goto("/blogs");
      const questions = page
        .locator("main")
        .getByRole("heading")
        .filter({ hasText: /\?\s*$/ });
      await questions.first().waitFor();
      expect(await questions.count()).toBeGreaterThanOrEqual(5);
      await journey.screenshots("blogs");

      await page.goto("/myPortfolio");
      await expect.poll(() => externalLinks(page.locator("main"), e2e.shop.url), poll).toBe(3);
      await journey.screenshots("portfolio");
    },
    JOURNEY_MS,
  );

  it(
    "is sent to the login page when opening the dashboard signed out",
    async () => {
      const journey = await begin("dashboard-guard");
      const { page } = journey;
      await page.goto("/dashboard");
      await page.waitForURL("**/login");
      await page
        .getByRole("button", { name: "Continue With Google" })
        .or(page.getByRole("button", { name: "Login", exact: true }))
        .first()
        .waitFor();
      await journey.screenshots("login");
    },
    JOURNEY_MS,
  );

  it(
    "gets around by keyboard alone: the bar's links, the vehicle finder and a form's messages",
    async () => {
      const { page } = await begin("keyboard");
      await page.goto("/");
      const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

      // From the top of the page, Tab reaches the bar's links in order and Enter follows one.
      await page.getByRole("heading", { name: "Find Parts for Your Vehicle!" }).waitFor();
      const reached: string[] = [];
      for (let press = 0; press < 6 && !reached.includes("Products"); press++) {
        await page.keyboard.press("Tab");
        reached.push(await focused());
      }
      expect(reached).toContain("Products");
      await page.keyboard.press("Enter");
      await page.waitForURL("**/products");
      // The address changes at once; the home page stays on screen until the catalogue's code has loaded.
      await page.getByRole("heading", { name: "Products", level: 1 }).waitFor();

      // The vehicle selects answer the keyboard: arrows to pick, Tab to the next once it is enabled.
      const main = page.locator("main");
      await expect.poll(() => field(main, "Make").locator("option").count(), poll).toBeGreaterThan(1);
      await field(main, "Make").focus();
      for (const [label, value, next] of [
        ["Make", VEHICLE.make, "Model"],
        ["Model", VEHICLE.model, "Year"],
        ["Year", String(VEHICLE.year), null],
      ] as const) {
        // Arrow keys step through a focused select's options, as a keyboard user would.
        for (let press = 0; press < 60 && (await field(main, label).inputValue()) !== value; press++) {
          await page.keyboard.press("ArrowDown");
        }
        expect(await field(main, label).inputValue()).toBe(value);
        if (next) {
          await expect.poll(() => field(main, next).isEnabled(), poll).toBe(true);
          await page.keyboard.press("Tab");
          await expect
            .poll(() => field(main, next).evaluate((el) => el === document.activeElement), poll)
            .toBe(true);
        }
      }
      await expect.poll(() => purchaseButtons(main).count(), poll).toBe(catalogue.fitting);

      // A form sent with Enter shows its messages, and the first bad field has the focus.
      await page.goto("/login");
      // The server's form waits for the page's scripts before it can be sent, as a shopper sees it do.
      await expect
        .poll(() => page.getByRole("button", { name: "Login", exact: true }).isEnabled(), poll)
        .toBe(true);
      await field(page.locator("main"), "Email").focus();
      await page.keyboard.press("Enter");
      await page.getByText("Email is Required").waitFor();
      await page.getByText("Password is Required").waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toMatch(/email|text/);
    },
    JOURNEY_MS,
  );
});
