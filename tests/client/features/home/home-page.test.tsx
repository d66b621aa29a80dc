// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HomePage } from "../../../../client/src/features/home/home-page";
import { renderUi } from "../../../support/render-ui";
import { useShopForPage } from "../../../support/shop-for-page";
import { inShop } from "../../../support/in-shop";

const shop = useShopForPage();

/** The first answers of a freshly started shop can take longer than testing-library's 1 s default. */
const slow = { timeout: 10_000 };

function renderHomePage() {
  return renderUi(inShop(<HomePage />, { status: "signedOut" }));
}

const section = (name: string) => screen.getByRole("region", { name });

describe("the home page, against the real shop", () => {
  it("has the spec's sections in the spec's order", async () => {
    renderHomePage();
    expect(screen.getByRole("heading", { level: 1, name: "Find Parts for Your Vehicle!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/products");
    const sections = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      "Shop by vehicle",
      "Available Products",
      "Millions Bussiness Trust Us",
      "Our Client Feedback",
      "Stay Connected With US",
    ]);
    const stats = within(section("Millions Bussiness Trust Us"));
    for (const figure of ["71 Countries", "500+ Happy Client", "420+ Feedback"]) {
      expect(
        stats.getByText((_, element) => element?.tagName === "P" && element.textContent === figure),
      ).toBeTruthy();
    }
    expect(screen.getByText("Contact Us")).toBeTruthy();
  });

  it("shows six products, each with a Purchase link, and the way to the rest", async () => {
    renderHomePage();
    const products = section("Available Products");
    await waitFor(
      () => expect(within(products).getAllByRole("link", { name: /^Purchase/ })).toHaveLength(6),
      slow,
    );
    expect(within(products).getByRole("link", { name: "See all products" }).getAttribute("href")).toBe(
      "/products",
    );
  });

  it("shows the last three reviews with their ratings", async () => {
    const all = await shop().gql<{ reviews: Array<{ name: string; ratings: number }> }>(
      "{ reviews { name ratings } }",
    );
    const lastThree = all.data!.reviews.slice(-3);
    renderHomePage();
    const feedback = section("Our Client Feedback");
    await waitFor(() => expect(within(feedback).getAllByRole("listitem")).toHaveLength(3), slow);
    for (const review of lastThree) {
      const card = within(feedback).getByText(review.name).closest("li")!;
      expect(
        within(card as HTMLElement).getByRole("img", { name: `Rated ${review.ratings} out of 5` }),
      ).toBeTruthy();
    }
  });

  it("sends the contact form to the shop and empties it", async () => {
    const { user } = renderHomePage();
    await user.type(screen.getByLabelText(/Email/), "visitor@example.com");
    await user.type(screen.getByLabelText(/Subject/), "Opening hours");
    await user.type(screen.getByLabelText(/Message/), "Are you open on Saturdays?");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe(""), slow);
    const stored = await shop().db.collection("contactMessages").findOne({ email: "visitor@example.com" });
    expect(stored).toMatchObject({ subject: "Opening hours", message: "Are you open on Saturdays?" });
  });
});
