import { HStack, Link, Text } from "@chakra-ui/react";
import type { PartReviewsFragment } from "../../../../generated/client/graphql";
import { formatRating, RatingStars } from "./rating-stars";

/** Where the part page's reviews start: the rating under the title links there. */
export const REVIEWS_ANCHOR = "reviews";

const reviewCount = (count: number) => `${count} ${count === 1 ? "review" : "reviews"}`;

interface PartRatingProps {
  rating: PartReviewsFragment["rating"];
  /** Heading the reviews themselves: no link to where it already is, and nothing while there are none. */
  inReviews?: boolean;
}

/** The part's rating: the stars, the average and how many reviews; under the title, a way down to them. */
export function PartRating({ rating, inReviews = false }: PartRatingProps) {
  if (rating.average == null) {
    return inReviews ? null : (
      <Link href={`#${REVIEWS_ANCHOR}`} fontSize="sm" color="gray.700">
        No reviews yet: be the first
      </Link>
    );
  }
  return (
    <HStack gap="2" wrap="wrap">
      <RatingStars value={rating.average} />
      <Text as="span" fontWeight="semibold">
        {formatRating(rating.average)} out of 5
      </Text>
      {inReviews ? (
        <Text as="span">· {reviewCount(rating.count)}</Text>
      ) : (
        <Link href={`#${REVIEWS_ANCHOR}`} color="blue.700">
          {reviewCount(rating.count)}
        </Link>
      )}
    </HStack>
  );
}
