import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { afterAll, expect } from "vitest";
import { BSON, MongoClient, MongoServerError, type Db, type Document } from "mongodb";
import { startEngine } from "../../../../server/mongo-engine/index";
import { JOURNAL_FILE as JOURNAL, JOURNAL_MAGIC } from "../../../../server/mongo-engine/storage/journal";
import { killAllEngines } from "./engine-process";

/**
 * What the journal and crash tests share: reading the journal's records as the engine writes them, an
 * engine opened over a data directory for one piece of work, and temporary data directories removed
 * (with any engine process still running) when the test file ends.
 */

// These tests look at the embedded engine's journal or kill its process: engine-specific.
export const engineOnly = !!process.env.MONGODB_URI;

export const HEADER_BYTES = 8;

/** For a test file: makes temporary data directories, and removes them and kills leftover engines at its end. */
export function useTempDirs(): (prefix: string) => Promise<string> {
  const tempDirs: string[] = [];
  afterAll(async () => {
    await killAllEngines();
    await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async (prefix) => {
    const dir = await mkdtemp(path.join(tmpdir(), prefix));
    tempDirs.push(dir);
    return dir;
  };
}

export interface JournalRecord {
  /** Offset of the record's 8-byte header. */
  offset: number;
  length: number;
  crcOk: boolean;
  payload: Buffer;
}

export interface ParsedJournal {
  /** Bytes before the first record: the file signature. */
  prefix: number;
  records: JournalRecord[];
  /** Bytes of an incomplete last record. */
  trailing: number;
}

/** Walks `[u32 LE length][u32 LE crc32][payload]` records starting at `prefix`. */
export function walkRecords(buf: Buffer, prefix: number): ParsedJournal {
  const records: JournalRecord[] = [];
  let offset = prefix;
  while (offset + HEADER_BYTES <= buf.length) {
    const length = buf.readUInt32LE(offset);
    const crc = buf.readUInt32LE(offset + 4);
    const end = offset + HEADER_BYTES + length;
    if (end > buf.length) break;
    const payload = buf.subarray(offset + HEADER_BYTES, end);
    records.push({ offset, length, crcOk: crc32(payload) === crc, payload });
    offset = end;
  }
  return { prefix, records, trailing: buf.length - offset };
}

/** Parses an undamaged journal: the file signature, then records up to the end of the file. */
export function parseJournal(buf: Buffer): ParsedJournal {
  expect(buf.subarray(0, JOURNAL_MAGIC.length).equals(JOURNAL_MAGIC), "journal signature").toBe(true);
  return walkRecords(buf, JOURNAL_MAGIC.length);
}

/** Splits a payload into the BSON documents it holds (one, or several back to back). */
export function payloadDocuments(payload: Buffer): Document[] {
  const docs: Document[] = [];
  for (let offset = 0; offset < payload.length;) {
    const size = payload.readInt32LE(offset);
    if (size < 5 || offset + size > payload.length) throw new Error(`bad BSON size ${size} at ${offset}`);
    docs.push(BSON.deserialize(payload.subarray(offset, offset + size)));
    offset += size;
  }
  return docs;
}

export async function expectWellFormedJournal(dataDir: string): Promise<JournalRecord[]> {
  const buf = await readFile(path.join(dataDir, JOURNAL));
  const { records, trailing } = parseJournal(buf);
  expect(records.length, "records in the journal").toBeGreaterThan(0);
  expect(trailing, "journal ends with an incomplete record").toBe(0);
  expect(
    records.filter((r) => !r.crcOk).map((r) => r.offset),
    "records whose crc32 does not match",
  ).toEqual([]);
  for (const record of records) {
    expect(() => payloadDocuments(record.payload), `payload at ${record.offset} is BSON`).not.toThrow();
  }
  return records;
}

export async function withEngine<T>(
  dataDir: string,
  fn: (db: Db) => Promise<T>,
  options: { compactMinBytes?: number } = {},
): Promise<T> {
  const engine = await startEngine({ dataDir, port: 0, ...options });
  const client = new MongoClient(engine.uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    await client.connect();
    return await fn(client.db("durability"));
  } finally {
    await client.close();
    await engine.close();
  }
}

export async function expectDuplicateKey(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error, "expected a duplicate key error").toBeInstanceOf(MongoServerError);
  expect((error as MongoServerError).code).toBe(11000);
}
