import { CATALOGUE_COPY_TTL_MS, type CatalogueChanges } from "./catalogue-changes";
import { setNewest } from "../../newest-entries";

interface Kept<T> {
  at: number;
  value: Promise<T>;
  /** Stock moves change this value (an in-stock filter's), not only product writes. */
  followsStock: boolean;
}

/**
 * What catalogue queries found, kept a short while, for the reads whose cost grows with the catalogue
 * rather than with the page: a filter's total (a count reads every matching key, or every matching part
 * for a search), a search's ranking (relevance is known only after reading the candidates), and the
 * categories and vehicles (CatalogueFacets). A product
 * write here drops everything kept; a stock move drops what follows stock; writes elsewhere show within
 * CATALOGUE_COPY_TTL_MS. Concurrent requests for one key share one read, a read started before a change
 * is never kept past it, a failed one is not kept, and at most `capacity` keys are kept (oldest out first).
 */
export class CatalogueMemo<T> {
  private readonly kept = new Map<string, Kept<T>>();

  constructor(
    changes: CatalogueChanges,
    private readonly capacity: number,
    private readonly now: () => number = Date.now,
  ) {
    changes.subscribe((change) => {
      if (change.kind === "product") this.kept.clear();
      if (change.kind !== "stock") return;
      for (const [key, kept] of this.kept) if (kept.followsStock) this.kept.delete(key);
    });
  }

  get(key: string, followsStock: boolean, read: () => Promise<T>): Promise<T> {
    const now = this.now();
    const found = this.kept.get(key);
    if (found && now - found.at < CATALOGUE_COPY_TTL_MS) return found.value;
    const kept: Kept<T> = { at: now, value: read(), followsStock };
    setNewest(this.kept, key, kept, this.capacity);
    kept.value.catch(() => this.kept.get(key) === kept && this.kept.delete(key));
    return kept.value;
  }
}
