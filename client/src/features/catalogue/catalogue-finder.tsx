import { Box, Button, Card, Heading, Separator, Stack } from "@chakra-ui/react";
import { useState, type ComponentProps } from "react";
import { useChosenVehicle } from "../../lib/chosen-vehicle";
import { CatalogueFilterBar } from "./catalogue-filter-bar";
import { ChosenVehicleSelector } from "./chosen-vehicle-selector";
import { CompactVehicleLine } from "./compact-vehicle-line";

const VEHICLE_SELECTS_ID = "vehicle-selects";
const FILTERS_ID = "catalogue-filters";

interface CatalogueFinderProps extends ComponentProps<typeof CatalogueFilterBar> {
  /** How many filters narrow or order the list now, for the phone's Filters button. */
  activeFilters: number;
}

/**
 * The vehicle and the filters above the catalogue's results. From tablets up all of it shows. On a phone
 * the vehicle folds into one line and the filters behind a Filters button: in full they took the first
 * screen and more (the first part started some 1,000 px down). One set of controls for every width,
 * shown or hidden by CSS breakpoints: the server renders the page knowing neither the screen's width nor
 * the vehicle (kept in the browser), and a width read in script would redraw the page as it is taken over.
 * Folded whether or not a vehicle is chosen, for the same reason: selects that folded away once the
 * browser read a remembered vehicle moved the whole list up under the shopper's eyes.
 */
export function CatalogueFinder({ activeFilters, ...filterBar }: CatalogueFinderProps) {
  const [vehicle] = useChosenVehicle();
  const [selectsOpen, setSelectsOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [shownVehicle, setShownVehicle] = useState(vehicle);
  // A vehicle newly chosen folds the selects back into its line, and the parts for it show right under.
  if (vehicle !== shownVehicle) {
    setShownVehicle(vehicle);
    if (vehicle) setSelectsOpen(false);
  }
  const onPhoneUnless = (open: boolean) => ({ base: open ? "block" : "none", md: "block" });

  return (
    <Card.Root variant="outline" bg="white" mb={{ base: "6", md: "8" }}>
      <Card.Body gap={{ base: "4", md: "5" }} p={{ base: "4", md: "6" }}>
        <Stack as="section" aria-labelledby="vehicle-heading" gap="3">
          <Heading id="vehicle-heading" as="h2" size="md" display={onPhoneUnless(selectsOpen)}>
            Your vehicle
          </Heading>
          <Box hideFrom="md">
            <CompactVehicleLine
              vehicle={vehicle}
              open={selectsOpen}
              onToggle={() => setSelectsOpen(!selectsOpen)}
              selectsId={VEHICLE_SELECTS_ID}
            />
          </Box>
          <Box id={VEHICLE_SELECTS_ID} display={onPhoneUnless(selectsOpen)}>
            <ChosenVehicleSelector />
          </Box>
        </Stack>
        <Separator hideBelow="md" />
        <Button
          hideFrom="md"
          variant="outline"
          colorPalette="blue"
          alignSelf="flex-start"
          aria-expanded={filtersOpen}
          aria-controls={FILTERS_ID}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {activeFilters > 0 ? `Filters (${activeFilters})` : "Filters"}
        </Button>
        <Box id={FILTERS_ID} display={onPhoneUnless(filtersOpen)}>
          <CatalogueFilterBar {...filterBar} />
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
