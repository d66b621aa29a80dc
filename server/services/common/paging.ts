import { ObjectId, type Collection, type Filter, type Hint, type Sort } from "mongodb";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../../../shared/page-sizes";
import { ValidationError } from "../../shop-errors";

/** A page size from the caller (`first`, `last`): a whole number from 0 to MAX_PAGE_SIZE. */
export function pageSize(field: "first" | "last", value: number | null | undefined): number {
  const size = value ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 0 || size > MAX_PAGE_SIZE) {
    throw new ValidationError([{ field, message: `${field} must be between 0 and ${MAX_PAGE_SIZE}` }]);
  }
  return size;
}

/** The type of the values a list is sorted by, which its cursors carry. */
export type CursorValueKind = "date" | "number" | "string";

/** A list's order: by one field, then by `_id` in the same direction so that no two items tie. */
export interface PageOrder {
  key: string;
  direction: 1 | -1;
  kind: CursorValueKind;
}

const invalidCursor = () => new ValidationError([{ field: "after", message: "after is not a valid cursor" }]);

/** The JSON a cursor carries, or undefined when it is not base64url JSON. */
function decodeCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Where a page ends: the sort value and `_id` of its last item, opaque to the caller. Pages are keyed
 * by it, not by an offset, so an item added meanwhile does not shift or repeat items.
 */
export function encodeCursor(value: unknown, id: ObjectId): string {
  const sortValue = value instanceof Date ? { date: value.toISOString() } : value;
  return Buffer.from(JSON.stringify([sortValue, id.toHexString()])).toString("base64url");
}

/**
 * Items after the cursor's one in the list's order: a greater (or smaller) value, or the same and a
 * later id. The outer range on the key lets an index on it start the walk at the cursor instead of at
 * the first item; the `$or` then only separates the ties.
 */
export function afterCursor<T>(cursor: string, { key, direction, kind }: PageOrder): Filter<T> {
  const decoded = decodeCursor(cursor);
  if (
    !Array.isArray(decoded) ||
    decoded.length !== 2 ||
    typeof decoded[1] !== "string" ||
    !ObjectId.isValid(decoded[1])
  ) {
    throw invalidCursor();
  }
  const [raw, id] = decoded as [unknown, string];
  const value =
    raw && typeof raw === "object" && "date" in raw ? new Date(String((raw as { date: string }).date)) : raw;
  // Only a value of the order's own type: anything else (an operator object, another sort's cursor)
  // would page through something other than this order.
  const valid =
    kind === "date"
      ? value instanceof Date && !Number.isNaN(value.getTime())
      : kind === "number"
        ? typeof value === "number" && Number.isFinite(value)
        : typeof value === "string";
  if (!valid) throw invalidCursor();
  const beyond = direction === 1 ? "$gt" : "$lt";
  return {
    [key]: { [`${beyond}e`]: value },
    $or: [{ [key]: { [beyond]: value } }, { [key]: value, _id: { [beyond]: new ObjectId(id) } }],
  } as Filter<T>;
}

/**
 * A cursor for lists ordered by something no index holds (a search's relevance): how many items came
 * before, so the next page skips them.
 */
export function encodePosition(position: number): string {
  return Buffer.from(JSON.stringify([position])).toString("base64url");
}

/** How many items came before the cursor's page. */
export function positionAfter(cursor: string): number {
  const decoded = decodeCursor(cursor);
  const position = Array.isArray(decoded) && decoded.length === 1 ? decoded[0] : undefined;
  if (!Number.isInteger(position) || (position as number) < 0) throw invalidCursor();
  return position as number;
}

/** One page of a list, as a GraphQL connection is made from it (server/graphql/resolvers/connection.ts). */
export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
  cursorOf(item: T): string;
  /** How many items match over all pages; counted only when asked for (the legacy paths never ask). */
  totalCount(): Promise<number>;
}

/**
 * The page of `filter`'s matches in `order` that follows the cursor `after`, `first` long. `hint` names
 * the index to read when the caller knows better than the planner (see OrdersService.list).
 */
export async function readPage<T extends { _id: ObjectId }>(
  collection: Collection<T>,
  filter: Filter<T>,
  order: PageOrder,
  args: { first?: number | null; after?: string | null; hint?: Hint },
): Promise<Page<T>> {
  const first = pageSize("first", args.first);
  const pageFilter = args.after
    ? ({ $and: [filter, afterCursor<T>(args.after, order)] } as Filter<T>)
    : filter;
  const sort: Sort = { [order.key]: order.direction, _id: order.direction };
  const cursor = collection
    .find(pageFilter)
    .sort(sort)
    .limit(first + 1);
  if (args.hint) cursor.hint(args.hint);
  const found = (await cursor.toArray()) as T[];
  return {
    items: found.slice(0, first),
    hasNextPage: found.length > first,
    cursorOf: (item) => encodeCursor((item as Record<string, unknown>)[order.key], item._id),
    // Unfiltered, the collection's own count: mongod would read every document to count them all.
    totalCount: () =>
      Object.keys(filter).length === 0
        ? collection.estimatedDocumentCount()
        : collection.countDocuments(filter, args.hint ? { hint: args.hint } : {}),
  };
}
