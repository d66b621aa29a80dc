import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { MongoClient, type Collection } from "mongodb";
import { startEngine } from "../../../../server/mongo-engine/index";
import { COMPACTING_FILE, JOURNAL_FILE } from "../../../../server/mongo-engine/storage/journal";
import { killAllEngines, spawnEngine } from "./engine-process";

// Kills the embedded engine's process and looks at its files: engine-specific.
const engineOnly = !!process.env.MONGODB_URI;

interface Versioned {
  _id: number;
  version: number;
  payload: string;
}

const tempDirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "engine-compaction-"));
  tempDirs.push(dir);
  return dir;
}

afterAll(async () => {
  await killAllEngines();
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const payloadFor = (id: number, version: number) => `${id}:${version}:`.padEnd(48 * 1024, "x");

describe.skipIf(engineOnly)("compaction and crashes", () => {
  let client: MongoClient | undefined;

  afterEach(async () => {
    await client?.close(true).catch(() => undefined);
    client = undefined;
    await killAllEngines();
  });

  it("ignores the leftovers of a compaction that a crash interrupted before its rename", async () => {
    const dataDir = await tempDir();
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
    const dataDir = await tempDir();
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
