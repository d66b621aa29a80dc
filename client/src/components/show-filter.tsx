import { Box } from "@chakra-ui/react";
import { useState } from "react";
import { SelectField } from "./select-field";

/** One choice of a Show select. */
export interface ShowChoice {
  /** The select's words for it ("Not handled yet"). */
  words: string;
  /** What the list then holds, after its count ("3 messages not handled yet"); "" when it holds everything. */
  matching: string;
}

/**
 * A staff list's Show select (the Inbox's new, handled or all; the Reviews' shown, hidden or all): the
 * choice in force, the select for the list's controls, and the words for the count of what it holds, for
 * PagedList. A new choice starts the list again from its first page.
 */
export function useShowFilter<Key extends string, Choice extends ShowChoice>(
  choices: Readonly<Record<Key, Choice>>,
  initial: Key,
  pages: { restart: () => void },
  [one, many]: readonly [one: string, many: string],
) {
  const [shown, setShown] = useState(initial);
  const choice = choices[shown];
  const control = (
    // The select's own width: its indicator sits at the end of its root, which is as wide as its box.
    <Box maxW="xs">
      <SelectField
        label="Show"
        value={shown}
        onChange={(event) => {
          setShown(event.currentTarget.value as Key);
          pages.restart();
        }}
        options={(Object.entries(choices) as [Key, Choice][]).map(
          ([value, { words }]) => [value, words] as const,
        )}
        bg="white"
      />
    </Box>
  );
  const matching =
    choice.matching === ""
      ? undefined
      : (count: number) => `${count} ${count === 1 ? one : many} ${choice.matching}`;
  return { choice, control, matching };
}
