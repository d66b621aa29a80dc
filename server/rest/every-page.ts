import { MAX_PAGE_SIZE } from "../../shared/page-sizes";

/** What the REST operations select of a connection: its nodes, and where the next page starts. */
interface ConnectionPage<Node> {
  edges: ReadonlyArray<{ node: Node }>;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/**
 * Every node of a paged list, for the legacy paths whose documented answer is the whole list in one
 * array: asks for page after page, each of the largest size, until the last.
 */
export async function everyPage<Node>(
  page: (args: { first: number; after: string | null }) => Promise<ConnectionPage<Node>>,
): Promise<Node[]> {
  const nodes: Node[] = [];
  let after: string | null = null;
  do {
    const { edges, pageInfo } = await page({ first: MAX_PAGE_SIZE, after });
    nodes.push(...edges.map((edge) => edge.node));
    after = pageInfo.hasNextPage ? (pageInfo.endCursor ?? null) : null;
  } while (after);
  return nodes;
}
