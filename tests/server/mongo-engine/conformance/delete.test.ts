import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../support/test-database";
import { freshCollection, type TestCollection, sortedIds } from "./support";

const t = useTestDatabase();

/** Ten documents: _id 1..10, `parity` "odd"/"even", `n` = _id * 10, and tags on the first three. */
async function tenDocs(): Promise<TestCollection> {
  const coll = freshCollection(t.db);
  await coll.insertMany(
    Array.from({ length: 10 }, (_, i) => ({
      _id: i + 1,
      parity: (i + 1) % 2 === 0 ? "even" : "odd",
      n: (i + 1) * 10,
      ...(i < 3 ? { tags: ["first-three", `t${i + 1}`] } : {}),
    })),
  );
  return coll;
}

const remaining = async (coll: TestCollection) => sortedIds(await coll.find().toArray());

describe("deleteOne", () => {
  it("deletes exactly one of several matching documents", async () => {
    const coll = await tenDocs();
    const result = await coll.deleteOne({ parity: "even" });
    expect(result).toEqual({ acknowledged: true, deletedCount: 1 });
    await expect(coll.countDocuments({ parity: "even" })).resolves.toBe(4);
    await expect(coll.countDocuments({ parity: "odd" })).resolves.toBe(5);
  });

  it("deletes the document a specific filter names", async () => {
    const coll = await tenDocs();
    await expect(coll.deleteOne({ n: { $gt: 35, $lt: 45 } })).resolves.toMatchObject({ deletedCount: 1 });
    expect(await remaining(coll)).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10]);
  });

  it("reports zero when nothing matches, and deletes nothing", async () => {
    const coll = await tenDocs();
    await expect(coll.deleteOne({ parity: "neither" })).resolves.toMatchObject({ deletedCount: 0 });
    await expect(coll.countDocuments()).resolves.toBe(10);
  });

  it("on a collection that does not exist reports zero", async () => {
    const coll = freshCollection(t.db);
    await expect(coll.deleteOne({})).resolves.toMatchObject({ deletedCount: 0 });
  });
});

describe("deleteMany", () => {
  it("deletes every matching document and counts them", async () => {
    const coll = await tenDocs();
    await expect(coll.deleteMany({ parity: "odd" })).resolves.toEqual({
      acknowledged: true,
      deletedCount: 5,
    });
    expect(await remaining(coll)).toEqual([2, 4, 6, 8, 10]);
  });

  it("understands query operators, array elements and missing fields", async () => {
    const coll = await tenDocs();
    await expect(coll.deleteMany({ tags: "first-three", _id: { $ne: 2 } })).resolves.toMatchObject({
      deletedCount: 2,
    });
    expect(await remaining(coll)).toEqual([2, 4, 5, 6, 7, 8, 9, 10]);
    await expect(coll.deleteMany({ tags: { $exists: false }, n: { $gte: 90 } })).resolves.toMatchObject({
      deletedCount: 2,
    });
    expect(await remaining(coll)).toEqual([2, 4, 5, 6, 7, 8]);
    await expect(coll.deleteMany({ $or: [{ _id: 4 }, { n: 80 }] })).resolves.toMatchObject({
      deletedCount: 2,
    });
    expect(await remaining(coll)).toEqual([2, 5, 6, 7]);
  });

  it("with an empty filter empties the collection but keeps it", async () => {
    const coll = await tenDocs();
    await expect(coll.deleteMany({})).resolves.toMatchObject({ deletedCount: 10 });
    await expect(coll.countDocuments()).resolves.toBe(0);
    const listed = await t.db.listCollections({ name: coll.collectionName }).toArray();
    expect(listed).toHaveLength(1);
  });

  it("reports zero when nothing matches", async () => {
    const coll = await tenDocs();
    await expect(coll.deleteMany({ n: { $gt: 1000 } })).resolves.toMatchObject({ deletedCount: 0 });
    await expect(coll.countDocuments()).resolves.toBe(10);
  });

  it("deleted documents are gone for every later read and their _id can be reused", async () => {
    const coll = await tenDocs();
    await coll.deleteMany({ _id: { $in: [1, 2] } });
    await expect(coll.findOne({ _id: 1 })).resolves.toBeNull();
    await expect(coll.distinct("_id")).resolves.not.toContain(2);
    await coll.insertOne({ _id: 1, reborn: true });
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({ _id: 1, reborn: true });
  });

  it("raw delete command takes several statements with limits", async () => {
    const coll = await tenDocs();
    const reply = await t.db.command({
      delete: coll.collectionName,
      deletes: [
        { q: { parity: "odd" }, limit: 1 },
        { q: { parity: "even" }, limit: 0 },
      ],
    });
    expect(reply).toMatchObject({ ok: 1, n: 6 });
    await expect(coll.countDocuments()).resolves.toBe(4);
    await expect(coll.countDocuments({ parity: "even" })).resolves.toBe(0);
  });
});
