import { MongoServerError, type Collection, type Db, type ObjectId } from "mongodb";
import { collection, DUPLICATE_KEY } from "./collections";
import type { OrderDocument, OrderLineDocument, StoredOrderStatus } from "./models";

/**
 * What the shop stored before stock moved in transactions: each change was a chain of idempotent steps
 * whose intent was marked on the product, finished after a crash by a repair at start-up. The shapes
 * are here alone: nothing else reads them any more.
 */
interface MarkedProduct {
  _id: ObjectId;
  availableQuantity: number;
  /** Stock taken for an order whose document might not be written yet. */
  pendingOrders?: { orderId: ObjectId; order: Omit<StoredOrder, "_id"> }[];
  /** Stock taken for a checkout still deciding. */
  checkoutReservations?: { checkoutId: ObjectId; quantity: number }[];
  /** Cancelled orders whose stock was given back: the guard against giving it twice. */
  restockedOrders?: ObjectId[];
}

/**
 * An order as stored then: `cancelling` was a cancellation claimed and not finished. One stored before
 * orders had lines has none yet (backfill-order-lines.ts, which runs after this, gives them theirs).
 */
type StoredOrder = Omit<OrderDocument, "status" | "lines"> & {
  status: StoredOrderStatus | "cancelling";
  lines?: OrderLineDocument[];
};

/** A checkout document: the order to be, and how far its decision got. */
interface CheckoutDocument {
  _id: ObjectId;
  userId: ObjectId;
  order: Omit<OrderDocument, "_id">;
  status: "reserving" | "reserved" | "abandoning";
}

const MARKERS = ["pendingOrders", "checkoutReservations", "restockedOrders"] as const;
const MARKED = { $or: MARKERS.map((marker) => ({ [marker]: { $exists: true } })) };
const CHECKOUTS = "checkouts";

/**
 * Brings a data directory written before stock moved in transactions to today's shape. First whatever a
 * crash left half done is settled as the old repair would have settled it, a process being gone: an
 * order whose stock was taken is stored; a claimed cancellation gives back each line not given back yet
 * and is cancelled; a checkout holding every line's stock is placed (the order stored, the cart emptied
 * of it), and one that does not gives back what it holds. Then the markers and the checkouts collection
 * go. Each step may run again after a crash here and changes nothing the second time. Runs at every
 * start; once done it costs a lookup of each kind of leftover.
 */
export async function settleStockMarkers(db: Db): Promise<void> {
  const products = db.collection<MarkedProduct>("products");
  const orders = db.collection<StoredOrder>("orders");
  const checkouts = await db.listCollections({ name: CHECKOUTS }, { nameOnly: true }).toArray();
  const leftovers =
    checkouts.length ||
    (await orders.countDocuments({ status: "cancelling" }, { limit: 1 })) ||
    (await products.countDocuments(MARKED, { limit: 1 }));
  if (!leftovers) return;
  for await (const product of products.find({ "pendingOrders.0": { $exists: true } })) {
    for (const { orderId, order } of product.pendingOrders ?? [])
      await insertOnce(orders, { _id: orderId, ...order });
  }
  for await (const order of orders.find({ status: "cancelling" }))
    await finishCancellation(orders, products, order);
  if (checkouts.length) {
    for (const checkout of await db.collection<CheckoutDocument>(CHECKOUTS).find().toArray())
      await settleCheckout(db, products, checkout);
    await db.dropCollection(CHECKOUTS);
  }
  await products.updateMany(MARKED, {
    $unset: { pendingOrders: "", checkoutReservations: "", restockedOrders: "" },
  });
}

type Products = Collection<MarkedProduct>;
type Orders = Collection<StoredOrder>;

/** A claimed cancellation: each line's stock back unless its product marks it given already, then cancelled. */
async function finishCancellation(orders: Orders, products: Products, order: StoredOrder): Promise<void> {
  // An order from before orders had lines is one line: its own product and quantity.
  for (const line of order.lines ?? [order]) {
    await products.updateOne(
      { _id: line.productId, restockedOrders: { $ne: order._id } },
      { $inc: { availableQuantity: line.quantity }, $push: { restockedOrders: order._id } },
    );
  }
  await orders.updateOne(
    { _id: order._id, status: "cancelling" },
    { $set: { status: "cancelled", cancelledAt: new Date() } },
  );
}

/**
 * A checkout is placed when every line's stock is held for it (a decision taken before the crash, or
 * every reservation made), and given up otherwise, returning what it holds.
 */
async function settleCheckout(db: Db, products: Products, checkout: CheckoutDocument): Promise<void> {
  const holding = (line: OrderLineDocument) => ({
    _id: line.productId,
    "checkoutReservations.checkoutId": checkout._id,
  });
  const { lines } = checkout.order;
  let place = checkout.status === "reserved";
  if (checkout.status === "reserving") {
    const held = await Promise.all(lines.map((line) => products.countDocuments(holding(line), { limit: 1 })));
    place = held.every(Boolean);
  }
  if (place) {
    await insertOnce(db.collection<StoredOrder>("orders"), { _id: checkout._id, ...checkout.order });
    await collection(db, "carts").updateOne(
      { _id: checkout.userId },
      {
        $pull: { lines: { productId: { $in: lines.map((line) => line.productId) } } },
        $inc: { version: 1 },
        $set: { updatedAt: new Date() },
      },
    );
  } else {
    for (const line of lines) {
      await products.updateOne(holding(line), {
        $inc: { availableQuantity: line.quantity },
        $pull: { checkoutReservations: { checkoutId: checkout._id } },
      });
    }
  }
  await db.collection<CheckoutDocument>(CHECKOUTS).deleteOne({ _id: checkout._id });
}

/** Stores an order; one stored already (by the step before a crash, or a run before this one) is done. */
async function insertOnce(orders: Orders, order: StoredOrder): Promise<void> {
  await orders.insertOne(order).catch((error: unknown) => {
    if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
  });
}
