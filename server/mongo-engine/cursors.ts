import { BSON, Long, type Document } from "bson";
import { MongoCommandError } from "./errors";
import { MAX_BSON_OBJECT_SIZE } from "./wire/protocol";

/** MongoDB's default first batch; later batches are bounded by size only. */
const DEFAULT_FIRST_BATCH = 101;
/** Room for the reply envelope around a batch that must fit in one 16 MiB document. */
const BATCH_BYTES = MAX_BSON_OBJECT_SIZE - 64 * 1024;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: Document[];
  position: number;
  transform: (doc: Document) => Document;
  sizeAtMost?: (doc: Document) => number | undefined;
  lastUsed: number;
}

export interface BatchOptions {
  batchSize?: number;
  singleBatch?: boolean;
  /** Applied to each returned document (a projection), batch by batch. */
  transform?: (doc: Document) => Document;
  /**
   * A size the document will not exceed once transformed, when one is known (the size stored with it,
   * under a projection that only drops fields), so that filling a batch does not measure it again.
   */
  sizeAtMost?: (doc: Document) => number | undefined;
}

/**
 * Results are computed when the cursor opens and handed out in batches: a cursor is a snapshot, which
 * is safe because stored documents are never changed in place.
 */
export class CursorRegistry {
  private readonly open = new Map<number, OpenCursor>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  /** The `cursor` field of a find/aggregate/listIndexes reply. */
  firstBatch(ns: string, docs: Document[], options: BatchOptions = {}): Document {
    const cursor: OpenCursor = {
      ns,
      docs,
      position: 0,
      transform: options.transform ?? ((doc) => doc),
      sizeAtMost: options.sizeAtMost,
      lastUsed: Date.now(),
    };
    const batch = takeBatch(cursor, options.batchSize || DEFAULT_FIRST_BATCH);
    let id = 0;
    if (cursor.position < docs.length && !options.singleBatch) {
      id = newCursorId();
      this.open.set(id, cursor);
    }
    return { firstBatch: batch, id: Long.fromNumber(id), ns };
  }

  getMore(id: number, ns: string, batchSize?: number): Document {
    const cursor = this.open.get(id);
    if (!cursor || cursor.ns !== ns) {
      throw new MongoCommandError(43, `cursor id ${id} not found`);
    }
    cursor.lastUsed = Date.now();
    const batch = takeBatch(cursor, batchSize || Infinity);
    if (cursor.position >= cursor.docs.length) this.open.delete(id);
    return { nextBatch: batch, id: Long.fromNumber(this.open.has(id) ? id : 0), ns };
  }

  kill(ids: number[]): { killed: number[]; notFound: number[] } {
    const killed = ids.filter((id) => this.open.delete(id));
    return { killed, notFound: ids.filter((id) => !killed.includes(id)) };
  }

  close(): void {
    clearInterval(this.sweeper);
    this.open.clear();
  }

  private sweep(): void {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const [id, cursor] of this.open) if (cursor.lastUsed < cutoff) this.open.delete(id);
  }
}

function takeBatch(cursor: OpenCursor, limit: number): Document[] {
  const batch: Document[] = [];
  // Bytes of the batch, or an upper bound while every size so far is a bound (sizeAtMost): a total of
  // bounds within the limit needs no measuring, and the first that is not has the batch measured.
  let bytes = 0;
  let bounded = true;
  while (cursor.position < cursor.docs.length && batch.length < limit) {
    const stored = cursor.docs[cursor.position]!;
    const doc = cursor.transform(stored);
    let size = bounded ? cursor.sizeAtMost?.(stored) : undefined;
    if (size === undefined || bytes + size > BATCH_BYTES) {
      if (bounded) bytes = batch.reduce((sum, kept) => sum + BSON.calculateObjectSize(kept), 0);
      bounded = false;
      size = BSON.calculateObjectSize(doc);
    }
    if (batch.length > 0 && bytes + size > BATCH_BYTES) break;
    batch.push(doc);
    bytes += size;
    cursor.position++;
  }
  return batch;
}

/** Positive and below 2^53, so the id survives the promotion of Longs to JavaScript numbers. */
function newCursorId(): number {
  return Math.floor(Math.random() * (2 ** 52 - 1)) + 1;
}
