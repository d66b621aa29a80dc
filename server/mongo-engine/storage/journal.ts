import fs from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import { BSON, type Document } from "bson";
import type { JournalOp } from "./catalog";

export const JOURNAL_FILE = "journal.wal";
/** Where a compaction writes the new journal before renaming it over the old one. */
export const COMPACTING_FILE = "journal.wal.compacting";
/** The file signature before the first record. */
export const JOURNAL_MAGIC = Buffer.from("MGOJRNL1");
const MAGIC = JOURNAL_MAGIC;
const RECORD_HEADER = 8;
/** Records written by a compaction hold about this many bytes of documents each. */
const SNAPSHOT_RECORD_BYTES = 1 << 20;

export interface JournalOptions {
  dir: string;
  /** Never compact below this size; above it, compact once the file is twice the live data. */
  compactMinBytes: number;
  log: (message: string) => void;
}

export interface RecoveredJournal {
  records: JournalOp[][];
  /** Bytes of a torn or corrupt tail that were cut off. */
  droppedBytes: number;
}

/**
 * Append-only log of write commands, one record per command:
 *   [u32 LE payload length][u32 LE CRC-32 of payload][payload: the ops as consecutive BSON documents]
 * A reply is sent only after its record is fsynced (`waitDurable`). Records that arrive while a sync is
 * running are written together by the next one: a group commit, so concurrent writers share fsyncs.
 */
export class Journal {
  private fd: number;
  private fileBytes: number;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private appendedSeq = 0;
  private durableSeq = 0;
  private waiters: Array<{ seq: number; resolve: () => void; reject: (error: Error) => void }> = [];
  private flushing: Promise<void> | undefined;
  private failure: Error | undefined;

  /** Set once a write or sync has failed: from then on nothing more is acknowledged. */
  get failed(): Error | undefined {
    return this.failure;
  }

  private constructor(
    private readonly options: JournalOptions,
    private readonly snapshot: () => Iterable<JournalOp>,
    private readonly liveBytes: () => number,
    fd: number,
    fileBytes: number,
  ) {
    this.fd = fd;
    this.fileBytes = fileBytes;
  }

  /** Reads the journal (cutting off a torn tail) and opens it for appending. */
  static open(
    options: JournalOptions,
    snapshot: () => Iterable<JournalOp>,
    liveBytes: () => number,
  ): { journal: Journal; recovered: RecoveredJournal } {
    fs.mkdirSync(options.dir, { recursive: true });
    // A compaction that did not reach its rename left the old journal intact: discard its attempt.
    fs.rmSync(path.join(options.dir, COMPACTING_FILE), { force: true });
    const file = path.join(options.dir, JOURNAL_FILE);
    if (!fs.existsSync(file) || fs.statSync(file).size < MAGIC.length) {
      writeFileDurably(options.dir, JOURNAL_FILE, [MAGIC]);
    }
    const content = fs.readFileSync(file);
    if (!content.subarray(0, MAGIC.length).equals(MAGIC)) {
      throw new Error(`${file} is not a journal of this engine`);
    }
    const { records, validBytes } = readRecords(content);
    const droppedBytes = content.length - validBytes;
    const fd = fs.openSync(file, "r+");
    if (droppedBytes > 0) {
      fs.ftruncateSync(fd, validBytes);
      fs.fsyncSync(fd);
    }
    const journal = new Journal(options, snapshot, liveBytes, fd, validBytes);
    return { journal, recovered: { records, droppedBytes } };
  }

  /** Queues the ops of one command as a record; returns its sequence number for `waitDurable`. */
  append(ops: JournalOp[]): number {
    const payload = Buffer.concat(ops.map((op) => BSON.serialize(op)));
    const header = Buffer.alloc(RECORD_HEADER);
    header.writeUInt32LE(payload.length, 0);
    header.writeUInt32LE(crc32(payload), 4);
    this.pending.push(header, payload);
    this.pendingBytes += RECORD_HEADER + payload.length;
    const seq = ++this.appendedSeq;
    this.flushing ??= this.flush();
    return seq;
  }

  /** The sequence number that covers every record appended so far. */
  get lastSeq(): number {
    return this.appendedSeq;
  }

  /** Resolves once record `seq` (and so everything before it) is on disk. */
  waitDurable(seq: number): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (seq <= this.durableSeq) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ seq, resolve, reject }));
  }

  private async flush(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const buffers = this.pending;
        const bytes = this.pendingBytes;
        const upTo = this.appendedSeq;
        this.pending = [];
        this.pendingBytes = 0;
        await writeAll(this.fd, buffers, this.fileBytes);
        await new Promise<void>((resolve, reject) =>
          fs.fdatasync(this.fd, (e) => (e ? reject(e) : resolve())),
        );
        this.fileBytes += bytes;
        this.markDurable(upTo);
        if (this.fileBytes > Math.max(this.options.compactMinBytes, 2 * this.liveBytes())) this.compact();
      }
    } catch (error) {
      // Fail-stop: nothing after a failed write may be acknowledged, or a restart could lose it.
      this.failure = new Error(`journal write failed: ${(error as Error).message}`);
      this.options.log(this.failure.message);
      for (const waiter of this.waiters) waiter.reject(this.failure);
      this.waiters = [];
    } finally {
      this.flushing = undefined;
    }
  }

  private markDurable(seq: number): void {
    this.durableSeq = seq;
    const ready = this.waiters.filter((waiter) => waiter.seq <= seq);
    this.waiters = this.waiters.filter((waiter) => waiter.seq > seq);
    for (const waiter of ready) waiter.resolve();
  }

  /**
   * Rewrites the journal as the ops that rebuild the live data, so start-up time follows the data and
   * not its history. Runs synchronously between two group commits: the in-memory state it writes already
   * includes every queued record, so those are covered by the new file and are not appended again.
   * The new file replaces the old one by an atomic rename only once it is fully on disk.
   */
  private compact(): void {
    const started = Date.now();
    const before = this.fileBytes;
    const chunks: Buffer[] = [MAGIC];
    let record: Buffer[] = [];
    let recordBytes = 0;
    const closeRecord = () => {
      if (!record.length) return;
      const payload = Buffer.concat(record);
      const header = Buffer.alloc(RECORD_HEADER);
      header.writeUInt32LE(payload.length, 0);
      header.writeUInt32LE(crc32(payload), 4);
      chunks.push(header, payload);
      record = [];
      recordBytes = 0;
    };
    for (const op of this.snapshot()) {
      const bytes = Buffer.from(BSON.serialize(op));
      record.push(bytes);
      recordBytes += bytes.length;
      if (recordBytes >= SNAPSHOT_RECORD_BYTES) closeRecord();
    }
    closeRecord();
    writeFileDurably(this.options.dir, COMPACTING_FILE, chunks);
    fs.renameSync(path.join(this.options.dir, COMPACTING_FILE), path.join(this.options.dir, JOURNAL_FILE));
    syncDirectory(this.options.dir);
    fs.closeSync(this.fd);
    this.fd = fs.openSync(path.join(this.options.dir, JOURNAL_FILE), "r+");
    this.fileBytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    this.pending = [];
    this.pendingBytes = 0;
    this.markDurable(this.appendedSeq);
    this.options.log(
      `journal compacted from ${before} to ${this.fileBytes} bytes in ${Date.now() - started} ms`,
    );
  }

  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    fs.closeSync(this.fd);
  }
}

/** Parses records up to the first one that is incomplete or fails its checksum. */
function readRecords(content: Buffer): { records: JournalOp[][]; validBytes: number } {
  const records: JournalOp[][] = [];
  let offset = MAGIC.length;
  while (offset + RECORD_HEADER <= content.length) {
    const length = content.readUInt32LE(offset);
    const checksum = content.readUInt32LE(offset + 4);
    const start = offset + RECORD_HEADER;
    if (start + length > content.length) break;
    const payload = content.subarray(start, start + length);
    if (crc32(payload) !== checksum) break;
    records.push(parseOps(payload));
    offset = start + length;
  }
  return { records, validBytes: offset };
}

function parseOps(payload: Buffer): JournalOp[] {
  const ops: JournalOp[] = [];
  for (let offset = 0; offset < payload.length;) {
    const size = payload.readInt32LE(offset);
    ops.push(BSON.deserialize(payload.subarray(offset, offset + size)) as Document as JournalOp);
    offset += size;
  }
  return ops;
}

function writeAll(fd: number, buffers: Buffer[], position: number): Promise<void> {
  const data = buffers.length === 1 ? buffers[0]! : Buffer.concat(buffers);
  return new Promise((resolve, reject) => {
    const step = (offset: number) => {
      if (offset === data.length) return resolve();
      fs.write(fd, data, offset, data.length - offset, position + offset, (error, written) =>
        error ? reject(error) : step(offset + written),
      );
    };
    step(0);
  });
}

function writeFileDurably(dir: string, name: string, chunks: Buffer[]): void {
  const fd = fs.openSync(path.join(dir, name), "w");
  try {
    for (const chunk of chunks) {
      for (let offset = 0; offset < chunk.length;) offset += fs.writeSync(fd, chunk, offset);
    }
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  syncDirectory(dir);
}

/** A new or renamed file survives a crash only once its directory entry is synced too. */
function syncDirectory(dir: string): void {
  const fd = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
