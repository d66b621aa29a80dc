// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { GaragePage } from "../../../../client/src/features/garage/garage-page";
import { expectOk } from "../../../support/graphql-answers";
import { inShop } from "../../../support/in-shop";
import { renderUi } from "../../../support/render-ui";
import { useShopForPage } from "../../../support/shop-for-page";
import type { TestUser } from "../../../support/test-server";

const shop = useShopForPage();
/** The first answers of a freshly started shop can take longer than testing-library's 1 s default. */
const slow = { timeout: 10_000 };

const F150 = { year: 2014, make: "Ford", model: "F-150" };
const DESCRIBED = "2014 Ford F-150";

let customer: TestUser;

beforeAll(async () => {
  customer = await shop().signUp("customer");
  await expectOk(
    shop().gql(
      "mutation($vehicle: GarageVehicleInput!) { addGarageVehicle(vehicle: $vehicle) { current { id } } }",
      { vehicle: F150 },
      customer.accessToken,
    ),
  );
});

const card = () => screen.getByRole("listitem", { name: DESCRIBED });
const form = () => within(within(card()).getByRole("form", { name: `Nickname of ${DESCRIBED}` }));

describe("naming a garage vehicle, against the real shop", () => {
  it("names a customer's vehicle in its card, checks the name's length, and takes the name back", async () => {
    localStorage.setItem("accessToken", customer.accessToken);
    const { user } = renderUi(inShop(<GaragePage />));
    await user.click(await screen.findByRole("button", { name: `Name ${DESCRIBED}` }, slow));
    const nickname = () => form().getByLabelText("Nickname");

    // Put away unsent: nothing changes.
    await user.type(nickname(), "Old faithful");
    await user.click(form().getByRole("button", { name: "Cancel" }));
    expect(within(card()).queryByText("Old faithful")).toBeNull();

    await user.click(within(card()).getByRole("button", { name: `Name ${DESCRIBED}` }));
    // The shop's own rule, in its words, checked before anything is sent.
    await user.type(nickname(), "x".repeat(41));
    await user.click(form().getByRole("button", { name: "Save" }));
    expect(await form().findByText("Nickname must be at most 40 characters")).toBeTruthy();

    await user.clear(nickname());
    await user.type(nickname(), "Dad's truck");
    await user.click(form().getByRole("button", { name: "Save" }));
    expect(await screen.findByText(`${DESCRIBED} is now Dad's truck`, {}, slow)).toBeTruthy();
    expect(within(card()).getByText("Dad's truck")).toBeTruthy();
    expect(within(card()).queryByRole("form")).toBeNull();

    // Renamed blank: no name any more.
    await user.click(within(card()).getByRole("button", { name: `Rename ${DESCRIBED}` }));
    expect((nickname() as HTMLInputElement).value).toBe("Dad's truck");
    await user.clear(nickname());
    await user.click(form().getByRole("button", { name: "Save" }));
    expect(await screen.findByText(`${DESCRIBED} has no nickname now`, {}, slow)).toBeTruthy();
    expect(within(card()).queryByText("Dad's truck")).toBeNull();
  });

  it("offers a visitor's vehicles, kept in the browser, no nickname", async () => {
    localStorage.setItem("garage", JSON.stringify([F150]));
    renderUi(inShop(<GaragePage />, { status: "signedOut" }));
    expect(await screen.findByRole("listitem", { name: DESCRIBED }, slow)).toBeTruthy();
    expect(within(card()).queryByRole("button", { name: `Name ${DESCRIBED}` })).toBeNull();
  });
});
