import { ObjectId, type Db, type Filter } from "mongodb";
import { collection } from "../db/collections";
import { ORDERS_BY_EMAIL } from "../db/indexes";
import type { OrderDocument } from "../db/models";
import type { CatalogueChanges } from "./catalogue-changes";
import type { OrderFilter, PlaceOrderInput } from "../../generated/server/graphql";
import { CROSS_FIELD_MESSAGES } from "../../shared/field-rules/messages";
import { ORDER_FIELDS, ORDER_FILTER_FIELDS } from "../../shared/field-rules/shop-fields";
import { emailStartingWith } from "./email-search";
import { ShopError, notFound } from "./errors";
import { STORED_STATUSES } from "./order-status";
import { ORDER_TERMS_FIELDS, RememberedTerms, type OrderTerms } from "./order-terms";
import { newOrder, orderLine } from "./order-lines";
import { PlacementWrites } from "./placement-writes";
import { checkQuantity } from "./quantity-check";
import { readPage, type Page, type PageOrder } from "./paging";
import { ownOrAdmin, requireOwn } from "./ownership";
import type { SignedInContext } from "./request-context";
import { Validator, parseId } from "./validation";

export type OrderPage = Page<OrderDocument>;

/** An order's statuses until it is cancelled: what the buyer's own list shows. */
const LIVE_STATUSES = [...STORED_STATUSES.PLACED, ...STORED_STATUSES.SHIPPED, ...STORED_STATUSES.DELIVERED];

/** The admin's list order, with `_id` breaking ties as its cursors do (an index walks it: APP_INDEXES). */
const NEWEST_FIRST: PageOrder = { key: "createdAt", direction: -1, kind: "date" };

/** How often a price or name change between reading a product and reserving its stock is retried. */
const RESERVE_ATTEMPTS = 3;
/**
 * How long a restock marker outlives the end of its cancellation. Whoever read the order as cancelling
 * may still be about to restock; the marker is what stops them, so it must outlast any such straggler.
 */
const RESTOCK_MARKER_TTL_MS = 10 * 60_000;

/**
 * Orders and the stock they take. Stock and orders live in two collections and a standalone MongoDB has
 * no multi-document transactions, so each change is a sequence of idempotent steps whose first step is a
 * single atomic write that records the intent on the product:
 *
 *   place:  product  {$inc stock -q, $push pendingOrders {orderId, order}}   (only if stock >= q)
 *           orders   insert {_id: orderId, ...}                              (duplicate = already done)
 *           product  {$pull pendingOrders {orderId}}
 *   cancel: order    status placed -> cancelling                              (claims the cancellation)
 *           product  {$inc stock +q, $push restockedOrders orderId}          (each line's; only if not pushed before)
 *           order    status cancelling -> cancelled, cancelledAt now
 *   later:  product  {$pull restockedOrders orderId}      (repair, RESTOCK_MARKER_TTL_MS after cancelled)
 *
 * Concurrent placements share their order inserts and their intent pulls (PlacementWrites), so a busy
 * shop pays for the reservation per order and for the rest per batch.
 *
 * A process killed between steps leaves an intent behind; `repair()` (at start-up and periodically)
 * finishes every step that is missing. Running a step twice changes nothing, so the repair may run while
 * requests are being served, on any instance. That is why the restock marker stays after the order is
 * cancelled: a repair (or a second cancelOrder) that read the order while it was still cancelling may
 * restock after the first finisher is done, and only the marker makes that second restock a no-op.
 */
export class OrdersService {
  private readonly terms = new RememberedTerms();
  private readonly placementWrites: PlacementWrites;

  constructor(
    private readonly db: Db,
    private readonly changes: CatalogueChanges,
  ) {
    this.placementWrites = new PlacementWrites(this.orders, this.products);
  }

  private get orders() {
    return collection(this.db, "orders");
  }

  private get products() {
    return collection(this.db, "products");
  }

  async place(ctx: SignedInContext, input: PlaceOrderInput): Promise<OrderDocument> {
    // Orders are in the buyer's own name: a form naming somebody else is refused before anything else.
    if (input.email != null) requireOwn(ctx, input.email, "You can only order for your own account");
    const { user } = ctx;
    const v = new Validator();
    const quantity = v.number("quantity", input.quantity, ORDER_FIELDS.quantity);
    const address = v.text("address", input.address, ORDER_FIELDS.address);
    const phone = v.text("phone", input.phone, ORDER_FIELDS.phone);
    v.check();
    const productId = parseId(input.productId, "Product id", "productId");

    const wanted = { user, productId, quantity: quantity!, address: address!, phone: phone! };
    // The terms this instance last read for the product save reading it on the usual path; the
    // reserving filter proves they are still the product's, and a miss reads them afresh.
    const remembered = this.terms.get(productId.toHexString());
    const placed = remembered ? await this.reserve(wanted, remembered) : null;
    if (placed) return placed;
    for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt++) {
      const order = await this.reserve(wanted, await this.readTerms(productId, quantity!));
      if (order) return order;
    }
    await this.readTerms(productId, quantity!);
    throw new ShopError("INSUFFICIENT_STOCK", "The product changed while ordering; please try again");
  }

  /**
   * The name and price an order of the product would copy, read now; refuses a quantity the customer
   * can act on (see checkQuantity) before any stock is taken.
   */
  private async readTerms(productId: ObjectId, quantity: number): Promise<OrderTerms> {
    const key = productId.toHexString();
    // Remembered again only if it fits: a sold-out product's orders then cost one read each, as the
    // remembered terms would only make them miss first.
    this.terms.forget(key);
    const product = await this.products.findOne({ _id: productId }, { projection: ORDER_TERMS_FIELDS });
    if (!product) throw notFound("Product");
    checkQuantity(product, quantity);
    const terms = { name: product.name, price: product.price };
    this.terms.remember(key, terms);
    return terms;
  }

  /** Takes the stock and records the order at `terms`, or returns null if the product no longer fits. */
  private async reserve(wanted: WantedOrder, terms: OrderTerms): Promise<OrderDocument | null> {
    const { user, productId, quantity } = wanted;
    const orderId = new ObjectId();
    const line = orderLine({ productId, ...terms, quantity, vehicle: null, fits: null });
    const order = newOrder(user, [line], wanted);
    // The filter repeats what the order copies from the product, so a concurrent price change makes
    // this attempt miss instead of capturing a price the customer did not see.
    const reserved = await this.products.updateOne(
      {
        _id: productId,
        price: terms.price,
        name: terms.name,
        minimumOrderQuantity: { $lte: quantity },
        availableQuantity: { $gte: quantity },
      },
      { $inc: { availableQuantity: -quantity }, $push: { pendingOrders: { orderId, order } } },
    );
    if (reserved.modifiedCount !== 1) return null;
    this.changes.publish({ kind: "stock", productId: productId.toHexString() });
    const placed = { _id: orderId, ...order };
    await this.placementWrites.finish(productId, placed);
    return placed;
  }

  async cancel(ctx: SignedInContext, id: string): Promise<OrderDocument> {
    const _id = parseId(id, "Order id");
    const order = await this.orders.findOne({ _id });
    // Another customer's order is answered exactly like a missing one, so order ids cannot be probed.
    if (!order || !ownOrAdmin(ctx, order.userId)) throw notFound("Order");
    if (order.status === "placed") {
      const at = new Date();
      await this.orders.updateOne(
        { _id, status: "placed" },
        { $set: { status: "cancelling", cancelledAt: at }, $push: { history: { status: "cancelled", at } } },
      );
    }
    const claimed = await this.orders.findOne({ _id });
    if (claimed?.status === "cancelling") await this.finishCancellation(claimed);
    // Shipped meanwhile, or before: the parts are on their way and cannot be put back on the shelf.
    else if (claimed?.status === "shipped" || claimed?.status === "delivered") {
      throw new ShopError("ORDER_STATE", "This order has shipped and can no longer be cancelled");
    }
    return (await this.orders.findOne({ _id }))!;
  }

  /** Gives every line's stock back, each once (the restock marker), then settles the cancellation. */
  private async finishCancellation(order: OrderDocument) {
    for (const line of order.lines) {
      const restocked = await this.products.updateOne(
        { _id: line.productId, restockedOrders: { $ne: order._id } },
        { $inc: { availableQuantity: line.quantity }, $push: { restockedOrders: order._id } },
      );
      if (restocked.modifiedCount)
        this.changes.publish({ kind: "stock", productId: line.productId.toHexString() });
    }
    await this.orders.updateOne(
      { _id: order._id, status: "cancelling" },
      { $set: { status: "cancelled", cancelledAt: new Date() } },
    );
  }

  /** One order, for its buyer or an admin; null for anyone else, as for an order that does not exist. */
  async get(ctx: SignedInContext, id: string): Promise<OrderDocument | null> {
    const order = await this.orders.findOne({ _id: parseId(id, "Order id") });
    return order && ownOrAdmin(ctx, order.userId) ? order : null;
  }

  /**
   * The customer's own orders, newest first; cancelled ones leave this list. A legacy client names the
   * buyer's e-mail: only the caller's own is answered, an admin's asking included (they have `list`).
   */
  async listMine(ctx: SignedInContext, email?: string | null): Promise<OrderDocument[]> {
    if (email != null) requireOwn(ctx, email, "You can only see your own orders");
    return this.orders
      .find({ userId: ctx.user._id, status: { $in: [...LIVE_STATUSES] } })
      .sort({ createdAt: -1, _id: -1 })
      .toArray();
  }

  /**
   * The admin's list: orders, cancelled ones included, newest first, narrowed by status, by the start of
   * the buyer's e-mail and by when they were placed (`from` included, `to` not), a page at a time.
   */
  list(args: {
    filter?: OrderFilter | null;
    first?: number | null;
    after?: string | null;
  }): Promise<OrderPage> {
    const { status, email, from, to } = args.filter ?? {};
    const v = new Validator();
    const emailRange = emailStartingWith(v, email, ORDER_FILTER_FIELDS.email);
    if (from && to && from >= to) v.add("to", CROSS_FIELD_MESSAGES.toNotAfterFrom());
    v.check();
    const filter: Filter<OrderDocument> = {};
    if (status) filter.status = { $in: STORED_STATUSES[status] };
    if (emailRange) filter.email = emailRange;
    if (from || to) filter.createdAt = { ...(from && { $gte: from }), ...(to && { $lt: to }) };
    return readPage(this.orders, filter, NEWEST_FIRST, {
      first: args.first,
      after: args.after,
      hint: emailRange ? ORDERS_BY_EMAIL : undefined,
    });
  }

  /** Finishes every placement and cancellation that a stopped process left half done. */
  async repair(): Promise<{ placements: number; cancellations: number }> {
    let placements = 0;
    for (const product of await this.products.find({ "pendingOrders.0": { $exists: true } }).toArray()) {
      for (const pending of product.pendingOrders ?? []) {
        await this.placementWrites.finish(product._id, { _id: pending.orderId, ...pending.order });
        placements++;
      }
    }
    let cancellations = 0;
    for (const order of await this.orders.find({ status: "cancelling" }).toArray()) {
      await this.finishCancellation(order);
      cancellations++;
    }
    const settled = new Date(Date.now() - RESTOCK_MARKER_TTL_MS);
    for (const product of await this.products.find({ "restockedOrders.0": { $exists: true } }).toArray()) {
      const done = await this.orders
        .find(
          { _id: { $in: product.restockedOrders ?? [] }, status: "cancelled", cancelledAt: { $lt: settled } },
          { projection: { _id: 1 } },
        )
        .toArray();
      if (done.length) {
        const ids = done.map((order) => order._id);
        await this.products.updateOne({ _id: product._id }, { $pullAll: { restockedOrders: ids } });
      }
    }
    return { placements, cancellations };
  }
}

interface WantedOrder {
  user: SignedInContext["user"];
  productId: ObjectId;
  quantity: number;
  address: string;
  phone: string;
}
