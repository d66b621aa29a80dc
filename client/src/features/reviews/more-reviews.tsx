import { useQuery } from "@apollo/client/react";
import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import { MORE_REVIEWS, MorePartReviewsDocument } from "./api";
import { ReviewCard } from "./review-card";

interface ReviewsAfterProps {
  productId: string;
  /** Where the reviews shown so far end. */
  after: string;
}

/** "Show more reviews": the next page of the part's reviews below those shown, and a button for the next. */
export function ShowMoreReviews(props: ReviewsAfterProps) {
  const [shown, setShown] = useState(false);
  if (shown) return <ReviewsAfter {...props} />;
  return (
    <Button variant="outline" alignSelf="start" mt="4" onClick={() => setShown(true)}>
      Show more reviews
    </Button>
  );
}

function ReviewsAfter({ productId, after }: ReviewsAfterProps) {
  const { data, error, refetch } = useQuery(MorePartReviewsDocument, {
    variables: { id: productId, first: MORE_REVIEWS, after },
  });
  const page = data?.product?.reviews;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!page) return <LoadingState label="Loading more reviews…" />;
  return (
    <>
      {page.edges.map(({ node }) => (
        <ReviewCard key={node.id} review={node} />
      ))}
      {page.pageInfo.hasNextPage && page.pageInfo.endCursor && (
        <ShowMoreReviews productId={productId} after={page.pageInfo.endCursor} />
      )}
    </>
  );
}
