import type { AnyBulkWriteOperation, Db } from "mongodb";
import { collection } from "./collections";
import { vehicleKeysOf } from "./vehicle-keys";
import type { ProductDocument } from "./models";

const BATCH = 1_000;

/**
 * Gives products stored by earlier versions of the shop (or written by other tools) the vehicle keys
 * the vehicle filter reads. Runs at every start; once every product has them it costs one lookup.
 */
export async function backfillVehicleKeys(db: Db): Promise<void> {
  const products = collection(db, "products");
  const missing = { vehicleKeys: { $exists: false } };
  if ((await products.countDocuments(missing, { limit: 1 })) === 0) return;
  let batch: AnyBulkWriteOperation<ProductDocument>[] = [];
  for await (const { _id, fitments } of products.find(missing, { projection: { fitments: 1 } })) {
    batch.push({
      updateOne: { filter: { _id }, update: { $set: { vehicleKeys: vehicleKeysOf(fitments ?? []) } } },
    });
    if (batch.length === BATCH) {
      await products.bulkWrite(batch, { ordered: false });
      batch = [];
    }
  }
  if (batch.length) await products.bulkWrite(batch, { ordered: false });
}
