import type { PartReviewsFragment } from "../../../../generated/client/graphql";
import { formatRating } from "./rating-stars";

const RATING_SCALE = { bestRating: 5, worstRating: 1 } as const;

/**
 * A part's reviews as schema.org's Product carries them, for search engines' review stars: its
 * `aggregateRating`, only when it has reviews (Google refuses a rating of none), and the reviews the page
 * shows as `review`, each rated and dated. Hidden reviews never reach the page, so never this either.
 */
export function reviewsStructuredData({ rating, reviews }: PartReviewsFragment) {
  if (rating.average == null || rating.count === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: formatRating(rating.average),
      reviewCount: rating.count,
      ...RATING_SCALE,
    },
    review: reviews.edges.map(({ node }) => ({
      "@type": "Review",
      author: { "@type": "Person", name: node.name },
      datePublished: node.createdAt.slice(0, 10),
      reviewBody: node.feedback,
      reviewRating: { "@type": "Rating", ratingValue: node.ratings, ...RATING_SCALE },
    })),
  };
}
