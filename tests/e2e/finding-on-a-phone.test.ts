import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { WIDTHS, poll } from "./support/browser";
import { field, toast } from "./support/page-reading";
import { useJourneyPerTest, useShopAndBrowser } from "./support/shop-and-browser";

const JOURNEY_MS = 120_000;
const PHONE = WIDTHS[0];
const VEHICLE = { make: "Ford", model: "F-150", year: 2018 };
const DESCRIBED = `${VEHICLE.year} ${VEHICLE.make} ${VEHICLE.model}`;

interface Part {
  id: string;
  name: string;
  partNumber: string;
  fitmentState: string;
}

async function chooseVehicle(page: Page) {
  const main = page.locator("main");
  await field(main, "Make").selectOption({ label: VEHICLE.make });
  await field(main, "Model").selectOption({ label: VEHICLE.model });
  await field(main, "Year").selectOption({ label: String(VEHICLE.year) });
}

/**
 * Finding parts on a phone: after "Find parts" the chosen vehicle is one line and the filters wait behind
 * a button, so the parts start on the first screen; a part's page with no vehicle checks the fit right
 * there; adding a part that may not fit says so as it is added.
 */
describe("finding parts on a phone", () => {
  const e2e = useShopAndBrowser();
  const begin = useJourneyPerTest(e2e, "finding-on-a-phone");
  /** Parts of the starting catalogue that do not fit the vehicle, fit only some of it, and fit it. */
  let misfit: Part;
  let fitsSome: Part;
  let fitting: Part;

  beforeAll(async () => {
    const { products } = await e2e.shop.graphql<{ products: { edges: Array<{ node: Part }> } }>(
      `query($vehicle: VehicleInput!) { products(first: 100, filter: { inStock: true }) { edges { node {
          id name partNumber fitmentState(vehicle: $vehicle) } } } }`,
      { vehicle: VEHICLE },
    );
    const withState = (state: string) =>
      products.edges.find((edge) => edge.node.fitmentState === state)!.node;
    misfit = withState("DOES_NOT_FIT");
    fitsSome = withState("FITS_SOME");
    fitting = withState("FITS");
  });

  it(
    "after Find parts, sees the vehicle as one line, a Filters button, and the first part on the first screen",
    async () => {
      const journey = await begin("products");
      const { page } = journey;
      const main = page.locator("main");
      await page.setViewportSize(PHONE);
      await page.goto("/");
      await chooseVehicle(page);
      await main.getByRole("button", { name: `Find parts for your ${DESCRIBED}` }).click();
      await page.waitForURL("**/products");
      await main.getByRole("heading", { name: new RegExp(`parts? for your ${DESCRIBED}$`) }).waitFor();

      await main.getByText(DESCRIBED, { exact: true }).waitFor();
      const change = main.getByRole("button", { name: "Change vehicle" });
      const filters = main.getByRole("button", { name: /^Filters/ });
      expect(await change.isVisible()).toBe(true);
      expect(await filters.textContent()).toBe("Filters");
      expect(await field(main, "Make").isVisible()).toBe(false);
      expect(await field(main, "Search").isVisible()).toBe(false);
      const firstCard = main.getByRole("listitem").first();
      await firstCard.getByRole("button", { name: /^Add to cart/ }).waitFor();
      const top = (await firstCard.boundingBox())!.y;
      expect(top, "the first part's top, in px from the top of the screen").toBeLessThan(PHONE.height);

      // The filters open from their button, which counts those in force.
      await filters.click();
      await field(main, "Search").waitFor();
      await main.getByText("In stock only").click();
      await expect.poll(() => filters.textContent(), poll).toBe("Filters (1)");
      await page.waitForURL((url) => url.searchParams.get("inStock") === "1");

      // Change opens the selects; a vehicle chosen folds them back into its line.
      await change.click();
      await field(main, "Make").waitFor();
      await field(main, "Year").selectOption({ label: String(VEHICLE.year + 1) });
      await main.getByText(`${VEHICLE.year + 1} ${VEHICLE.make} ${VEHICLE.model}`, { exact: true }).waitFor();
      await field(main, "Make").waitFor({ state: "hidden" });
      await journey.screenshots("products-phone");
    },
    JOURNEY_MS,
  );

  it(
    "on a part's page with no vehicle, checks the fit right there, and hears of a misfit as it adds it",
    async () => {
      const journey = await begin("part-page");
      const { page } = journey;
      const main = page.locator("main");
      await page.setViewportSize(PHONE);
      await page.goto(`/products/${misfit.id}`);
      await main.getByRole("heading", { level: 1, name: misfit.name }).waitFor();
      await main.getByRole("button", { name: "Check if it fits" }).click();
      await chooseVehicle(page);
      await main.getByText(`✗ Does not fit your ${DESCRIBED}`, { exact: true }).waitFor();
      // It is now the vehicle shopped for everywhere: the navigation bar's garage names it.
      await expect
        .poll(
          () =>
            page
              .getByRole("banner")
              .getByRole("link", { name: /^My Garage/ })
              .textContent(),
          poll,
        )
        .toContain(DESCRIBED);
      await journey.screenshots("part-page-checked");

      await main.getByRole("button", { name: `Add to cart: ${misfit.name}` }).click();
      await toast(page, `Added to your cart — note: this part does not fit your ${DESCRIBED}`).waitFor();

      // A part that fits is confirmed in the words it always was.
      await page.goto(`/products/${fitting.id}`);
      await main.getByText(`✓ Fits your ${DESCRIBED}`, { exact: true }).waitFor();
      await main.getByRole("button", { name: `Add to cart: ${fitting.name}` }).click();
      await toast(page, "Added to your cart").waitFor();

      // From a product card, a part that fits only some of the vehicle asks to check.
      await page.goto(`/products?q=${fitsSome.partNumber}`);
      await main.getByText(`Check fitment: fits some ${DESCRIBED}`, { exact: true }).waitFor();
      await main.getByRole("button", { name: `Add to cart: ${fitsSome.name}` }).click();
      await toast(
        page,
        `Added to your cart — check fitment: this part fits only some ${DESCRIBED}`,
      ).waitFor();
    },
    JOURNEY_MS,
  );
});
