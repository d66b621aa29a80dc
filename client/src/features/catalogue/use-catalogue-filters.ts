import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams, type NavigateOptions } from "react-router-dom";
import type { ProductSort } from "../../../../generated/client/graphql";

export interface CatalogueFilters {
  search: string;
  category: string;
  sort: ProductSort;
  inStock: boolean;
}

/** The sorts a shopper picks from; the others are the back office's (Manage Product's columns). */
type ShopperSort = Exclude<ProductSort, `PART_NUMBER_${string}` | `STOCK_${string}`>;

/** The sort orders a shopper can pick, in the words the sort menu shows. */
export const SORT_LABELS: Record<ShopperSort, string> = {
  RELEVANCE: "Best match",
  NEWEST: "Newest first",
  PRICE_ASC: "Price: low to high",
  PRICE_DESC: "Price: high to low",
  NAME_ASC: "Name: A to Z",
  NAME_DESC: "Name: Z to A",
};

/** A search lists the best matches first; without one there is nothing to match, so newest first. */
const defaultSort = (search: string): ProductSort => (search.trim() ? "RELEVANCE" : "NEWEST");

const isSort = (value: string | null): value is ProductSort => value !== null && value in SORT_LABELS;

/** Each filter as it appears in the URL; a filter at its default is left out, so plain /products stays plain. */
function write(params: URLSearchParams, changes: Partial<CatalogueFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  if ("search" in changes) put("q", changes.search?.trim());
  if ("category" in changes) put("category", changes.category);
  const search = "search" in changes ? (changes.search ?? "") : (params.get("q") ?? "");
  if ("sort" in changes) put("sort", changes.sort === defaultSort(search) ? undefined : changes.sort);
  if ("inStock" in changes) put("inStock", changes.inStock ? "1" : undefined);
  return next;
}

/**
 * The catalogue's filters, kept in the URL (?q=&category=&sort=&inStock=1) so that a reload, the back
 * button or a shared link shows the same list.
 */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const category = params.get("category") ?? "";
  const sortParam = params.get("sort");
  const inStock = params.get("inStock") === "1";
  const filters = useMemo<CatalogueFilters>(
    () => ({ search, category, sort: isSort(sortParam) ? sortParam : defaultSort(search), inStock }),
    [search, category, sortParam, inStock],
  );

  // The router hands an update the URL of the last render, so two changes made before the page
  // re-renders (a search firing just as a category is picked) would lose the first. Build each on the
  // last URL written instead, and follow the URL when it changes from outside (back button).
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (changes: Partial<CatalogueFilters>, options?: NavigateOptions) => {
      latest.current = write(latest.current, changes);
      // Not in a transition (React Router's default): the list's query takes the new filters in the
      // page's render, and Apollo starts its request there. Rendered in a transition that a failed
      // answer interrupts, the page went back and forth between the old and the new filters, asking the
      // shop again on each pass: ten requests for one search while the shop was down. The list keeps the
      // old results on screen, dimmed, while the new load (CatalogueResults), so nothing is lost.
      setParams(latest.current, { ...options, flushSync: true });
    },
    [setParams],
  );
  const clear = useCallback(() => update({ search: "", category: "", inStock: false }), [update]);
  const narrowed = Boolean(search || category || inStock);
  // What a phone's Filters button counts: the narrowing filters, and a sort the shopper chose.
  const activeCount = [search, category, inStock, filters.sort !== defaultSort(search)].filter(
    Boolean,
  ).length;
  return { filters, update, clear, narrowed, activeCount };
}
