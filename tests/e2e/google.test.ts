import { describe, expect, it } from "vitest";
import { navbarName, newAccount, signOutButton, storedAccessToken } from "./support/accounts";
import { poll, startJourney } from "./support/browser";
import { serveGapiStandIn } from "./support/gapi-stand-in";
import { useShopAndBrowser } from "./support/shop-and-browser";

describe("a shopper signing in with Google", () => {
  const e2e = useShopAndBrowser();

  it("picks a new account in the emulator's Google pop-up and ends signed in", async () => {
    const shopper = newAccount("google", "Gale Google");
    const journey = await startJourney(e2e.browser, e2e.shop.url, "google");
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
      await expect.poll(() => storedAccessToken(page), poll).toBeTruthy();
      await page.waitForURL((url) => url.pathname === "/");
      await journey.screenshots("signed-in-home");
    } finally {
      await journey.finish();
    }
  }, 90_000);
});
