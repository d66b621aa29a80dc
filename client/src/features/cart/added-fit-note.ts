import type { FitmentState } from "../../../../generated/client/graphql";
import { describeVehicle, type Vehicle } from "../../lib/chosen-vehicle";

/** Whether a part fits, as the page showing its Add to cart button says it (its FitBadge's vehicle and state). */
export interface ShownFit {
  vehicle: Vehicle | null;
  state: FitmentState | null | undefined;
}

/**
 * What the confirmation adds for a part that may not fit the vehicle shopped for: the cart warns of it
 * too, but only once opened, and a shopper adding a wrong part should hear it as they add it. A sure fit,
 * a universal part and no vehicle add nothing.
 */
const NOTES: Partial<Record<FitmentState, (vehicle: string) => string>> = {
  DOES_NOT_FIT: (vehicle) => `note: this part does not fit your ${vehicle}`,
  FITS_SOME: (vehicle) => `check fitment: this part fits only some ${vehicle}`,
  NOT_CONFIRMED: (vehicle) => `note: this part's fit for your ${vehicle} is not confirmed`,
};

/** The note for the part's fit, or undefined when there is nothing to say. */
export function addedFitNote(fit: ShownFit | undefined): string | undefined {
  if (!fit?.vehicle || !fit.state) return undefined;
  return NOTES[fit.state]?.(describeVehicle(fit.vehicle));
}
