import { mkdtemp, readFile, rm, stat, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { BSON, MongoClient, MongoServerError, type Collection, type Db, type Document } from "mongodb";
import { startEngine } from "../../../../server/mongo-engine/index";
import { JOURNAL_FILE as JOURNAL, JOURNAL_MAGIC } from "../../../../server/mongo-engine/storage/journal";
import { killAllEngines, spawnEngine, type EngineProcess } from "./engine-process";

// Everything here looks at the embedded engine's journal or kills its process: engine-specific.
const engineOnly = !!process.env.MONGODB_URI;

const HEADER_BYTES = 8;

const tempDirs: string[] = [];
async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

afterAll(async () => {
  await killAllEngines();
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

interface JournalRecord {
  /** Offset of the record's 8-byte header. */
  offset: number;
  length: number;
  crcOk: boolean;
  payload: Buffer;
}

interface ParsedJournal {
  /** Bytes before the first record: the file signature. */
  prefix: number;
  records: JournalRecord[];
  /** Bytes of an incomplete last record. */
  trailing: number;
}

/** Walks `[u32 LE length][u32 LE crc32][payload]` records starting at `prefix`. */
function walkRecords(buf: Buffer, prefix: number): ParsedJournal {
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
function parseJournal(buf: Buffer): ParsedJournal {
  expect(buf.subarray(0, JOURNAL_MAGIC.length).equals(JOURNAL_MAGIC), "journal signature").toBe(true);
  return walkRecords(buf, JOURNAL_MAGIC.length);
}

/** Splits a payload into the BSON documents it holds (one, or several back to back). */
function payloadDocuments(payload: Buffer): Document[] {
  const docs: Document[] = [];
  for (let offset = 0; offset < payload.length;) {
    const size = payload.readInt32LE(offset);
    if (size < 5 || offset + size > payload.length) throw new Error(`bad BSON size ${size} at ${offset}`);
    docs.push(BSON.deserialize(payload.subarray(offset, offset + size)));
    offset += size;
  }
  return docs;
}

async function expectWellFormedJournal(dataDir: string): Promise<JournalRecord[]> {
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

async function withEngine<T>(
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

async function expectDuplicateKey(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error, "expected a duplicate key error").toBeInstanceOf(MongoServerError);
  expect((error as MongoServerError).code).toBe(11000);
}

// ---------------------------------------------------------------------------------------------------------
// kill -9 while writers are busy
// ---------------------------------------------------------------------------------------------------------

interface Item {
  _id: string;
  key: string;
  cycle: number;
  writer: number;
  seq: number;
  price: number;
  tags: string[];
  nested: { at: number; label: string };
}

interface Counter {
  _id: string;
  n: number;
}

const UNIQUE_INDEX = "key_unique";

function makeItem(cycle: number, writer: number, seq: number): Item {
  const id = `c${cycle}-w${writer}-${seq}`;
  return {
    _id: id,
    key: `key-${id}`,
    cycle,
    writer,
    seq,
    price: seq * 1.25 + 0.5,
    tags: ["crash", `w${writer}`],
    nested: { at: seq, label: `item ${id} `.repeat(4) },
  };
}

describe.skipIf(engineOnly)("crash recovery: SIGKILL during concurrent writes", () => {
  const CYCLES = 4;
  const WRITERS = 4;
  let engine: EngineProcess | undefined;
  let client: MongoClient | undefined;

  afterEach(async () => {
    await client?.close(true).catch(() => undefined);
    await killAllEngines();
  });

  it("keeps every acknowledged write across repeated kill -9 and restart", async () => {
    const dataDir = await tempDir("engine-crash-");
    /** Every insert whose promise resolved, over all cycles. */
    const acked = new Map<string, Item>();
    /** Every insert ever issued (acknowledged or not). */
    const attempted = new Set<string>();
    /** Exact counter value when the current cycle's writers started. */
    let counterBase = 0;
    let lastCycle = { ackedIncs: 0, attemptedIncs: 0 };

    const connect = async (uri: string) => {
      client = new MongoClient(uri, {
        retryWrites: false,
        retryReads: false,
        serverSelectionTimeoutMS: 5_000,
        maxPoolSize: 10,
      });
      await client.connect();
      const db = client.db("crash");
      return { items: db.collection<Item>("items"), counters: db.collection<Counter>("counters") };
    };

    const verify = async (items: Collection<Item>, counters: Collection<Counter>, label: string) => {
      const found = new Map((await items.find({}).toArray()).map((doc) => [doc._id, doc]));
      const missing = [...acked.keys()].filter((id) => !found.has(id));
      expect(missing, `${label}: acknowledged inserts missing after restart`).toEqual([]);
      for (const [id, doc] of acked) expect(found.get(id), `${label}: document ${id}`).toEqual(doc);
      const phantom = [...found.keys()].filter((id) => !attempted.has(id));
      expect(phantom, `${label}: documents nobody inserted`).toEqual([]);

      const counter = await counters.findOne({ _id: "counter" });
      expect(counter, `${label}: counter document`).not.toBeNull();
      const n = counter!.n;
      expect(n, `${label}: counter >= base + acknowledged increments`).toBeGreaterThanOrEqual(
        counterBase + lastCycle.ackedIncs,
      );
      expect(n, `${label}: counter <= base + issued increments`).toBeLessThanOrEqual(
        counterBase + lastCycle.attemptedIncs,
      );
      counterBase = n;
      lastCycle = { ackedIncs: 0, attemptedIncs: 0 };

      const indexes = await items.listIndexes().toArray();
      const unique = indexes.find((ix) => ix.name === UNIQUE_INDEX);
      expect(unique, `${label}: unique index listed`).toBeDefined();
      expect(unique!.key).toEqual({ key: 1 });
      expect(unique!.unique).toBe(true);
      const sample = [...acked.values()][Math.floor(Math.random() * acked.size)]!;
      await expectDuplicateKey(items.insertOne({ ...sample, _id: `dup-probe-${label}` }));
      expect(await items.findOne({ _id: `dup-probe-${label}` })).toBeNull();
    };

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      engine = await spawnEngine({ dataDir });
      const { items, counters } = await connect(engine.uri);
      if (cycle === 0) {
        await items.createIndex({ key: 1 }, { unique: true, name: UNIQUE_INDEX });
        await counters.insertOne({ _id: "counter", n: 0 });
      } else {
        await verify(items, counters, `after kill ${cycle}`);
      }

      let killed = false;
      let ackedThisCycle = 0;
      const unexpected: unknown[] = [];
      const incs = { acked: 0, attempted: 0 };
      const writer = async (w: number) => {
        for (let seq = 0; ; seq++) {
          const doc = makeItem(cycle, w, seq);
          attempted.add(doc._id);
          try {
            await items.insertOne({ ...doc });
          } catch (err) {
            if (!killed) unexpected.push(err);
            return;
          }
          acked.set(doc._id, doc);
          ackedThisCycle++;
          if (seq % 2 === 0) {
            incs.attempted++;
            try {
              const res = await counters.updateOne({ _id: "counter" }, { $inc: { n: 1 } });
              if (res.modifiedCount !== 1) unexpected.push(new Error(`$inc modified ${res.modifiedCount}`));
            } catch (err) {
              if (!killed) unexpected.push(err);
              return;
            }
            incs.acked++;
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));

      // Let the writers get going, then kill at a random moment.
      const started = Date.now();
      while (ackedThisCycle < 20 && unexpected.length === 0 && Date.now() - started < 30_000) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 450));
      killed = true;
      const status = await engine.kill9();
      expect(status.signal).toBe("SIGKILL");
      await Promise.all(writers);
      await client!.close(true);
      client = undefined;

      expect(unexpected, `cycle ${cycle}: write errors before the kill`).toEqual([]);
      expect(ackedThisCycle, `cycle ${cycle}: writes acknowledged before the kill`).toBeGreaterThan(0);
      lastCycle = { ackedIncs: incs.acked, attemptedIncs: incs.attempted };
      console.log(
        `kill ${cycle + 1}: ${ackedThisCycle} inserts and ${incs.acked} increments acknowledged, ` +
          `${incs.attempted - incs.acked} increments in flight`,
      );
    }

    // Restart after the last kill, verify, then shut down cleanly and verify once more.
    engine = await spawnEngine({ dataDir });
    let handles = await connect(engine.uri);
    await verify(handles.items, handles.counters, `after kill ${CYCLES}`);
    await client!.close();
    client = undefined;
    const status = await engine.terminate();
    expect(status, "exit status after SIGTERM").toEqual({ code: 0, signal: null });

    engine = await spawnEngine({ dataDir });
    handles = await connect(engine.uri);
    await verify(handles.items, handles.counters, "after SIGTERM");
    await client!.close();
    client = undefined;
    await engine.terminate();

    await expectWellFormedJournal(dataDir);
  }, 300_000);
});

// ---------------------------------------------------------------------------------------------------------
// torn and corrupt last records
// ---------------------------------------------------------------------------------------------------------

interface Part {
  _id: number;
  marker: string;
  name: string;
  price: number;
  stock: number;
  fitments: { make: string; year: number }[];
}

function makePart(i: number, run: string): Part {
  return {
    _id: i,
    marker: `marker-${run}-${i}-end`,
    name: `Brake pad set #${i}`,
    price: 19.99 + i,
    stock: 100 - i,
    fitments: [
      { make: "Volvo", year: 2000 + i },
      { make: "Saab", year: 1990 + i },
    ],
  };
}

type Damage =
  | { kind: "truncate-payload"; bytesCut: number }
  | { kind: "flip-payload-byte" }
  | { kind: "truncate-header"; keep: number };

describe.skipIf(engineOnly)("crash recovery: damaged last journal record", () => {
  const N = 12;

  const cases: [string, Damage][] = [
    ["cut 3 bytes off the end (inside the last payload)", { kind: "truncate-payload", bytesCut: 3 }],
    ["flip one byte inside the last payload (crc mismatch)", { kind: "flip-payload-byte" }],
    ["cut inside the last header's length field", { kind: "truncate-header", keep: 3 }],
    ["cut inside the last header's crc field", { kind: "truncate-header", keep: 6 }],
    ["cut right after the last header (no payload)", { kind: "truncate-header", keep: 8 }],
  ];

  it.each(cases)(
    "%s: exactly the first N-1 documents survive, and the journal stays usable",
    async (_label, damage) => {
      const dataDir = await tempDir("engine-torn-");
      const run = Math.random().toString(36).slice(2, 10);
      const parts = Array.from({ length: N }, (_, i) => makePart(i, run));

      await withEngine(dataDir, async (db) => {
        const coll = db.collection<Part>("parts");
        for (const part of parts) await coll.insertOne({ ...part });
      });

      const file = path.join(dataDir, JOURNAL);
      const records = await expectWellFormedJournal(dataDir);
      // One record per acknowledged insert: each marker is in exactly one record, in order, the last insert last.
      const holders = parts.map((part) =>
        records.flatMap((r, index) => (r.payload.includes(Buffer.from(part.marker)) ? [index] : [])),
      );
      for (let i = 0; i < N; i++) expect(holders[i], `records holding insert ${i}`).toHaveLength(1);
      const last = records.at(-1)!;
      expect(holders[N - 1]![0], "the last record holds the last insert").toBe(records.length - 1);
      expect(holders[N - 2]![0]).toBeLessThan(records.length - 1);

      const size = (await stat(file)).size;
      switch (damage.kind) {
        case "truncate-payload":
          expect(last.length).toBeGreaterThan(damage.bytesCut);
          await truncate(file, size - damage.bytesCut);
          break;
        case "flip-payload-byte": {
          const buf = await readFile(file);
          buf[last.offset + HEADER_BYTES + Math.floor(last.length / 2)]! ^= 0xff;
          await writeFile(file, buf);
          break;
        }
        case "truncate-header":
          await truncate(file, last.offset + damage.keep);
          break;
      }

      const extra = makePart(1000, run);
      await withEngine(dataDir, async (db) => {
        const coll = db.collection<Part>("parts");
        expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual(parts.slice(0, N - 1));
        // Writes after recovery must land after the cut, not behind the discarded bytes.
        await coll.insertOne({ ...extra });
      });

      await expectWellFormedJournal(dataDir);
      await withEngine(dataDir, async (db) => {
        const coll = db.collection<Part>("parts");
        expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual([...parts.slice(0, N - 1), extra]);
      });
    },
    120_000,
  );
});

// ---------------------------------------------------------------------------------------------------------
// compaction
// ---------------------------------------------------------------------------------------------------------

interface Hot {
  _id: number;
  slot: number;
  blob: string;
  version: number;
}

interface Cold {
  _id: string;
  sku: string;
  description: string;
}

const BLOB_BYTES = 1024;

function blobFor(slot: number, version: number): string {
  const head = `slot ${slot} version ${version} `;
  return (head + "abcdefghijklmnopqrstuvwxyz0123456789".repeat(40)).slice(0, BLOB_BYTES);
}

function makeCold(i: number): Cold {
  return {
    _id: `cold-${i}`,
    sku: `SKU-${String(i).padStart(5, "0")}`,
    description: `static part number ${i}`,
  };
}

describe.skipIf(engineOnly)("journal compaction", () => {
  const COMPACT_MIN_BYTES = 64 * 1024;
  const HOT_DOCS = 3;
  const UPDATES_PER_DOC = 1700; // 5,100 updates of a 1 KiB field in all
  const COLD_DOCS = 100;

  it("keeps the journal near the live data size under many updates, and replays to the exact final state", async () => {
    const dataDir = await tempDir("engine-compact-");
    const file = path.join(dataDir, JOURNAL);
    let maxObserved = 0;
    const observe = async () => {
      const size = (await stat(file).catch(() => ({ size: 0 }))).size;
      maxObserved = Math.max(maxObserved, size);
    };

    const cold = Array.from({ length: COLD_DOCS }, (_, i) => makeCold(i));
    const expectedHot = (version: number) =>
      Array.from({ length: HOT_DOCS }, (_, slot) => ({
        _id: slot,
        slot,
        blob: blobFor(slot, version),
        version,
      }));

    await withEngine(
      dataDir,
      async (db) => {
        const hot = db.collection<Hot>("hot");
        await hot.createIndex({ slot: 1 }, { unique: true, name: "slot_unique" });
        await db.collection<Cold>("cold").insertMany(cold.map((doc) => ({ ...doc })));
        await hot.insertMany(expectedHot(0));

        await Promise.all(
          Array.from({ length: HOT_DOCS }, async (_, slot) => {
            for (let version = 1; version <= UPDATES_PER_DOC; version++) {
              const res = await hot.updateOne(
                { _id: slot },
                { $set: { blob: blobFor(slot, version) }, $inc: { version: 1 } },
              );
              expect(res.modifiedCount).toBe(1);
              if (version % 50 === 0) await observe();
            }
          }),
        );
        await observe();
        expect(await hot.find({}).sort({ _id: 1 }).toArray()).toEqual(expectedHot(UPDATES_PER_DOC));
      },
      { compactMinBytes: COMPACT_MIN_BYTES },
    );

    const liveBytes =
      expectedHot(UPDATES_PER_DOC).reduce((sum, doc) => sum + BSON.calculateObjectSize(doc), 0) +
      cold.reduce((sum, doc) => sum + BSON.calculateObjectSize(doc), 0);
    const updateBytes = BSON.calculateObjectSize({ $set: { blob: blobFor(0, 0) }, $inc: { version: 1 } });
    const uncompactedBytes = HOT_DOCS * UPDATES_PER_DOC * (HEADER_BYTES + updateBytes);
    const finalSize = (await stat(file)).size;
    console.log(
      `compaction: live ~${liveBytes} B, uncompacted >= ${uncompactedBytes} B, ` +
        `largest journal seen while writing ${maxObserved} B, after close ${finalSize} B`,
    );
    expect(finalSize, "journal size after close").toBeLessThan(20 * liveBytes);
    expect(maxObserved, "largest journal size seen while updating").toBeLessThan(20 * liveBytes);
    expect(maxObserved).toBeLessThan(uncompactedBytes / 20);
    await expectWellFormedJournal(dataDir);

    // Replay the compacted journal; then append to it and replay again.
    await withEngine(
      dataDir,
      async (db) => {
        const hot = db.collection<Hot>("hot");
        expect(await hot.find({}).sort({ _id: 1 }).toArray()).toEqual(expectedHot(UPDATES_PER_DOC));
        expect(await db.collection<Cold>("cold").find({}).sort({ _id: 1 }).toArray()).toEqual(
          [...cold].sort((a, b) => (a._id < b._id ? -1 : 1)),
        );
        const index = (await hot.listIndexes().toArray()).find((ix) => ix.name === "slot_unique");
        expect(index?.unique).toBe(true);
        await expectDuplicateKey(hot.insertOne({ _id: 99, slot: 1, blob: "", version: 0 }));
        for (let slot = 0; slot < HOT_DOCS; slot++) {
          await hot.updateOne(
            { _id: slot },
            { $set: { blob: blobFor(slot, UPDATES_PER_DOC + 1) }, $inc: { version: 1 } },
          );
        }
      },
      { compactMinBytes: COMPACT_MIN_BYTES },
    );

    await withEngine(
      dataDir,
      async (db) => {
        const hot = db.collection<Hot>("hot");
        expect(await hot.find({}).sort({ _id: 1 }).toArray()).toEqual(expectedHot(UPDATES_PER_DOC + 1));
        expect(await db.collection("cold").countDocuments()).toBe(COLD_DOCS);
        await expectDuplicateKey(hot.insertOne({ _id: 98, slot: 2, blob: "", version: 0 }));
      },
      { compactMinBytes: COMPACT_MIN_BYTES },
    );
  }, 300_000);
});
