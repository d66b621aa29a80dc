import { Button, ButtonGroup, Stack, Text } from "@chakra-ui/react";

interface PageNavProps {
  /** What the list holds, in the plural ("orders"): it names the navigation and the count. */
  noun: string;
  /** 1 for the first page. */
  pageNumber: number;
  pageSize: number;
  /** How many items this page shows. */
  shown: number;
  /** How many items the list holds over all pages. */
  total: number;
  hasNextPage: boolean;
  /** This page is on its way: what is shown is still the last one. */
  loading?: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Where a paged list stands ("Showing 21–40 of 134 orders") and the way to the pages around it. */
export function PageNav({
  noun,
  pageNumber,
  pageSize,
  shown,
  total,
  hasNextPage,
  loading,
  onPrevious,
  onNext,
}: PageNavProps) {
  const first = (pageNumber - 1) * pageSize + 1;
  return (
    <Stack
      as="nav"
      aria-label={`Pages of ${noun}`}
      direction={{ base: "column", sm: "row" }}
      justify="space-between"
      align="center"
      gap="3"
    >
      <Text color="gray.600">
        {loading
          ? `Loading page ${pageNumber}…`
          : shown > 0
            ? `Showing ${first}–${first + shown - 1} of ${total} ${noun}`
            : `No more ${noun}`}
      </Text>
      <ButtonGroup size="sm" variant="outline" colorPalette="blue">
        <Button disabled={pageNumber === 1 || loading} onClick={onPrevious}>
          Previous
        </Button>
        <Button disabled={!hasNextPage || loading} onClick={onNext}>
          Next
        </Button>
      </ButtonGroup>
    </Stack>
  );
}
