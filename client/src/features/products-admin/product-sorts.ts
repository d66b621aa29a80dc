import type { ProductSort } from "../../../../generated/client/graphql";

/** The table's columns that sort, each by a ProductSort pair the server walks an index for. */
export type SortColumn = "PART_NUMBER" | "NAME" | "PRICE" | "STOCK";
export type SortDirection = "ASC" | "DESC";

/** The column the table is sorted by; none: newest first, or best match for a search (the server's default). */
export interface TableSort {
  column: SortColumn;
  direction: SortDirection;
}

export const productSortOf = (sort: TableSort | null): ProductSort | undefined =>
  sort ? `${sort.column}_${sort.direction}` : undefined;

/** A header clicked: its column ascending, or the other way when it already sorts the table. */
export const sortByColumn = (sort: TableSort | null, column: SortColumn): TableSort =>
  sort?.column === column
    ? { column, direction: sort.direction === "ASC" ? "DESC" : "ASC" }
    : { column, direction: "ASC" };
