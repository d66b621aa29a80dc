/** A page of a Relay-style connection, as the shop's admin lists (orders, users) answer it. */
export interface ConnectionPage<N> {
  totalCount: number;
  edges: { cursor: string; node: N }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/**
 * Every node of a connection, in order: asks `page` for the page after `after` (null for the first),
 * following each page's endCursor until one says there is no next page. `check` sees every page first.
 */
export async function everyNode<N>(
  page: (after: string | null) => Promise<ConnectionPage<N>>,
  check: (page: ConnectionPage<N>) => void = () => {},
): Promise<N[]> {
  const nodes: N[] = [];
  let after: string | null = null;
  for (;;) {
    const current = await page(after);
    check(current);
    nodes.push(...current.edges.map((edge) => edge.node));
    if (!current.pageInfo.hasNextPage) return nodes;
    after = current.pageInfo.endCursor;
  }
}
