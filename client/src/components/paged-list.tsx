import { Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { PageEndFragment } from "../../../generated/client/graphql";
import type { CursorPages } from "../lib/use-cursor-pages";
import { ErrorState } from "./error-state";
import { LoadingState } from "./loading-state";
import { PageNav } from "./page-nav";

/** One page of a cursor-paged list, as the admin lists' queries ask for it. */
interface ListPage<Item> {
  totalCount: number;
  edges: Array<{ node: Item }>;
  pageInfo: PageEndFragment;
}

/** What the list reads of its query's answer (Apollo's useQuery result). */
interface ListQuery<Data> {
  data: Data | undefined;
  previousData?: Data | undefined;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

interface PagedListProps<Data, Item> {
  /** The heading's words, before the count of every item there is ("All Users: 12"). */
  title: string;
  /** What the list holds, in the plural ("users"): "Finding users…", "Pages of users". */
  noun: string;
  loadingLabel: string;
  /** The list's query, asked with `pages.after` and, as lists that change all day are, cache-and-network. */
  query: ListQuery<Data>;
  /** From the answer: the page on screen, and how many items there are in all, whatever narrows the list. */
  select: (data: Data) => { page: ListPage<Item>; overall: number };
  pages: CursorPages;
  pageSize: number;
  /** The search or filters, under the heading. */
  controls: ReactNode;
  /** Given while a search or filter narrows the list: how many items match, in words. */
  matching?: (count: number) => string;
  /** What an empty list says when nothing narrows it (none said: nothing). */
  empty?: string;
  /** The page's items; `firstNumber` is the first one's place in the whole list, null while a page loads. */
  children: (items: Item[], firstNumber: number | null) => ReactNode;
}

/**
 * An admin's paged list (All Users, Manage Orders): the heading with the count of all, the search or
 * filters, how many match, the page's items and the way to the pages around it. Until the first answer it
 * shows loading or the failure; while another page or search loads, the list it replaces stays on screen,
 * dimmed, rather than a blank page.
 */
export function PagedList<Data, Item>({
  title,
  noun,
  loadingLabel,
  query: { data, previousData, error, refetch },
  select,
  pages,
  pageSize,
  controls,
  matching,
  empty,
  children,
}: PagedListProps<Data, Item>) {
  const retry = () => void refetch();
  const shown = data ?? previousData;
  if (!shown) {
    return error ? <ErrorState error={error} onRetry={retry} /> : <LoadingState label={loadingLabel} />;
  }
  const stale = !data;
  const { page, overall } = select(shown);
  const { totalCount, edges, pageInfo } = page;
  return (
    <Stack gap="5">
      {/* Clear of the sticky navigation bar when a page turn scrolls it into view. */}
      <Heading as="h2" size="xl" ref={pages.top} scrollMarginTop="20">
        {title}: {overall}
      </Heading>
      {controls}
      {error ? (
        <ErrorState error={error} onRetry={retry} />
      ) : (
        <Stack gap="5" aria-busy={stale} opacity={stale ? 0.6 : 1} transition="opacity 0.2s">
          {matching && (
            <Text role="status" fontWeight="medium">
              {stale ? `Finding ${noun}…` : matching(totalCount)}
            </Text>
          )}
          {edges.length > 0
            ? children(
                edges.map((edge) => edge.node),
                stale ? null : (pages.number - 1) * pageSize + 1,
              )
            : empty && pages.number === 1 && !matching && <Text color="gray.600">{empty}</Text>}
          <PageNav
            noun={noun}
            pages={pages}
            pageInfo={pageInfo}
            pageSize={pageSize}
            shown={edges.length}
            total={totalCount}
            loading={stale}
            pt="2"
          />
        </Stack>
      )}
    </Stack>
  );
}
