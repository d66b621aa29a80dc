import { useQuery } from "@apollo/client/react";
import { Box, Card, Container, SimpleGrid, Text } from "@chakra-ui/react";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import { LatestReviewsDocument } from "./api";
import { SectionHeading } from "./section-heading";

/** The spec's number of reviews on the home page. */
const REVIEW_COUNT = 3;
const MAX_RATING = 5;

/** 'Our Client Feedback': the last three reviews customers left. */
export function ClientFeedback() {
  const { data, error, refetch } = useQuery(LatestReviewsDocument, { variables: { last: REVIEW_COUNT } });
  return (
    <Box as="section" aria-labelledby="feedback-heading" py={{ base: "12", md: "16" }}>
      <Container maxW="7xl">
        <SectionHeading id="feedback-heading" title="Our Client Feedback">
          What customers said about their last order.
        </SectionHeading>
        {error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : !data ? (
          <LoadingState label="Loading reviews…" />
        ) : data.reviews.length === 0 ? (
          <Text textAlign="center" color="gray.600">
            No reviews yet.
          </Text>
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
            {data.reviews.map((review) => (
              <Card.Root as="li" key={review.id} variant="outline" bg="white">
                <Card.Body gap="3">
                  <Rating value={review.ratings} />
                  <Text as="blockquote" color="gray.700" fontSize="lg">
                    “{review.feedback}”
                  </Text>
                  <Text fontWeight="semibold" mt="auto">
                    {review.name}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
}

/** Stars for the eye, the number in words for everyone else. */
function Rating({ value }: { value: number }) {
  const filled = Math.max(0, Math.min(MAX_RATING, Math.round(value)));
  return (
    <Text role="img" aria-label={`Rated ${value} out of ${MAX_RATING}`} color="orange.600" fontSize="xl">
      {"★".repeat(filled)}
      <Text as="span" color="gray.500">
        {"★".repeat(MAX_RATING - filled)}
      </Text>
    </Text>
  );
}
