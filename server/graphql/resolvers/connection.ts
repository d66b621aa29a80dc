import type { Page } from "../../services/common/paging";

/**
 * A service's page as a GraphQL connection (OrderConnection, UserConnection): an edge per item with
 * the cursor that continues after it, and the total counted only when the query asks for it.
 */
export const connectionResolvers = {
  totalCount: <T>(page: Page<T>) => page.totalCount(),
  edges: <T>(page: Page<T>) => page.items.map((node) => ({ cursor: page.cursorOf(node), node })),
  pageInfo: <T>(page: Page<T>) => {
    const last = page.items.at(-1);
    return { hasNextPage: page.hasNextPage, endCursor: last === undefined ? null : page.cursorOf(last) };
  },
};
