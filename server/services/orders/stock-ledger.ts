import type { ClientSession, Db } from "mongodb";
import { collection } from "../../db/collections";
import type { OrderLineDocument, ProductDocument } from "../../db/models";
import type { CatalogueChanges } from "../catalogue/catalogue-changes";
import { ORDER_TERMS_FIELDS } from "./order-terms";

/** What a line's product had when its stock could not be taken: its terms and stock, or null when gone. */
export type ProductAtMiss = Pick<
  ProductDocument,
  "_id" | "name" | "price" | "minimumOrderQuantity" | "availableQuantity"
> | null;

/**
 * A line's stock could not be taken: its product no longer has the line's terms or its quantity, or is
 * gone. For a single line, `line` and `product` (the product as the taking write saw it) say which; of
 * several lines taken in one write, the answer does not say which missed, so neither is known.
 */
export class StockMissed extends Error {
  constructor(readonly missed?: { line: OrderLineDocument; product: ProductAtMiss }) {
    super("the stock of a line could not be taken");
  }
}

/**
 * Stock moves inside one transaction of the ledger. Every move is a conditional write, so nothing is
 * taken that is not there; the transaction makes the moves and the order's own writes one change, stored
 * whole or not at all, whatever stops the process.
 */
export class StockMoves {
  constructor(
    private readonly db: Db,
    readonly session: ClientSession,
    private readonly moved: Set<string>,
  ) {}

  /**
   * Takes each line's quantity from its product, only while the product still has the name, price and
   * minimum the line copied (an order never captures terms the buyer did not see) and the stock; throws
   * StockMissed otherwise, which aborts the transaction. All lines go in one write command: one round
   * trip, and, as the transaction's first write, one wait for every line's lock rather than a conflict
   * on the second line for the driver to retry.
   */
  async take(lines: OrderLineDocument[]): Promise<void> {
    const products = collection(this.db, "products");
    const taken = await products.bulkWrite(
      lines.map((line) => ({
        updateOne: {
          filter: {
            _id: line.productId,
            name: line.name,
            price: line.unitPrice,
            minimumOrderQuantity: { $lte: line.quantity },
            availableQuantity: { $gte: line.quantity },
          },
          update: { $inc: { availableQuantity: -line.quantity } },
        },
      })),
      { session: this.session },
    );
    if (taken.matchedCount !== lines.length) {
      const [line] = lines;
      if (lines.length > 1) throw new StockMissed();
      // Read in the same snapshot the write judged: the answer is what stopped it, not a later state.
      const now = await products.findOne(
        { _id: line!.productId },
        { projection: ORDER_TERMS_FIELDS, session: this.session },
      );
      throw new StockMissed({ line: line!, product: now });
    }
    for (const line of lines) this.moved.add(line.productId.toHexString());
  }

  /** Gives a line's quantity back to its product; a product deleted since has nothing to give back to. */
  async giveBack(line: OrderLineDocument): Promise<void> {
    const given = await collection(this.db, "products").updateOne(
      { _id: line.productId },
      { $inc: { availableQuantity: line.quantity } },
      { session: this.session },
    );
    if (given.matchedCount === 1) this.moved.add(line.productId.toHexString());
  }
}

/**
 * The stock ledger: every change of stock an order makes (placing, checking out, cancelling) is one
 * database transaction holding the stock's conditional writes and the order's own, so stock and orders
 * always agree, on every instance, after any crash, with nothing to repair.
 */
export class StockLedger {
  constructor(
    private readonly db: Db,
    private readonly changes: CatalogueChanges,
  ) {}

  /**
   * Runs `work` as one transaction and answers what it returned. A write conflicting with another
   * transaction's makes the driver run `work` again from the start, so it must do nothing but database
   * operations in `moves.session`; the stock it moved is told to the catalogue's copies once committed.
   */
  async transaction<T>(work: (moves: StockMoves) => Promise<T>): Promise<T> {
    const session = this.db.client.startSession();
    let moved = new Set<string>();
    try {
      const result = await session.withTransaction(() => {
        moved = new Set();
        return work(new StockMoves(this.db, session, moved));
      });
      for (const productId of moved) this.changes.publish({ kind: "stock", productId });
      return result;
    } finally {
      await session.endSession();
    }
  }
}
