import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { logInThroughForm, newAccount, registerAccount, storedAccessToken } from "./support/accounts";
import { poll, startJourney, type Journey } from "./support/browser";
import { describeVehicle as described, type NamedVehicle } from "../../shared/vehicle-names";
import { cardWith, field, toast } from "./support/page-reading";
import { useShopAndBrowser } from "./support/shop-and-browser";
import { journeySteps } from "./support/steps";

const CAMRY = { make: "Toyota", model: "Camry", year: 2020 };
const CIVIC = { make: "Honda", model: "Civic", year: 2018 };
/** A real VIN, of a 2014 Ford F-150 with the 3.7-litre V6 (tests/shared/vin/vin-test-list.ts). */
const F150_VIN = "1FTEX1CM8EFB88051";
const F150 = { make: "Ford", model: "F-150", year: 2014 };
/** The starting catalogue tells its two engines apart: the spark plug and the oil filter fit the V8 only. */
const F150_V6 = { ...F150, engine: "3.7L V6" };
const F150_V8 = { ...F150, engine: "5.0L V8" };
/** A real VIN of a 2022 Honda Civic Si, a model the VIN tables leave out: the shopper picks it. */
const HONDA_VIN = "2HGFE1E58NH081047";

/** The navigation bar's garage link, named by the vehicle shopped for. */
const garageLink = (page: Page) =>
  page
    .getByRole("banner")
    .getByRole("link", { name: /^My Garage/ })
    .first();
const vehicleCard = (page: Page, vehicle: NamedVehicle) =>
  page.getByRole("listitem", { name: described(vehicle), exact: true });

/** A part's card on the products page, by its part number. */
const partCard = (page: Page, partNumber: string) => cardWith(page, `Part # ${partNumber}`, "Purchase");

async function chooseVehicle(page: Page, vehicle: NamedVehicle) {
  const main = page.locator("main");
  await field(main, "Make").selectOption({ label: vehicle.make });
  await field(main, "Model").selectOption({ label: vehicle.model });
  await field(main, "Year").selectOption({ label: String(vehicle.year) });
}

/**
 * My Garage: a visitor chooses two vehicles, finds both in their garage, the last one shopped for; finds a
 * third by its VIN and sees its parts; tells its engine, and the parts for the other engine leave the list;
 * signs in, and the garage joins their account's; on another browser, signing in brings the vehicle and
 * the garage along; names a vehicle.
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

  step(
    "finds a vehicle by its VIN: a mistyped one is refused, saying why; then its parts are listed",
    async () => {
      const vin = page.getByRole("textbox", { name: "VIN" });
      // The 8th character mistyped (7 for M): the check digit catches it.
      await vin.fill(F150_VIN.replace("CM8", "C78"));
      await page.getByRole("button", { name: "Find my vehicle" }).click();
      await page.getByText("The check digit (9th character) should be", { exact: false }).waitFor();
      // A VIN the data reads to make and year only: the shopper picks the model.
      await vin.fill(HONDA_VIN);
      await page.getByRole("button", { name: "Find my vehicle" }).click();
      await page.getByText("This VIN is a 2022 Honda; choose its model:").waitFor();
      await field(page.getByRole("group", { name: "Choose your model" }), "Model").selectOption({
        label: "Accord",
      });
      await toast(page, "Shopping for your 2022 Honda Accord").waitFor();
      await vin.fill(F150_VIN.toLowerCase());
      await page.getByRole("button", { name: "Find my vehicle" }).click();
      await toast(page, `Shopping for your ${described(F150)} (3.7L V6)`).waitFor();
      await vehicleCard(page, F150).getByText("Shopping for this").waitFor();
      await page.goto("/products");
      await page.getByRole("heading", { name: new RegExp(`parts? for your ${described(F150)}$`) }).waitFor();
      // The list holds parts for it, some only for one of its engines: none says it does not fit.
      await page
        .getByText(`Check fitment: fits some ${described(F150)}`)
        .first()
        .waitFor();
      expect(await page.getByText("Does not fit", { exact: false }).count()).toBe(0);
      await page.goto("/garage");
    },
  );

  step(
    "tells the F-150's engine: parts for the other engine leave the list, and the garage keeps one F-150",
    async () => {
      const main = page.locator("main");
      await page.goto("/products");
      await partCard(page, "SP-PT-5245")
        .getByText(`Check fitment: fits some ${described(F150)}`)
        .waitFor();
      await field(main, "Engine").selectOption({ label: F150_V6.engine });
      await page
        .getByRole("heading", { name: new RegExp(`parts? for your ${described(F150_V6)}$`) })
        .waitFor();
      await partCard(page, "AL-BL3T10300")
        .getByText(`✓ Fits your ${described(F150_V6)}`)
        .waitFor();
      expect(await page.getByText("Part # SP-PT-5245").count()).toBe(0);
      await journey.screenshots("garage-engine-told");

      // Told after the year, the engine completed the vehicle kept rather than adding another.
      await page.goto("/garage");
      await vehicleCard(page, F150_V6).getByText("Shopping for this").waitFor();
      expect(await main.getByRole("listitem", { name: new RegExp(`^${described(F150)}`) }).count()).toBe(1);

      // The other engine is another vehicle, and the oil filter is made for it.
      await page.goto("/products");
      await field(main, "Engine").selectOption({ label: F150_V8.engine });
      await partCard(page, "OF-7317")
        .getByText(`✓ Fits your ${described(F150_V8)}`)
        .waitFor();
    },
  );

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
      .toEqual({ makes: ["Ford", "Ford", "Honda", "Honda", "Toyota"], current: "Ford" });
    expect(await page.evaluate(() => localStorage.getItem("garage"))).toBeNull();
  });

  step("on another browser, signing in brings the vehicle shopped for and the garage along", async () => {
    const other = await startJourney(e2e.browser, e2e.shop.url, "garage-elsewhere");
    try {
      await logInThroughForm(other.page, shopper);
      await expect.poll(() => garageLink(other.page).textContent(), poll).toContain(described(F150));
      await other.page.goto("/garage");
      await vehicleCard(other.page, F150_V8).getByText("Shopping for this").waitFor();
      await vehicleCard(other.page, F150_V6).waitFor();
      await vehicleCard(other.page, CAMRY).waitFor();
      await vehicleCard(other.page, CIVIC).waitFor();
      await other.page.getByText("kept with your account on every device", { exact: false }).waitFor();
      await other.screenshots("garage-customer");
      // Parts found there are for that vehicle.
      await other.page.goto("/products");
      await other.page
        .getByRole("heading", { name: new RegExp(`parts? for your ${described(F150_V8)}$`) })
        .waitFor();
    } finally {
      await other.finish();
    }
  });

  step("names a vehicle of their garage, and its card shows the name", async () => {
    await page.goto("/garage");
    const card = vehicleCard(page, F150_V8);
    await card.getByRole("button", { name: `Name ${described(F150_V8)}` }).click();
    await card.getByRole("textbox", { name: "Nickname" }).fill("Dad's truck");
    await journey.screenshots("garage-naming");
    await card.getByRole("button", { name: "Save" }).click();
    await toast(page, `${described(F150_V8)} is now Dad's truck`).waitFor();
    await card.getByText("Dad's truck").waitFor();
    await expect.poll(() => card.getByRole("textbox").count(), poll).toBe(0);
    await journey.screenshots("garage-named");
  });

  step("puts a front brake job for one of their vehicles in the cart in one click, two rotors", async () => {
    await page.goto("/garage");
    await vehicleCard(page, CAMRY).getByRole("button", { name: "Shop for this" }).click();
    const kit = page.getByRole("article", { name: "Front brake job" });
    await page.getByRole("heading", { name: `Jobs for your ${described(CAMRY)}` }).waitFor();
    await kit.getByRole("link", { name: "Front Brake Rotor" }).waitFor();
    await kit.getByRole("button", { name: "Add all to cart: Front brake job" }).click();
    await toast(page, "Front brake job: 3 parts added to your cart").waitFor();
    await page.goto("/cart");
    const rotor = page.getByRole("article").filter({ hasText: "Front Brake Rotor" });
    await expect.poll(() => rotor.getByRole("spinbutton").inputValue(), poll).toBe("2");
    await page.getByText("Ceramic Brake Pads").waitFor();
    await page.getByText("Front Hardware Kit").waitFor();
  });
});
