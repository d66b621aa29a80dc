import { partNumberKey, SHORTEST_NUMBER_KEY } from "../../shared/part-numbers";
import type { ProductDocument } from "./models";

// How a product's stored `numberKeys` are derived, kept in db/ because the database's own start-up
// backfill (backfill-product-keys.ts) derives them too, and db/ imports no service.

/** The numbers a part is found by. */
export type NumberedProduct = Pick<ProductDocument, "partNumber" | "oeNumbers" | "interchangeNumbers">;

/**
 * The keys of every number of the part (shared/part-numbers.ts), each once: what a search typed as a
 * number looks up, through the `numberKeys_1` index.
 */
export function numberKeysOf(product: NumberedProduct): string[] {
  const numbers = [product.partNumber, ...(product.oeNumbers ?? []), ...(product.interchangeNumbers ?? [])];
  const keys = numbers.map(partNumberKey).filter((key) => key.length >= SHORTEST_NUMBER_KEY);
  return [...new Set(keys)];
}
