// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { PartPage } from "../../../../client/src/features/catalogue/part-page";
import { readChosenVehicle } from "../../../../client/src/lib/chosen-vehicle";
import { PATHS } from "../../../../client/src/lib/paths";
import { addProduct } from "../../../support/products";
import { renderUi } from "../../../support/render-ui";
import { useShopForPage } from "../../../support/shop-for-page";
import { inShop } from "../../../support/in-shop";

const shop = useShopForPage();

/** The first answers of a freshly started shop can take longer than testing-library's 1 s default. */
const slow = { timeout: 10_000 };

const PADS = {
  name: `Ceramic Pads ${randomUUID().slice(0, 6)}`,
  price: 12.5,
  minimumOrderQuantity: 1,
  fitments: [{ make: "Toyota", model: "Corolla", yearFrom: 2014, yearTo: 2019 }],
};
let padsId: string;

beforeAll(async () => {
  const admin = await shop().signUp("admin");
  padsId = await addProduct(shop().gql, admin.accessToken, PADS);
});

const renderPartPage = () =>
  renderUi(inShop(<PartPage />, { status: "signedOut" }), {
    path: `/products/${padsId}`,
    routePattern: PATHS.part,
  });

describe("a part's page with no vehicle chosen, against the real shop", () => {
  it("checks the fit right there: the vehicle chosen is the one shopped for, and the badge says the fit", async () => {
    const { user } = renderPartPage();
    await user.click(await screen.findByRole("button", { name: "Check if it fits" }, slow));
    await user.selectOptions(await screen.findByLabelText("Make", {}, slow), "Toyota");
    await user.selectOptions(screen.getByLabelText("Model"), "Corolla");
    await user.selectOptions(screen.getByLabelText("Year"), "2015");
    expect(await screen.findByText("✓ Fits your 2015 Toyota Corolla", {}, slow)).toBeTruthy();
    expect(readChosenVehicle()).toEqual({ make: "Toyota", model: "Corolla", year: 2015 });
    // The part stayed on screen while its fit was asked, and the check made way for the badge.
    expect(screen.getByRole("heading", { level: 1, name: PADS.name })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Check if it fits" })).toBeNull();
  });

  it("offers no check once a vehicle is chosen", async () => {
    localStorage.setItem("chosenVehicle", JSON.stringify({ make: "Honda", model: "Civic", year: 2018 }));
    renderPartPage();
    expect(await screen.findByText("✗ Does not fit your 2018 Honda Civic", {}, slow)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Check if it fits" })).toBeNull();
  });
});
