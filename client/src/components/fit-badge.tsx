import { Badge } from "@chakra-ui/react";
import { describeVehicle, type Vehicle } from "../lib/chosen-vehicle";

/**
 * Whether a part fits the shopper's vehicle, in words (colour alone would not reach everyone).
 * `fits` comes from the API's Product.fits(vehicle); nothing shows when no vehicle is chosen.
 */
export function FitBadge({ vehicle, fits }: { vehicle: Vehicle | null; fits: boolean | null | undefined }) {
  if (!vehicle || fits == null) return null;
  return fits ? (
    <Badge colorPalette="green" variant="subtle" size="md" whiteSpace="normal">
      ✓ Fits your {describeVehicle(vehicle)}
    </Badge>
  ) : (
    <Badge colorPalette="red" variant="subtle" size="md" whiteSpace="normal">
      ✗ Does not fit your {describeVehicle(vehicle)}
    </Badge>
  );
}
