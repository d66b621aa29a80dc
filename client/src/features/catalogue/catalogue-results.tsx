import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Box, Button, EmptyState, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { toast } from "../../lib/toast";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import { describeVehicle, fitVariables, type Vehicle } from "../../lib/chosen-vehicle";
import { errorMessage } from "../../lib/graphql-errors";
import { CatalogueProductsDocument } from "./api";
import { ProductGrid } from "./product-grid";
import type { CatalogueFilters } from "./use-catalogue-filters";

/** Four rows of the three-column grid per page. */
const PAGE_SIZE = 12;

interface CatalogueResultsProps {
  filters: CatalogueFilters;
  vehicle: Vehicle | null;
  /** Given when a filter narrows the list, to undo them all from an empty result. */
  onClearFilters?: () => void;
  /** Given when a vehicle is chosen, to see every part again. */
  onClearVehicle?: () => void;
}

/** "for", not "fit": the parts found include universal ones and those to check (fitting some submodels). */
function countText(count: number, vehicle: Vehicle | null): string {
  const parts = `${count} ${count === 1 ? "part" : "parts"}`;
  return vehicle ? `${parts} for your ${describeVehicle(vehicle)}` : parts;
}

/** The catalogue under the shopper's filters and vehicle: how many match, the grid, and the next page. */
export function CatalogueResults({
  filters,
  vehicle,
  onClearFilters,
  onClearVehicle,
}: CatalogueResultsProps) {
  const { data, previousData, error, networkStatus, refetch, fetchMore } = useQuery(
    CatalogueProductsDocument,
    {
      variables: {
        filter: {
          search: filters.search || undefined,
          category: filters.category || undefined,
          inStock: filters.inStock || undefined,
          make: vehicle?.make,
          model: vehicle?.model,
          year: vehicle?.year,
          // Told, they leave out parts for other submodels and engines, as each part's badge says.
          submodel: vehicle?.submodel || undefined,
          engine: vehicle?.engine || undefined,
        },
        sort: filters.sort,
        first: PAGE_SIZE,
        ...fitVariables(vehicle),
      },
    },
  );
  // While new filters load, the list they replace stays on screen, dimmed, rather than a blank page;
  // it belongs to the old filters, so it claims no count and no fit.
  const shown = data ?? previousData;
  // The same list while its answer is the same, so the grid is not drawn again for nothing.
  const shownEdges = shown?.products.edges;
  const products = useMemo(() => shownEdges?.map((edge) => edge.node) ?? [], [shownEdges]);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!shown) return <LoadingState label="Loading products…" />;
  const stale = !data;

  const { totalCount, edges, pageInfo } = shown.products;
  const loadMore = () =>
    fetchMore({ variables: { after: pageInfo.endCursor } }).catch((failure: unknown) =>
      toast.error(errorMessage(failure)),
    );

  return (
    <Box as="section" aria-labelledby="results-heading" aria-busy={stale}>
      <Heading id="results-heading" as="h2" size="lg" mb="4" aria-live="polite">
        {stale ? "Finding parts…" : countText(totalCount, vehicle)}
      </Heading>
      {edges.length > 0 ? (
        <Box opacity={stale ? 0.6 : 1} transition="opacity 0.2s">
          <ProductGrid products={products} vehicle={stale ? null : vehicle} />
        </Box>
      ) : (
        !stale && (
          <NoResults vehicle={vehicle} onClearFilters={onClearFilters} onClearVehicle={onClearVehicle} />
        )
      )}
      {pageInfo.hasNextPage && !stale && (
        <Stack align="center" gap="3" mt="10">
          <Text color="gray.600">
            Showing {edges.length} of {totalCount}
          </Text>
          <Button
            size="lg"
            variant="outline"
            colorPalette="blue"
            loading={networkStatus === NetworkStatus.fetchMore}
            onClick={loadMore}
          >
            Load more
          </Button>
        </Stack>
      )}
    </Box>
  );
}

function NoResults({ vehicle, onClearFilters, onClearVehicle }: Omit<CatalogueResultsProps, "filters">) {
  const description = vehicle
    ? `No parts for your ${describeVehicle(vehicle)} match ${onClearFilters ? "these filters" : "yet"}.`
    : onClearFilters
      ? "No parts match these filters."
      : "The catalogue is empty for now.";
  return (
    <EmptyState.Root borderWidth="1px" rounded="xl" bg="white">
      <EmptyState.Content>
        <EmptyState.Title>No parts found</EmptyState.Title>
        <EmptyState.Description color="gray.600" textAlign="center">
          {description}
        </EmptyState.Description>
        <HStack gap="3" flexWrap="wrap" justify="center">
          {onClearFilters && (
            <Button colorPalette="blue" onClick={onClearFilters}>
              Clear filters
            </Button>
          )}
          {onClearVehicle && (
            <Button variant="outline" colorPalette="blue" onClick={onClearVehicle}>
              Show parts for all vehicles
            </Button>
          )}
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
