import { useMutation } from "@apollo/client/react";
import { Badge, Box, Button, Card, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { describeVehicle } from "../../lib/chosen-vehicle";
import { useSaveFailure } from "../../lib/server-field-errors";
import { NameGarageVehicleDocument, storeGarage } from "./api";
import { NicknameForm } from "./nickname-form";
import type { GarageEntry } from "./use-garage";

interface GarageVehicleCardProps {
  entry: GarageEntry;
  /** The vehicle shopped for. */
  current: boolean;
  onChoose: () => void;
  onRemove: () => void;
}

/**
 * One vehicle of My Garage: its name, shop for it or remove it, and for a customer's (kept by the shop,
 * with an id) a nickname to give it; a visitor's, kept in the browser, has none.
 */
export function GarageVehicleCard({ entry, current, onChoose, onRemove }: GarageVehicleCardProps) {
  const { id, nickname } = entry;
  const described = describeVehicle(entry.vehicle);
  const [naming, setNaming] = useState(false);
  const [nameVehicle] = useMutation(NameGarageVehicleDocument, {
    update: (cache, { data }) => storeGarage(cache, data?.nameGarageVehicle),
  });
  const { serverErrors, save } = useSaveFailure();

  const saveNickname = async (vehicleId: string, typed: string) => {
    const named = typed.trim();
    const saved = await save(
      () => nameVehicle({ variables: { id: vehicleId, nickname: named || null } }),
      named ? `${described} is now ${named}` : `${described} has no nickname now`,
    );
    if (saved) setNaming(false);
    return saved;
  };

  return (
    <Card.Root as="li" size="sm" aria-label={described}>
      <Card.Body gap="3">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Box minW="0">
            <Text fontWeight="semibold">{described}</Text>
            {nickname && <Text color="gray.600">{nickname}</Text>}
          </Box>
          <HStack gap="2" flexWrap="wrap">
            {current ? (
              <Badge colorPalette="green" variant="subtle" size="md">
                Shopping for this
              </Badge>
            ) : (
              <Button size="sm" variant="outline" onClick={onChoose}>
                Shop for this
              </Button>
            )}
            {id && !naming && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${nickname ? "Rename" : "Name"} ${described}`}
                onClick={() => setNaming(true)}
              >
                {nickname ? "Rename" : "Name"}
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={`Remove ${described}`}
              onClick={onRemove}
            >
              Remove
            </Button>
          </HStack>
        </HStack>
        {id && naming && (
          <NicknameForm
            vehicle={described}
            nickname={nickname}
            serverErrors={serverErrors}
            onSubmit={(values) => saveNickname(id, values.nickname)}
            onClose={() => setNaming(false)}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
