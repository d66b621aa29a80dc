import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import type { PartReviewFragment } from "../../../../generated/client/graphql";
import { describeVehicle } from "../../lib/chosen-vehicle";
import { RatingStars } from "./rating-stars";

const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/**
 * One review: who, how many stars, when, and what the shop knows of it: "Verified purchase" when the
 * reviewer bought the part here, the car it was bought for, and "Fit my …" when they said it fitted.
 * `ruled`: a line above it, parting it from the one before in a list.
 */
export function ReviewCard({ review, ruled = true }: { review: PartReviewFragment; ruled?: boolean }) {
  const vehicle = review.vehicle && describeVehicle(review.vehicle);
  return (
    <Stack
      as="article"
      gap="2"
      py="4"
      borderTopWidth={ruled ? "1px" : undefined}
      aria-label={`Review by ${review.name}`}
    >
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {review.name}
        </Text>
        <RatingStars value={review.ratings} size="sm" />
        <Text fontSize="sm" color="gray.600">
          <time dateTime={review.createdAt}>{DAY.format(new Date(review.createdAt))}</time>
        </Text>
      </HStack>
      {(review.verifiedPurchase || vehicle) && (
        <HStack gap="2" wrap="wrap">
          {review.verifiedPurchase && <Badge colorPalette="green">Verified purchase</Badge>}
          {vehicle && review.fitConfirmed && <Badge colorPalette="blue">✓ Fit my {vehicle}</Badge>}
          {vehicle && !review.fitConfirmed && (
            <Text fontSize="sm" color="gray.700">
              Bought for a {vehicle}
            </Text>
          )}
        </HStack>
      )}
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {review.feedback}
      </Text>
    </Stack>
  );
}
