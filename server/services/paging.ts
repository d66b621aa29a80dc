import { ValidationError } from "./errors";

/** The page a list serves when the caller names no size (the catalogue's first page, the reviews). */
export const DEFAULT_PAGE_SIZE = 20;
/** The largest page any list serves: what one request can make the server read and send. */
export const MAX_PAGE_SIZE = 100;

/** A page size from the caller (`first`, `last`): a whole number from 0 to MAX_PAGE_SIZE. */
export function pageSize(field: "first" | "last", value: number | null | undefined): number {
  const size = value ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 0 || size > MAX_PAGE_SIZE) {
    throw new ValidationError([{ field, message: `${field} must be between 0 and ${MAX_PAGE_SIZE}` }]);
  }
  return size;
}
