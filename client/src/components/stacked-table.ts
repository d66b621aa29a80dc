import type { SystemStyleObject } from "@chakra-ui/react";

/**
 * A phone has no room for a table's columns: below the md breakpoint each row becomes a card and every cell
 * shows its column's name (data-label) beside its value, so the table never needs sideways scrolling.
 */
export const STACKED_ON_PHONES: SystemStyleObject = {
  mdDown: {
    display: "block",
    "& thead": { display: "none" },
    "& tbody, & tr": { display: "block" },
    "& tr": { py: "2", borderBottomWidth: "1px", _last: { borderBottomWidth: "0" } },
    "& td": {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "4",
      py: "1.5",
      borderBottomWidth: "0",
      textAlign: "end",
    },
    "& td::before": {
      content: "attr(data-label)",
      fontWeight: "medium",
      color: "gray.600",
      textAlign: "start",
    },
  },
};
