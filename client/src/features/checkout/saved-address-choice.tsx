import { Button, HStack, RadioCard, Stack } from "@chakra-ui/react";
import type { SavedAddressFieldsFragment } from "../../../../generated/client/graphql";
import { oneLine } from "../../../../shared/postal-addresses";

export type SavedAddress = SavedAddressFieldsFragment;

/** The choice of typing an address rather than taking a saved one. */
export const NEW_ADDRESS = "new";

interface SavedAddressChoiceProps {
  addresses: readonly SavedAddress[];
  /** The saved address's id the form holds, or NEW_ADDRESS. */
  chosen: string;
  onChoose: (choice: string) => void;
  /** Takes the address out of the buyer's book. */
  onForget: (id: string) => void;
  /** The id of the address being forgotten, whose button is then busy. */
  forgetting?: string;
}

/**
 * The addresses the buyer checked out with before, each on one line with its phone, and "Use a new
 * address": choosing one fills the form's fields in. Each can be forgotten, by a button beside its card
 * (a button inside the card would be inside the radio's label).
 */
export function SavedAddressChoice({
  addresses,
  chosen,
  onChoose,
  onForget,
  forgetting,
}: SavedAddressChoiceProps) {
  return (
    <RadioCard.Root
      name="savedAddress"
      value={chosen}
      onValueChange={({ value }) => value && onChoose(value)}
      colorPalette="blue"
      size="sm"
    >
      <RadioCard.Label>Ship to</RadioCard.Label>
      <Stack gap="2">
        {addresses.map((saved) => (
          <HStack key={saved.id} gap="2" align="stretch">
            <RadioCard.Item value={saved.id} flex="1" minW="0">
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText wordBreak="break-word">{oneLine(saved.address)}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{saved.phone}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
            <Button
              variant="ghost"
              size="sm"
              alignSelf="center"
              aria-label={`Forget ${oneLine(saved.address)}`}
              loading={forgetting === saved.id}
              onClick={() => onForget(saved.id)}
            >
              Forget
            </Button>
          </HStack>
        ))}
        <RadioCard.Item value={NEW_ADDRESS}>
          <RadioCard.ItemHiddenInput />
          <RadioCard.ItemControl>
            <RadioCard.ItemText>Use a new address</RadioCard.ItemText>
            <RadioCard.ItemIndicator />
          </RadioCard.ItemControl>
        </RadioCard.Item>
      </Stack>
    </RadioCard.Root>
  );
}
