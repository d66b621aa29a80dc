import type { Filter } from "mongodb";
import type { ProductDocument } from "../../db/models";
import type { ProductFilter, ProductSort } from "../../../generated/server/graphql";
import {
  catalogueSortIndex,
  NUMBER_KEYS_INDEX,
  VEHICLE_NEWEST_INDEX,
  type CatalogueSortKey,
} from "../../db/indexes";
import { partNumberKey, SHORTEST_NUMBER_KEY } from "../../../shared/part-numbers";
import type { CatalogueFacets } from "./catalogue-facets";
import { qualifiedKeysFor, UNIVERSAL, vehicleKey } from "../../db/vehicle-keys";
import { ValidationError } from "../../shop-errors";
import type { LowStock } from "./low-stock";

/** How the page is ordered: by a field through its index, or by text relevance. */
export type ProductOrder =
  { by: "field"; key: CatalogueSortKey; direction: 1 | -1; hint?: string } | { by: "relevance" };

export interface ProductQuery {
  filter: Filter<ProductDocument>;
  /**
   * How the filter's total is counted, each filter a count over index keys: the counts of `added` (disjoint
   * sets) less those of `taken` (disjoint sets, each within one of `added`'s).
   */
  counts: { added: Filter<ProductDocument>[]; taken: Filter<ProductDocument>[] };
  /** The filter reads stock (in stock, low stock), so its total moves with stock, not only with product writes. */
  inStock: boolean;
  order: ProductOrder;
}

const FIELD_SORTS: Record<Exclude<ProductSort, "RELEVANCE">, { key: CatalogueSortKey; direction: 1 | -1 }> = {
  NEWEST: { key: "createdAt", direction: -1 },
  PRICE_ASC: { key: "price", direction: 1 },
  PRICE_DESC: { key: "price", direction: -1 },
  NAME_ASC: { key: "name", direction: 1 },
  NAME_DESC: { key: "name", direction: -1 },
  PART_NUMBER_ASC: { key: "partNumber", direction: 1 },
  PART_NUMBER_DESC: { key: "partNumber", direction: -1 },
  STOCK_ASC: { key: "availableQuantity", direction: 1 },
  STOCK_DESC: { key: "availableQuantity", direction: -1 },
};

/** At most this many characters of a search are read: a search box, not a document. */
const SEARCH_MAX = 200;

/**
 * The catalogue query for a shopper's filter and sort, shaped for the indexes (db/indexes.ts), so a page
 * costs the same at any catalogue size:
 * - a search typed as a number that some part has (its part number, an OE or an interchange number, in
 *   any spelling: shared/part-numbers.ts) finds the parts with that number, through their number keys;
 * - any other search is a `$text` query; without a chosen sort it is ordered by relevance;
 * - otherwise the page walks the sort's index (after the category, when one is chosen) and stops after
 *   one page; a vehicle's newest parts, what its shopper sees first, walk its own keys in date order.
 *   The index is named (hint) rather than left to the planner, which would rather take the vehicle
 *   index for its equality and then sort every matching part;
 * - the vehicle filter is a handful of points in `vehicleKeys` (the vehicle-year in each stored spelling,
 *   and UNIVERSAL for parts that fit everything), so it is a key test per part, and its count a sum of
 *   counts over single index keys; a submodel or engine told is a test of the part's `qualifiedKeys`
 *   (db/vehicle-keys.ts), so the list holds what each part's fitmentState badge says fits;
 * - low stock (LowStock) is tested on each part of the walk, and counted as two sets of index keys.
 */
export async function productQuery(
  filter: ProductFilter,
  sort: ProductSort | null | undefined,
  facets: CatalogueFacets,
  lowStock: LowStock,
  someoneNumbered: (key: string) => Promise<boolean>,
): Promise<ProductQuery> {
  // One flat filter: mongod takes $text only at the top level.
  const base: Filter<ProductDocument> = {};
  const numberKey = await numberSearch(filter.search, someoneNumbered);
  const search = numberKey ? undefined : textSearch(filter.search);
  if (numberKey) base.numberKeys = numberKey;
  if (search) base.$text = { $search: search };
  if (filter.category) {
    const spellings = await facets.categorySpellings(filter.category);
    base.category = spellings.length === 1 ? spellings[0]! : { $in: spellings };
  }
  if (filter.inStock) base.availableQuantity = { $gt: 0 };
  const low = filter.lowStock ? await lowStock.conditions() : undefined;

  const wanted = {
    make: filter.make || undefined,
    model: filter.model || undefined,
    year: filter.year ?? undefined,
  };
  const told = toldVariants(filter);
  const hasVehicle = wanted.make !== undefined || wanted.model !== undefined || wanted.year !== undefined;
  const spellings = hasVehicle ? (await facets.vehiclesMatching(wanted)).map(vehicleKey) : [];
  const keys = hasVehicle ? [...spellings, UNIVERSAL] : [];
  const ways = told ? spellings.map((key) => ({ key, fitting: qualifiedKeysFor(key, told) })) : [];
  const all = hasVehicle
    ? {
        ...base,
        vehicleKeys: { $in: keys },
        // Told a submodel or engine: not the parts fitting only others of the year (marked, and fitting
        // none of the ways told). One field's test, not an $or, which a page's cursor takes.
        ...(told && {
          $nor: [{ qualifiedKeys: { $in: spellings, $nin: ways.flatMap((way) => way.fitting) } }],
        }),
      }
    : base;
  // A whole vehicle matches at most one key per part (fitmentKeysOf keeps one spelling), so the per-key
  // counts add up; a make or model alone matches many keys of one part, so it is counted once. Told a
  // submodel or engine, a spelling's parts are all of its year, less those marked (fitting only some of
  // it), plus those of the marked that fit a way told: three counts of index keys, where testing each
  // part of the year read every one of them (a 2016 Corolla's thousands: seconds at 100,000 parts).
  const wholeVehicle = wanted.make !== undefined && wanted.model !== undefined && wanted.year !== undefined;
  const added = !wholeVehicle
    ? [all]
    : [
        ...keys.map((key) => ({ ...base, vehicleKeys: key })),
        ...ways.map(({ fitting }) => ({ ...base, qualifiedKeys: { $in: fitting } })),
      ];
  const taken = ways.map(({ key }) => ({ ...base, qualifiedKeys: key }));
  // Low stock splits each count again, into its two disjoint sets (LowStock).
  const split = (filters: Filter<ProductDocument>[]) =>
    low ? filters.flatMap((count) => low.counts.map((part) => ({ ...count, ...part }))) : filters;
  const counts = { added: split(added), taken: split(taken) };

  const chosen = FIELD_SORTS[sort === "RELEVANCE" || !sort ? "NEWEST" : sort];
  const order: ProductOrder =
    search && (!sort || sort === "RELEVANCE")
      ? { by: "relevance" }
      : // A $text query reads the text index whatever the hint, so it names none; a number's parts are
        // a handful, found by their key and then sorted.
        {
          by: "field",
          ...chosen,
          hint: numberKey
            ? NUMBER_KEYS_INDEX
            : search
              ? undefined
              : hasVehicle && !filter.category && chosen.key === "createdAt"
                ? VEHICLE_NEWEST_INDEX
                : catalogueSortIndex(chosen.key, Boolean(filter.category)),
        };
  return {
    filter: low ? { ...all, ...low.page } : all,
    counts,
    inStock: Boolean(filter.inStock || filter.lowStock),
    order,
  };
}

/** The key of a search typed as a number, if some part has that number; otherwise it is a search of words. */
async function numberSearch(
  text: string | null | undefined,
  someoneNumbered: (key: string) => Promise<boolean>,
): Promise<string | undefined> {
  const typed = (text ?? "").slice(0, SEARCH_MAX);
  // A word led by "-" excludes it: that is a search of words.
  if (/(^|\s)-\S/.test(typed)) return undefined;
  const key = partNumberKey(typed);
  return key.length >= SHORTEST_NUMBER_KEY && (await someoneNumbered(key)) ? key : undefined;
}

/**
 * The shopper's words as a `$text` search in which every word must appear: each is a quoted phrase
 * (a case-insensitive piece of a field, so "pad" finds "pads" and "bp-1210" a part number), and the
 * index finds the candidates and ranks them; a word led by "-" excludes. Quotes typed by the shopper are
 * dropped, so their words cannot open a phrase spanning the rest.
 */
function textSearch(text: string | null | undefined): string | undefined {
  const words = (text ?? "").slice(0, SEARCH_MAX).replace(/"/g, " ").split(/\s+/).filter(Boolean);
  const terms = words.map((word) => (/^-./.test(word) ? word : `"${word}"`)).filter((term) => term !== '"-"');
  return terms.some((term) => term.startsWith('"')) ? terms.join(" ") : undefined;
}

/**
 * The submodel and engine a shopper told, or undefined for neither. They narrow a whole vehicle: told
 * without one, the shopper is asked for its year, make and model rather than shown every part.
 */
function toldVariants(filter: ProductFilter): { submodel?: string; engine?: string } | undefined {
  const submodel = filter.submodel?.trim() || undefined;
  const engine = filter.engine?.trim() || undefined;
  if (!submodel && !engine) return undefined;
  if (!filter.make?.trim() || !filter.model?.trim() || filter.year == null)
    throw new ValidationError([
      {
        field: submodel ? "submodel" : "engine",
        message: `A ${submodel ? "submodel" : "engine"} narrows a vehicle: choose its year, make and model too`,
      },
    ]);
  return { submodel, engine };
}
