/**
 * The embedded MongoDB-compatible engine at a catalogue's size, through the official driver.
 *
 *   npm run bench:db                                          # in-process engine, temporary data directory
 *   MONGODB_URI=mongodb://127.0.0.1:27017 npm run bench:db    # a real server (throwaway database, dropped)
 *
 * At each size (BENCH_SIZES, default "10000,100000") it fills a fresh collection with product-shaped
 * documents and the indexes a shop keeps, then times the reads a shop page makes, one at a time, and
 * prints each as a ratio to a point read by `_id` measured in the same run, and how each ratio grows
 * from the smallest size to the largest. Other knobs: BENCH_READS (rounds, 400),
 * BENCH_SCANS (rounds of the unindexed read, 20). Figures only; nothing here is asserted.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { type Db, MongoClient } from "mongodb";
import { startEngine } from "../server/mongo-engine/index";
import { type BenchProduct, benchProduct, MAKES, CATEGORIES, skuOf } from "./bench-catalogue";
import { median } from "./median";

function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const SIZES = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);
const READS = envInt("BENCH_READS", 400);
const SCANS = envInt("BENCH_SCANS", 20);
const BATCH = 1_000;
const WARM_UP = 100;

/** Targets from the engine-at-scale issue, as ratios to a point read. */
const PAGE_TARGET = 3;
const COUNT_TARGET = 20;
const GROWTH_TARGET = 1.5;

interface Operation {
  name: string;
  /** Ratio to a point read this operation should stay under (none for the reference rows). */
  target?: number;
  reads: number;
  run: (i: number) => Promise<unknown>;
}

/**
 * Median milliseconds per call of each operation. Calls are made one after another (latency, not
 * throughput) and interleaved round by round, so a slow spell of this shared machine hits every
 * operation alike instead of skewing the ratios.
 */
async function medianMs(ops: Operation[]): Promise<Map<string, number>> {
  const samples = new Map<string, number[]>(ops.map((op) => [op.name, []]));
  const rounds = Math.max(...ops.map((op) => op.reads));
  // The first rounds warm the JIT and are not counted; the smallest size is measured first, so it
  // would otherwise pay for all of the warming.
  for (let round = -WARM_UP; round < rounds; round++) {
    for (const op of ops) {
      if (round >= op.reads || (round < 0 && -round > op.reads)) continue;
      const start = process.hrtime.bigint();
      await op.run(Math.abs(round));
      if (round >= 0) samples.get(op.name)!.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return new Map([...samples].map(([name, values]) => [name, median(values)]));
}

function operations(db: Db, size: number): Operation[] {
  const products = db.collection<BenchProduct>("products");
  const pick = (i: number) => (i * 7919) % size;
  const expect = (ok: boolean, what: string) => {
    if (!ok) throw new Error(`benchmark read returned a wrong answer: ${what}`);
  };
  return [
    {
      name: "point read by _id",
      reads: READS,
      run: async (i) => expect((await products.findOne({ _id: pick(i) }))?._id === pick(i), "findOne by _id"),
    },
    {
      name: "equality on a unique index (sku)",
      reads: READS,
      run: async (i) => expect((await products.findOne({ sku: skuOf(pick(i)) }))?._id === pick(i), "by sku"),
    },
    {
      name: "newest 20",
      target: PAGE_TARGET,
      reads: READS,
      run: async () =>
        expect((await products.find().sort({ createdAt: -1 }).limit(20).toArray()).length === 20, "newest"),
    },
    {
      name: "category page by price, skip 40",
      target: PAGE_TARGET,
      reads: READS,
      run: async (i) => {
        const page = await products
          .find({ category: CATEGORIES[i % CATEGORIES.length] })
          .sort({ price: 1 })
          .skip(40)
          .limit(20)
          .toArray();
        expect(page.length === 20, "category page");
      },
    },
    {
      name: "vehicle $elemMatch page, newest 20",
      target: PAGE_TARGET,
      reads: READS,
      run: async (i) => {
        const make = MAKES[i % MAKES.length]!;
        const model = make.models[i % make.models.length]!;
        const year = 2008 + (i % 12);
        const page = await products
          .find({
            fitments: {
              $elemMatch: { make: make.name, model, yearFrom: { $lte: year }, yearTo: { $gte: year } },
            },
          })
          .sort({ createdAt: -1 })
          .limit(20)
          .toArray();
        expect(page.length > 0, "vehicle page");
      },
    },
    {
      name: "count by category",
      target: COUNT_TARGET,
      reads: READS,
      run: async (i) =>
        expect((await products.countDocuments({ category: CATEGORIES[i % CATEGORIES.length] })) > 0, "count"),
    },
    {
      name: "$text search, best 20 by score",
      target: COUNT_TARGET,
      reads: READS,
      run: async (i) => {
        const term = ["brake pads", "oil filter", "headlight bulb", "shock absorber", "spark plug"][i % 5]!;
        const best = await products
          .find({ $text: { $search: term } }, { projection: { score: { $meta: "textScore" } } })
          .sort({ score: { $meta: "textScore" } })
          .limit(20)
          .toArray();
        expect(best.length === 20, "text search");
      },
    },
    {
      name: "equality on an unindexed field (code)",
      reads: SCANS,
      run: async (i) =>
        expect((await products.findOne({ code: skuOf(pick(i)) }))?._id === pick(i), "by code"),
    },
  ];
}

async function fill(db: Db, size: number): Promise<number> {
  const products = db.collection<BenchProduct>("products");
  const start = process.hrtime.bigint();
  for (let from = 0; from < size; from += BATCH) {
    const batch: BenchProduct[] = [];
    for (let i = from; i < Math.min(size, from + BATCH); i++) batch.push(benchProduct(i, size));
    await products.insertMany(batch, { ordered: true });
  }
  await products.createIndexes([
    { key: { sku: 1 }, name: "sku_1", unique: true },
    { key: { createdAt: -1 }, name: "createdAt_-1" },
    { key: { category: 1, price: 1 }, name: "category_1_price_1" },
    { key: { "fitments.make": 1, "fitments.model": 1, createdAt: -1 }, name: "fitments_vehicle_newest" },
    {
      key: { name: "text", description: "text" },
      name: "search_text",
      weights: { name: 10, description: 1 },
    },
  ]);
  return Number(process.hrtime.bigint() - start) / 1e9;
}

interface Measured {
  size: number;
  seconds: number;
  ms: Map<string, number>;
}

const fmt = (n: number, digits: number) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

function report(results: Measured[], ops: Operation[]): void {
  for (const { size, seconds } of results) {
    console.log(`${fmt(size, 0)} documents: filled and indexed in ${fmt(seconds, 1)} s`);
  }
  console.log();
  const first = results[0]!;
  const last = results[results.length - 1]!;
  const ratio = (measured: Measured, name: string) => measured.ms.get(name)! / measured.ms.get(ops[0]!.name)!;
  const header = [
    "operation",
    ...results.flatMap((r) => [`ms @${fmt(r.size, 0)}`, `x point`]),
    "growth",
    "target",
  ];
  const rows = ops.map((op) => {
    const growth = ratio(last, op.name) / ratio(first, op.name);
    const verdicts = op.target
      ? [
          `<=${op.target}x ${results.every((r) => ratio(r, op.name) <= op.target!) ? "met" : "MISSED"}`,
          `growth ${growth <= GROWTH_TARGET ? "met" : "MISSED"}`,
        ].join(", ")
      : "-";
    return [
      op.name,
      ...results.flatMap((r) => [fmt(r.ms.get(op.name)!, 3), fmt(ratio(r, op.name), 1)]),
      results.length > 1 ? fmt(growth, 2) : "-",
      verdicts,
    ];
  });
  printTable(header, rows);
  console.log(
    `\ngrowth: the ratio at ${fmt(last.size, 0)} over the ratio at ${fmt(first.size, 0)} (target <= ${GROWTH_TARGET})`,
  );
}

async function main(): Promise<void> {
  const external = process.env.MONGODB_URI;
  let dataDir: string | undefined;
  let engine: Awaited<ReturnType<typeof startEngine>> | undefined;
  let client: MongoClient | undefined;
  const databases: Db[] = [];
  try {
    let uri: string;
    if (external) {
      uri = external;
    } else {
      dataDir = await mkdtemp(path.join(tmpdir(), "engine-bench-"));
      engine = await startEngine({ dataDir, port: 0 });
      uri = engine.uri;
    }
    client = await MongoClient.connect(uri);
    console.log(`target: ${external ? "external server" : `embedded engine, data in ${dataDir}`}`);
    console.log(`${READS} rounds of every read (the unindexed one: ${SCANS}), one read at a time; medians\n`);
    const results: Measured[] = [];
    let ops: Operation[] = [];
    for (const size of SIZES) {
      const db = client.db(`bench_${randomBytes(4).toString("hex")}`);
      databases.push(db);
      const seconds = await fill(db, size);
      ops = operations(db, size);
      const ms = await medianMs(ops);
      results.push({ size, seconds, ms });
      await db.dropDatabase(); // the next size starts from the same empty engine
    }
    report(results, ops);
  } finally {
    if (external) for (const db of databases) await db.dropDatabase().catch(() => undefined);
    await client?.close();
    await engine?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
