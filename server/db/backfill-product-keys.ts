import type { AnyBulkWriteOperation, Db } from "mongodb";
import { collection } from "./collections";
import type { ProductDocument } from "./models";
import { numberKeysOf } from "./number-keys";
import { fitmentKeysOf } from "./vehicle-keys";

const BATCH = 1_000;

/** Products stored before one of their derived key sets, or the universal flag, existed. */
const MISSING = {
  $or: [
    { vehicleKeys: { $exists: false } },
    { qualifiedKeys: { $exists: false } },
    { numberKeys: { $exists: false } },
    { universal: { $exists: false } },
  ],
};

/**
 * Gives products stored by earlier versions of the shop (or written by other tools) the keys the
 * catalogue's queries read: the vehicle keys of their fitments and the keys of their numbers. Runs at
 * every start; once every product has them it costs one lookup.
 *
 * Before `universal`, a part listing no vehicles was taken to fit every vehicle, and so was every part
 * added without fitments. Nothing tells those apart now, so such a part is stored as not universal: its
 * fitment reads "not confirmed" (never a fit it may not have) until an admin marks it universal.
 */
export async function backfillProductKeys(db: Db): Promise<void> {
  const products = collection(db, "products");
  if ((await products.countDocuments(MISSING, { limit: 1 })) === 0) return;
  let batch: AnyBulkWriteOperation<ProductDocument>[] = [];
  const missing = products.find(MISSING, {
    projection: { fitments: 1, universal: 1, partNumber: 1, oeNumbers: 1, interchangeNumbers: 1 },
  });
  for await (const product of missing) {
    const fitted = { fitments: product.fitments ?? [], universal: product.universal ?? false };
    const keys = { ...fitted, ...fitmentKeysOf(fitted), numberKeys: numberKeysOf(product) };
    batch.push({ updateOne: { filter: { _id: product._id }, update: { $set: keys } } });
    if (batch.length === BATCH) {
      await products.bulkWrite(batch, { ordered: false });
      batch = [];
    }
  }
  if (batch.length) await products.bulkWrite(batch, { ordered: false });
}
