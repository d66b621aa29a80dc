/**
 * bench:client's interaction to next paint: how long the products page takes to answer a shopper's
 * actions on a phone, measured with the browser's Event Timing API (what the web-vitals package reads) in
 * a phone-sized Chromium whose CPU is slowed 4x, as Lighthouse's mobile preset slows it.
 *
 * Each action is made as a person makes it (trusted key presses and taps, which Event Timing measures;
 * a script's `dispatchEvent` it does not) once the page has settled, in a fresh visit per run.
 */
import type { Page } from "playwright-core";
import { launchBrowser } from "../tests/support/chromium";
import { median } from "./median";

const INP_GOAL_MS = 200;
const PHONE = { width: 390, height: 844 };
const CPU_SLOWDOWN = 4;
/** Event Timing reports no event shorter than this (its floor): an interaction under it shows as it. */
const SMALLEST_REPORTED_MS = 16;

/** The page's own content, where the controls measured are (not the navigation bar's). */
const inMain = (page: Page) => page.locator("main");

/** The shopper's actions on /products, each made of one or more interactions. */
const ACTIONS: Record<string, (page: Page) => Promise<void>> = {
  // A phone shows "No vehicle chosen · Choose" above the parts; its button opens the selects. From the keyboard,
  // a native select's choice is one interaction per key (a tap opens the phone's own picker, which is no
  // part of the page); each choice sets what the next select offers.
  "choosing a vehicle": async (page) => {
    await inMain(page).getByRole("button", { name: "Choose vehicle" }).click();
    for (const label of ["Make", "Model", "Year"]) {
      const select = await inMain(page).getByLabel(label, { exact: true }).elementHandle();
      // Offered once the choice before it is in.
      await page.waitForFunction((element) => !(element as { disabled: boolean }).disabled, select);
      await select!.focus();
      await page.keyboard.press("ArrowDown");
    }
  },
  "opening the filters": (page) =>
    inMain(page)
      .getByRole("button", { name: /^Filters/ })
      .click(),
  "adding to cart": (page) =>
    inMain(page)
      .getByRole("button", { name: /^Add to cart/ })
      .first()
      .click(),
};

/**
 * The page's globals that this file's in-page functions (sent by evaluate and addInitScript) use; the
 * scripts are typed for Node, not the DOM. `interactionMs`: each interaction's longest event, by id.
 */
declare const window: { interactionMs: Record<number, number> };
declare const document: { querySelectorAll(selector: string): Iterable<object> };
declare function requestAnimationFrame(callback: (time: number) => void): number;
type EventTiming = { interactionId?: number; duration: number };

/**
 * Every interaction's latency from now on, kept on the page (the observer runs before the page's code).
 * `floorMs` is the API's floor for what it reports at all.
 */
function watchInteractions(floorMs: number) {
  window.interactionMs = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as EventTiming[]) {
      if (!entry.interactionId) continue;
      window.interactionMs[entry.interactionId] = Math.max(
        window.interactionMs[entry.interactionId] ?? 0,
        entry.duration,
      );
    }
    // `buffered` catches what came before the observer did. Node's types for the observer know no "event"
    // entries: the page's browser does.
  }).observe({ type: "event", durationThreshold: floorMs, buffered: true } as unknown as { type: "mark" });
}

/**
 * Whether React has adopted every element of the server's page: each section hydrates on its own after the
 * root, and a tap before then would first make React take over the rest, and measure that (the blocking
 * time Lighthouse's TBT counts). Read from React's own mark on each element it has adopted: the page tells
 * nothing of it otherwise, and this tool is the only reader.
 */
function takenOver(): boolean {
  return [...document.querySelectorAll("#root *")].every((element) =>
    Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
  );
}

/** The longest interaction of `action`, in ms, on a page that has settled. */
async function latencyOf(page: Page, action: (page: Page) => Promise<void>): Promise<number> {
  // What is kept now is the action before's (each waits for its entries, below): only this one's counts.
  await page.evaluate(() => (window.interactionMs = {}));
  await action(page);
  // Entries arrive after the paint that ends them; two frames and a quiet moment later they are in.
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const durations = Object.values(await page.evaluate(() => window.interactionMs));
  return Math.max(SMALLEST_REPORTED_MS, ...durations);
}

/** Each action's interaction to next paint, the median of `runs` fresh visits to /products. */
export async function interactionLatencies(shopUrl: string, runs: number): Promise<Record<string, number>> {
  const browser = await launchBrowser();
  const measuredRuns: Array<Record<string, number>> = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      try {
        const page = await context.newPage();
        const devtools = await context.newCDPSession(page);
        await devtools.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
        await page.addInitScript(watchInteractions, SMALLEST_REPORTED_MS);
        await page.goto(`${shopUrl}/products`);
        await page.waitForFunction(takenOver);
        const measured: Record<string, number> = {};
        for (const [name, action] of Object.entries(ACTIONS)) measured[name] = await latencyOf(page, action);
        measuredRuns.push(measured);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return Object.fromEntries(
    Object.keys(ACTIONS).map((name) => [name, median(measuredRuns.map((measured) => measured[name]!))]),
  );
}

/** The table bench:client prints. */
export function interactionTable(latencies: Record<string, number>): string[] {
  return [
    `| action on /products (phone, CPU ${CPU_SLOWDOWN}x slower) | INP | goal |`,
    "| --- | --- | --- |",
    ...Object.entries(latencies).map(
      ([name, ms]) =>
        `| ${name} | ${ms <= SMALLEST_REPORTED_MS ? `<= ${SMALLEST_REPORTED_MS}` : Math.round(ms)} ms | ` +
        `<= ${INP_GOAL_MS} ms ${ms <= INP_GOAL_MS ? "met" : "NOT MET"} |`,
    ),
  ];
}
