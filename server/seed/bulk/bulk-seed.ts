import { MongoBulkWriteError, MongoServerError, type Db, type ObjectId } from "mongodb";
import { collection, DUPLICATE_KEY, metaCollection } from "../../db/collections";
import type { ProductDocument } from "../../db/models";
import { APP_INDEXES, ensureIndexes } from "../../db/indexes";
import { SEED_MARKER_ID, type SeedMarkerDocument } from "../seed";
import { bulkProducts, MAX_BULK_PARTS } from "./generate";

/**
 * `npm run seed:bulk`'s work on an open database: N parts of the bulk catalogue (generate.ts) into
 * `products`, in batches, all or nothing.
 *
 * `meta` keeps `{ _id: "bulk-seed", parts }`, how many bulk parts this database holds, so `--append`
 * continues where the last run stopped (part numbers and ids never repeat). A run claims that record
 * first (`running`), so two runs cannot interleave, and a run that was killed is recognised and undone
 * by the next. The starting catalogue's marker (seed.ts) is written too when absent: a bulk-seeded
 * database must never get the demo products on top at the next `npm start`.
 */

export const BULK_SEED_MARKER_ID = "bulk-seed";
const NAMESPACE_NOT_FOUND = 26;
/** A claim whose run has not written for this long belongs to a run that died. */
const STALE_CLAIM_MS = 2 * 60_000;
const DEFAULT_BATCH_SIZE = 5_000;
/** Ids per delete when undoing. */
const DELETE_CHUNK = 10_000;

export interface BulkSeedMarkerDocument {
  _id: typeof BULK_SEED_MARKER_ID;
  /** Bulk parts 0 to parts - 1 are in the database. */
  parts: number;
  /** Set while a run inserts parts `parts` to `parts + running.count - 1`. */
  running?: {
    count: number;
    /** Whether the run wrote the starting catalogue's marker (to be removed with its parts). */
    seedMarker: boolean;
    startedAt: Date;
    heartbeatAt: Date;
  };
}

export interface BulkSeedOptions {
  parts: number;
  /** Add to a catalogue that has products already (else that is refused). */
  append?: boolean;
  /** Whether nothing else can be writing to this database (the embedded engine holds its lock). */
  exclusive?: boolean;
  batchSize?: number;
  log?: (message: string) => void;
  /** Aborting stops between batches and undoes the run. */
  signal?: AbortSignal;
}

export interface BulkSeedResult {
  /** Index of the first part inserted (0 unless appending after an earlier run). */
  first: number;
  inserted: number;
  /** Whether the indexes were built after the data instead of kept up during the inserts. */
  indexesAfter: boolean;
}

/** A run that would do harm or cannot start; the message says why and what to do instead. */
export class BulkSeedRefused extends Error {}

/** A run failed and could not remove what it had written (the next run will). */
export class BulkSeedUndoFailed extends Error {}

export async function bulkSeed(db: Db, options: BulkSeedOptions): Promise<BulkSeedResult> {
  const { parts, append = false, exclusive = false, batchSize = DEFAULT_BATCH_SIZE } = options;
  const log = options.log ?? (() => {});
  if (!Number.isSafeInteger(parts) || parts < 1) {
    throw new BulkSeedRefused(`the number of parts must be a whole number above 0, not ${parts}`);
  }
  const products = collection(db, "products");
  const meta = metaCollection<BulkSeedMarkerDocument>(db);

  await undoInterruptedRun(db, exclusive, log);
  const existing = await products.countDocuments();
  if (existing > 0 && !append) {
    throw new BulkSeedRefused(
      `the database already has ${count(existing)} products; seed:bulk fills an empty catalogue. ` +
        `Pass --append to add ${count(parts)} parts after them, or point DATA_DIR (or MONGODB_URI) ` +
        "at a fresh database.",
    );
  }
  const wroteSeedMarker = await claimStartingCatalogue(db);
  const first = await claim(db, parts, wroteSeedMarker).catch(async (error: unknown) => {
    if (wroteSeedMarker) await releaseStartingCatalogue(db);
    throw error;
  });
  if (first + parts > MAX_BULK_PARTS) {
    await release(db, wroteSeedMarker);
    throw new BulkSeedRefused(
      `the bulk catalogue has at most ${MAX_BULK_PARTS} parts; this database holds ${first} already`,
    );
  }
  log(
    `making ${count(parts)} parts${first > 0 ? ` (numbered on after the ${count(first)} made before)` : ""}`,
  );
  const indexes = await productIndexNames(db);
  // Created in one pass over the data afterwards: the embedded engine builds an index over existing
  // documents in bulk (a sort), far faster than keeping a text or multikey index up insert by insert.
  // Only on an empty catalogue whose indexes ensureIndexes will create again as they were.
  const indexesAfter = existing === 0 && indexes.every((name) => APP_INDEX_NAMES.has(name));

  const inserted: ObjectId[] = [];
  try {
    if (indexesAfter && indexes.length > 0) await products.dropIndexes();
    const startedAt = performance.now();
    let reported = 0;
    for (let done = 0; done < parts;) {
      if (options.signal?.aborted) throw options.signal.reason ?? new Error("aborted");
      const batch = bulkProducts(first + done, Math.min(batchSize, parts - done));
      await insertBatch(db, batch, inserted);
      done += batch.length;
      await meta.updateOne({ _id: BULK_SEED_MARKER_ID }, { $set: { "running.heartbeatAt": new Date() } });
      // About ten progress lines, whatever the size.
      if (done === parts || done - reported >= parts / 10) {
        reported = done;
        log(`${count(done)} of ${count(parts)} parts ${elapsed(startedAt)}`);
      }
    }
    if (indexesAfter) {
      const indexingAt = performance.now();
      await ensureIndexes(db);
      log(`indexes built ${elapsed(indexingAt)}`);
    }
    await meta.updateOne(
      { _id: BULK_SEED_MARKER_ID },
      { $set: { parts: first + parts }, $unset: { running: "" } },
    );
    return { first, inserted: parts, indexesAfter };
  } catch (error) {
    log(`stopped after ${count(inserted.length)} parts: ${(error as Error).message}; removing them`);
    try {
      await deleteIds(db, inserted);
      if (indexesAfter) await ensureIndexes(db);
      await release(db, wroteSeedMarker);
    } catch (undoError) {
      // The claim stays, so the next run finds and removes what this one wrote.
      throw new BulkSeedUndoFailed(
        `${(error as Error).message}; removing the parts written failed too (${(undoError as Error).message}): ` +
          "run seed:bulk again, it removes them first",
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * Inserts one batch and adds to `inserted` the ids that went in, also when some did not: a duplicate
 * key names the documents it refused, so a failed run deletes only what it wrote, never a document
 * that was there before with the same key.
 */
async function insertBatch(db: Db, batch: ProductDocument[], inserted: ObjectId[]): Promise<void> {
  try {
    await collection(db, "products").insertMany(batch, { ordered: false });
    for (const product of batch) inserted.push(product._id);
  } catch (error) {
    if (error instanceof MongoBulkWriteError) {
      const refused = new Set([error.writeErrors].flat().map((writeError) => writeError.index));
      batch.forEach((product, i) => refused.has(i) || inserted.push(product._id));
    } else {
      // Not known which went in: the batch's own ids, which were new when the run claimed its range.
      for (const product of batch) inserted.push(product._id);
    }
    throw error;
  }
}

/** Claims the next range of bulk parts; returns the index of its first part. */
async function claim(db: Db, parts: number, seedMarker: boolean): Promise<number> {
  const now = new Date();
  try {
    const marker = await metaCollection<BulkSeedMarkerDocument>(db).findOneAndUpdate(
      { _id: BULK_SEED_MARKER_ID, running: { $exists: false } },
      {
        $set: { running: { count: parts, seedMarker, startedAt: now, heartbeatAt: now } },
        $setOnInsert: { parts: 0 },
      },
      { upsert: true, returnDocument: "after" },
    );
    return marker!.parts;
  } catch (error) {
    if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) {
      throw new BulkSeedRefused("another seed:bulk is running on this database");
    }
    throw error;
  }
}

/** Gives up the claim, and the starting catalogue's marker when the run wrote it. */
async function release(db: Db, seedMarker: boolean): Promise<void> {
  await metaCollection<BulkSeedMarkerDocument>(db).updateOne(
    { _id: BULK_SEED_MARKER_ID },
    { $unset: { running: "" } },
  );
  if (seedMarker) await releaseStartingCatalogue(db);
}

/** Writes the starting catalogue's marker unless it is there; returns whether this run wrote it. */
async function claimStartingCatalogue(db: Db): Promise<boolean> {
  try {
    await metaCollection<SeedMarkerDocument>(db).insertOne({ _id: SEED_MARKER_ID, seededAt: new Date() });
    return true;
  } catch (error) {
    if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) return false;
    throw error;
  }
}

async function releaseStartingCatalogue(db: Db): Promise<void> {
  await metaCollection<SeedMarkerDocument>(db).deleteOne({ _id: SEED_MARKER_ID });
}

const APP_INDEX_NAMES = new Set((APP_INDEXES.products ?? []).map((index) => index.name));

/** The names of the products' indexes other than `_id`'s (none when the collection does not exist). */
async function productIndexNames(db: Db): Promise<string[]> {
  try {
    const indexes = await collection(db, "products").listIndexes().toArray();
    return indexes.map((index) => index.name as string).filter((name) => name !== "_id_");
  } catch (error) {
    if (error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND) return [];
    throw error;
  }
}

/**
 * A run killed half way (kill -9, a lost machine) left its claim and some of its parts. They are
 * deleted, by the ids they were generated with, and the claim released. Unless nothing else can be
 * writing (`exclusive`), a claim counts as dead only once its run has been silent for a while.
 */
async function undoInterruptedRun(db: Db, exclusive: boolean, log: (message: string) => void): Promise<void> {
  const marker = await metaCollection<BulkSeedMarkerDocument>(db).findOne({ _id: BULK_SEED_MARKER_ID });
  if (!marker?.running) return;
  const { count: parts, seedMarker, heartbeatAt } = marker.running;
  if (!exclusive && Date.now() - heartbeatAt.getTime() < STALE_CLAIM_MS) {
    throw new BulkSeedRefused(
      `another seed:bulk is running on this database (last heard of at ${heartbeatAt.toISOString()}); ` +
        `if it was killed, try again in ${Math.ceil(STALE_CLAIM_MS / 60_000)} minutes`,
    );
  }
  log(`an earlier seed:bulk of ${count(parts)} parts did not finish: removing what it wrote`);
  for (let done = 0; done < parts; done += DELETE_CHUNK) {
    const ids = bulkProducts(marker.parts + done, Math.min(DELETE_CHUNK, parts - done)).map((p) => p._id);
    await deleteIds(db, ids);
  }
  await release(db, seedMarker);
}

async function deleteIds(db: Db, ids: ObjectId[]): Promise<void> {
  for (let i = 0; i < ids.length; i += DELETE_CHUNK) {
    await collection(db, "products").deleteMany({ _id: { $in: ids.slice(i, i + DELETE_CHUNK) } });
  }
}

const count = (n: number) => n.toLocaleString("en-US");
const elapsed = (since: number) => `(${((performance.now() - since) / 1000).toFixed(1)} s)`;
