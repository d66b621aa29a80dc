// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductsPage } from "../../../../client/src/features/catalogue/products-page";
import { renderUi } from "../../../support/render-ui";
import { useShopForPage } from "../../../support/shop-for-page";
import { inShop } from "../../../support/in-shop";

const shop = useShopForPage();

async function totalCount(filter: Record<string, unknown>): Promise<number> {
  const result = await shop().gql<{ products: { totalCount: number } }>(
    "query($filter: ProductFilter) { products(filter: $filter) { totalCount } }",
    { filter },
  );
  return result.data!.products.totalCount;
}

function renderProductsPage(path = "/products") {
  return renderUi(inShop(<ProductsPage />, { status: "signedOut" }), { path, routePattern: "/products" });
}

/** The first answers of a freshly started shop can take longer than testing-library's 1 s default. */
const slow = { timeout: 10_000 };

const cards = () => within(screen.getByRole("heading", { level: 2, name: /part/ }).parentElement!);

describe("the products page, against the real shop", () => {
  it("counts the whole catalogue and loads it a page at a time", async () => {
    const total = await totalCount({});
    const { user } = renderProductsPage();
    expect(await screen.findByRole("heading", { name: `${total} parts` }, slow)).toBeTruthy();
    expect(cards().getAllByRole("link", { name: /^Purchase/ })).toHaveLength(12);

    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(cards().getAllByRole("link", { name: /^Purchase/ })).toHaveLength(24), slow);
    expect(screen.getByText(`Showing 24 of ${total}`)).toBeTruthy();
  });

  it("shows only the parts for the chosen vehicle, each saying whether it fits, is universal or is to check", async () => {
    const corolla = { make: "Toyota", model: "Corolla", year: 2015 };
    localStorage.setItem("chosenVehicle", JSON.stringify(corolla));
    const found = await totalCount(corolla);
    renderProductsPage();
    const heading = await screen.findByRole(
      "heading",
      { name: `${found} ${found === 1 ? "part" : "parts"} for your 2015 Toyota Corolla` },
      slow,
    );
    expect(heading).toBeTruthy();
    const said = /^(✓ Fits your 2015 Toyota Corolla|Universal|Check fitment: fits some 2015 Toyota Corolla)$/;
    await waitFor(() => expect(cards().getAllByText(said)).toHaveLength(Math.min(found, 12)), slow);
    expect(cards().queryByText(/Does not fit|Fitment not confirmed/)).toBeNull();
  });

  it("asks the engine where parts tell engines apart, and then lists only the parts for it, as their badges say", async () => {
    const f150 = { make: "Ford", model: "F-150", year: 2014 };
    localStorage.setItem("chosenVehicle", JSON.stringify(f150));
    const { user } = renderProductsPage("/products?category=Ignition");
    const plug = () => screen.queryByRole("heading", { name: "Platinum Spark Plug" });
    await screen.findByText("Check fitment: fits some 2014 Ford F-150", {}, slow);
    expect(plug()).toBeTruthy();
    const engine = await screen.findByLabelText<HTMLSelectElement>("Engine", {}, slow);
    expect([...engine.options].map((option) => option.text)).toEqual(["Not sure", "3.7L V6", "5.0L V8"]);

    await user.selectOptions(engine, "5.0L V8");
    expect(await screen.findByText("✓ Fits your 2014 Ford F-150 5.0L V8", {}, slow)).toBeTruthy();

    await user.selectOptions(engine, "3.7L V6");
    const found = await totalCount({ ...f150, engine: "3.7L V6", category: "Ignition" });
    const count = `${found} ${found === 1 ? "part" : "parts"} for your 2014 Ford F-150 3.7L V6`;
    await screen.findByRole("heading", { name: count }, slow);
    expect(plug()).toBeNull();
  });

  it("offers a phone the chosen vehicle as one line and the filters behind a button counting them", async () => {
    localStorage.setItem("chosenVehicle", JSON.stringify({ make: "Toyota", model: "Corolla", year: 2015 }));
    const { user } = renderProductsPage("/products?category=Brakes&sort=PRICE_ASC");
    await screen.findByRole("heading", { name: /parts? for your 2015 Toyota Corolla$/ }, slow);
    expect(screen.getByText("2015 Toyota Corolla")).toBeTruthy();
    // Which of these a width shows is the style sheet's to say; the buttons say what they open.
    const change = screen.getByRole("button", { name: "Change vehicle" });
    const filters = screen.getByRole("button", { name: "Filters (2)" });
    for (const button of [change, filters]) {
      expect(document.getElementById(button.getAttribute("aria-controls")!)).toBeTruthy();
      expect(button.getAttribute("aria-expanded")).toBe("false");
      await user.click(button);
      expect(button.getAttribute("aria-expanded")).toBe("true");
    }
    await user.click(screen.getByText("In stock only"));
    expect(await screen.findByRole("button", { name: "Filters (3)" }, slow)).toBeTruthy();
  });

  it("folds the selects into one line with no vehicle too, and folds them again once one is chosen", async () => {
    const { user } = renderProductsPage();
    expect(await screen.findByText("No vehicle chosen", {}, slow)).toBeTruthy();
    const choose = screen.getByRole("button", { name: "Choose vehicle" });
    await user.click(choose);
    expect(choose.getAttribute("aria-expanded")).toBe("true");
    // Whatever the catalogue offers first in each list.
    const chosen: string[] = [];
    for (const label of ["Make", "Model", "Year"]) {
      const select = await screen.findByLabelText<HTMLSelectElement>(label, {}, slow);
      await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
      chosen.push(select.options[1]!.value);
      await user.selectOptions(select, chosen.at(-1)!);
    }
    const change = await screen.findByRole("button", { name: "Change vehicle" });
    expect(change.getAttribute("aria-expanded")).toBe("false");
    const [make, model, year] = chosen;
    expect(screen.getByText(`${year} ${make} ${model}`)).toBeTruthy();
  });

  it("searches from the URL, and an empty result offers to clear the filters", async () => {
    const { user } = renderProductsPage("/products?q=no-such-part-anywhere&inStock=1");
    expect(await screen.findByText("No parts found", {}, slow)).toBeTruthy();
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("no-such-part-anywhere");

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    const total = await totalCount({});
    expect(await screen.findByRole("heading", { name: `${total} parts` }, slow)).toBeTruthy();
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("");
  });
});
