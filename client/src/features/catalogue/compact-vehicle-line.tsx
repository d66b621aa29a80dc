import { Button, HStack, Text } from "@chakra-ui/react";
import { describeVehicle, type Vehicle } from "../../lib/chosen-vehicle";

interface CompactVehicleLineProps {
  /** The chosen vehicle, or null. */
  vehicle: Vehicle | null;
  /** Whether the vehicle selects are open. */
  open: boolean;
  onToggle: () => void;
  /** The id of the box holding the selects, which the line's button opens and closes. */
  selectsId: string;
}

/**
 * The vehicle as one line, "2023 Toyota 4Runner · Change" (or "No vehicle chosen · Choose"): on a phone
 * it stands in for the three selects, so the parts start on the first screen; its button opens them. One
 * line either way: the server's page knows no vehicle (it is kept in the browser), and a remembered one
 * then changes the words, not the height.
 */
export function CompactVehicleLine({ vehicle, open, onToggle, selectsId }: CompactVehicleLineProps) {
  const action = vehicle ? "Change" : "Choose";
  return (
    <HStack gap="2" minW="0">
      <Text fontWeight="semibold" truncate>
        {vehicle ? describeVehicle(vehicle) : "No vehicle chosen"}
      </Text>
      <Text as="span" aria-hidden color="gray.500">
        ·
      </Text>
      {/* Named for what it changes; its visible word leads the name, so speech input finds it. */}
      <Button
        variant="plain"
        size="sm"
        px="1"
        color="blue.700"
        textDecoration="underline"
        flexShrink="0"
        aria-label={`${action} vehicle`}
        aria-expanded={open}
        aria-controls={selectsId}
        onClick={onToggle}
      >
        {action}
      </Button>
    </HStack>
  );
}
