import { describe, expect, it } from "vitest";
import { MongoClient, type CommandSucceededEvent, type Document } from "mongodb";
import { useTestDatabase } from "../../../support/test-database";
import { freshCollection, type TestCollection } from "./support";

const t = useTestDatabase();

/** Orders: _id 1..6, two regions, items as arrays (one empty, one missing). */
const orderDocs = [
  { _id: 1, region: "north", shop: "a", qty: 2, price: 10, items: ["bolt", "nut"], at: 1 },
  { _id: 2, region: "north", shop: "b", qty: 1, price: 25, items: ["gear"], at: 2 },
  { _id: 3, region: "south", shop: "a", qty: 5, price: 4, items: ["nut", "nut", "washer"], at: 3 },
  { _id: 4, region: "south", shop: "a", qty: 3, price: 8, items: [], at: 4 },
  { _id: 5, region: "north", shop: "a", qty: 4, price: 6, at: 5 },
  { _id: 6, region: "east", shop: "c", qty: 1, price: 100, items: null, at: 6 },
];

async function orders(): Promise<TestCollection> {
  const coll = freshCollection(t.db);
  await coll.insertMany(orderDocs.map((d) => ({ ...d })));
  return coll;
}

const run = (coll: TestCollection, pipeline: Document[]) => coll.aggregate(pipeline).toArray();

describe("document stages", () => {
  it("$match filters with query operators", async () => {
    const coll = await orders();
    const docs = await run(coll, [{ $match: { region: "north", qty: { $gte: 2 } } }, { $sort: { _id: 1 } }]);
    expect(docs.map((d) => d._id)).toEqual([1, 5]);
  });

  it("$project includes, excludes, renames and computes", async () => {
    const coll = await orders();
    const docs = await run(coll, [
      { $match: { _id: { $in: [1, 2] } } },
      { $sort: { _id: 1 } },
      { $project: { _id: 0, id: "$_id", total: { $multiply: ["$qty", "$price"] }, region: 1 } },
    ]);
    expect(docs).toEqual([
      { id: 1, total: 20, region: "north" },
      { id: 2, total: 25, region: "north" },
    ]);
    const excluded = await run(coll, [{ $match: { _id: 1 } }, { $project: { items: 0, at: 0, shop: 0 } }]);
    expect(excluded).toEqual([{ _id: 1, region: "north", qty: 2, price: 10 }]);
  });

  it("$addFields and $set add computed fields, $unset removes fields", async () => {
    const coll = await orders();
    const docs = await run(coll, [
      { $match: { _id: 2 } },
      { $addFields: { total: { $multiply: ["$qty", "$price"] } } },
      { $set: { big: { $gt: ["$total", 20] }, "meta.src": "agg" } },
      { $unset: ["items", "at", "shop"] },
    ]);
    expect(docs).toEqual([
      { _id: 2, region: "north", qty: 1, price: 25, total: 25, big: true, meta: { src: "agg" } },
    ]);
  });

  it("$sort, $skip and $limit page through the results", async () => {
    const coll = await orders();
    const docs = await run(coll, [{ $sort: { region: 1, qty: -1 } }, { $skip: 1 }, { $limit: 3 }]);
    // east(6); north: 5(4), 1(2), 2(1); south: 3(5), 4(3)
    expect(docs.map((d) => d._id)).toEqual([5, 1, 2]);
  });

  it("$count counts the documents reaching it, and yields nothing for no input", async () => {
    const coll = await orders();
    await expect(run(coll, [{ $match: { shop: "a" } }, { $count: "n" }])).resolves.toEqual([{ n: 4 }]);
    await expect(run(coll, [{ $match: { shop: "zzz" } }, { $count: "n" }])).resolves.toEqual([]);
  });

  it("$replaceRoot and $sortByCount reshape the output", async () => {
    const coll = await orders();
    const roots = await run(coll, [
      { $match: { _id: 1 } },
      { $replaceRoot: { newRoot: { shop: "$shop", qty: "$qty" } } },
    ]);
    expect(roots).toEqual([{ shop: "a", qty: 2 }]);
    const counts = await run(coll, [{ $sortByCount: "$region" }]);
    expect(counts).toEqual([
      { _id: "north", count: 3 },
      { _id: "south", count: 2 },
      { _id: "east", count: 1 },
    ]);
  });

  it("an aggregate on a collection that does not exist returns no documents", async () => {
    await expect(run(freshCollection(t.db), [{ $match: {} }])).resolves.toEqual([]);
  });
});

describe("$group", () => {
  it("computes the accumulators per group", async () => {
    const coll = await orders();
    const docs = await run(coll, [
      { $sort: { at: 1 } },
      {
        $group: {
          _id: "$region",
          qty: { $sum: "$qty" },
          count: { $sum: 1 },
          avgPrice: { $avg: "$price" },
          minQty: { $min: "$qty" },
          maxPrice: { $max: "$price" },
          shops: { $addToSet: "$shop" },
          ids: { $push: "$_id" },
          first: { $first: "$_id" },
          last: { $last: "$_id" },
          n: { $count: {} },
        },
      },
      { $sort: { _id: 1 } },
    ]);
    const sortedShops = docs.map((d) => ({ ...d, shops: [...d.shops].sort() }));
    expect(sortedShops).toEqual([
      {
        _id: "east",
        qty: 1,
        count: 1,
        avgPrice: 100,
        minQty: 1,
        maxPrice: 100,
        shops: ["c"],
        ids: [6],
        first: 6,
        last: 6,
        n: 1,
      },
      {
        _id: "north",
        qty: 7,
        count: 3,
        avgPrice: 41 / 3,
        minQty: 1,
        maxPrice: 25,
        shops: ["a", "b"],
        ids: [1, 2, 5],
        first: 1,
        last: 5,
        n: 3,
      },
      {
        _id: "south",
        qty: 8,
        count: 2,
        avgPrice: 6,
        minQty: 3,
        maxPrice: 8,
        shops: ["a"],
        ids: [3, 4],
        first: 3,
        last: 4,
        n: 2,
      },
    ]);
  });

  it("groups everything under _id: null", async () => {
    const coll = await orders();
    const docs = await run(coll, [
      { $group: { _id: null, revenue: { $sum: { $multiply: ["$qty", "$price"] } }, orders: { $sum: 1 } } },
    ]);
    // 20 + 25 + 20 + 24 + 24 + 100
    expect(docs).toEqual([{ _id: null, revenue: 213, orders: 6 }]);
  });

  it("groups by a compound key", async () => {
    const coll = await orders();
    const docs = await run(coll, [
      { $group: { _id: { region: "$region", shop: "$shop" }, qty: { $sum: "$qty" } } },
      { $sort: { "_id.region": 1, "_id.shop": 1 } },
    ]);
    expect(docs).toEqual([
      { _id: { region: "east", shop: "c" }, qty: 1 },
      { _id: { region: "north", shop: "a" }, qty: 6 },
      { _id: { region: "north", shop: "b" }, qty: 1 },
      { _id: { region: "south", shop: "a" }, qty: 8 },
    ]);
  });

  it("$sum ignores non-numbers and $avg of nothing is null", async () => {
    const coll = freshCollection(t.db);
    await coll.insertMany([{ g: 1, v: 2 }, { g: 1, v: "x" }, { g: 1 }, { g: 2, v: "y" }]);
    const docs = await run(coll, [
      { $group: { _id: "$g", sum: { $sum: "$v" }, avg: { $avg: "$v" } } },
      { $sort: { _id: 1 } },
    ]);
    expect(docs).toEqual([
      { _id: 1, sum: 2, avg: 2 },
      { _id: 2, sum: 0, avg: null },
    ]);
  });

  it("documents missing the group key fall in the null group", async () => {
    const coll = freshCollection(t.db);
    await coll.insertMany([{ k: "a" }, {}, { k: null }, { k: "a" }]);
    const docs = await run(coll, [{ $group: { _id: "$k", n: { $sum: 1 } } }, { $sort: { _id: 1 } }]);
    expect(docs).toEqual([
      { _id: null, n: 2 },
      { _id: "a", n: 2 },
    ]);
  });
});

describe("$unwind", () => {
  it("emits one document per element, dropping empty, null and missing arrays", async () => {
    const coll = await orders();
    const docs = await run(coll, [
      { $unwind: "$items" },
      { $project: { items: 1 } },
      { $sort: { _id: 1, items: 1 } },
    ]);
    expect(docs.map((d) => [d._id, d.items])).toEqual([
      [1, "bolt"],
      [1, "nut"],
      [2, "gear"],
      [3, "nut"],
      [3, "nut"],
      [3, "washer"],
    ]);
  });

  it("preserveNullAndEmptyArrays keeps those documents, includeArrayIndex numbers elements", async () => {
    const coll = await orders();
    const docs = await run(coll, [
      { $match: { _id: { $in: [2, 4, 5, 6] } } },
      { $unwind: { path: "$items", preserveNullAndEmptyArrays: true, includeArrayIndex: "i" } },
      { $project: { items: 1, i: 1 } },
      { $sort: { _id: 1 } },
    ]);
    expect(docs).toEqual([
      { _id: 2, items: "gear", i: 0 },
      { _id: 4, i: null },
      { _id: 5, i: null },
      { _id: 6, items: null, i: null },
    ]);
  });

  it("unwind then group counts the elements", async () => {
    const coll = await orders();
    const docs = await run(coll, [
      { $unwind: "$items" },
      { $group: { _id: "$items", n: { $sum: 1 } } },
      { $sort: { n: -1, _id: 1 } },
    ]);
    expect(docs).toEqual([
      { _id: "nut", n: 3 },
      { _id: "bolt", n: 1 },
      { _id: "gear", n: 1 },
      { _id: "washer", n: 1 },
    ]);
  });
});

describe("$lookup", () => {
  async function shopsAndOrders() {
    const ordersColl = await orders();
    const shops = freshCollection(t.db);
    await shops.insertMany([
      { _id: "a", name: "Alpha", minQty: 3 },
      { _id: "b", name: "Beta", minQty: 1 },
      { _id: "z", name: "Zeta", minQty: 1 },
    ]);
    return { ordersColl, shops };
  }

  it("joins on localField / foreignField", async () => {
    const { ordersColl, shops } = await shopsAndOrders();
    const docs = await run(shops, [
      { $lookup: { from: ordersColl.collectionName, localField: "_id", foreignField: "shop", as: "orders" } },
      { $project: { orderIds: "$orders._id" } },
      { $sort: { _id: 1 } },
    ]);
    expect(docs.map((d) => ({ ...d, orderIds: [...d.orderIds].sort() }))).toEqual([
      { _id: "a", orderIds: [1, 3, 4, 5] },
      { _id: "b", orderIds: [2] },
      { _id: "z", orderIds: [] },
    ]);
  });

  it("joins the other way round; no match gives an empty array", async () => {
    const { ordersColl, shops } = await shopsAndOrders();
    const docs = await run(ordersColl, [
      { $match: { _id: { $in: [2, 6] } } },
      { $lookup: { from: shops.collectionName, localField: "shop", foreignField: "_id", as: "shop" } },
      { $project: { shop: 1 } },
      { $sort: { _id: 1 } },
    ]);
    expect(docs).toEqual([
      { _id: 2, shop: [{ _id: "b", name: "Beta", minQty: 1 }] },
      { _id: 6, shop: [] },
    ]);
  });

  it("supports the pipeline form with let variables", async () => {
    const { ordersColl, shops } = await shopsAndOrders();
    const docs = await run(shops, [
      {
        $lookup: {
          from: ordersColl.collectionName,
          let: { shopId: "$_id", min: "$minQty" },
          pipeline: [
            { $match: { $expr: { $and: [{ $eq: ["$shop", "$$shopId"] }, { $gte: ["$qty", "$$min"] }] } } },
            { $sort: { _id: 1 } },
            { $project: { _id: 1 } },
          ],
          as: "big",
        },
      },
      { $sort: { _id: 1 } },
      { $project: { name: 0 } },
    ]);
    expect(docs).toEqual([
      { _id: "a", minQty: 3, big: [{ _id: 3 }, { _id: 4 }, { _id: 5 }] },
      { _id: "b", minQty: 1, big: [{ _id: 2 }] },
      { _id: "z", minQty: 1, big: [] },
    ]);
  });
});

describe("$facet", () => {
  it("runs several sub-pipelines over the same input", async () => {
    const coll = await orders();
    const docs = await run(coll, [
      { $match: { qty: { $gte: 2 } } },
      {
        $facet: {
          total: [{ $count: "n" }],
          byRegion: [{ $group: { _id: "$region", n: { $sum: 1 } } }, { $sort: { _id: 1 } }],
          top: [{ $sort: { price: -1 } }, { $limit: 1 }, { $project: { _id: 1 } }],
        },
      },
    ]);
    expect(docs).toEqual([
      {
        total: [{ n: 4 }],
        byRegion: [
          { _id: "north", n: 2 },
          { _id: "south", n: 2 },
        ],
        top: [{ _id: 1 }],
      },
    ]);
  });
});

describe("aggregate cursors", () => {
  it("pages a large result through getMore with a small batchSize", async () => {
    const coll = freshCollection(t.db);
    await coll.insertMany(Array.from({ length: 230 }, (_, i) => ({ _id: i, even: i % 2 === 0 })));
    const watcher = new MongoClient(t.uri, { monitorCommands: true });
    const events: CommandSucceededEvent[] = [];
    watcher.on("commandSucceeded", (e) => {
      if (e.commandName === "aggregate" || e.commandName === "getMore") events.push(e);
    });
    try {
      const docs = await watcher
        .db(t.db.databaseName)
        .collection(coll.collectionName)
        .aggregate([{ $match: { even: true } }, { $sort: { _id: -1 } }, { $project: { _id: 1 } }], {
          batchSize: 7,
        })
        .toArray();
      expect(docs.map((d) => d._id)).toEqual(Array.from({ length: 115 }, (_, i) => 228 - 2 * i));
      expect(events.filter((e) => e.commandName === "getMore").length).toBeGreaterThanOrEqual(16);
      for (const event of events) {
        const cursor = (event.reply as Document).cursor as Document;
        expect((cursor.firstBatch ?? cursor.nextBatch).length).toBeLessThanOrEqual(7);
      }
    } finally {
      await watcher.close();
    }
  });

  it("the raw aggregate command answers a cursor document", async () => {
    const coll = await orders();
    const reply = await t.db.command({
      aggregate: coll.collectionName,
      pipeline: [{ $match: { region: "north" } }, { $sort: { _id: 1 } }, { $project: { _id: 1 } }],
      cursor: {},
    });
    expect(reply.ok).toBe(1);
    expect(reply.cursor.ns).toBe(`${t.db.databaseName}.${coll.collectionName}`);
    expect(reply.cursor.firstBatch).toEqual([{ _id: 1 }, { _id: 2 }, { _id: 5 }]);
    expect(Number(reply.cursor.id)).toBe(0);
  });
});
