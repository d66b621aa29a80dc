import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { accessibilityProblems } from "./accessibility";

const ARTIFACTS_DIR = path.join(import.meta.dirname, "..", "..", "..", "test-artifacts");

export { launchBrowser } from "../../support/chromium";

/** Phone, tablet and desktop, as the house style says every screen must work at. */
export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1280, height: 900 },
] as const;

const DESKTOP = WIDTHS[2];
/** How long a journey waits for anything to appear: the screens fetch over a busy two-core machine. */
export const WAIT_MS = 15_000;
/** expect.poll's options in a journey: it waits as long for a value to come right as for anything else. */
export const poll = { timeout: WAIT_MS };

/** One user's visit in a fresh browser context, with what went wrong on the way. */
export interface Journey {
  page: Page;
  context: BrowserContext;
  /**
   * Screenshots of the page as it is now at each width (WIDTHS, or the screens given), full length, under
   * test-artifacts/screenshots; a page wider than the screen (sideways scrolling) and an accessibility
   * problem (axe-core's WCAG A and AA rules, at desktop width) are problems the journey fails on.
   */
  screenshots(screen: string, sizes?: ReadonlyArray<{ width: number; height: number }>): Promise<void>;
  /** Takes a last screenshot (last-<part>.png), closes the context and writes its log; once. */
  close(): Promise<void>;
  /**
   * Closes the journey and fails on the problems seen: an uncaught error in a page of the shop, something
   * its Content-Security-Policy refused, a page wider than the screen, an accessibility problem.
   */
  finish(): Promise<void>;
}

/** Chromium's console line for something a page's Content-Security-Policy refused. */
export const isPolicyViolation = (text: string) =>
  /violates the following Content Security Policy/.test(text);

function isLocal(url: URL): boolean {
  return ["127.0.0.1", "localhost"].includes(url.hostname) || url.protocol === "data:";
}

/**
 * Opens a desktop-sized context on `baseUrl` for one part of a journey (its screenshots go under the
 * journey's name, its log under both). Requests off this machine are refused (launchBrowser's browser
 * resolves no other host); each refusal is logged so a screen that reaches out shows up. Console errors,
 * failed requests and HTTP errors are logged too.
 */
export async function startJourney(
  browser: Browser,
  baseUrl: string,
  journey: string,
  part = "all",
): Promise<Journey> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP });
  context.setDefaultTimeout(WAIT_MS);
  const log: string[] = [];
  /** What fails the journey: uncaught errors and policy violations in the shop's pages, overflow, axe. */
  const problems: string[] = [];
  const note = (line: string) => log.push(`${new Date().toISOString()} ${line}`);

  context.on("console", (message) => {
    // A request off this machine is logged once, below; Chromium's console line about it says nothing more.
    if (message.type() === "error" && !message.text().includes("ERR_NAME_NOT_RESOLVED")) {
      const url = message.page()?.url() ?? "";
      note(`console error on ${url}: ${message.text()}`);
      // Chromium reports what the page's Content-Security-Policy refused on the console.
      if (isPolicyViolation(message.text()) && url.startsWith(baseUrl)) {
        problems.push(`Content-Security-Policy violation on ${url}: ${message.text()}`);
      }
    }
  });
  context.on("weberror", (error) => {
    const url = error.page()?.url() ?? "";
    note(`uncaught error on ${url}: ${error.error().stack ?? error.error().message}`);
    if (url.startsWith(baseUrl)) problems.push(`uncaught error on ${url}: ${error.error().message}`);
  });
  context.on("requestfailed", (request) => {
    if (!isLocal(new URL(request.url()))) note(`blocked external request: ${request.url()}`);
    else note(`request failed (${request.failure()?.errorText}): ${request.url()}`);
  });
  context.on("response", (response) => {
    if (response.status() >= 400) {
      note(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });

  const page = await context.newPage();
  const shotsDir = path.join(ARTIFACTS_DIR, "screenshots", journey);
  let closed: Promise<void> | undefined;

  const close = () => {
    closed ??= (async () => {
      // Where the journey ended (or stopped): the first thing to look at when it failed.
      await page
        .screenshot({ path: path.join(shotsDir, `last-${part}.png`), fullPage: true })
        .catch((error: Error) => note(`no last screenshot: ${error.message}`));
      await context.close();
      const logsDir = path.join(ARTIFACTS_DIR, "logs");
      await mkdir(logsDir, { recursive: true });
      await writeFile(path.join(logsDir, `${journey}-${part}.log`), log.join("\n") + "\n");
    })();
    return closed;
  };

  return {
    page,
    context,
    async screenshots(screen, sizes = WIDTHS) {
      await mkdir(shotsDir, { recursive: true });
      for (const size of sizes) {
        await page.setViewportSize(size);
        // From the top (a scrolled page draws its sticky bar half way down a full-length picture), once
        // the new layout and any web fonts have settled.
        await page.evaluate(() => {
          window.scrollTo(0, 0);
          return document.fonts.ready.then(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
        });
        // Animations run on: stopping them would end react-toastify's timer, and with it the toast. JPEG,
        // not PNG: as good to look at, and cheaper for Chromium to encode (a journey's CPU down some 7%).
        await page.screenshot({
          path: path.join(shotsDir, `${screen}-${size.width}.jpg`),
          fullPage: true,
          quality: 80,
        });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) {
          problems.push(`${screen} at ${size.width}px: the page is ${overflow}px wider than the screen`);
        }
      }
      await page.setViewportSize(DESKTOP);
      // A control just enabled fades in (Chakra's transitions, some 200 ms): its contrast measured half
      // way is no colour anyone reads. CSS transitions only: a toast's timer is an animation that runs on.
      await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition));
      for (const problem of await accessibilityProblems(page)) problems.push(`${screen}: ${problem}`);
    },
    close,
    async finish() {
      await close();
      if (problems.length > 0) throw new Error(`${journey} (${part}):\n${problems.join("\n")}`);
    },
  };
}
