import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MongoClient, MongoServerError, ObjectId, type Collection, type Db } from "mongodb";
import { openTestDatabase, type TestDatabase } from "../../support/test-database";

// Runs against the embedded engine, or against a real mongod when MONGODB_URI is set.

const CLIENTS = 4;
const POOL = 20;

interface Product {
  _id: string;
  name: string;
  stock: number;
}

interface Signup {
  _id: ObjectId | string;
  email: string;
  attempt: number;
}

let tdb: TestDatabase;
let clients: MongoClient[] = [];
/** The same database seen through each of the separate clients. */
let dbs: Db[] = [];

beforeAll(async () => {
  tdb = await openTestDatabase();
  clients = await Promise.all(
    Array.from({ length: CLIENTS }, () => MongoClient.connect(tdb.uri, { maxPoolSize: POOL })),
  );
  dbs = clients.map((client) => client.db(tdb.db.databaseName));
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await tdb?.close();
});

/** Collection `name` through client number `i % CLIENTS`. */
function via<T extends object>(i: number, name: string): Collection<T> {
  return dbs[i % CLIENTS]!.collection<T>(name);
}

/** Reads the stock in a loop until stopped, recording the lowest value seen. */
function watchStock(products: Collection<Product>, id: string) {
  let stop = false;
  let lowest = Number.POSITIVE_INFINITY;
  let reads = 0;
  const done = (async () => {
    while (!stop) {
      const doc = await products.findOne({ _id: id });
      if (doc) lowest = Math.min(lowest, doc.stock);
      reads++;
    }
  })();
  return {
    async finish() {
      stop = true;
      await done;
      return { lowest, reads };
    },
  };
}

function errorCode(err: unknown): number | undefined {
  return err instanceof MongoServerError ? (err.code as number) : undefined;
}

describe("concurrent conditional decrements never oversell", () => {
  const STOCK = 50;
  const BUYERS = 200;

  /** Collection `name`, holding just `product` with STOCK in stock. */
  async function stocked(name: string, product: Omit<Product, "stock">): Promise<Collection<Product>> {
    const products = tdb.db.collection<Product>(name);
    await products.insertOne({ ...product, stock: STOCK });
    return products;
  }

  /** Every buyer's `buy` at once on collection `name`, each through the next of the separate clients. */
  const allBuyersAtOnce = <T>(name: string, buy: (viaClient: Collection<Product>) => Promise<T>) =>
    Promise.all(Array.from({ length: BUYERS }, (_, i) => buy(via<Product>(i, name))));

  it("updateOne with {stock: {$gte: 1}} and $inc -1: exactly 50 succeed, stock ends at 0", async () => {
    const name = "products_update";
    const products = await stocked(name, { _id: "p-1", name: "Oil filter" });
    const watcher = watchStock(products, "p-1");

    const results = await allBuyersAtOnce(name, (viaClient) =>
      viaClient.updateOne({ _id: "p-1", stock: { $gte: 1 } }, { $inc: { stock: -1 } }),
    );
    const { lowest } = await watcher.finish();

    const modified = results.filter((r) => r.modifiedCount === 1).length;
    expect(modified).toBe(STOCK);
    expect(results.filter((r) => r.modifiedCount === 0).length).toBe(BUYERS - STOCK);
    for (const r of results) expect(r.matchedCount).toBe(r.modifiedCount);
    expect((await products.findOne({ _id: "p-1" }))?.stock).toBe(0);
    expect(lowest).toBeGreaterThanOrEqual(0);
  }, 120_000);

  it("findOneAndUpdate returning the new document: 50 distinct stock levels 49..0, stock ends at 0", async () => {
    const name = "products_find_one_and_update";
    const products = await stocked(name, { _id: "p-2", name: "Spark plug" });
    const watcher = watchStock(products, "p-2");

    const results = await allBuyersAtOnce(name, (viaClient) =>
      viaClient.findOneAndUpdate(
        { _id: "p-2", stock: { $gte: 1 } },
        { $inc: { stock: -1 } },
        { returnDocument: "after" },
      ),
    );
    const { lowest } = await watcher.finish();

    const won = results.filter((doc): doc is NonNullable<typeof doc> => doc !== null);
    expect(won).toHaveLength(STOCK);
    expect(won.map((doc) => doc.stock).sort((a, b) => a - b)).toEqual(
      Array.from({ length: STOCK }, (_, i) => i),
    );
    expect((await products.findOne({ _id: "p-2" }))?.stock).toBe(0);
    expect(lowest).toBeGreaterThanOrEqual(0);
  }, 120_000);

  it("findOneAndUpdate returning the old document: each of the stock levels 50..1 is taken once", async () => {
    const name = "products_find_one_and_update_before";
    const products = await stocked(name, { _id: "p-3", name: "Wiper blade" });

    const results = await allBuyersAtOnce(name, (viaClient) =>
      viaClient.findOneAndUpdate(
        { _id: "p-3", stock: { $gte: 1 } },
        { $inc: { stock: -1 } },
        { returnDocument: "before" },
      ),
    );

    const won = results.filter((doc): doc is NonNullable<typeof doc> => doc !== null);
    expect(won.map((doc) => doc.stock).sort((a, b) => a - b)).toEqual(
      Array.from({ length: STOCK }, (_, i) => i + 1),
    );
    expect((await products.findOne({ _id: "p-3" }))?.stock).toBe(0);
  }, 120_000);
});

describe("unique constraints under concurrent inserts", () => {
  it("a unique index admits exactly one document per key when several clients race", async () => {
    const name = "signups";
    const signups = tdb.db.collection<Signup>(name);
    await signups.createIndex({ email: 1 }, { unique: true });
    const KEYS = 5;
    const ATTEMPTS_PER_KEY = 24;
    const email = (k: number) => `racer-${k}@example.com`;

    const outcomes = await Promise.all(
      Array.from({ length: KEYS * ATTEMPTS_PER_KEY }, async (_, i) => {
        const k = i % KEYS;
        try {
          await via<Signup>(i, name).insertOne({ _id: new ObjectId(), email: email(k), attempt: i });
          return { k, ok: true as const };
        } catch (err) {
          return { k, ok: false as const, code: errorCode(err), err };
        }
      }),
    );

    const otherErrors = outcomes.filter((o) => !o.ok && o.code !== 11000);
    expect(otherErrors, "failures other than duplicate key").toEqual([]);
    for (let k = 0; k < KEYS; k++) {
      expect(
        outcomes.filter((o) => o.k === k && o.ok),
        `successful inserts of ${email(k)}`,
      ).toHaveLength(1);
      expect(await signups.countDocuments({ email: email(k) })).toBe(1);
    }
    expect(await signups.countDocuments()).toBe(KEYS);
  }, 120_000);

  it("concurrent inserts of the same _id admit exactly one", async () => {
    const name = "same_id";
    const ATTEMPTS = 40;
    const outcomes = await Promise.all(
      Array.from({ length: ATTEMPTS }, async (_, i) => {
        try {
          await via<Signup>(i, name).insertOne({ _id: "the-one", email: `e${i}@example.com`, attempt: i });
          return { ok: true as const, attempt: i };
        } catch (err) {
          return { ok: false as const, attempt: i, code: errorCode(err) };
        }
      }),
    );
    const winners = outcomes.filter((o) => o.ok);
    expect(winners).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => o.code)).toEqual(Array(ATTEMPTS - 1).fill(11000));
    const stored = await tdb.db.collection<Signup>(name).find({}).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.attempt).toBe(winners[0]!.attempt);
  }, 120_000);
});
