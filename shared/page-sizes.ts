/**
 * How long lists are, for the server that serves them and the browser and REST adapter that page through
 * them (schema.graphql tells integrators the same numbers in words).
 */

/** The page a list serves when the caller names no size (the catalogue's first page, the reviews). */
export const DEFAULT_PAGE_SIZE = 20;
/** The largest page any list serves: what one request can make the server read and send. */
export const MAX_PAGE_SIZE = 100;
