import { Badge } from "@chakra-ui/react";
import type { FitmentState } from "../../../generated/client/graphql";
import { describeVehicle, type Vehicle } from "../lib/chosen-vehicle";

/**
 * What a part's fitment says of the shopper's vehicle, in words (colour alone would not reach everyone):
 * a universal part says "Universal", never "Fits", and a part with no fitment data never claims a fit.
 */
const FIT_WORDS: Record<
  FitmentState,
  { palette: string; words: (vehicle: string) => string; short: string }
> = {
  FITS: { palette: "green", words: (vehicle) => `✓ Fits your ${vehicle}`, short: "✓ Fits" },
  FITS_SOME: {
    palette: "orange",
    words: (vehicle) => `Check fitment: fits some ${vehicle}`,
    short: "Check fitment",
  },
  DOES_NOT_FIT: {
    palette: "red",
    words: (vehicle) => `✗ Does not fit your ${vehicle}`,
    short: "✗ Does not fit",
  },
  UNIVERSAL: { palette: "blue", words: () => "Universal", short: "Universal" },
  NOT_CONFIRMED: { palette: "gray", words: () => "Fitment not confirmed", short: "Fitment not confirmed" },
};

/**
 * Whether a part fits the shopper's vehicle, from the API's Product.fitmentState(vehicle); nothing shows
 * when no vehicle is chosen.
 */
export function FitBadge({
  vehicle,
  state,
}: {
  vehicle: Vehicle | null;
  state: FitmentState | null | undefined;
}) {
  if (!vehicle || !state) return null;
  const { palette, words } = FIT_WORDS[state];
  return (
    <Badge colorPalette={palette} variant="subtle" size="md" whiteSpace="normal">
      {words(describeVehicle(vehicle))}
    </Badge>
  );
}

/** The same, short, beside a line that already names its vehicle ("For 2015 Toyota Corolla ✓ Fits"). */
export function LineFitBadge({ state }: { state: FitmentState }) {
  const { palette, short } = FIT_WORDS[state];
  return (
    <Badge colorPalette={palette} variant="subtle">
      {short}
    </Badge>
  );
}
