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
 * The line whose stock could not be taken: its product no longer has the line's terms or its quantity,
 * or is gone. `product` is the product as the taking write saw it, so the caller says which.
 */
export class StockMissed extends Error {
  constructor(
    readonly line: OrderLineDocument,
    readonly product: ProductAtMiss,
  ) {
    super(`the stock of ${line.productId.toHexString()} could not be taken`);
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
   * Takes a line's quantity from its product, only while the product still has the name, price and minimum
   * the line copied (an order never captures terms the buyer did not see) and the stock; throws StockMissed
   * otherwise, which aborts the transaction.
   */
  async take(line: OrderLineDocument): Promise<void> {
    const products = collection(this.db, "products");
    const taken = await products.updateOne(
      {
        _id: line.productId,
        name: line.name,
        price: line.unitPrice,
        minimumOrderQuantity: { $lte: line.quantity },
        availableQuantity: { $gte: line.quantity },
      },
      { $inc: { availableQuantity: -line.quantity } },
      { session: this.session },
    );
    if (taken.matchedCount !== 1) {
      // Read in the same snapshot the write judged: the answer is what stopped it, not a later state.
      const now = await products.findOne(
        { _id: line.productId },
        { projection: ORDER_TERMS_FIELDS, session: this.session },
      );
      throw new StockMissed(line, now);
    }
    this.moved.add(line.productId.toHexString());
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
