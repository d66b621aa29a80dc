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
