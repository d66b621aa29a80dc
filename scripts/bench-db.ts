/**
 * Throughput benchmark for the embedded MongoDB-compatible engine, through the official driver.
 *
 *   npm run bench:db                                   # in-process engine on a temporary data directory
 *   MONGODB_URI=mongodb://127.0.0.1:27017 npm run bench:db   # a real server (throwaway database, dropped)
 *
 * Environment knobs: BENCH_DOCS (100000), BENCH_POINT_READS (20000), BENCH_INDEXED_READS (20000),
 * BENCH_UNINDEXED_READS (200), BENCH_CONCURRENCY (8). Prints figures only; no thresholds.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { MongoClient } from "mongodb";
import { startEngine } from "../server/mongo-engine/index";

interface Product {
  _id: number;
  name: string;
  sku: string;
  /** A copy of sku that is never indexed: same selectivity, full scans. */
  code: string;
  category: string;
  price: number;
  stock: number;
  description: string;
}

function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const DOCS = envInt("BENCH_DOCS", 100_000);
const BATCH = 1_000;
const POINT_READS = envInt("BENCH_POINT_READS", 20_000);
const INDEXED_READS = envInt("BENCH_INDEXED_READS", 20_000);
const UNINDEXED_READS = envInt("BENCH_UNINDEXED_READS", 200);
const CONCURRENCY = envInt("BENCH_CONCURRENCY", 8);

const CATEGORIES = ["brakes", "filters", "lighting", "suspension", "engine", "electrical", "body", "tyres"];
const NOUNS = ["pad set", "filter", "bulb", "shock absorber", "gasket", "alternator", "mirror", "valve"];

const skuOf = (i: number) => `SKU-${String(i).padStart(7, "0")}`;

function makeProduct(i: number): Product {
  const category = CATEGORIES[i % CATEGORIES.length]!;
  const noun = NOUNS[(i * 7) % NOUNS.length]!;
  return {
    _id: i,
    name: `${category} ${noun} ${i}`,
    sku: skuOf(i),
    code: skuOf(i),
    category,
    price: Math.round((5 + ((i * 37) % 500) + (i % 100) / 100) * 100) / 100,
    stock: (i * 13) % 250,
    description: `Replacement ${noun} for the ${category} system, part ${i}. Fits most models from 2005 on.`,
  };
}

const randomIndex = () => Math.floor(Math.random() * DOCS);

/** Runs `total` operations over `concurrency` loops; returns elapsed seconds. */
async function timed(total: number, concurrency: number, op: (n: number) => Promise<void>): Promise<number> {
  let next = 0;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) await op(next++);
    }),
  );
  return Number(process.hrtime.bigint() - start) / 1e9;
}

interface Row {
  operation: string;
  ops: number;
  seconds: number;
  /** False for one-off operations, where a rate means nothing. */
  rate?: boolean;
}

function printTable(rows: Row[]): void {
  const fmt = (n: number, digits = 0) =>
    n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const table = rows.map((r) => [
    r.operation,
    fmt(r.ops),
    fmt(r.seconds, 2),
    r.rate === false ? "-" : fmt(r.ops / r.seconds),
  ]);
  const header = ["operation", "ops", "seconds", "ops/s"];
  const widths = header.map((h, c) => Math.max(h.length, ...table.map((row) => row[c]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of table) console.log(line(row));
}

async function main(): Promise<void> {
  const external = process.env.MONGODB_URI;
  let dataDir: string | undefined;
  let engine: Awaited<ReturnType<typeof startEngine>> | undefined;
  let client: MongoClient | undefined;
  const dbName = `bench_${randomBytes(4).toString("hex")}`;
  try {
    let uri: string;
    if (external) {
      uri = external;
    } else {
      dataDir = await mkdtemp(path.join(tmpdir(), "engine-bench-"));
      engine = await startEngine({ dataDir, port: 0 });
      uri = engine.uri;
    }
    client = await MongoClient.connect(uri, { maxPoolSize: Math.max(10, CONCURRENCY) });
    const db = client.db(dbName);
    const products = db.collection<Product>("products");
    console.log(
      `target: ${external ? `external server (${dbName})` : `embedded engine at ${uri}, data in ${dataDir}`}`,
    );
    console.log(`documents: ${DOCS.toLocaleString("en-US")}, read concurrency: ${CONCURRENCY}\n`);

    const rows: Row[] = [];

    const insertSeconds = await timed(Math.ceil(DOCS / BATCH), 1, async (b) => {
      const batch: Product[] = [];
      for (let i = b * BATCH; i < Math.min(DOCS, (b + 1) * BATCH); i++) batch.push(makeProduct(i));
      await products.insertMany(batch, { ordered: true });
    });
    rows.push({ operation: `insertMany (batches of ${BATCH})`, ops: DOCS, seconds: insertSeconds });
    const count = await products.countDocuments();
    if (count !== DOCS) throw new Error(`expected ${DOCS} documents, found ${count}`);

    const pointSeconds = await timed(POINT_READS, CONCURRENCY, async () => {
      const i = randomIndex();
      const doc = await products.findOne({ _id: i });
      if (doc?._id !== i) throw new Error(`findOne({_id: ${i}}) returned ${JSON.stringify(doc)}`);
    });
    rows.push({ operation: "findOne by _id", ops: POINT_READS, seconds: pointSeconds });

    const indexSeconds = await timed(1, 1, async () => {
      await products.createIndex({ sku: 1 }, { name: "sku_1" });
    });
    rows.push({ operation: "createIndex sku", ops: 1, seconds: indexSeconds, rate: false });

    const indexedSeconds = await timed(INDEXED_READS, CONCURRENCY, async () => {
      const i = randomIndex();
      const doc = await products.findOne({ sku: skuOf(i) });
      if (doc?._id !== i) throw new Error(`findOne({sku}) for ${i} returned ${JSON.stringify(doc)}`);
    });
    rows.push({ operation: "findOne by sku (indexed)", ops: INDEXED_READS, seconds: indexedSeconds });

    const unindexedSeconds = await timed(UNINDEXED_READS, CONCURRENCY, async () => {
      const i = randomIndex();
      const doc = await products.findOne({ code: skuOf(i) });
      if (doc?._id !== i) throw new Error(`findOne({code}) for ${i} returned ${JSON.stringify(doc)}`);
    });
    rows.push({ operation: "findOne by code (unindexed)", ops: UNINDEXED_READS, seconds: unindexedSeconds });

    printTable(rows);
    const indexedRate = INDEXED_READS / indexedSeconds;
    const unindexedRate = UNINDEXED_READS / unindexedSeconds;
    console.log(
      `\nindexed / unindexed equality reads: ${(indexedRate / unindexedRate).toFixed(1)}x ` +
        `(${Math.round(indexedRate).toLocaleString("en-US")} vs ${Math.round(unindexedRate).toLocaleString("en-US")} reads/s)`,
    );
  } finally {
    if (external) await client?.db(dbName).dropDatabase();
    await client?.close();
    await engine?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
