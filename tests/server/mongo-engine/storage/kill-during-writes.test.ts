import { afterEach, describe, expect, it } from "vitest";
import { MongoClient, type Collection } from "mongodb";
import { killAllEngines, spawnEngine, type EngineProcess } from "./engine-process";
import { engineOnly, expectDuplicateKey, expectWellFormedJournal, useTempDirs } from "./journal-reading";

/** kill -9 of the engine while writers are busy: every acknowledged write is there after the restart. */

const tempDir = useTempDirs();

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
