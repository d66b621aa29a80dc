import type { Db, ObjectId } from "mongodb";
import { collection } from "../../db/collections";
import { LISTED_PRODUCT, type ListedProduct } from "../../db/models";
import { Batcher } from "../common/batcher";

/** Products by id, keyed by the id's hex string: shared by every caller of a batch, so read, never changed. */
export type ProductsFound = ReadonlyMap<string, Readonly<ListedProduct>>;

/**
 * The products that concurrent requests name by id — a cart's lines, the part being added, a checkout's
 * cart — read together in one query (see Batcher). A busy shop's carts and checkouts then pay one round
 * trip per batch for their products instead of one each; each request's read still starts after it
 * asked, so it sees every write that came before it, as a read of its own would.
 */
export class ProductsById {
  private readonly batches = new Batcher(async (lists: ObjectId[][]) => {
    const ids = new Map(lists.flat().map((id) => [id.toHexString(), id]));
    const found = await collection(this.db, "products")
      .find<ListedProduct>({ _id: { $in: [...ids.values()] } }, { projection: LISTED_PRODUCT })
      .toArray();
    const byId: ProductsFound = new Map(found.map((product) => [product._id.toHexString(), product]));
    return lists.map(() => byId);
  });

  constructor(private readonly db: Db) {}

  /** The products of `ids` that exist; the map may hold others too. */
  read(ids: ObjectId[]): Promise<ProductsFound> {
    return ids.length ? this.batches.add(ids) : Promise.resolve(new Map());
  }
}
