/**
 * What a write changed in the public catalogue, for whatever keeps copies of it (the facets, the response
 * cache). A product's change is anything shown about it or where it is listed (added, edited, removed);
 * stock moves only its stock state; a review (added, hidden, restored) changes the reviews and, when it is
 * of a part, that part's reviews and rating.
 */
export type CatalogueChange =
  | { kind: "product"; productId: string }
  | { kind: "stock"; productId: string }
  | { kind: "review"; productId: string | null };

/**
 * How long an instance may reuse what it keeps of the catalogue (facets, totals, public answers) when it
 * made no change itself: the bound on how long a write made through another instance, or straight to
 * the database, can go unseen here. Writes made through this instance drop what they change at once.
 */
export const CATALOGUE_COPY_TTL_MS = 5_000;

type Listener = (change: CatalogueChange) => void;

/**
 * The writes of this instance, told synchronously once they are stored: a listener drops its copies
 * before the writer answers, so whoever wrote reads their own write. Other instances' writes are not
 * seen here; each copy bounds its staleness with CATALOGUE_COPY_TTL_MS instead.
 */
export class CatalogueChanges {
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(change: CatalogueChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
