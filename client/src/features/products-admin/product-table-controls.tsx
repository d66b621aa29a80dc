import { Checkbox, Input, Stack } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { FormField } from "../../components/form-field";

/** Typing pauses this long before the table is asked again: a search per word, not per key. */
const TYPING_PAUSE_MS = 300;

interface ProductTableControlsProps {
  /** Called with the search, trimmed, once typing pauses; empty for none. */
  onSearch: (search: string) => void;
  lowStock: boolean;
  onLowStock: (lowStock: boolean) => void;
}

/**
 * What narrows Manage Product's table: words to find in a part's name, part number or description (as the
 * catalogue's search finds them), searched as they are typed, and the parts low on stock, at or below
 * their reorder level.
 */
export function ProductTableControls({ onSearch, lowStock, onLowStock }: ProductTableControlsProps) {
  const [typed, setTyped] = useState("");

  useEffect(() => {
    const pause = setTimeout(() => onSearch(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(pause);
    // Only what is typed asks again: onSearch is made anew by each render of the page.
  }, [typed]);

  return (
    <Stack gap="3" role="search">
      <FormField label="Search" helperText="Name, part number or description">
        <Input
          type="search"
          autoComplete="off"
          bg="white"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
      </FormField>
      <Checkbox.Root
        checked={lowStock}
        onCheckedChange={(event) => onLowStock(event.checked === true)}
        colorPalette="blue"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Low stock only: at or below the reorder level</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
