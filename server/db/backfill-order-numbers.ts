import type { AnyBulkWriteOperation, Db } from "mongodb";
import { collection } from "./collections";
import type { OrderDocument } from "./models";
import { orderNumberText } from "../../shared/order-numbers";
import { reserveOrderNumbers } from "./order-number-counter";

/** Orders stored before orders had numbers. */
const UNNUMBERED = { number: { $exists: false } };
/** Written a batch at a time, so a big history is never held in memory whole. */
const BATCH = 500;

/**
 * Gives orders stored by earlier versions of the shop a number, oldest first, from the counter new orders
 * take theirs from, so no number is given twice. Runs at every start; once every order has its number it
 * costs one indexed count. Each write numbers an order only if it still has none: two instances starting
 * at once waste numbers, never give one order two.
 */
export async function backfillOrderNumbers(db: Db): Promise<void> {
  const orders = collection(db, "orders");
  const count = await orders.countDocuments(UNNUMBERED);
  if (count === 0) return;
  let next = await reserveOrderNumbers(db, count);
  let batch: AnyBulkWriteOperation<OrderDocument>[] = [];
  const unnumbered = orders.find(UNNUMBERED, { projection: { _id: 1 } }).sort({ createdAt: 1, _id: 1 });
  for await (const { _id } of unnumbered) {
    batch.push({
      updateOne: { filter: { _id, ...UNNUMBERED }, update: { $set: { number: orderNumberText(next++) } } },
    });
    if (batch.length === BATCH) {
      await orders.bulkWrite(batch, { ordered: false });
      batch = [];
    }
  }
  if (batch.length) await orders.bulkWrite(batch, { ordered: false });
}
