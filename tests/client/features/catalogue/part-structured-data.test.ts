import { describe, expect, it } from "vitest";
import type { PartReviewsFragment } from "../../../../generated/client/graphql";
import type { DetailedProduct } from "../../../../client/src/components/product-details";
import { partStructuredData } from "../../../../client/src/features/catalogue/part-structured-data";

const pads: DetailedProduct & PartReviewsFragment = {
  id: "665f1c2e9b1e8a0012345678",
  name: "Ceramic Brake Pads",
  partNumber: "BP-1210-CF",
  oeNumbers: [],
  interchangeNumbers: [],
  universal: false,
  category: "Brakes",
  description: "Low-dust ceramic front pad set.",
  price: 159,
  minimumOrderQuantity: 2,
  availableQuantity: 48,
  picture: "/assets/parts/ceramic-brake-pads.svg",
  fitments: [],
  rating: { average: null, count: 0, fitConfirmed: [] },
  reviews: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
};

const reviewed: PartReviewsFragment = {
  id: pads.id,
  rating: { average: 13 / 3, count: 3, fitConfirmed: [] },
  reviews: {
    edges: [
      {
        node: {
          id: "665f1c2e9b1e8a0012345679",
          name: "Rae",
          feedback: "Quiet, no dust.",
          ratings: 5,
          createdAt: "2026-03-04T10:00:00.000Z",
          verifiedPurchase: true,
          fitConfirmed: false,
          vehicle: null,
        },
      },
    ],
    pageInfo: { hasNextPage: true, endCursor: "cursor" },
  },
};

describe("a part as schema.org Product", () => {
  it("names the part, its part number as sku and mpn, and offers it in dollars at its canonical URL", () => {
    expect(partStructuredData(pads, "https://shop.example")).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Ceramic Brake Pads",
      sku: "BP-1210-CF",
      mpn: "BP-1210-CF",
      description: "Low-dust ceramic front pad set.",
      image: "https://shop.example/assets/parts/ceramic-brake-pads.svg",
      category: "Brakes",
      offers: {
        "@type": "Offer",
        price: "159.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: "https://shop.example/products/665f1c2e9b1e8a0012345678",
      },
    });
  });

  it("carries the OE and interchange numbers the part answers to, and nothing of them for a part without", () => {
    const data = partStructuredData(
      { ...pads, oeNumbers: ["04465-06090", "04465-33471"], interchangeNumbers: ["D2182"] },
      "https://shop.example",
    );
    expect(data.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "OE number", value: "04465-06090" },
      { "@type": "PropertyValue", name: "OE number", value: "04465-33471" },
      { "@type": "PropertyValue", name: "Interchange number", value: "D2182" },
    ]);
    expect(partStructuredData(pads, "https://shop.example")).not.toHaveProperty("additionalProperty");
  });

  it("rates the part from its reviews, with those the page shows, and has no rating without reviews", () => {
    const data = partStructuredData({ ...pads, ...reviewed }, "https://shop.example");
    const scale = { bestRating: 5, worstRating: 1 };
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: "4.3",
      reviewCount: 3,
      ...scale,
    });
    expect(data.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Rae" },
        datePublished: "2026-03-04",
        reviewBody: "Quiet, no dust.",
        reviewRating: { "@type": "Rating", ratingValue: 5, ...scale },
      },
    ]);
    // Google refuses a rating of no reviews: none is given.
    const unrated = partStructuredData(pads, "https://shop.example");
    expect(unrated).not.toHaveProperty("aggregateRating");
    expect(unrated).not.toHaveProperty("review");
  });

  it("says a sold-out part is out of stock, and keeps a picture hosted elsewhere where it is", () => {
    const data = partStructuredData(
      { ...pads, availableQuantity: 0, price: 0.5, picture: "https://cdn.example/pads.png" },
      "https://shop.example",
    );
    expect(data.offers.availability).toBe("https://schema.org/OutOfStock");
    expect(data.offers.price).toBe("0.50");
    expect(data.image).toBe("https://cdn.example/pads.png");
  });
});
