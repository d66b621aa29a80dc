import { Box, Grid, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import type { PartReviewsFragment } from "../../../../generated/client/graphql";
import { LoadingState } from "../../components/loading-state";
import { useAuth } from "../../lib/auth-context";
import { PATHS } from "../../lib/paths";
import { FitConfirmations } from "./fit-confirmations";
import { ShowMoreReviews } from "./more-reviews";
import { PartRating, REVIEWS_ANCHOR } from "./part-rating";
import { ReviewCard } from "./review-card";

// The form and its library load for signed-in shoppers only: a visitor's page (and a crawler's) has none.
const PartReviewForm = lazy(async () => ({ default: (await import("./part-review-form")).PartReviewForm }));

/**
 * The part page's reviews: the rating, how many reviewers said it fitted each car, the newest reviews
 * with more on demand, and a signed-in shopper's own review; a visitor is asked to sign in for that.
 */
export function PartReviewsSection({ product }: { product: PartReviewsFragment }) {
  const { status } = useAuth();
  const location = useLocation();
  const { edges, pageInfo } = product.reviews;
  return (
    <Box as="section" id={REVIEWS_ANCHOR} aria-labelledby="reviews-heading" mt={{ base: "10", md: "14" }}>
      <Heading as="h2" id="reviews-heading" size="xl" mb="4">
        Reviews
      </Heading>
      {/* A phone reads the rating, then the reviews, then the form; a wide screen puts the form beside them. */}
      <Grid
        templateAreas={{ base: `"summary" "list" "form"`, lg: `"summary list" "form list"` }}
        templateColumns={{ lg: "2fr 3fr" }}
        templateRows={{ lg: "auto 1fr" }}
        columnGap="10"
        rowGap="6"
        alignItems="start"
      >
        <Stack gap="5" gridArea="summary" minW="0">
          <PartRating rating={product.rating} inReviews />
          <FitConfirmations fits={product.rating.fitConfirmed} />
        </Stack>
        <Box gridArea="form" minW="0">
          {status === "signedIn" ? (
            <Suspense fallback={<LoadingState label="Loading the review form…" />}>
              <PartReviewForm productId={product.id} />
            </Suspense>
          ) : (
            <Text>
              Bought this part?{" "}
              <Link asChild color="blue.700" fontWeight="semibold">
                <RouterLink to={PATHS.login} state={{ from: location }}>
                  Sign in to review it
                </RouterLink>
              </Link>
            </Text>
          )}
        </Box>
        <Stack gap="0" gridArea="list" minW="0">
          {edges.length === 0 ? (
            <Text color="gray.700">No reviews of this part yet.</Text>
          ) : (
            edges.map(({ node }) => <ReviewCard key={node.id} review={node} />)
          )}
          {pageInfo.hasNextPage && pageInfo.endCursor && (
            <ShowMoreReviews productId={product.id} after={pageInfo.endCursor} />
          )}
        </Stack>
      </Grid>
    </Box>
  );
}
