import { Badge, HStack, Text } from "@chakra-ui/react";
import { describeVehicle, type Vehicle } from "../lib/chosen-vehicle";

/**
 * The vehicle a cart or order line is for, and whether the part fits it, in words: "For 2015 Toyota
 * Corolla ✓ Fits". Nothing when the line has no vehicle. `fits` null says nothing of the fit.
 */
export function LineVehicle({ vehicle, fits }: { vehicle: Vehicle | null; fits: boolean | null }) {
  if (!vehicle) return null;
  return (
    <HStack gap="2" flexWrap="wrap">
      <Text fontSize="sm" color="gray.700">
        For {describeVehicle(vehicle)}
      </Text>
      {fits === true && (
        <Badge colorPalette="green" variant="subtle">
          ✓ Fits
        </Badge>
      )}
      {fits === false && (
        <Badge colorPalette="red" variant="subtle">
          ✗ Does not fit
        </Badge>
      )}
    </HStack>
  );
}
