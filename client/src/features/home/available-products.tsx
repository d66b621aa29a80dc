import { useQuery } from "@apollo/client/react";
import { Box, Button, Center, Container, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PATHS } from "../../lib/paths";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import { fitVariables, useChosenVehicle } from "../../lib/chosen-vehicle";
import { CatalogueProductsDocument, ProductGrid } from "../catalogue";
import { SectionHeading } from "./section-heading";

/** Two full rows of the three-column grid: a taste of the catalogue, the rest is on /products. */
const HOME_PRODUCT_COUNT = 6;

/** 'Available Products': the newest parts, each saying whether it fits the shopper's vehicle. */
export function AvailableProducts() {
  const [vehicle] = useChosenVehicle();
  const { data, previousData, error, refetch } = useQuery(CatalogueProductsDocument, {
    variables: { first: HOME_PRODUCT_COUNT, sort: "NEWEST", ...fitVariables(vehicle) },
  });
  // A new vehicle re-asks which parts fit; meanwhile the cards stay, without the old vehicle's answers.
  const fitsKnown = Boolean(data);
  // The cache keeps one list per filter and sort, whatever the page size, so a longer list another
  // page loaded may come back here: show this section's share of it.
  const products = (data ?? previousData)?.products.edges
    .slice(0, HOME_PRODUCT_COUNT)
    .map((edge) => edge.node);
  return (
    <Box as="section" aria-labelledby="products-heading" py={{ base: "12", md: "16" }}>
      <Container maxW="7xl">
        <SectionHeading id="products-heading" title="Available Products">
          The newest parts in the shop, ready to ship.
        </SectionHeading>
        {error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : !products ? (
          <LoadingState label="Loading products…" />
        ) : products.length === 0 ? (
          <Text textAlign="center" color="gray.600">
            No products yet. Please come back soon.
          </Text>
        ) : (
          <>
            <ProductGrid products={products} vehicle={fitsKnown ? vehicle : null} />
            <Center mt="10">
              <Button asChild size="lg" variant="outline" colorPalette="blue">
                <RouterLink to={PATHS.products}>See all products</RouterLink>
              </Button>
            </Center>
          </>
        )}
      </Container>
    </Box>
  );
}
