import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { MongoClient } from "mongodb";
import { startEngine } from "../../../../server/mongo-engine/index";
import { planStages } from "../conformance/support";

// Restarts the embedded engine on its own data directory: engine-specific.
const engineOnly = it.skipIf(Boolean(process.env.MONGODB_URI));

interface Part {
  _id: number;
  name: string;
  category: string;
  price: number;
}

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function withEngine<T>(
  dataDir: string,
  use: (db: ReturnType<MongoClient["db"]>) => Promise<T>,
): Promise<T> {
  // A tiny compaction threshold, so the journal is rewritten as a snapshot while the test writes.
  const engine = await startEngine({ dataDir, port: 0, compactMinBytes: 1 });
  const client = await MongoClient.connect(engine.uri);
  try {
    return await use(client.db("shop"));
  } finally {
    await client.close();
    await engine.close();
  }
}

engineOnly("rebuilds ordered and text indexes after a restart, from a compacted journal too", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "engine-index-recovery-"));
  dirs.push(dataDir);
  await withEngine(dataDir, async (db) => {
    const parts = db.collection<Part>("parts");
    await parts.createIndex({ category: 1, price: 1 });
    await parts.createIndex({ name: "text" });
    await parts.insertMany(
      Array.from({ length: 200 }, (_, i) => ({
        _id: i,
        name: i % 2 ? "Brake pads" : "Oil filter",
        category: i % 2 ? "brakes" : "filters",
        price: i,
      })),
    );
    for (let round = 0; round < 3; round++) await parts.updateMany({}, { $inc: { price: 1000 } });
  });
  await withEngine(dataDir, async (db) => {
    const parts = db.collection<Part>("parts");
    const page = parts.find({ category: "brakes" }).sort({ price: -1 }).limit(2);
    expect((await page.toArray()).map((doc) => doc.price)).toEqual([3199, 3197]);
    const explain = await parts
      .find({ category: "brakes" })
      .sort({ price: -1 })
      .limit(2)
      .explain("queryPlanner");
    expect(planStages(explain)).toContain("IXSCAN");
    expect(planStages(explain)).not.toContain("SORT");
    expect(await parts.countDocuments({ $text: { $search: "pad" } })).toBe(100);
  });
});
