import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { launchBrowser, startJourney, type Journey } from "./browser";
import { startE2EShop, type E2EShop } from "./shop";

export interface ShopAndBrowser {
  shop: E2EShop;
  browser: Browser;
}

/**
 * For a journey file (or block): its own shop and browser, started together before its tests and
 * stopped after them. The fields are there once beforeAll has run.
 */
export function useShopAndBrowser(options: { adminEmails?: string[] } = {}): ShopAndBrowser {
  const opened = {} as ShopAndBrowser;
  beforeAll(async () => {
    [opened.shop, opened.browser] = await Promise.all([startE2EShop(options), launchBrowser()]);
  });
  afterAll(async () => {
    await opened.browser?.close();
    await opened.shop?.stop();
  });
  return opened;
}

/**
 * For a journey file (or block) whose tests each take a part of the journey `name` on a page of their
 * own: the returned `begin(part)` starts the test's part in `e2e`'s browser, and after the test that part
 * is finished, failing the test on the problems seen on the way.
 */
export function useJourneyPerTest(e2e: ShopAndBrowser, name: string): (part: string) => Promise<Journey> {
  let journey: Journey | undefined;
  afterEach(async () => {
    const finishing = journey;
    journey = undefined;
    await finishing?.finish();
  });
  return async (part) => (journey = await startJourney(e2e.browser, e2e.shop.url, name, part));
}
