import type { Product } from "../../../generated/server/graphql";
import type { ListedProduct } from "../../db/models";

export type StoredProductField = keyof ListedProduct;

/** The stored fields a Product field reads, where that is not the stored field of its own name. */
const READS = {
  id: ["_id"],
  fitmentState: ["fitments", "universal"],
  fits: ["fitments", "universal"],
  reviews: ["_id"],
  rating: ["_id"],
  fitReturns: ["_id"],
} as const satisfies Partial<Record<keyof Product, readonly StoredProductField[]>>;

/** Every other field of Product: the compiler refuses one added to the schema without a stored twin. */
type ReadByName = Exclude<keyof Product, keyof typeof READS | "__typename">;

/**
 * The stored fields a selection of Product's fields reads (selected-fields.ts), so that a page of parts
 * reads no more of each than its answer shows: a card leaves out the fitments, most of a part's bytes.
 */
export function productReads(fields: Iterable<string>): StoredProductField[] {
  const stored = new Set<StoredProductField>();
  for (const field of fields) if (field !== "__typename") for (const read of readsOf(field)) stored.add(read);
  return [...stored];
}

function readsOf(field: string): readonly StoredProductField[] {
  if (field in READS) return READS[field as keyof typeof READS];
  const byName = field as ReadByName;
  return [byName];
}
