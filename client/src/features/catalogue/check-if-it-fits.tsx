import { Box, Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { ChosenVehicleSelector } from "./chosen-vehicle-selector";

const SELECTS_ID = "check-fit-selects";

/**
 * A part's page with no vehicle chosen: "Check if it fits" opens the vehicle selects right there. The
 * vehicle chosen becomes the one shopped for (and goes into the garage), as anywhere in the shop, and the
 * page then shows whether the part fits it. Closed at first, one button where the fit badge goes: a
 * visitor whose vehicle the browser remembers gets the badge instead as the page is taken over, and little
 * moves; and the vehicles' lists are fetched only when asked for.
 */
export function CheckIfItFits() {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="3">
      <Button
        variant="outline"
        colorPalette="blue"
        size="sm"
        alignSelf="flex-start"
        aria-expanded={open}
        aria-controls={open ? SELECTS_ID : undefined}
        onClick={() => setOpen(!open)}
      >
        Check if it fits
      </Button>
      {open && (
        <Box id={SELECTS_ID} p="4" borderWidth="1px" rounded="md" bg="gray.50">
          <ChosenVehicleSelector />
        </Box>
      )}
    </Stack>
  );
}
