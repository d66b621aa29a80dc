import { stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BSON, MongoClient, type Collection } from "mongodb";
import { startEngine } from "../../../../server/mongo-engine/index";
import { COMPACTING_FILE, JOURNAL_FILE } from "../../../../server/mongo-engine/storage/journal";
import { killAllEngines, spawnEngine } from "./engine-process";
import {
  HEADER_BYTES,
  engineOnly,
  expectDuplicateKey,
  expectWellFormedJournal,
  useTempDirs,
  withEngine,
} from "./journal-reading";

/** Journal compaction: the journal stays near the live data's size, and a crash during it loses nothing. */

interface Versioned {
  _id: number;
  version: number;
  payload: string;
}

const tempDir = useTempDirs();

const payloadFor = (id: number, version: number) => `${id}:${version}:`.padEnd(48 * 1024, "x");

describe.skipIf(engineOnly)("compaction and crashes", () => {
  let client: MongoClient | undefined;

  afterEach(async () => {
    await client?.close(true).catch(() => undefined);
    client = undefined;
    await killAllEngines();
  });

  it("ignores the leftovers of a compaction that a crash interrupted before its rename", async () => {
    const dataDir = await tempDir("engine-compaction-");
    const engine = await startEngine({ dataDir, port: 0 });
    client = await MongoClient.connect(engine.uri);
    await client
      .db("shop")
      .collection("parts")
      .insertMany([{ _id: 1 }, { _id: 2 }] as never[]);
    await client.close();
    await engine.close();
    // What a kill -9 in the middle of writing the new journal leaves behind: a partial temp file.
    await writeFile(path.join(dataDir, COMPACTING_FILE), Buffer.from("MGOJRNL1\u0010\u0000\u0000"));

    const restarted = await startEngine({ dataDir, port: 0 });
    client = await MongoClient.connect(restarted.uri);
    const ids = await client.db("shop").collection("parts").distinct("_id");
    expect(ids).toEqual([1, 2]);
    await expect(stat(path.join(dataDir, COMPACTING_FILE))).rejects.toMatchObject({ code: "ENOENT" });
    await client.close();
    await restarted.close();
  });

  it("keeps every acknowledged version when killed while the journal is being compacted", async () => {
    const dataDir = await tempDir("engine-compaction-");
    const DOCS = 60; // about 3 MB live: each compaction rewrites that much, at the default 4 MiB threshold
    const CYCLES = 4;
    /** Highest acknowledged version per document, and the version in flight when the engine died. */
    const acked = new Map<number, number>();
    const inFlight = new Map<number, number>();
    let compactions = 0;

    for (let cycle = 0; cycle <= CYCLES; cycle++) {
      const engine = await spawnEngine({ dataDir });
      client = new MongoClient(engine.uri, { retryWrites: false, serverSelectionTimeoutMS: 5_000 });
      const parts: Collection<Versioned> = client.db("shop").collection("versioned");

      for (const doc of await parts.find({}).toArray()) {
        const floor = acked.get(doc._id) ?? 0;
        expect(doc.version, `document ${doc._id} after restart ${cycle}`).toBeGreaterThanOrEqual(floor);
        expect(doc.version).toBeLessThanOrEqual(inFlight.get(doc._id) ?? floor);
        expect(doc.payload).toBe(payloadFor(doc._id, doc.version));
        acked.set(doc._id, doc.version);
      }
      expect(await parts.countDocuments(), `documents after restart ${cycle}`).toBe(cycle === 0 ? 0 : DOCS);
      if (cycle === CYCLES) break;
      if (cycle === 0) {
        await parts.insertMany(
          Array.from({ length: DOCS }, (_, id) => ({ _id: id, version: 0, payload: payloadFor(id, 0) })),
        );
        for (let id = 0; id < DOCS; id++) acked.set(id, 0);
      }

      let killed = false;
      const unexpected: unknown[] = [];
      const writer = async (first: number) => {
        for (let id = first; !killed; id = (id + 2) % DOCS) {
          const version = acked.get(id)! + 1;
          inFlight.set(id, version);
          try {
            await parts.updateOne({ _id: id }, { $set: { version, payload: payloadFor(id, version) } });
          } catch (error) {
            if (!killed) unexpected.push(error);
            return;
          }
          acked.set(id, version);
        }
      };
      const writers = [writer(0), writer(1)];
      // Run long enough for at least one compaction, then kill at a random moment.
      await new Promise((resolve) => setTimeout(resolve, 1_500 + Math.random() * 1_500));
      killed = true;
      await engine.kill9();
      await Promise.all(writers);
      await client.close(true);
      client = undefined;
      expect(unexpected, `cycle ${cycle}: errors before the kill`).toEqual([]);
      compactions += engine.output().match(/journal compacted/g)?.length ?? 0;
    }
    console.log(`${compactions} compactions during ${CYCLES} runs ended by kill -9`);
    // The point of the test: compactions really ran while the engine was being killed.
    expect(compactions).toBeGreaterThan(0);
    const journal = await stat(path.join(dataDir, JOURNAL_FILE));
    expect(journal.size).toBeLessThan(16 * 1024 * 1024);
  }, 300_000);
});

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
    const file = path.join(dataDir, JOURNAL_FILE);
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
