import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { PostGraphQL } from "../support/graphql-answers";
import { shippedPurchase } from "../support/purchases";
import { apiAccount, logInThroughForm, newAccount } from "./support/accounts";
import { poll, startJourney, type Journey } from "./support/browser";
import { field, openScreen, toast } from "./support/page-reading";
import { useShopAndBrowser } from "./support/shop-and-browser";
import { journeySteps } from "./support/steps";

const CAMRY_2019 = { make: "Toyota", model: "Camry", year: 2019 };
const FEEDBACK = "Quiet from the first stop, no squeal after 500 miles.";

/** The part page's reviews section. */
const reviewsOf = (page: Page) => page.getByRole("region", { name: "Reviews" });
const reviewBy = (page: Page, name: string) =>
  reviewsOf(page).getByRole("article", { name: `Review by ${name}` });

/**
 * Reviews that know the car: a customer who bought a part for their Camry reviews it from the part page
 * and their review says "Verified purchase" and that it fit; the owner hides it on the dashboard's
 * Reviews screen, and it leaves the part page and its rating.
 */
describe("a customer reviews a part they bought, and the owner hides the review", () => {
  const owner = newAccount("owner", "Olive Owner");
  const buyer = newAccount("reviewer", "Rita Reviewer");
  const e2e = useShopAndBrowser({ adminEmails: [owner.email] });
  const step = journeySteps();
  let productId: string;
  let buyerVisit: Journey;

  beforeAll(async () => {
    const [ownerToken, buyerToken] = await Promise.all([
      apiAccount(e2e.shop, owner, { verified: true }),
      apiAccount(e2e.shop, buyer),
    ]);
    const { addProduct } = await e2e.shop.graphql<{ addProduct: { id: string } }>(
      "mutation($input: ProductInput!) { addProduct(input: $input) { id } }",
      {
        input: {
          name: "Review Pads",
          price: 39.5,
          minimumOrderQuantity: 1,
          availableQuantity: 20,
          fitments: [{ make: "Toyota", model: "Camry", yearFrom: 2018, yearTo: 2022 }],
        },
      },
      ownerToken,
    );
    productId = addProduct.id;
    // The e2e shop's calls throw on errors; the shared helper reads answers as { data }.
    const gql: PostGraphQL = async (query, variables, token) => ({
      data: await e2e.shop.graphql(query, variables, token),
    });
    await shippedPurchase(gql, { buyer: buyerToken, staff: ownerToken }, productId, CAMRY_2019);
    buyerVisit = await startJourney(e2e.browser, e2e.shop.url, "part-reviews", "buyer");
  });

  afterAll(async () => {
    await buyerVisit?.finish();
  });

  step("the buyer reviews the part from its page, saying it fit their Camry", async () => {
    const page = buyerVisit.page;
    await logInThroughForm(page, buyer);
    await page.goto(`/products/${productId}`);
    const section = reviewsOf(page);
    await section.getByText("No reviews of this part yet.").waitFor();
    await section.getByText(/You bought this part here/).waitFor();
    await field(section, "Message").fill(FEEDBACK);
    await field(section, "Rating").fill("5");
    await section.getByText("It fit my 2019 Toyota Camry").click();
    await buyerVisit.screenshots("part-review-form");
    await section.getByRole("button", { name: "Add Review" }).click();
    await toast(page, "Successfully added your Review!!").waitFor();
  });

  step("the review shows Verified purchase, the fit, and the part's rating", async () => {
    const page = buyerVisit.page;
    const review = reviewBy(page, buyer.name);
    await review.getByText("Verified purchase").waitFor();
    await review.getByText("✓ Fit my 2019 Toyota Camry").waitFor();
    await review.getByText(FEEDBACK).waitFor();
    await reviewsOf(page).getByText("2019 Toyota Camry: 1 reviewer").waitFor();
    await page.getByRole("link", { name: "1 review", exact: true }).waitFor();
    await reviewsOf(page).getByText("5 out of 5").waitFor();
    await buyerVisit.screenshots("part-reviewed");
  });

  step("the owner hides it on the Reviews screen, and it leaves the part page", async () => {
    const desk = await startJourney(e2e.browser, e2e.shop.url, "part-reviews", "owner");
    try {
      const page = desk.page;
      await logInThroughForm(page, owner);
      await page.goto("/dashboard");
      await openScreen(page, "Reviews");
      await page.getByText(FEEDBACK).waitFor();
      await page.getByRole("button", { name: `Hide the review by ${buyer.name}` }).click();
      await toast(page, `The review by ${buyer.name} is hidden`).waitFor();
      await page.getByRole("button", { name: `Restore the review by ${buyer.name}` }).waitFor();
      await desk.screenshots("reviews-screen");
    } finally {
      await desk.finish();
    }
    const page = buyerVisit.page;
    // The shop's public answers are kept up to 5 s; the hide dropped them, so a reload shows it gone.
    await expect
      .poll(async () => {
        await page.reload();
        await reviewsOf(page).waitFor();
        return reviewBy(page, buyer.name).count();
      }, poll)
      .toBe(0);
    await reviewsOf(page).getByText("No reviews of this part yet.").waitFor();
    await page.getByText("No reviews yet: be the first").waitFor();
  });
});
