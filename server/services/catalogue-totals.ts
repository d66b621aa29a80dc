import { CATALOGUE_COPY_TTL_MS, type CatalogueChanges } from "./catalogue-changes";

/** Distinct filters whose totals are kept; the oldest kept is dropped first. */
const MAX_KEPT = 500;

interface Kept {
  at: number;
  total: Promise<number>;
  /** Stock moves change this total (an in-stock filter), not only product writes. */
  followsStock: boolean;
}

/**
 * The totals of catalogue filters, kept so that a page request does not count its filter's matches every
 * time (a count reads every matching key, or every matching part for a search, however short the page).
 * A product write here drops them all; a stock move drops those that follow stock; writes elsewhere show
 * within CATALOGUE_COPY_TTL_MS. Concurrent requests for one filter share one count, and a count started
 * before a change is never kept past it.
 */
export class CatalogueTotals {
  private readonly kept = new Map<string, Kept>();

  constructor(
    changes: CatalogueChanges,
    private readonly now: () => number = Date.now,
  ) {
    changes.subscribe((change) => {
      if (change.kind === "product") this.kept.clear();
      if (change.kind !== "stock") return;
      for (const [key, kept] of this.kept) if (kept.followsStock) this.kept.delete(key);
    });
  }

  total(key: string, followsStock: boolean, count: () => Promise<number>): Promise<number> {
    const now = this.now();
    const found = this.kept.get(key);
    if (found && now - found.at < CATALOGUE_COPY_TTL_MS) return found.total;
    this.kept.delete(key);
    if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
    const kept: Kept = { at: now, total: count(), followsStock };
    this.kept.set(key, kept);
    // A failed count is not kept: the next request counts again.
    kept.total.catch(() => this.kept.get(key) === kept && this.kept.delete(key));
    return kept.total;
  }
}
