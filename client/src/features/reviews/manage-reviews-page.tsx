import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Card, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { AllReviewsQuery } from "../../../../generated/client/graphql";
import { PagedList } from "../../components/paged-list";
import { useShowFilter } from "../../components/show-filter";
import { partPath } from "../../lib/paths";
import { useCursorPages } from "../../lib/use-cursor-pages";
import { withToasts } from "../../lib/with-toasts";
import { AFTER_REVIEW_CHANGE, AllReviewsDocument, HideReviewDocument, RestoreReviewDocument } from "./api";
import { ReviewCard } from "./review-card";

const PAGE_SIZE = 10;

/** The Show filter: its value, the `hidden` argument it asks for, and what the list then holds. */
const SHOWN = {
  all: { hidden: null, words: "All reviews", matching: "" },
  shown: { hidden: false, words: "Shown on the shop", matching: "shown" },
  hidden: { hidden: true, words: "Hidden", matching: "hidden" },
} as const;

type ListedReview = AllReviewsQuery["allReviews"]["edges"][number]["node"];

/**
 * The staff's Reviews screen: every review, newest first, hidden ones included; each can be hidden from
 * the shop (its pages, the part's rating, the legacy list) and restored. Both are kept in the audit log.
 */
export function ManageReviewsPage() {
  const pages = useCursorPages();
  const show = useShowFilter(SHOWN, "all", pages, ["review", "reviews"]);
  const reviews = useQuery(AllReviewsDocument, {
    variables: { hidden: show.choice.hidden, first: PAGE_SIZE, after: pages.after },
    fetchPolicy: "cache-and-network",
  });

  return (
    <PagedList
      title="Reviews"
      noun="reviews"
      loadingLabel="Loading reviews…"
      query={reviews}
      select={(answer) => ({ page: answer.allReviews, overall: answer.everyReview.totalCount })}
      pages={pages}
      pageSize={PAGE_SIZE}
      controls={show.control}
      matching={show.matching}
      empty="No reviews yet."
    >
      {(items) => (
        <Stack gap="4">
          {items.map((review) => (
            <ModeratedReview key={review.id} review={review} />
          ))}
        </Stack>
      )}
    </PagedList>
  );
}

function ModeratedReview({ review }: { review: ListedReview }) {
  const options = { refetchQueries: AFTER_REVIEW_CHANGE };
  const [hide, hiding] = useMutation(HideReviewDocument, options);
  const [restore, restoring] = useMutation(RestoreReviewDocument, options);
  const variables = { id: review.id };
  const toggle = () =>
    review.hidden
      ? withToasts(() => restore({ variables }), `The review by ${review.name} is shown again`)
      : withToasts(() => hide({ variables }), `The review by ${review.name} is hidden`);

  return (
    // A hidden review stands apart by its background and badge: dimming it would fail its text's contrast.
    <Card.Root size="sm" bg={review.hidden ? "gray.100" : undefined}>
      <Card.Body pt="0">
        <ReviewCard review={review} ruled={false} />
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text fontSize="sm" color="gray.700">
            {review.product ? (
              <Link asChild color="blue.700">
                <RouterLink to={partPath(review.product.id)}>
                  {review.product.partNumber} {review.product.name}
                </RouterLink>
              </Link>
            ) : (
              "Of the shop, or of a part no longer sold"
            )}
          </Text>
          <HStack gap="3">
            {review.hidden && <Badge colorPalette="red">Hidden</Badge>}
            <Button
              size="sm"
              variant="outline"
              colorPalette={review.hidden ? "blue" : "red"}
              loading={hiding.loading || restoring.loading}
              aria-label={`${review.hidden ? "Restore" : "Hide"} the review by ${review.name}`}
              onClick={() => void toggle()}
            >
              {review.hidden ? "Restore" : "Hide"}
            </Button>
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
