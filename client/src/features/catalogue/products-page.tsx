import { Card, Container, Heading, Separator, Stack, Text } from "@chakra-ui/react";
import { PageHead } from "../../components/page-head";
import { PATHS } from "../../lib/paths";
import { useChosenVehicle } from "../../lib/chosen-vehicle";
import { CatalogueFilterBar } from "./catalogue-filter-bar";
import { CatalogueResults } from "./catalogue-results";
import { ChosenVehicleSelector } from "./chosen-vehicle-selector";
import { useCatalogueFilters } from "./use-catalogue-filters";

/** The whole catalogue, narrowed by the shopper's vehicle and the filters kept in the URL. */
export function ProductsPage() {
  const [vehicle, setVehicle] = useChosenVehicle();
  const { filters, update, clear, narrowed } = useCatalogueFilters();
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
      <Card.Root variant="outline" bg="white" mb="8">
        <Card.Body gap="5">
          <Stack as="section" aria-labelledby="vehicle-heading" gap="3">
            <Heading id="vehicle-heading" as="h2" size="md">
              Your vehicle
            </Heading>
            <ChosenVehicleSelector />
          </Stack>
          <Separator />
          <CatalogueFilterBar filters={filters} onChange={update} />
        </Card.Body>
      </Card.Root>
      <CatalogueResults
        filters={filters}
        vehicle={vehicle}
        onClearFilters={narrowed ? clear : undefined}
        onClearVehicle={vehicle ? () => setVehicle(null) : undefined}
      />
    </Container>
  );
}
