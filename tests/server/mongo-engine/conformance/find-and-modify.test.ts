import { describe, expect, it } from "vitest";
import { ObjectId, type Document } from "mongodb";
import { useTestDatabase } from "../../../support/test-database";
import { expectServerError, freshCollection, type TestCollection, sortedIds } from "./support";

const t = useTestDatabase();

/** Three jobs with distinct priorities: _id 1 (p 5), 2 (p 9), 3 (p 1), all "queued". */
async function jobs(): Promise<TestCollection> {
  const coll = freshCollection(t.db);
  await coll.insertMany([
    { _id: 1, p: 5, state: "queued" },
    { _id: 2, p: 9, state: "queued" },
    { _id: 3, p: 1, state: "queued" },
  ]);
  return coll;
}

const all = (coll: TestCollection): Promise<Document[]> => coll.find().sort({ _id: 1 }).toArray();

describe("findOneAndUpdate", () => {
  it("returns the document as it was before by default", async () => {
    const coll = await jobs();
    const doc = await coll.findOneAndUpdate({ _id: 1 }, { $set: { state: "running" }, $inc: { p: 1 } });
    expect(doc).toEqual({ _id: 1, p: 5, state: "queued" });
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({ _id: 1, p: 6, state: "running" });
  });

  it("returns the updated document with returnDocument: 'after'", async () => {
    const coll = await jobs();
    const doc = await coll.findOneAndUpdate(
      { _id: 1 },
      { $set: { state: "running" } },
      { returnDocument: "after" },
    );
    expect(doc).toEqual({ _id: 1, p: 5, state: "running" });
  });

  it("the sort decides which matching document is modified", async () => {
    const coll = await jobs();
    const highest = await coll.findOneAndUpdate(
      { state: "queued" },
      { $set: { state: "running" } },
      { sort: { p: -1 }, returnDocument: "after" },
    );
    expect(highest).toEqual({ _id: 2, p: 9, state: "running" });
    const lowest = await coll.findOneAndUpdate(
      { state: "queued" },
      { $set: { state: "running" } },
      { sort: { p: 1 } },
    );
    expect(lowest).toEqual({ _id: 3, p: 1, state: "queued" });
    expect((await all(coll)).map((d) => d.state)).toEqual(["queued", "running", "running"]);
  });

  it("applies the projection to the returned document", async () => {
    const coll = await jobs();
    const doc = await coll.findOneAndUpdate(
      { _id: 2 },
      { $set: { state: "done" } },
      { projection: { state: 1, _id: 0 }, returnDocument: "after" },
    );
    expect(doc).toEqual({ state: "done" });
    await expect(coll.findOne({ _id: 2 })).resolves.toEqual({ _id: 2, p: 9, state: "done" });
  });

  it("returns null and changes nothing when no document matches", async () => {
    const coll = await jobs();
    const before = await all(coll);
    await expect(coll.findOneAndUpdate({ state: "missing" }, { $set: { state: "x" } })).resolves.toBeNull();
    await expect(
      coll.findOneAndUpdate(
        { _id: 1, p: { $gt: 100 } },
        { $set: { state: "x" } },
        { returnDocument: "after" },
      ),
    ).resolves.toBeNull();
    await expect(all(coll)).resolves.toEqual(before);
  });

  it("upserts: 'after' returns the new document, 'before' returns null", async () => {
    const coll = await jobs();
    const created = await coll.findOneAndUpdate(
      { _id: 10 },
      { $set: { state: "new" }, $setOnInsert: { p: 0 } },
      { upsert: true, returnDocument: "after" },
    );
    expect(created).toEqual({ _id: 10, state: "new", p: 0 });
    const none = await coll.findOneAndUpdate(
      { name: "fresh" },
      { $set: { state: "new" } },
      { upsert: true, returnDocument: "before" },
    );
    expect(none).toBeNull();
    const fresh = await coll.findOne({ name: "fresh" });
    expect(fresh).toMatchObject({ name: "fresh", state: "new" });
    expect(fresh?._id).toBeInstanceOf(ObjectId);
  });

  it("includeResultMetadata exposes value, ok and lastErrorObject", async () => {
    const coll = await jobs();
    const updated = await coll.findOneAndUpdate(
      { _id: 1 },
      { $set: { state: "x" } },
      { includeResultMetadata: true, returnDocument: "after" },
    );
    expect(updated).toMatchObject({
      ok: 1,
      value: { _id: 1, p: 5, state: "x" },
      lastErrorObject: { n: 1, updatedExisting: true },
    });
    const upserted = await coll.findOneAndUpdate(
      { _id: 20 },
      { $set: { state: "y" } },
      { includeResultMetadata: true, upsert: true, returnDocument: "after" },
    );
    expect(upserted).toMatchObject({
      ok: 1,
      value: { _id: 20, state: "y" },
      lastErrorObject: { n: 1, updatedExisting: false, upserted: 20 },
    });
    const missed = await coll.findOneAndUpdate(
      { _id: 999 },
      { $set: { state: "z" } },
      { includeResultMetadata: true },
    );
    expect(missed).toMatchObject({ ok: 1, value: null, lastErrorObject: { n: 0, updatedExisting: false } });
  });

  it("a failing update answers a server error and leaves the document alone", async () => {
    const coll = await jobs();
    await expectServerError(coll.findOneAndUpdate({ _id: 1 }, { $set: { _id: 5 } }), { code: 66 });
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({ _id: 1, p: 5, state: "queued" });
  });
});

describe("findOneAndReplace", () => {
  it("replaces the document and returns the old one by default", async () => {
    const coll = await jobs();
    const old = await coll.findOneAndReplace({ _id: 1 }, { replaced: true });
    expect(old).toEqual({ _id: 1, p: 5, state: "queued" });
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({ _id: 1, replaced: true });
  });

  it("returns the replacement with returnDocument: 'after' and honours sort", async () => {
    const coll = await jobs();
    const doc = await coll.findOneAndReplace(
      { state: "queued" },
      { state: "replaced" },
      { sort: { p: 1 }, returnDocument: "after" },
    );
    expect(doc).toEqual({ _id: 3, state: "replaced" });
  });

  it("upserts the replacement when nothing matches", async () => {
    const coll = await jobs();
    const doc = await coll.findOneAndReplace(
      { _id: 42 },
      { state: "made" },
      { upsert: true, returnDocument: "after" },
    );
    expect(doc).toEqual({ _id: 42, state: "made" });
    await expect(coll.countDocuments()).resolves.toBe(4);
  });

  it("returns null when nothing matches and upsert is off", async () => {
    const coll = await jobs();
    await expect(coll.findOneAndReplace({ _id: 42 }, { state: "made" })).resolves.toBeNull();
    await expect(coll.countDocuments()).resolves.toBe(3);
  });
});

describe("findOneAndDelete", () => {
  it("deletes and returns the document chosen by the sort", async () => {
    const coll = await jobs();
    await expect(coll.findOneAndDelete({ state: "queued" }, { sort: { p: -1 } })).resolves.toEqual({
      _id: 2,
      p: 9,
      state: "queued",
    });
    await expect(coll.findOneAndDelete({}, { sort: { p: 1 } })).resolves.toEqual({
      _id: 3,
      p: 1,
      state: "queued",
    });
    expect(sortedIds(await all(coll))).toEqual([1]);
  });

  it("applies the projection to the deleted document", async () => {
    const coll = await jobs();
    await expect(coll.findOneAndDelete({ _id: 1 }, { projection: { p: 1 } })).resolves.toEqual({
      _id: 1,
      p: 5,
    });
    await expect(coll.countDocuments()).resolves.toBe(2);
  });

  it("returns null when nothing matches", async () => {
    const coll = await jobs();
    await expect(coll.findOneAndDelete({ state: "gone" })).resolves.toBeNull();
    await expect(coll.countDocuments()).resolves.toBe(3);
  });
});

describe("raw findAndModify command", () => {
  it("answers value and lastErrorObject", async () => {
    const coll = await jobs();
    const reply = await t.db.command({
      findAndModify: coll.collectionName,
      query: { state: "queued" },
      sort: { p: -1 },
      update: { $set: { state: "taken" } },
      new: true,
      fields: { state: 1 },
    });
    expect(reply).toMatchObject({
      ok: 1,
      value: { _id: 2, state: "taken" },
      lastErrorObject: { n: 1, updatedExisting: true },
    });
    const removed = await t.db.command({
      findAndModify: coll.collectionName,
      query: { _id: 3 },
      remove: true,
    });
    expect(removed).toMatchObject({
      ok: 1,
      value: { _id: 3, p: 1, state: "queued" },
      lastErrorObject: { n: 1 },
    });
    await expect(coll.countDocuments()).resolves.toBe(2);
  });
});
