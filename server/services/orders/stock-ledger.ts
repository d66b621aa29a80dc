import type { ClientSession, Db } from "mongodb";
import { collection } from "../../db/collections";
import { inTransaction } from "../../db/transactions";
import type { OrderDocument, OrderLineDocument, ProductDocument } from "../../db/models";
import type { CatalogueChanges } from "../catalogue/catalogue-changes";
import { isLowOnStock, reorderLevelOf } from "../catalogue/low-stock";
import type { WebhookEvent } from "../../../shared/webhook-events";
import type { WebhooksService } from "../webhooks/webhooks.service";
import type { OrderNews } from "./order-news";
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
 * A line would take its part to its reorder level or below, or missed: the ledger runs the transaction
 * again, in the mode that may reach a level and then reads which parts did (raiseLowStock).
 */
class MayReachLevel extends Error {}

/** `$expr` of a part that keeps more than its reorder level (or the shop's default) after `quantity` is taken. */
const staysAboveLevel = (quantity: number, defaultLevel: number) => ({
  $gt: [{ $subtract: ["$availableQuantity", quantity] }, reorderLevelOf(defaultLevel)],
});

/** What the ledger tells the world beyond the database: orders' news, webhooks, and when stock counts as low. */
export interface LedgerOutside {
  news: OrderNews;
  webhooks: WebhooksService;
  /** LOW_STOCK_DEFAULT: the reorder level of parts that set none. */
  lowStockDefault: number;
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
    private readonly outside: LedgerOutside,
    /** Whether a take may bring a part to its reorder level (see StockLedger.transaction). */
    private readonly mayReachLevel: boolean,
  ) {}

  /** Queues the news of the status this transaction gives `order` (OrderNews): sent exactly when stored. */
  announce(order: OrderDocument): Promise<void> {
    return this.outside.news.tell(this.session, order);
  }

  /** Queues a webhook event with this transaction: it is sent exactly when the change is stored. */
  private raise(event: WebhookEvent, data: object): Promise<void> {
    return this.outside.webhooks.enqueue(this.session, event, data);
  }

  /**
   * Takes each line's quantity from its product, only while the product still has the name, price and
   * minimum the line copied (an order never captures terms the buyer did not see) and the stock; throws
   * StockMissed otherwise, which aborts the transaction. All lines go in one write command: one round
   * trip, and, as the transaction's first write, one wait for every line's lock rather than a conflict
   * on the second line for the driver to retry. Unless the transaction may reach a reorder level, every
   * line must also leave its part above its level; one that would not throws MayReachLevel.
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
            ...(!this.mayReachLevel && {
              $expr: staysAboveLevel(line.quantity, this.outside.lowStockDefault),
            }),
          },
          update: { $inc: { availableQuantity: -line.quantity } },
        },
      })),
      { session: this.session },
    );
    if (taken.matchedCount !== lines.length && !this.mayReachLevel) throw new MayReachLevel();
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
    if (this.mayReachLevel) await this.raiseLowStock(lines);
  }

  /**
   * A `stock.low` event for each part these lines took to its reorder level or below from above it: once
   * per crossing, since stock moves only inside transactions like this one, which see each other in turn.
   */
  private async raiseLowStock(lines: OrderLineDocument[]): Promise<void> {
    const defaultLevel = this.outside.lowStockDefault;
    const low = await collection(this.db, "products")
      .find(
        {
          _id: { $in: lines.map((line) => line.productId) },
          $expr: isLowOnStock(defaultLevel),
        },
        {
          projection: { partNumber: 1, name: 1, availableQuantity: 1, reorderLevel: 1 },
          session: this.session,
        },
      )
      .toArray();
    for (const product of low) {
      const level = product.reorderLevel ?? defaultLevel;
      const taken = lines
        .filter((line) => line.productId.equals(product._id))
        .reduce((sum, line) => sum + line.quantity, 0);
      if (product.availableQuantity + taken > level) {
        await this.raise("stock.low", {
          productId: product._id.toHexString(),
          partNumber: product.partNumber,
          name: product.name,
          availableQuantity: product.availableQuantity,
          reorderLevel: level,
        });
      }
    }
  }

  /** Gives a line's quantity back to its product; a product deleted since has nothing to give back to. */
  async giveBack(line: Pick<OrderLineDocument, "productId" | "quantity">): Promise<void> {
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
    private readonly outside: LedgerOutside,
  ) {}

  /**
   * Runs `work` as one transaction and answers what it returned. A write conflicting with another
   * transaction's makes the driver run `work` again from the start, so it must do nothing but database
   * operations in `moves.session`; the stock it moved is told to the catalogue's copies once committed.
   */
  async transaction<T>(work: (moves: StockMoves) => Promise<T>): Promise<T> {
    try {
      return await this.run(work, false);
    } catch (error) {
      if (!(error instanceof MayReachLevel)) throw error;
      return this.run(work, true);
    }
  }

  /**
   * One run of `work` as a transaction. Most orders leave every part well stocked, and are taken in that
   * belief (`mayReachLevel` false): the stock's write itself checks it, so they cost no read. The few
   * that would reach a reorder level (or miss) are run again, allowed to, and read the parts they took
   * to announce the ones that crossed: the price of `stock.low` is paid by the orders that raise it.
   */
  private async run<T>(work: (moves: StockMoves) => Promise<T>, mayReachLevel: boolean): Promise<T> {
    let moved = new Set<string>();
    const result = await inTransaction(this.db, (session) => {
      moved = new Set();
      return work(new StockMoves(this.db, session, moved, this.outside, mayReachLevel));
    });
    for (const productId of moved) this.changes.publish({ kind: "stock", productId });
    return result;
  }
}
