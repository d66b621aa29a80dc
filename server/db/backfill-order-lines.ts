import type { AnyBulkWriteOperation, Db } from "mongodb";
import { collection } from "./collections";
import type { OrderDocument, OrderEventDocument } from "./models";

/** Orders stored when an order was one product and its status had no history. */
const WITHOUT_LINES = { lines: { $exists: false } };
/** Written a batch at a time, so a big history is never held in memory whole. */
const BATCH = 500;

/**
 * Gives orders stored by earlier versions of the shop their one line (the product, name, price, quantity
 * and total they already hold, with no vehicle) and the history their status tells: placed when created,
 * cancelled when cancelled. Runs at every start; once every order has lines it costs one indexed count.
 */
export async function backfillOrderLines(db: Db): Promise<void> {
  const orders = collection(db, "orders");
  if ((await orders.countDocuments(WITHOUT_LINES, { limit: 1 })) === 0) return;
  let batch: AnyBulkWriteOperation<OrderDocument>[] = [];
  for await (const order of orders.find(WITHOUT_LINES)) {
    batch.push({
      updateOne: {
        filter: { _id: order._id, ...WITHOUT_LINES },
        update: { $set: { lines: [lineOf(order)], history: historyOf(order) } },
      },
    });
    if (batch.length === BATCH) {
      await orders.bulkWrite(batch, { ordered: false });
      batch = [];
    }
  }
  if (batch.length) await orders.bulkWrite(batch, { ordered: false });
}

function lineOf(order: OrderDocument) {
  const { productId, name, unitPrice, quantity, total } = order;
  return { productId, name, unitPrice, quantity, total, vehicle: null, fits: null };
}

function historyOf(order: OrderDocument): OrderEventDocument[] {
  const placed: OrderEventDocument = { status: "placed", at: order.createdAt };
  // Cancellations left half done are finished before this runs (settle-stock-markers.ts).
  const cancelled = order.status === "cancelled";
  return cancelled ? [placed, { status: "cancelled", at: order.cancelledAt ?? order.createdAt }] : [placed];
}
