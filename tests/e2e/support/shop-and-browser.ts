import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { startE2EShop, type E2EShop } from "./shop";

/**
 * For a journey file (or block): its own shop and browser, started together before its tests and
 * stopped after them. The fields are there once beforeAll has run.
 */
export function useShopAndBrowser(options: { adminEmails?: string[] } = {}): {
  shop: E2EShop;
  browser: Browser;
} {
  const opened = {} as { shop: E2EShop; browser: Browser };
  beforeAll(async () => {
    [opened.shop, opened.browser] = await Promise.all([startE2EShop(options), launchBrowser()]);
  });
  afterAll(async () => {
    await opened.browser?.close();
    await opened.shop?.stop();
  });
  return opened;
}
