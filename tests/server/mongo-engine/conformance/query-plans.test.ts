import { describe, expect, it } from "vitest";
import type { Document } from "mongodb";
import { useTestDatabase } from "../../../support/test-database";
import {
  executionStats,
  expectServerError,
  freshCollection,
  planStages,
  sortedIds,
  stagesOf,
  type TestCollection,
} from "./support";

const t = useTestDatabase();

const CATEGORIES = ["brakes", "filters", "lighting"];

/** 60 parts: _id and price 1..60, categories in turn, one day apart from 1 January 2026. */
async function parts(...indexes: Document[]): Promise<TestCollection> {
  const coll = freshCollection(t.db);
  await coll.insertMany(
    Array.from({ length: 60 }, (_, i) => ({
      _id: i + 1,
      category: CATEGORIES[i % 3],
      price: i + 1,
      createdAt: new Date(Date.UTC(2026, 0, i + 1)),
    })),
  );
  for (const key of indexes) await coll.createIndex(key);
  return coll;
}

const ids = (docs: Document[]) => docs.map((doc) => doc._id);
const scanOf = (explain: Document) => stagesOf(explain).find((stage) => stage.stage === "IXSCAN");

describe("ranges and equalities from an ordered index", () => {
  it("answers a range from the index, reading only the documents in it", async () => {
    const coll = await parts({ price: 1 });
    const filter = { price: { $gte: 10, $lt: 20 } };
    expect(sortedIds(await coll.find(filter).toArray())).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const explain = await coll.find(filter).explain("executionStats");
    expect(planStages(explain)).toContain("IXSCAN");
    expect(planStages(explain)).not.toContain("COLLSCAN");
    expect(scanOf(explain)).toMatchObject({ indexName: "price_1", keyPattern: { price: 1 } });
    expect(executionStats(explain)).toMatchObject({ nReturned: 10, totalDocsExamined: 10 });
    expect(executionStats(explain).totalKeysExamined).toBeLessThanOrEqual(11);
  });

  it("brackets a range by type: a number bound never matches strings or dates", async () => {
    const coll = freshCollection(t.db);
    await coll.createIndex({ v: 1 });
    await coll.insertMany([
      { _id: 1, v: 5 },
      { _id: 2, v: "7" },
      { _id: 3, v: new Date(0) },
      { _id: 4, v: 9 },
      { _id: 5, v: null },
    ]);
    expect(sortedIds(await coll.find({ v: { $gt: 4 } }).toArray())).toEqual([1, 4]);
    expect(sortedIds(await coll.find({ v: { $lt: "8" } }).toArray())).toEqual([2]);
    expect(sortedIds(await coll.find({ v: { $gte: 5, $lte: 5 } }).toArray())).toEqual([1]);
    expect(sortedIds(await coll.find({ v: { $gt: 4, $lt: "z" } }).toArray())).toEqual([]);
  });

  it("answers $in with one interval per value, in index order", async () => {
    const coll = await parts({ category: 1 });
    const found = await coll.find({ category: { $in: ["lighting", "brakes"] } }).toArray();
    expect(found).toHaveLength(40);
    const explain = await coll.find({ category: { $in: ["lighting", "brakes"] } }).explain("queryPlanner");
    expect(scanOf(explain)?.indexBounds).toEqual({
      category: ['["brakes", "brakes"]', '["lighting", "lighting"]'],
    });
  });

  it("uses a prefix of a compound index, and bounds its next field by a range", async () => {
    const coll = await parts({ category: 1, price: 1 });
    const filter = { category: "filters", price: { $gt: 50 } };
    expect(ids(await coll.find(filter).toArray())).toEqual([53, 56, 59]);
    const explain = await coll.find(filter).explain("executionStats");
    expect(scanOf(explain)?.indexBounds).toEqual({
      category: ['["filters", "filters"]'],
      price: ["(50, inf.0]"],
    });
    expect(executionStats(explain)).toMatchObject({
      nReturned: 3,
      totalDocsExamined: 3,
      totalKeysExamined: 3,
    });
  });

  it("bounds a date range, walked in a descending index's order", async () => {
    const coll = await parts({ createdAt: -1 });
    const from = new Date(Date.UTC(2026, 0, 10));
    const to = new Date(Date.UTC(2026, 0, 20));
    const filter = { createdAt: { $gte: from, $lt: to } };
    const page = () => coll.find(filter).sort({ createdAt: -1 }).limit(3);
    expect(ids(await page().toArray())).toEqual([19, 18, 17]);
    const explain = await page().explain("executionStats");
    expect(planStages(explain)).not.toContain("SORT");
    expect(scanOf(explain)?.indexBounds).toEqual({
      createdAt: [`(new Date(${to.getTime()}), new Date(${from.getTime()})]`],
    });
    expect(executionStats(explain)).toMatchObject({ nReturned: 3, totalDocsExamined: 3 });
    expect(executionStats(explain).totalKeysExamined).toBeLessThanOrEqual(4);
    expect(await coll.countDocuments(filter)).toBe(10);
  });

  it("reads a range through the index that leads with its field, not one that holds it further in", async () => {
    const coll = await parts({ category: 1, createdAt: 1 }, { createdAt: 1, price: 1 });
    const filter = {
      createdAt: { $gte: new Date(Date.UTC(2026, 0, 10)), $lt: new Date(Date.UTC(2026, 0, 20)) },
    };
    expect(sortedIds(await coll.find(filter).toArray())).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const explain = await coll.find(filter).explain("executionStats");
    expect(scanOf(explain)).toMatchObject({ indexName: "createdAt_1_price_1" });
    expect(executionStats(explain).totalKeysExamined).toBeLessThanOrEqual(11);
    const counted = await t.db.command({
      explain: { count: coll.collectionName, query: filter },
      verbosity: "executionStats",
    });
    expect(stagesOf(counted).find((stage) => stage.indexName)).toMatchObject({
      indexName: "createdAt_1_price_1",
    });
    expect(executionStats(counted).totalKeysExamined).toBeLessThanOrEqual(11);
  });

  it("sees updates and deletes of indexed values at once", async () => {
    const coll = await parts({ price: 1 });
    await coll.updateOne({ _id: 5 }, { $set: { price: 1000 } });
    await coll.deleteOne({ _id: 6 });
    expect(ids(await coll.find({ price: { $gte: 4, $lte: 7 } }).toArray())).toEqual([4, 7]);
    expect(ids(await coll.find({ price: { $gt: 100 } }).toArray())).toEqual([5]);
  });
});

describe("sorting on an index", () => {
  it("walks the index for the newest first and stops after the limit, with no blocking sort", async () => {
    const coll = await parts({ createdAt: -1 });
    const newest = coll.find({}).sort({ createdAt: -1 }).limit(5);
    expect(ids(await newest.toArray())).toEqual([60, 59, 58, 57, 56]);
    const explain = await coll.find({}).sort({ createdAt: -1 }).limit(5).explain("executionStats");
    expect(planStages(explain)).not.toContain("SORT");
    expect(scanOf(explain)).toMatchObject({ indexName: "createdAt_-1", direction: "forward" });
    expect(executionStats(explain).totalDocsExamined).toBeLessThanOrEqual(5);
    expect(executionStats(explain).totalKeysExamined).toBeLessThanOrEqual(6);
  });

  it("walks an index backwards for the opposite order", async () => {
    const coll = await parts({ createdAt: -1 });
    expect(ids(await coll.find({}).sort({ createdAt: 1 }).limit(3).toArray())).toEqual([1, 2, 3]);
    const explain = await coll.find({}).sort({ createdAt: 1 }).limit(3).explain("queryPlanner");
    expect(scanOf(explain)).toMatchObject({ indexName: "createdAt_-1", direction: "backward" });
    expect(planStages(explain)).not.toContain("SORT");
  });

  it("sorts a category page by price from a compound index, skip included", async () => {
    const coll = await parts({ category: 1, price: 1 });
    const page = () => coll.find({ category: "brakes" }).sort({ price: -1 }).skip(2).limit(3);
    expect(ids(await page().toArray())).toEqual([52, 49, 46]);
    const explain = await page().explain("executionStats");
    expect(planStages(explain)).toEqual(expect.arrayContaining(["IXSCAN", "SKIP"]));
    expect(planStages(explain)).not.toContain("SORT");
    expect(executionStats(explain).totalKeysExamined).toBeLessThanOrEqual(6);
  });

  it("sorts in memory when no index gives the order", async () => {
    const coll = await parts({ category: 1 });
    const page = () => coll.find({ category: "brakes" }).sort({ price: -1 }).limit(2);
    expect(ids(await page().toArray())).toEqual([58, 55]);
    expect(planStages(await page().explain("queryPlanner"))).toContain("SORT");
  });

  it("prefers the index that gives both the equality and the sort", async () => {
    const coll = await parts({ createdAt: -1 }, { category: 1, createdAt: -1 });
    const page = () => coll.find({ category: "lighting" }).sort({ createdAt: -1 }).limit(2);
    expect(ids(await page().toArray())).toEqual([60, 57]);
    const explain = await page().explain("queryPlanner");
    expect(scanOf(explain)?.indexName).toBe("category_1_createdAt_-1");
    expect(planStages(explain)).not.toContain("SORT");
  });

  it("merges the stretches of an $in's values in the sort's order (SORT_MERGE), each document once", async () => {
    // Parts fitting one model each in turn; every fifth also fits everything ("*"), as universal parts do.
    const coll = freshCollection(t.db);
    const docs = Array.from({ length: 60 }, (_, i) => ({
      _id: i + 1,
      fits:
        i % 5 === 0 ? [["civic", "corolla", "f150"][i % 3]!, "*"] : [["civic", "corolla", "f150"][i % 3]!],
      createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 2))),
    }));
    await coll.insertMany(docs);
    await coll.createIndex({ fits: 1, createdAt: -1, _id: -1 });
    const wanted = docs.filter((doc) => doc.fits.includes("civic") || doc.fits.includes("*"));
    const filter = { fits: { $in: ["civic", "*"] } };
    for (const order of [-1, 1] as const) {
      const page = () => coll.find(filter).sort({ createdAt: order, _id: order }).limit(6);
      const expected = wanted
        .sort((a, b) => order * (a.createdAt.getTime() - b.createdAt.getTime() || a._id - b._id))
        .slice(0, 6);
      expect(ids(await page().toArray()), `order ${order}`).toEqual(ids(expected));
      const explain = await page().explain("executionStats");
      expect(planStages(explain)).toContain("SORT_MERGE");
      expect(planStages(explain)).not.toContain("SORT");
      // One key read ahead per scan, and a part fitting both values met twice: never the whole index.
      expect(executionStats(explain).totalDocsExamined).toBeLessThanOrEqual(8);
      expect(executionStats(explain).totalKeysExamined).toBeLessThanOrEqual(10);
    }
  });

  it("orders missing fields as null, first when ascending", async () => {
    const coll = freshCollection(t.db);
    await coll.createIndex({ rank: 1 });
    await coll.insertMany([{ _id: 1, rank: 2 }, { _id: 2 }, { _id: 3, rank: 1 }, { _id: 4, rank: null }]);
    expect(ids(await coll.find({}).sort({ rank: 1 }).toArray())).toEqual([2, 4, 3, 1]);
    expect(ids(await coll.find({}).sort({ rank: -1 }).toArray())).toEqual([1, 3, 4, 2]);
  });
});

describe("multikey indexes", () => {
  it("does not intersect two ranges on an array field: different elements may satisfy each", async () => {
    const coll = freshCollection(t.db);
    await coll.createIndex({ sizes: 1 });
    await coll.insertMany([
      { _id: 1, sizes: [1, 9] },
      { _id: 2, sizes: [5] },
      { _id: 3, sizes: [0, 1] },
    ]);
    expect(sortedIds(await coll.find({ sizes: { $gt: 3, $lt: 7 } }).toArray())).toEqual([1, 2]);
    expect(sortedIds(await coll.find({ sizes: { $elemMatch: { $gt: 3, $lt: 7 } } }).toArray())).toEqual([2]);
  });

  it("compounds the bounds of one $elemMatch over an array of sub-documents", async () => {
    const coll = freshCollection(t.db);
    await coll.createIndex({ "fitments.make": 1, "fitments.model": 1 });
    await coll.insertMany([
      { _id: 1, fitments: [{ make: "Ford", model: "Focus" }] },
      {
        _id: 2,
        fitments: [
          { make: "Ford", model: "Fiesta" },
          { make: "VW", model: "Focus" },
        ],
      },
      { _id: 3, fitments: [] },
    ]);
    const elemMatch = { fitments: { $elemMatch: { make: "Ford", model: "Focus" } } };
    expect(ids(await coll.find(elemMatch).toArray())).toEqual([1]);
    const explain = await coll.find(elemMatch).explain("executionStats");
    expect(scanOf(explain)).toMatchObject({
      indexName: "fitments.make_1_fitments.model_1",
      isMultiKey: true,
      indexBounds: { "fitments.make": ['["Ford", "Ford"]'], "fitments.model": ['["Focus", "Focus"]'] },
    });
    expect(executionStats(explain)).toMatchObject({ totalKeysExamined: 1, totalDocsExamined: 1 });
    // Without $elemMatch the two conditions may hold in different fitments.
    const dotted = { "fitments.make": "Ford", "fitments.model": "Focus" };
    expect(sortedIds(await coll.find(dotted).toArray())).toEqual([1, 2]);
  });

  it("returns a document once however many of its keys are in bounds", async () => {
    const coll = freshCollection(t.db);
    await coll.createIndex({ tags: 1 });
    await coll.insertMany([
      { _id: 1, tags: ["pad", "rotor", "kit"] },
      { _id: 2, tags: ["bulb"] },
    ]);
    expect(ids(await coll.find({ tags: { $in: ["pad", "kit", "rotor"] } }).toArray())).toEqual([1]);
    expect(await coll.countDocuments({ tags: { $gte: "k" } })).toBe(1);
  });

  it("refuses to index two different arrays in one compound key", async () => {
    const coll = freshCollection(t.db);
    await coll.createIndex({ a: 1, b: 1 });
    await expectServerError(coll.insertOne({ _id: 1, a: [1, 2], b: [3, 4] }), { code: 171 });
    expect(await coll.countDocuments()).toBe(0);
  });
});

describe("counting from an index", () => {
  it("counts a category from the index alone, reading no document", async () => {
    const coll = await parts({ category: 1 });
    expect(await coll.countDocuments({ category: "brakes" })).toBe(20);
    expect(await coll.countDocuments({ category: "brakes" }, { skip: 5, limit: 10 })).toBe(10);
    const explain = await t.db.command({
      explain: { count: coll.collectionName, query: { category: "brakes" } },
      verbosity: "executionStats",
    });
    expect(planStages(explain)).toEqual(["COUNT", "COUNT_SCAN"]);
    expect(executionStats(explain)).toMatchObject({ totalDocsExamined: 0 });
    expect(executionStats(explain).totalKeysExamined).toBeLessThanOrEqual(21);
  });

  it("counts what countDocuments sends (a $match and a $group) without reading documents", async () => {
    const coll = await parts({ category: 1, price: 1 });
    const pipeline = [
      { $match: { category: "lighting", price: { $lte: 30 } } },
      { $group: { _id: 1, n: { $sum: 1 } } },
    ];
    expect(await coll.aggregate(pipeline).toArray()).toEqual([{ _id: 1, n: 10 }]);
    const explain = await coll.aggregate(pipeline).explain("executionStats");
    expect(stagesOf(explain).some((stage) => stage.indexName === "category_1_price_1")).toBe(true);
    expect(executionStats(explain).totalDocsExamined).toBe(0);
  });

  it("reads documents to count when the index cannot say everything", async () => {
    const coll = await parts({ category: 1 });
    expect(await coll.countDocuments({ category: "brakes", price: { $gt: 30 } })).toBe(10);
    const explain = await t.db.command({
      explain: { count: coll.collectionName, query: { category: "brakes", price: { $gt: 30 } } },
      verbosity: "executionStats",
    });
    expect(planStages(explain)).toEqual(["COUNT", "FETCH", "IXSCAN"]);
    expect(executionStats(explain).totalDocsExamined).toBe(20);
  });
});

describe("explain and hint", () => {
  it("reports a collection scan where no index applies, and IDHACK for an _id lookup", async () => {
    const coll = await parts({ category: 1 });
    const scan = await coll.find({ price: 7 }).explain("executionStats");
    expect(planStages(scan)).toEqual(["COLLSCAN"]);
    expect(executionStats(scan)).toMatchObject({ nReturned: 1, totalDocsExamined: 60, totalKeysExamined: 0 });
    const byId = await coll.find({ _id: 7 }).explain("executionStats");
    expect(["IDHACK", "EXPRESS_IXSCAN"]).toContain(planStages(byId)[0]);
    expect(executionStats(byId)).toMatchObject({ nReturned: 1, totalDocsExamined: 1 });
  });

  it("explains an aggregate whose leading stages run as a find", async () => {
    const coll = await parts({ category: 1, price: 1 });
    const pipeline = [{ $match: { category: "brakes" } }, { $sort: { price: 1 } }, { $limit: 2 }];
    expect(ids(await coll.aggregate(pipeline).toArray())).toEqual([1, 4]);
    const explain = await coll.aggregate(pipeline).explain("queryPlanner");
    expect(stagesOf(explain).find((stage) => stage.stage === "IXSCAN")?.indexName).toBe("category_1_price_1");
    expect(planStages(explain)).not.toContain("SORT");
  });

  it("uses the hinted index by name or key pattern, and a collection scan for $natural", async () => {
    const coll = await parts({ category: 1 }, { price: 1 });
    const byName = await coll.find({ category: "brakes" }).hint("price_1").explain("queryPlanner");
    expect(scanOf(byName)?.indexName).toBe("price_1");
    expect(await coll.find({ category: "brakes" }).hint({ price: 1 }).count()).toBe(20);
    const natural = await coll.find({ category: "brakes" }).hint({ $natural: 1 }).explain("queryPlanner");
    expect(planStages(natural)).toEqual(["COLLSCAN"]);
    expect(await coll.find({ category: "brakes" }).hint({ $natural: 1 }).toArray()).toHaveLength(20);
  });

  it("follows an aggregate's hint, and so countDocuments'", async () => {
    const coll = await parts({ category: 1 }, { price: 1 });
    const pipeline = [{ $match: { category: "brakes", price: { $lte: 30 } } }];
    const hinted = await coll.aggregate(pipeline, { hint: "price_1" }).explain("queryPlanner");
    expect(scanOf(hinted)?.indexName).toBe("price_1");
    expect(await coll.aggregate(pipeline, { hint: { price: 1 } }).toArray()).toHaveLength(10);
    expect(await coll.countDocuments(pipeline[0]!.$match, { hint: { price: 1 } })).toBe(10);
    const counted = await coll
      .aggregate([...pipeline, { $group: { _id: 1, n: { $sum: 1 } } }], { hint: { price: 1 } })
      .explain("executionStats");
    expect(stagesOf(counted).find((stage) => stage.indexName)?.indexName).toBe("price_1");
    await expectServerError(coll.aggregate(pipeline, { hint: "nope_1" }).toArray(), { code: 2 });
  });

  it("refuses a hint naming no index instead of scanning", async () => {
    const coll = await parts({ category: 1 });
    await expectServerError(coll.find({ category: "brakes" }).hint("nope_1").toArray(), { code: 2 });
    await expectServerError(coll.find({}).hint({ price: 1 }).toArray(), { code: 2 });
  });
});

describe("distinct and counts over multikey keys", () => {
  it("counts one value of an array field from the index, each document once however often it holds it", async () => {
    const coll = freshCollection(t.db);
    await coll.insertMany([
      { _id: 1, keys: ["a", "a", "b"] },
      { _id: 2, keys: ["a"] },
      { _id: 3, keys: ["b", "c"] },
      { _id: 4, keys: "a" },
    ]);
    await coll.createIndex({ keys: 1 });
    expect(await coll.countDocuments({ keys: "a" })).toBe(3);
    const explain = await t.db.command({
      explain: { count: coll.collectionName, query: { keys: "a" } },
      verbosity: "executionStats",
    });
    expect(planStages(explain)).toEqual(["COUNT", "COUNT_SCAN"]);
    // Two values may both be held by one document: counted by walking, each document once.
    expect(await coll.countDocuments({ keys: { $in: ["a", "b"] } })).toBe(4);
  });

  it("answers distinct from an index's keys as from the documents, null only where a document holds it", async () => {
    const coll = freshCollection(t.db);
    await coll.insertMany([
      { _id: 1, tags: ["pads", "rotors"] },
      { _id: 2, tags: "fluid" },
      { _id: 3 },
      { _id: 4, tags: ["pads"] },
    ]);
    const fromDocuments = await coll.distinct("tags");
    await coll.createIndex({ tags: 1, _id: 1 });
    expect(fromDocuments).toEqual(["fluid", "pads", "rotors"]);
    expect(await coll.distinct("tags")).toEqual(fromDocuments);
    await coll.insertOne({ _id: 5, tags: null });
    expect(await coll.distinct("tags")).toEqual([null, "fluid", "pads", "rotors"]);
  });
});
