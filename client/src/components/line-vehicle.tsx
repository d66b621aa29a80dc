import { HStack, Text } from "@chakra-ui/react";
import type { FitmentState } from "../../../generated/client/graphql";
import { describeVehicle, type Vehicle } from "../lib/chosen-vehicle";
import { LineFitBadge } from "./fit-badge";

/**
 * The vehicle a cart or order line is for, and what the part's fitment says of it, in words: "For 2015
 * Toyota Corolla ✓ Fits". Nothing when the line has no vehicle; no badge when `state` is null.
 */
export function LineVehicle({ vehicle, state }: { vehicle: Vehicle | null; state: FitmentState | null }) {
  if (!vehicle) return null;
  return (
    <HStack gap="2" flexWrap="wrap">
      <Text fontSize="sm" color="gray.700">
        For {describeVehicle(vehicle)}
      </Text>
      {state && <LineFitBadge state={state} />}
    </HStack>
  );
}
