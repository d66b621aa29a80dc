import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { navbarName, newAccount, signOutButton, storedAccessToken } from "./support/accounts";
import { WAIT_MS, launchBrowser, startJourney } from "./support/browser";
import { serveGapiStandIn } from "./support/gapi-stand-in";
import { startE2EShop, type E2EShop } from "./support/shop";

describe("a shopper signing in with Google", () => {
  let shop: E2EShop;
  let browser: Browser;

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startE2EShop(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it("picks a new account in the emulator's Google pop-up and ends signed in", async () => {
    const shopper = newAccount("google", "Gale Google");
    const journey = await startJourney(browser, shop.url, "google");
    try {
      const { page, context } = journey;
      await serveGapiStandIn(context);
      await page.goto("/login");
      const google = page.getByRole("button", { name: "Continue With Google" });
      await google.waitFor();
      await journey.screenshots("login");

      const [popup] = await Promise.all([page.waitForEvent("popup"), google.click()]);
      // The emulator's own widget: its inputs have no usable labels, so they are found by id.
      await popup.getByRole("button", { name: "Add new account" }).click();
      await popup.locator("#email-input").fill(shopper.email);
      await popup.locator("#display-name-input").fill(shopper.name);
      await Promise.all([popup.waitForEvent("close"), popup.locator("#sign-in").click()]);

      await signOutButton(page).waitFor();
      await navbarName(page, shopper.name).waitFor();
      await expect.poll(() => storedAccessToken(page), { timeout: WAIT_MS }).toBeTruthy();
      await page.waitForURL((url) => url.pathname === "/");
      await journey.screenshots("signed-in-home");
    } finally {
      await journey.finish();
    }
  }, 90_000);
});
