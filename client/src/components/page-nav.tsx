import { Button, ButtonGroup, Stack, Text, type StackProps } from "@chakra-ui/react";
import { graphql } from "../../../generated/client";
import type { PageEndFragment } from "../../../generated/client/graphql";
import type { CursorPages } from "../lib/use-cursor-pages";

/** Where a page of a list ends, all the navigation needs; every paged list's query spreads it. */
graphql(`
  fragment PageEnd on PageInfo {
    hasNextPage
    endCursor
  }
`);

interface PageNavProps {
  /** What the list holds, in the plural ("orders"): it names the navigation and the count. */
  noun: string;
  /** The list's pages (useCursorPages) and where the page on screen ends. */
  pages: CursorPages;
  pageInfo: PageEndFragment;
  pageSize: number;
  /** How many items this page shows. */
  shown: number;
  /** How many items the list holds over all pages. */
  total: number;
  /** This page is on its way: what is shown is still the last one. */
  loading?: boolean;
  /** Space above it, in the list it closes. */
  pt?: StackProps["pt"];
}

/**
 * Where a paged list stands ("Showing 21–40 of 134 orders") and the way to the pages around it;
 * nothing while the list fits on its first page.
 */
export function PageNav({ noun, pages, pageInfo, pageSize, shown, total, loading, pt }: PageNavProps) {
  const { number: pageNumber } = pages;
  const { hasNextPage, endCursor } = pageInfo;
  if (pageNumber === 1 && !hasNextPage) return null;
  const first = (pageNumber - 1) * pageSize + 1;
  return (
    <Stack
      as="nav"
      pt={pt}
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
        <Button disabled={pageNumber === 1 || loading} onClick={pages.previous}>
          Previous
        </Button>
        <Button disabled={!hasNextPage || loading} onClick={() => endCursor && pages.next(endCursor)}>
          Next
        </Button>
      </ButtonGroup>
    </Stack>
  );
}
