// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { ObjectId } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import { PartPage } from "../../../../client/src/features/catalogue/part-page";
import { PATHS } from "../../../../client/src/lib/paths";
import type { ReviewDocument } from "../../../../server/db/models";
import { inShop } from "../../../support/in-shop";
import { addProduct } from "../../../support/products";
import { renderUi } from "../../../support/render-ui";
import { useShopForPage } from "../../../support/shop-for-page";

const shop = useShopForPage();
const slow = { timeout: 10_000 };

const CAMRY = { year: 2019, make: "Toyota", model: "Camry" };
const CIVIC = { year: 2017, make: "Honda", model: "Civic" };
let reviewedId: string;
let unreviewedId: string;

/** A review as addReview stores one of a part, `at` minutes after the first. */
function storedReview(productId: string, at: number, review: Partial<ReviewDocument>): ReviewDocument {
  return {
    _id: new ObjectId(),
    name: "Anon",
    feedback: "Fine.",
    ratings: 4,
    userId: null,
    createdAt: new Date(Date.UTC(2026, 2, 4, 10, at)),
    productId: new ObjectId(productId),
    verifiedPurchase: false,
    vehicle: null,
    fitConfirmed: false,
    ...review,
  };
}

beforeAll(async () => {
  const admin = await shop().signUp("admin");
  reviewedId = await addProduct(shop().gql, admin.accessToken, { name: "Reviewed Pads" });
  unreviewedId = await addProduct(shop().gql, admin.accessToken, { name: "Quiet Pads" });
  await shop()
    .db.collection<ReviewDocument>("reviews")
    .insertMany([
      storedReview(reviewedId, 1, {
        name: "Cam Owner",
        ratings: 5,
        feedback: "Bolted straight on.",
        verifiedPurchase: true,
        vehicle: CAMRY,
        fitConfirmed: true,
      }),
      storedReview(reviewedId, 2, {
        name: "Second Camry",
        ratings: 4,
        verifiedPurchase: true,
        vehicle: CAMRY,
        fitConfirmed: true,
      }),
      storedReview(reviewedId, 3, {
        name: "Civic Buyer",
        ratings: 3,
        verifiedPurchase: true,
        vehicle: CIVIC,
      }),
      storedReview(reviewedId, 4, { name: "Hidden Troll", ratings: 1, hidden: true }),
    ]);
});

const renderPartPage = (id: string) =>
  renderUi(inShop(<PartPage />, { status: "signedOut" }), {
    path: `/products/${id}`,
    routePattern: PATHS.part,
  });

describe("a part's reviews on its page", () => {
  it("rates the part under its title from the reviews shown, hidden ones left out", async () => {
    renderPartPage(reviewedId);
    await screen.findByRole("heading", { level: 1, name: "Reviewed Pads" }, slow);
    expect(screen.getAllByRole("img", { name: "Rated 4 out of 5" }).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "3 reviews" }).getAttribute("href")).toBe("#reviews");
    expect(screen.queryByText("Hidden Troll")).toBeNull();
  });

  it("shows each review, newest first, with Verified purchase, the car and whether it fit", async () => {
    renderPartPage(reviewedId);
    const section = await screen.findByRole("region", { name: "Reviews" }, slow);
    const reviews = within(section).getAllByRole("article");
    expect(reviews.map((review) => review.getAttribute("aria-label"))).toEqual([
      "Review by Civic Buyer",
      "Review by Second Camry",
      "Review by Cam Owner",
    ]);
    const camry = within(reviews[2]!);
    expect(camry.getByText("Verified purchase")).toBeTruthy();
    expect(camry.getByText("✓ Fit my 2019 Toyota Camry")).toBeTruthy();
    expect(camry.getByText("Bolted straight on.")).toBeTruthy();
    expect(camry.getByRole("img", { name: "Rated 5 out of 5" })).toBeTruthy();
    // Bought for a Civic, fit not said.
    expect(within(reviews[0]!).getByText("Bought for a 2017 Honda Civic")).toBeTruthy();
    expect(within(reviews[0]!).queryByText(/Fit my/)).toBeNull();
  });

  it("counts the fits reviewers confirmed per car, and asks a visitor to sign in to review", async () => {
    renderPartPage(reviewedId);
    const section = await screen.findByRole("region", { name: "Reviews" }, slow);
    expect(within(section).getByText("Fit confirmed by reviewers")).toBeTruthy();
    expect(within(section).getByRole("listitem").textContent).toBe("2019 Toyota Camry: 2 reviewers");
    expect(within(section).getByRole("link", { name: "Sign in to review it" }).getAttribute("href")).toBe(
      PATHS.login,
    );
  });

  it("gives the JSON-LD its aggregateRating, and a part without reviews none", async () => {
    renderPartPage(reviewedId);
    await screen.findByRole("region", { name: "Reviews" }, slow);
    const data = () =>
      JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<
        string,
        unknown
      >;
    expect(data().aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: "4",
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect((data().review as unknown[]).length).toBe(3);
    document.body.innerHTML = "";
    renderPartPage(unreviewedId);
    await screen.findByRole("heading", { level: 1, name: "Quiet Pads" }, slow);
    expect(screen.getByText("No reviews of this part yet.")).toBeTruthy();
    expect(data()).not.toHaveProperty("aggregateRating");
  });
});
