import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../support/test-database";
import { freshCollection, type TestCollection } from "./support";

const t = useTestDatabase();

/** Parts catalogue: arrays, sub-documents, arrays of sub-documents, a null and a missing field. */
async function parts(): Promise<TestCollection> {
  const coll = freshCollection(t.db);
  await coll.insertMany([
    {
      _id: 1,
      kind: "brake",
      price: 40,
      tags: ["front", "disc"],
      maker: { name: "Acme", country: "DE" },
      fits: [{ model: "A" }, { model: "B" }],
    },
    {
      _id: 2,
      kind: "brake",
      price: 55,
      tags: ["rear", "disc"],
      maker: { name: "Bolt", country: "SE" },
      fits: [{ model: "B" }],
    },
    { _id: 3, kind: "filter", price: 10, tags: "oil", maker: { name: "Acme", country: "DE" }, fits: [] },
    { _id: 4, kind: "filter", price: 12, tags: [], maker: { name: "Crux" } },
    { _id: 5, kind: "wiper", price: null },
    { _id: 6, kind: "bulb" },
  ]);
  return coll;
}

/** distinct's order is unspecified: compare sorted copies. */
const sorted = (values: unknown[]) => [...values].sort((a, b) => String(a).localeCompare(String(b)));

describe("countDocuments", () => {
  it("counts all documents or those matching a filter", async () => {
    const coll = await parts();
    await expect(coll.countDocuments()).resolves.toBe(6);
    await expect(coll.countDocuments({ kind: "brake" })).resolves.toBe(2);
    await expect(coll.countDocuments({ price: { $gte: 12 } })).resolves.toBe(3);
    await expect(coll.countDocuments({ tags: "disc" })).resolves.toBe(2);
    await expect(coll.countDocuments({ "maker.name": "Acme" })).resolves.toBe(2);
    await expect(coll.countDocuments({ kind: "none" })).resolves.toBe(0);
  });

  it("honours skip and limit", async () => {
    const coll = await parts();
    await expect(coll.countDocuments({}, { skip: 2 })).resolves.toBe(4);
    await expect(coll.countDocuments({}, { limit: 3 })).resolves.toBe(3);
    await expect(coll.countDocuments({}, { skip: 4, limit: 5 })).resolves.toBe(2);
    await expect(coll.countDocuments({ kind: "filter" }, { skip: 1, limit: 5 })).resolves.toBe(1);
    await expect(coll.countDocuments({}, { skip: 10 })).resolves.toBe(0);
  });

  it("is zero for a collection that does not exist", async () => {
    await expect(freshCollection(t.db).countDocuments()).resolves.toBe(0);
  });

  it("follows inserts and deletes", async () => {
    const coll = await parts();
    await coll.insertOne({ kind: "brake" });
    await expect(coll.countDocuments({ kind: "brake" })).resolves.toBe(3);
    await coll.deleteMany({ kind: "brake" });
    await expect(coll.countDocuments({ kind: "brake" })).resolves.toBe(0);
    await expect(coll.countDocuments()).resolves.toBe(4);
  });
});

describe("estimatedDocumentCount and count", () => {
  it("estimatedDocumentCount reports the collection size", async () => {
    const coll = await parts();
    await expect(coll.estimatedDocumentCount()).resolves.toBe(6);
    await coll.deleteOne({ _id: 1 });
    await expect(coll.estimatedDocumentCount()).resolves.toBe(5);
    await expect(freshCollection(t.db).estimatedDocumentCount()).resolves.toBe(0);
  });

  it("the count command takes a query, skip and limit", async () => {
    const coll = await parts();
    const count = (extra: object) => t.db.command({ count: coll.collectionName, ...extra });
    await expect(count({})).resolves.toMatchObject({ ok: 1, n: 6 });
    await expect(count({ query: { kind: "filter" } })).resolves.toMatchObject({ n: 2 });
    await expect(count({ query: { price: { $lt: 50 } }, skip: 1 })).resolves.toMatchObject({ n: 2 });
    await expect(count({ limit: 2 })).resolves.toMatchObject({ n: 2 });
  });
});

describe("distinct", () => {
  it("returns each value once", async () => {
    const coll = await parts();
    expect(sorted(await coll.distinct("kind"))).toEqual(["brake", "bulb", "filter", "wiper"]);
  });

  it("flattens array fields into their elements", async () => {
    const coll = await parts();
    expect(sorted(await coll.distinct("tags"))).toEqual(["disc", "front", "oil", "rear"]);
  });

  it("follows dotted paths, also through arrays of sub-documents", async () => {
    const coll = await parts();
    expect(sorted(await coll.distinct("maker.name"))).toEqual(["Acme", "Bolt", "Crux"]);
    expect(sorted(await coll.distinct("maker.country"))).toEqual(["DE", "SE"]);
    expect(sorted(await coll.distinct("fits.model"))).toEqual(["A", "B"]);
  });

  it("applies a filter first", async () => {
    const coll = await parts();
    expect(sorted(await coll.distinct("tags", { kind: "brake" }))).toEqual(["disc", "front", "rear"]);
    expect(await coll.distinct("maker.name", { price: { $gt: 50 } })).toEqual(["Bolt"]);
    expect(await coll.distinct("kind", { kind: "none" })).toEqual([]);
  });

  it("includes an explicit null but not missing fields", async () => {
    const coll = await parts();
    const prices = await coll.distinct("price");
    expect(prices).toHaveLength(5);
    expect(prices).toEqual(expect.arrayContaining([null, 10, 12, 40, 55]));
  });

  it("of a collection that does not exist is empty", async () => {
    await expect(freshCollection(t.db).distinct("x")).resolves.toEqual([]);
  });

  it("treats equal sub-documents as one value", async () => {
    const coll = freshCollection(t.db);
    await coll.insertMany([{ v: { a: 1 } }, { v: { a: 1 } }, { v: { a: 2 } }, { v: 1 }, { v: 1 }]);
    const values = await coll.distinct("v");
    expect(values).toHaveLength(3);
    expect(values).toEqual(expect.arrayContaining([1, { a: 1 }, { a: 2 }]));
  });
});
