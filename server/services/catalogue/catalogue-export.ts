import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
import type { Db } from "mongodb";
import { collection } from "../../db/collections";
import { LISTED_PRODUCT, type ListedProduct } from "../../db/models";
import { CATALOGUE_COLUMNS, productCells, unwritableFitmentText } from "./catalogue-file";

/** Parts read from the database at a time. */
const BATCH_PARTS = 1_000;

export class UnexportablePart extends Error {}

/**
 * Every part as a catalogue file (catalogue-file.ts), by part number, streamed to `output`: importing it
 * changes nothing. It starts with a byte order mark, without which Excel reads UTF-8 as its own code page
 * (the import skips it). `onProgress` hears the parts written so far.
 */
export async function exportCatalogue(
  db: Db,
  output: Writable,
  onProgress?: (parts: number) => void,
): Promise<{ parts: number }> {
  let parts = 0;
  async function* lines() {
    yield CATALOGUE_COLUMNS.map((column) => column.header);
    const products = collection(db, "products")
      .find<ListedProduct>({}, { projection: LISTED_PRODUCT })
      .sort({ partNumber: 1 })
      .batchSize(BATCH_PARTS);
    for await (const product of products) {
      refuseUnwritable(product);
      yield productCells(product);
      if (++parts % BATCH_PARTS === 0) onProgress?.(parts);
    }
  }
  await pipeline(Readable.from(lines()), stringify({ bom: true }), output);
  onProgress?.(parts);
  return { parts };
}

/** A fitment's text holding a Fitments cell's separators would be read back as other fitments. */
function refuseUnwritable(product: ListedProduct): void {
  for (const fitment of product.fitments) {
    const text = unwritableFitmentText(fitment);
    if (text !== undefined) {
      throw new UnexportablePart(
        `part ${product.partNumber} fits "${fitment.make} ${fitment.model}": its "${text}" has a ; or |, which a Fitments cell cannot hold: edit the vehicle on the part first`,
      );
    }
  }
}
