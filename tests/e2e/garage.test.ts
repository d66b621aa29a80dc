import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { logInThroughForm, newAccount, registerAccount, storedAccessToken } from "./support/accounts";
import { poll, startJourney, type Journey } from "./support/browser";
import { field, toast } from "./support/page-reading";
import { useShopAndBrowser } from "./support/shop-and-browser";
import { journeySteps } from "./support/steps";

const CAMRY = { make: "Toyota", model: "Camry", year: 2020 };
const CIVIC = { make: "Honda", model: "Civic", year: 2018 };
const described = ({ year, make, model }: typeof CAMRY) => `${year} ${make} ${model}`;

/** The navigation bar's garage link, named by the vehicle shopped for. */
const garageLink = (page: Page) =>
  page
    .getByRole("banner")
    .getByRole("link", { name: /^My Garage/ })
    .first();
const vehicleCard = (page: Page, vehicle: typeof CAMRY) =>
  page.getByRole("listitem", { name: described(vehicle), exact: true });

async function chooseVehicle(page: Page, vehicle: typeof CAMRY) {
  const main = page.locator("main");
  await field(main, "Make").selectOption({ label: vehicle.make });
  await field(main, "Model").selectOption({ label: vehicle.model });
  await field(main, "Year").selectOption({ label: String(vehicle.year) });
}

/**
 * My Garage: a visitor chooses two vehicles, finds both in their garage, the last one shopped for; signs
 * in, and the garage joins their account's; on another browser, signing in brings the vehicle and the
 * garage along.
 */
describe("My Garage", () => {
  const e2e = useShopAndBrowser();
  const shopper = newAccount("garage", "Gale Garage");
  const step = journeySteps();
  let journey: Journey;
  let page: Page;

  beforeAll(async () => {
    await registerAccount(shopper);
    journey = await startJourney(e2e.browser, e2e.shop.url, "garage");
    page = journey.page;
  });

  afterAll(async () => {
    await journey?.finish();
  });

  step(
    "a visitor's chosen vehicles go into their garage, the last one shopped for, named in the bar",
    async () => {
      await page.goto("/products");
      await chooseVehicle(page, CAMRY);
      await chooseVehicle(page, CIVIC);
      await expect.poll(() => garageLink(page).textContent(), poll).toContain(described(CIVIC));
      await garageLink(page).click();
      await page.waitForURL("**/garage");
      await page.getByRole("heading", { level: 1, name: "My Garage" }).waitFor();
      await vehicleCard(page, CIVIC).getByText("Shopping for this").waitFor();
      await vehicleCard(page, CAMRY).getByRole("button", { name: "Shop for this" }).waitFor();
      await page.getByText("Kept in this browser", { exact: false }).waitFor();
      await journey.screenshots("garage-visitor");
    },
  );

  step("shops for another of them, and removes one", async () => {
    await vehicleCard(page, CAMRY).getByRole("button", { name: "Shop for this" }).click();
    await vehicleCard(page, CAMRY).getByText("Shopping for this").waitFor();
    await expect.poll(() => garageLink(page).textContent(), poll).toContain(described(CAMRY));
    await page.getByRole("button", { name: `Remove ${described(CIVIC)}` }).click();
    await toast(page, `${described(CIVIC)} removed from your garage`).waitFor();
    await expect.poll(() => vehicleCard(page, CIVIC).count(), poll).toBe(0);
    await chooseVehicle(page, CIVIC);
    await chooseVehicle(page, CAMRY);
  });

  step("signs in: the garage joins the account's, the vehicle shopped for current", async () => {
    await logInThroughForm(page, shopper);
    const token = await storedAccessToken(page);
    await expect
      .poll(async () => {
        const { garage } = await e2e.shop.graphql<{
          garage: { vehicles: Array<{ make: string }>; current: { make: string } | null };
        }>("{ garage { vehicles { make } current { make } } }", {}, token!);
        return { makes: garage.vehicles.map((v) => v.make).sort(), current: garage.current?.make };
      }, poll)
      .toEqual({ makes: ["Honda", "Toyota"], current: "Toyota" });
    expect(await page.evaluate(() => localStorage.getItem("garage"))).toBeNull();
  });

  step("on another browser, signing in brings the vehicle shopped for and the garage along", async () => {
    const other = await startJourney(e2e.browser, e2e.shop.url, "garage-elsewhere");
    try {
      await logInThroughForm(other.page, shopper);
      await expect.poll(() => garageLink(other.page).textContent(), poll).toContain(described(CAMRY));
      await other.page.goto("/garage");
      await vehicleCard(other.page, CAMRY).getByText("Shopping for this").waitFor();
      await vehicleCard(other.page, CIVIC).waitFor();
      await other.page.getByText("kept with your account on every device", { exact: false }).waitFor();
      await other.screenshots("garage-customer");
      // Parts found there are for that vehicle.
      await other.page.goto("/products");
      await other.page
        .getByRole("heading", { name: new RegExp(`parts? for your ${described(CAMRY)}$`) })
        .waitFor();
    } finally {
      await other.finish();
    }
  });
});
