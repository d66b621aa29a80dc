import type { Db, ObjectId } from "mongodb";
import { collection } from "../../db/collections";
import { catalogueSortIndex } from "../../db/indexes";

/** A part as a listing of every part names it: its page's id and when its content last changed. */
export interface ListedPart {
  _id: ObjectId;
  /** Set when the part is added or edited; stock moved by orders leaves it (the page's text stays). */
  updatedAt: Date;
}

/** Oldest first, so parts added later land on the last page and the earlier pages keep their parts. */
const ADDED_ORDER = { createdAt: 1, _id: 1 } as const;
/**
 * The catalogue's index in that order (walked backwards). Not `_id_`: the embedded engine keeps no
 * ordered `_id` index and would sort every part to walk by `_id`.
 */
const BY_ADDITION = catalogueSortIndex("createdAt", false);

/**
 * Every part of the catalogue, page by page in the order they were added, for listings that must name
 * them all (the sitemap). A page costs its own size plus a walk of index keys up to its start, whatever
 * the parts hold.
 */
export class CatalogueListing {
  constructor(private readonly db: Db) {}

  private get products() {
    return collection(this.db, "products");
  }

  /** The collection's own count: counting by a query would read every part. */
  count(): Promise<number> {
    return this.products.estimatedDocumentCount();
  }

  /** The parts of page `index` (0-based) of `size`; none past the end. */
  async page(index: number, size: number): Promise<ListedPart[]> {
    // Where the page starts, found by skipping index keys alone: the projection is in the index, so a
    // MongoDB server reads no part to skip it (a skip over parts it must fetch would read them all).
    const [first] = await this.products
      .find({}, { projection: { _id: 1, createdAt: 1 }, hint: BY_ADDITION })
      .sort(ADDED_ORDER)
      .skip(index * size)
      .limit(1)
      .toArray();
    if (!first) return [];
    // The page itself: a walk from that key, the first part included, reading `size` parts.
    return this.products
      .find<ListedPart>(
        {
          createdAt: { $gte: first.createdAt },
          $or: [
            { createdAt: { $gt: first.createdAt } },
            { createdAt: first.createdAt, _id: { $gte: first._id } },
          ],
        },
        { projection: { _id: 1, updatedAt: 1 }, hint: BY_ADDITION },
      )
      .sort(ADDED_ORDER)
      .limit(size)
      .toArray();
  }
}
