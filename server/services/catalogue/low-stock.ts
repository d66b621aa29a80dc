import type { Db, Filter } from "mongodb";
import { collection } from "../../db/collections";
import { BY_REORDER_LEVEL } from "../../db/indexes";
import type { ProductDocument } from "../../db/models";

/** A part's reorder level in an aggregation expression: its own, or the shop's default when it sets none. */
export const reorderLevelOf = (defaultLevel: number) => ({ $ifNull: ["$reorderLevel", defaultLevel] });

/** `$expr` of a part whose stock is at or below its reorder level: low on stock. */
export const isLowOnStock = (defaultLevel: number) => ({
  $lte: ["$availableQuantity", reorderLevelOf(defaultLevel)],
});

/** The low-stock filter's conditions, to merge into a catalogue filter (product-query.ts). */
export interface LowStockConditions {
  /** What a page's parts must meet, walked through the page's sort index like any other filter. */
  page: Filter<ProductDocument>;
  /** The same parts as two disjoint sets, each counted through BY_REORDER_LEVEL. */
  counts: Filter<ProductDocument>[];
}

/**
 * Which parts are low on stock: stock at or below the part's own reorder level, or the shop's default
 * (LOW_STOCK_DEFAULT) when it sets none.
 *
 * Asked, not stored. A stored `lowStock` flag would have to be kept true by every write that moves stock
 * or a reorder level (the order ledger's $inc in a checkout's transaction, cancellations, the catalogue
 * import, both seeds, the Edit form), and recomputed over every part whenever LOW_STOCK_DEFAULT changed
 * between two starts; one writer forgetting it would make the filter lie silently. Asked, the answer is
 * the stock as it is, and at 100,000 parts it costs about what a flag would:
 * - a page walks its sort's index and tests each part (`$expr`) until the page is full: low stock is
 *   common enough (three parts in ten of the bulk seed's catalogue) that this reads a few dozen parts,
 *   where reading every low part to sort them took 0.6 s. Sorted by stock, the walk also stops at the
 *   highest reorder level in the shop, past which no part is low;
 * - the total is two disjoint sets read through BY_REORDER_LEVEL: the parts at the default level with
 *   stock at or below it (a stretch of its keys; each part is still read, as a null in an index stands for
 *   a missing field too: 0.3 s for the bulk seed's 29,000 low parts), and the few with a level of their own,
 *   tested. It is kept like the in-stock filter's (CatalogueMemo), until stock moves.
 */
export class LowStock {
  constructor(
    private readonly db: Db,
    readonly defaultLevel: number,
  ) {}

  async conditions(): Promise<LowStockConditions> {
    const [highest] = await collection(this.db, "products")
      .find(
        { reorderLevel: { $gte: 0 } },
        { projection: { _id: 0, reorderLevel: 1 }, hint: BY_REORDER_LEVEL },
      )
      .sort({ reorderLevel: -1 })
      .limit(1)
      .toArray();
    const bound = Math.max(this.defaultLevel, highest?.reorderLevel ?? 0);
    // In $and, so a cursor's own range on the stock (afterCursor) or the in-stock filter does not replace it.
    const atMost = (level: number): Filter<ProductDocument> => ({
      $and: [{ availableQuantity: { $lte: level } }],
    });
    return {
      page: {
        ...atMost(bound),
        $expr: isLowOnStock(this.defaultLevel),
      },
      counts: [
        { reorderLevel: null, ...atMost(this.defaultLevel) },
        { reorderLevel: { $gte: 0 }, $expr: { $lte: ["$availableQuantity", "$reorderLevel"] } },
      ],
    };
  }
}
