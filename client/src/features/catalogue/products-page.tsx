import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import { PageHead } from "../../components/page-head";
import { PATHS } from "../../lib/paths";
import { useChosenVehicle } from "../../lib/chosen-vehicle";
import { CatalogueFinder } from "./catalogue-finder";
import { CatalogueResults } from "./catalogue-results";
import { useCatalogueFilters } from "./use-catalogue-filters";

/** The whole catalogue, narrowed by the shopper's vehicle and the filters kept in the URL. */
export function ProductsPage() {
  const [vehicle, setVehicle] = useChosenVehicle();
  const { filters, update, clear, narrowed, activeCount } = useCatalogueFilters();
  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      {/* One canonical URL for every filtered view: they are the same catalogue. */}
      <PageHead
        title="Products"
        description="Every part in the catalogue, from brake pads to wiper blades: choose your vehicle to see only the parts that fit it."
        canonicalPath={PATHS.products}
        openGraph={{ type: "website" }}
      />
      <Stack gap="2" mb="6">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          Products
        </Heading>
        <Text color="gray.600">Choose your vehicle to see only the parts that fit it.</Text>
      </Stack>
      <CatalogueFinder filters={filters} onChange={update} activeFilters={activeCount} />
      <CatalogueResults
        filters={filters}
        vehicle={vehicle}
        onClearFilters={narrowed ? clear : undefined}
        onClearVehicle={vehicle ? () => setVehicle(null) : undefined}
      />
    </Container>
  );
}
