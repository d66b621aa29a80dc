import path from "node:path";
import type { BrowserContext, Page, Route } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { logInThroughForm, navbarName, newAccount, registerAccount } from "./support/accounts";
import { poll } from "./support/browser";
import { useJourneyPerTest, useShopAndBrowser } from "./support/shop-and-browser";

const JOURNEY_MS = 120_000;

/**
 * A phone's first visit: the server's page shows the shop before any script runs, the scripts take it
 * over without a change the visitor could see, and a visitor who acts before they arrive still gets where
 * they were going.
 */
describe("a first visit", () => {
  const e2e = useShopAndBrowser();
  const begin = useJourneyPerTest(e2e, "first-visit");
  let part: { id: string; name: string };

  beforeAll(async () => {
    const data = await e2e.shop.graphql<{
      products: { edges: Array<{ node: { id: string; name: string } }> };
    }>('{ products(first: 1, filter: { category: "Brakes" }) { edges { node { id name } } } }');
    part = data.products.edges[0]!.node;
  });

  /** What #root shows as the server sent it: the page read with scripts switched off. */
  async function serverText(path: string): Promise<string> {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false, baseURL: e2e.shop.url });
    try {
      const page = await context.newPage();
      await page.goto(path);
      return await visibleText(page);
    } finally {
      await context.close();
    }
  }
  const visibleText = (page: Page) => page.locator("#root").innerText();

  /** The file names of the one script the shop's HTML names and of those it imports before it runs. */
  async function bootScripts(): Promise<string[]> {
    const html = await (await fetch(e2e.shop.url)).text();
    const boot = /<script type="module"[^>]* src="\/static\/([^"]+)"/.exec(html)![1]!;
    const code = await (await fetch(`${e2e.shop.url}/static/${boot}`)).text();
    return [boot, ...[...code.matchAll(/^import[^;]*?from"\.\/([^"]+)"/gm)].map((match) => match[1]!)];
  }

  /**
   * Holds back every script the context's pages ask for until `release`, as a slow network would; but the
   * page's own small first script (`bootLetThrough`), which starts the app, if asked.
   */
  async function holdScripts(context: BrowserContext, { bootLetThrough = false } = {}) {
    const held: Route[] = [];
    let holding = true;
    const boot = bootLetThrough ? await bootScripts() : [];
    await context.route("**/static/*.js", (route) =>
      holding && !boot.includes(path.basename(new URL(route.request().url()).pathname))
        ? void held.push(route)
        : route.continue(),
    );
    return {
      held,
      release: async () => {
        holding = false;
        await Promise.all(held.splice(0).map((route) => route.continue()));
      },
    };
  }

  it(
    "is taken over by the scripts without a React warning or a change on screen, page by page",
    async () => {
      const { page, context } = await begin("hydration");
      // Taking over must not take the server's markup apart (a page drawn again flashes its loading state);
      // Chakra's style tags move into the head, which is not a change on screen.
      await context.addInitScript(() => {
        const removed: string[] = [];
        Object.assign(window, { removedFromPage: removed });
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element && node.tagName !== "STYLE" && record.target instanceof Element)
                if (record.target.closest("#root"))
                  removed.push(`${node.tagName} ${node.textContent?.slice(0, 40)}`);
        }).observe(document, { childList: true, subtree: true });
      });
      const reactMessages: string[] = [];
      page.on("console", (message) => {
        if (["error", "warning"].includes(message.type()) && !message.text().startsWith("Failed to load"))
          reactMessages.push(`${page.url()}: ${message.text()}`);
      });
      for (const path of [
        "/",
        "/products",
        "/products?category=Brakes&sort=PRICE_ASC",
        `/products/${part.id}`,
        "/blogs",
        "/myPortfolio",
        "/shipping",
        "/contact",
        "/login",
        "/signUp",
        "/no-such-page",
        // A part id that is no id: the part page's own not-found page.
        "/products/doesnotexist",
      ]) {
        const before = await serverText(path);
        expect(before, `${path} arrives with its content`).not.toBe("");
        await page.goto(path, { waitUntil: "networkidle" });
        expect(await visibleText(page), path).toBe(before);
        expect(
          await page.evaluate(() => (window as unknown as { removedFromPage: string[] }).removedFromPage),
          path,
        ).toEqual([]);
      }
      expect(reactMessages).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    "shows a signed-in visitor their name once the scripts are in, without moving anything on the page",
    async () => {
      const { page, context } = await begin("signed-in");
      const account = newAccount("customer", "Rowan Returning");
      await registerAccount(account);
      await logInThroughForm(page, account);

      // Every layout shift of the next page load, with what moved and from where to where (the page is
      // rendered as a visitor's, then the stored session fills in the name).
      await context.addInitScript(() => {
        const shifts: string[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & {
              value: number;
              sources?: Array<{
                node: Node | null;
                previousRect: DOMRectReadOnly;
                currentRect: DOMRectReadOnly;
              }>;
            }
          >)
            for (const source of entry.sources ?? [])
              shifts.push(
                `${entry.value.toFixed(4)} ${(source.node as Element | null)?.outerHTML?.slice(0, 80)} ` +
                  `${box(source.previousRect)} -> ${box(source.currentRect)}`,
              );
        }).observe({ type: "layout-shift", buffered: true });
      });
      const linkPlaces = () =>
        Promise.all(
          ["Home", "Products", "My Portfolio", "Blogs"].map((name) =>
            page.getByRole("banner").getByRole("link", { name, exact: true }).boundingBox(),
          ),
        );
      // The page as the server sent it, measured before any script runs; then the scripts are let in.
      const scripts = await holdScripts(context);
      await page.goto("/", { waitUntil: "commit" });
      await page.getByRole("heading", { level: 1 }).waitFor();
      const asSent = await linkPlaces();
      expect(await navbarName(page, account.name).count()).toBe(0);
      await scripts.release();
      await navbarName(page, account.name).waitFor();
      await page.waitForLoadState("networkidle");

      expect(await linkPlaces()).toEqual(asSent);
      expect(
        await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts),
      ).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    "leaves a page the visitor scrolled while the scripts were on their way where they scrolled it",
    async () => {
      const { page, context } = await begin("scrolled-early");
      const scripts = await holdScripts(context);
      await page.goto("/", { waitUntil: "commit" });
      const send = page.getByRole("button", { name: "Send Message" });
      await send.waitFor();
      await page.evaluate(() => window.scrollTo(0, 600));
      await scripts.release();
      // Enabled once the scripts have taken the page over: by then the page's effects have run.
      await expect.poll(() => send.isEnabled(), poll).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(600);
    },
    JOURNEY_MS,
  );

  it(
    "does what a button tapped before the app had started says, once it has",
    async () => {
      const { page, context } = await begin("early-tap");
      const scripts = await holdScripts(context, { bootLetThrough: true });
      await page.goto(`/products/${part.id}`, { waitUntil: "commit" });
      await page.getByRole("heading", { level: 1, name: part.name }).waitFor();
      // The boot script has run once it asks for the app.
      await expect.poll(() => scripts.held.length, poll).toBeGreaterThan(0);
      await page.getByRole("button", { name: "Check if it fits" }).click();
      await scripts.release();
      await page.locator("main").getByLabel("Make").waitFor();
    },
    JOURNEY_MS,
  );

  it(
    "lets a visitor read the catalogue and open a part while the scripts are still on their way",
    async () => {
      const { page, context } = await begin("late-scripts");
      // Every script held back until the visitor has done what they came for; then let through.
      const scripts = await holdScripts(context);

      await page.goto("/products?category=Brakes", { waitUntil: "commit" });
      const link = page.getByRole("link", { name: part.name, exact: true });
      await link.waitFor();
      expect(scripts.held.length).toBeGreaterThan(0);
      // A plain link: before the scripts, the browser follows it and the server renders the part's page.
      await link.click();
      await page.waitForURL(`**/products/${part.id}`, { waitUntil: "commit" });
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), poll).toBe(part.name);
      await page.getByRole("link", { name: "Purchase" }).first().waitFor();

      await scripts.release();
      // With the scripts in, Purchase asks a visitor to log in first.
      await page.getByRole("link", { name: "Purchase" }).first().click();
      await page.waitForURL("**/login");
      await page.getByRole("button", { name: "Login", exact: true }).waitFor();
    },
    JOURNEY_MS,
  );
});
