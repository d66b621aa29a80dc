import { Input } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { FormField } from "../../components/form-field";

/** How long typing pauses before the catalogue is searched: one request per word, not per key. */
const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  /** The search in force. */
  value: string;
  onSearch: (search: string) => void;
}

/** The catalogue's text search, applied once the shopper stops typing. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The search may change from outside (back button, "Clear filters"); the echo of our own search
  // must not undo what the shopper typed since, such as a trailing space before the next word.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <FormField label="Search">
      <Input
        type="search"
        placeholder="Name or part number"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        bg="white"
      />
    </FormField>
  );
}
