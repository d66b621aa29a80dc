import { describe, expect, it } from "vitest";
import { Double, Int32, ObjectId, Timestamp, type Document, type UpdateFilter } from "mongodb";
import { useTestDatabase } from "../../../support/test-database";
import { expectServerError, seededCollection, itOnRealMongod, sortedIds, type Doc } from "./support";

const t = useTestDatabase();

const seeded = (docs: Document[]) => seededCollection(t.db, docs);

/** Stores `doc` under _id 1, applies `update` to it and returns what is stored afterwards. */
async function afterUpdate(doc: Document, update: UpdateFilter<Doc> | Document[]): Promise<Document | null> {
  const coll = await seeded([{ _id: 1, ...doc }]);
  const result = await coll.updateOne({ _id: 1 }, update);
  expect(result.matchedCount).toBe(1);
  return coll.findOne({ _id: 1 });
}

describe("update results", () => {
  it("updateOne changes only the first matching document", async () => {
    const coll = await seeded([
      { _id: 1, g: "a", n: 0 },
      { _id: 2, g: "a", n: 0 },
    ]);
    const result = await coll.updateOne({ g: "a" }, { $set: { n: 1 } });
    expect(result).toMatchObject({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 1,
      upsertedCount: 0,
      upsertedId: null,
    });
    await expect(coll.countDocuments({ n: 1 })).resolves.toBe(1);
  });

  it("updateMany counts matched and actually modified documents separately", async () => {
    const coll = await seeded([
      { _id: 1, g: "a", n: 0 },
      { _id: 2, g: "a", n: 5 },
      { _id: 3, g: "a", n: 0 },
      { _id: 4, g: "b", n: 0 },
    ]);
    const result = await coll.updateMany({ g: "a" }, { $set: { n: 5 } });
    expect(result).toMatchObject({ matchedCount: 3, modifiedCount: 2, upsertedCount: 0 });
    expect(sortedIds(await coll.find({ n: 5 }).toArray())).toEqual([1, 2, 3]);
  });

  it("a $set that changes nothing matches but does not modify", async () => {
    const coll = await seeded([{ _id: 1, n: 1 }]);
    const result = await coll.updateOne({ _id: 1 }, { $set: { n: 1 } });
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
  });

  it("an update matching nothing reports zero counts", async () => {
    const coll = await seeded([{ _id: 1, n: 1 }]);
    const result = await coll.updateMany({ n: 99 }, { $set: { n: 2 } });
    expect(result).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 0, upsertedId: null });
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({ _id: 1, n: 1 });
  });

  it("replaceOne swaps the whole document but keeps _id", async () => {
    const coll = await seeded([{ _id: 1, a: 1, b: 2 }]);
    const result = await coll.replaceOne({ a: 1 }, { c: 3 });
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({ _id: 1, c: 3 });
  });

  it("replaceOne may repeat the same _id", async () => {
    const coll = await seeded([{ _id: 1, a: 1 }]);
    await coll.replaceOne({ _id: 1 }, { _id: 1, a: 2 });
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({ _id: 1, a: 2 });
  });
});

describe("field operators", () => {
  it.each<[string, Document, Document, Document]>([
    ["$set top-level and dotted", { a: 1 }, { $set: { b: 2, "c.d": 3 } }, { a: 1, b: 2, c: { d: 3 } }],
    [
      "$set into an existing sub-document",
      { c: { d: 1, e: 2 } },
      { $set: { "c.d": 9 } },
      { c: { d: 9, e: 2 } },
    ],
    ["$set an array element by index", { arr: [1, 2, 3] }, { $set: { "arr.1": 20 } }, { arr: [1, 20, 3] }],
    [
      "$set past the end of an array pads with null",
      { arr: [1] },
      { $set: { "arr.3": 4 } },
      { arr: [1, null, null, 4] },
    ],
    ["$unset", { a: 1, b: 2, c: { d: 1, e: 2 } }, { $unset: { a: "", "c.d": "" } }, { b: 2, c: { e: 2 } }],
    ["$unset of a missing field is harmless", { a: 1 }, { $unset: { zzz: "" } }, { a: 1 }],
    ["$inc existing and missing fields", { n: 1 }, { $inc: { n: 2, m: -5 } }, { n: 3, m: -5 }],
    ["$inc with a fraction", { n: 1 }, { $inc: { n: 0.5 } }, { n: 1.5 }],
    ["$inc a dotted path", { s: { hits: 1 } }, { $inc: { "s.hits": 1 } }, { s: { hits: 2 } }],
    ["$mul (a missing field becomes 0)", { n: 3 }, { $mul: { n: 4, z: 2 } }, { n: 12, z: 0 }],
    ["$min lowers only", { lo: 5, hi: 5 }, { $min: { lo: 3, hi: 9 } }, { lo: 3, hi: 5 }],
    ["$max raises only", { lo: 5, hi: 5 }, { $max: { lo: 3, hi: 9 } }, { lo: 5, hi: 9 }],
    ["$min on a missing field sets it", {}, { $min: { m: 7 } }, { m: 7 }],
    [
      "$rename top-level and out of a sub-document",
      { a: 1, b: { c: 2, d: 3 } },
      { $rename: { a: "x", "b.c": "y" } },
      { x: 1, y: 2, b: { d: 3 } },
    ],
    ["$rename of a missing field does nothing", { a: 1 }, { $rename: { nope: "other" } }, { a: 1 }],
  ])("%s", async (_label, doc, update, expected) => {
    await expect(afterUpdate(doc, update)).resolves.toEqual({ _id: 1, ...expected });
  });

  // mongod applies an update's paths in lexicographic order, whatever their operators (MongoDB 5.0+).
  it("keeps existing fields in place and appends new ones in lexicographic order", async () => {
    const doc = await afterUpdate(
      { m: 1, n: 1 },
      { $set: { z: 1, n: 2, "y.b": 1, "y.a": 1 }, $inc: { a: 1 } },
    );
    expect(doc).toEqual({ _id: 1, m: 1, n: 2, a: 1, y: { a: 1, b: 1 }, z: 1 });
    expect(Object.keys(doc!)).toEqual(["_id", "m", "n", "a", "y", "z"]);
    expect(Object.keys(doc!.y as Document)).toEqual(["a", "b"]);
  });

  // The engine holds numbers as JavaScript numbers: a whole double or a long reads back as an int.
  itOnRealMongod(
    "arithmetic keeps BSON number types: int32 overflow becomes int64, doubles stay doubles",
    async () => {
      const coll = await seeded([
        { _id: 1, i: new Int32(2_147_483_647), d: new Double(2), small: new Int32(1) },
      ]);
      await coll.updateOne({ _id: 1 }, { $inc: { i: 1, d: 1, small: 1 } });
      const typeOf = async (field: string) => {
        const [doc] = await coll
          .aggregate([{ $project: { _id: 0, t: { $type: `$${field}` }, v: `$${field}` } }])
          .toArray();
        return doc;
      };
      await expect(typeOf("i")).resolves.toEqual({ t: "long", v: 2_147_483_648 });
      await expect(typeOf("d")).resolves.toEqual({ t: "double", v: 3 });
      await expect(typeOf("small")).resolves.toEqual({ t: "int", v: 2 });
    },
  );

  it("$currentDate sets a date or a timestamp", async () => {
    const before = Date.now();
    const update: Document = { $currentDate: { d: true, ts: { $type: "timestamp" } } };
    const doc = await afterUpdate({ a: 1 }, update);
    expect(doc?.d).toBeInstanceOf(Date);
    expect((doc?.d as Date).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect((doc?.d as Date).getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(doc?.ts).toBeInstanceOf(Timestamp);
  });
});

describe("array operators", () => {
  it.each<[string, Document, Document, Document]>([
    ["$push appends", { arr: [1] }, { $push: { arr: 2 } }, { arr: [1, 2] }],
    ["$push creates a missing array", {}, { $push: { arr: "x" } }, { arr: ["x"] }],
    ["$push an array as one element", { arr: [1] }, { $push: { arr: [2, 3] } }, { arr: [1, [2, 3]] }],
    ["$push $each", { arr: [1] }, { $push: { arr: { $each: [2, 3] } } }, { arr: [1, 2, 3] }],
    [
      "$push $each $position",
      { arr: [1, 5] },
      { $push: { arr: { $each: [3, 4], $position: 1 } } },
      { arr: [1, 3, 4, 5] },
    ],
    [
      "$push $each $sort $slice",
      { arr: [1, 5] },
      { $push: { arr: { $each: [7, 2], $sort: 1, $slice: 3 } } },
      { arr: [1, 2, 5] },
    ],
    [
      "$push negative $slice keeps the tail",
      { arr: [1, 5] },
      { $push: { arr: { $each: [7, 2], $slice: -2 } } },
      { arr: [7, 2] },
    ],
    [
      "$push $sort by a field of sub-documents",
      { arr: [{ s: 1 }, { s: 3 }] },
      { $push: { arr: { $each: [{ s: 2 }], $sort: { s: -1 } } } },
      { arr: [{ s: 3 }, { s: 2 }, { s: 1 }] },
    ],
    ["$pull a value (every occurrence)", { arr: [1, 2, 3, 2] }, { $pull: { arr: 2 } }, { arr: [1, 3] }],
    ["$pull with a condition", { arr: [1, 2, 3, 4] }, { $pull: { arr: { $gte: 3 } } }, { arr: [1, 2] }],
    [
      "$pull sub-documents matching a query",
      { items: [{ a: 1, b: 1 }, { a: 2 }, { a: 1 }] },
      { $pull: { items: { a: 1 } } },
      { items: [{ a: 2 }] },
    ],
    ["$pullAll", { arr: [1, 2, 3, 1, 4] }, { $pullAll: { arr: [1, 3] } }, { arr: [2, 4] }],
    ["$addToSet skips a present value", { arr: [1, 2] }, { $addToSet: { arr: 2 } }, { arr: [1, 2] }],
    ["$addToSet adds a new value", { arr: [1, 2] }, { $addToSet: { arr: 3 } }, { arr: [1, 2, 3] }],
    [
      "$addToSet $each adds each new value once",
      { arr: [1, 2] },
      { $addToSet: { arr: { $each: [2, 3, 3, 4] } } },
      { arr: [1, 2, 3, 4] },
    ],
    ["$addToSet creates a missing array", {}, { $addToSet: { tags: "t" } }, { tags: ["t"] }],
    ["$pop 1 removes the last element", { arr: [1, 2, 3] }, { $pop: { arr: 1 } }, { arr: [1, 2] }],
    ["$pop -1 removes the first element", { arr: [1, 2, 3] }, { $pop: { arr: -1 } }, { arr: [2, 3] }],
  ])("%s", async (_label, doc, update, expected) => {
    await expect(afterUpdate(doc, update)).resolves.toEqual({ _id: 1, ...expected });
  });
});

describe("positional updates", () => {
  it("$ updates the first element the filter matched", async () => {
    const coll = await seeded([{ _id: 1, grades: [80, 85, 90, 85] }]);
    await coll.updateOne({ _id: 1, grades: 85 }, { $set: { "grades.$": 86 } });
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({ _id: 1, grades: [80, 86, 90, 85] });
  });

  it("$ reaches into the matched sub-document", async () => {
    const coll = await seeded([
      {
        _id: 1,
        items: [
          { k: "a", n: 1 },
          { k: "b", n: 1 },
        ],
      },
    ]);
    await coll.updateOne({ "items.k": "b" }, { $inc: { "items.$.n": 5 } });
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({
      _id: 1,
      items: [
        { k: "a", n: 1 },
        { k: "b", n: 6 },
      ],
    });
  });

  it("$[] updates every element", async () => {
    await expect(afterUpdate({ grades: [1, 2, 3] }, { $inc: { "grades.$[]": 10 } })).resolves.toEqual({
      _id: 1,
      grades: [11, 12, 13],
    });
  });

  it("$[x] with arrayFilters updates the selected elements", async () => {
    const coll = await seeded([
      { _id: 1, grades: [80, 85, 90] },
      {
        _id: 2,
        items: [
          { k: "a", n: 1 },
          { k: "b", n: 2 },
          { k: "a", n: 3 },
        ],
      },
    ]);
    await coll.updateOne(
      { _id: 1 },
      { $set: { "grades.$[g]": 100 } },
      { arrayFilters: [{ g: { $gte: 85 } }] },
    );
    await coll.updateOne({ _id: 2 }, { $set: { "items.$[it].n": 0 } }, { arrayFilters: [{ "it.k": "a" }] });
    await expect(coll.find().sort({ _id: 1 }).toArray()).resolves.toEqual([
      { _id: 1, grades: [80, 100, 100] },
      {
        _id: 2,
        items: [
          { k: "a", n: 0 },
          { k: "b", n: 2 },
          { k: "a", n: 0 },
        ],
      },
    ]);
  });
});

describe("upsert", () => {
  it("inserts a document built from the equality fields of the filter", async () => {
    const coll = await seeded([]);
    const result = await coll.updateOne(
      { name: "x", age: { $gt: 5 }, "meta.kind": "k" },
      { $set: { v: 1 } },
      { upsert: true },
    );
    expect(result).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1 });
    expect(result.upsertedId).toBeInstanceOf(ObjectId);
    const docs = await coll.find().toArray();
    expect(docs).toEqual([{ _id: result.upsertedId, name: "x", meta: { kind: "k" }, v: 1 }]);
  });

  it("uses the filter's _id and applies $setOnInsert only when inserting", async () => {
    const coll = await seeded([]);
    const update = { $set: { seen: true }, $inc: { visits: 1 }, $setOnInsert: { createdBy: "upsert" } };
    const first = await coll.updateOne({ _id: 7 }, update, { upsert: true });
    expect(first).toMatchObject({ upsertedCount: 1, upsertedId: 7, matchedCount: 0 });
    const second = await coll.updateOne({ _id: 7 }, update, { upsert: true });
    expect(second).toMatchObject({ upsertedCount: 0, upsertedId: null, matchedCount: 1, modifiedCount: 1 });
    await expect(coll.findOne({ _id: 7 })).resolves.toEqual({
      _id: 7,
      seen: true,
      visits: 2,
      createdBy: "upsert",
    });
  });

  it("$setOnInsert may choose the _id of the document an upsert inserts", async () => {
    const coll = await seeded([]);
    const result = await coll.findOneAndUpdate(
      { name: "ana" },
      { $set: { seen: 1 }, $setOnInsert: { _id: 42, role: "new" } },
      { upsert: true, returnDocument: "after" },
    );
    expect(result).toEqual({ _id: 42, name: "ana", seen: 1, role: "new" });
    // On a match the same update leaves _id alone.
    await coll.updateOne({ name: "ana" }, { $set: { seen: 2 }, $setOnInsert: { _id: 43 } }, { upsert: true });
    await expect(coll.find().toArray()).resolves.toEqual([{ _id: 42, name: "ana", seen: 2, role: "new" }]);
  });

  it("$setOnInsert is ignored by an update that matches", async () => {
    const coll = await seeded([{ _id: 1, a: 1 }]);
    await coll.updateOne({ _id: 1 }, { $set: { a: 2 }, $setOnInsert: { b: 1 } }, { upsert: true });
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({ _id: 1, a: 2 });
  });

  it("takes equality fields from $and and $eq", async () => {
    const coll = await seeded([]);
    await coll.updateOne({ $and: [{ a: 1 }, { b: { $eq: 2 } }] }, { $set: { c: 3 } }, { upsert: true });
    const doc = await coll.findOne({}, { projection: { _id: 0 } });
    expect(doc).toEqual({ a: 1, b: 2, c: 3 });
  });

  it("updateMany upserts a single document when nothing matches", async () => {
    const coll = await seeded([{ _id: 1, g: "other" }]);
    const result = await coll.updateMany({ g: "new" }, { $set: { n: 1 } }, { upsert: true });
    expect(result).toMatchObject({ matchedCount: 0, upsertedCount: 1 });
    await expect(coll.countDocuments({ g: "new", n: 1 })).resolves.toBe(1);
  });

  it("replaceOne with upsert inserts the replacement", async () => {
    const coll = await seeded([]);
    const result = await coll.replaceOne({ name: "q" }, { name: "q", v: 2 }, { upsert: true });
    expect(result.upsertedCount).toBe(1);
    const id = result.upsertedId;
    if (id == null) throw new Error("no upsertedId");
    await expect(coll.findOne({ _id: id })).resolves.toEqual({
      _id: id,
      name: "q",
      v: 2,
    });
  });
});

describe("update errors", () => {
  it("changing _id with $set fails with ImmutableField (66)", async () => {
    const coll = await seeded([{ _id: 1, a: 1 }]);
    await expectServerError(coll.updateOne({ _id: 1 }, { $set: { _id: 2 } }), { code: 66 });
    await expect(coll.find().toArray()).resolves.toEqual([{ _id: 1, a: 1 }]);
  });

  it("a replacement with a different _id fails with ImmutableField (66)", async () => {
    const coll = await seeded([{ _id: 1, a: 1 }]);
    await expectServerError(coll.replaceOne({ _id: 1 }, { _id: 2, a: 2 }), { code: 66 });
    await expect(coll.find().toArray()).resolves.toEqual([{ _id: 1, a: 1 }]);
  });

  it("an unknown update operator fails with FailedToParse (9)", async () => {
    const coll = await seeded([{ _id: 1, a: 1 }]);
    await expectServerError(coll.updateOne({ _id: 1 }, { $foo: { a: 2 } } as UpdateFilter<Doc>), {
      code: 9,
    });
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({ _id: 1, a: 1 });
  });

  it("two operators on the same path fail with ConflictingUpdateOperators (40)", async () => {
    const coll = await seeded([{ _id: 1, a: 1 }]);
    await expectServerError(coll.updateOne({ _id: 1 }, { $set: { a: 5 }, $inc: { a: 1 } }), { code: 40 });
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({ _id: 1, a: 1 });
  });

  it("a failing updateMany leaves the document it failed on untouched", async () => {
    const coll = await seeded([
      { _id: 1, n: 1 },
      { _id: 2, n: "text" },
    ]);
    await expect(coll.updateMany({ _id: 2 }, { $inc: { n: 1 } })).rejects.toMatchObject({ code: 14 });
    await expect(coll.findOne({ _id: 2 })).resolves.toEqual({ _id: 2, n: "text" });
  });
});

describe("pipeline-style updates", () => {
  it("applies a list of $set / $unset stages with aggregation expressions", async () => {
    const doc = await afterUpdate({ a: 1, b: 2, c: 3 }, [
      { $set: { total: { $add: ["$a", "$b"] } } },
      { $set: { doubled: { $multiply: ["$total", 2] } } },
      { $unset: ["a", "c"] },
    ]);
    expect(doc).toEqual({ _id: 1, b: 2, total: 3, doubled: 6 });
  });

  it("can read the document's own fields in updateMany", async () => {
    const coll = await seeded([
      { _id: 1, first: "Ada", last: "Lovelace" },
      { _id: 2, first: "Alan", last: "Turing" },
    ]);
    const result = await coll.updateMany({}, [{ $set: { full: { $concat: ["$first", " ", "$last"] } } }]);
    expect(result).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    const names = (await coll.find().sort({ _id: 1 }).toArray()).map((d) => d.full);
    expect(names).toEqual(["Ada Lovelace", "Alan Turing"]);
  });
});

describe("bulkWrite", () => {
  it("mixes every write model and reports the right counts", async () => {
    const coll = await seeded([
      { _id: 1, g: "a", n: 0 },
      { _id: 2, g: "a", n: 0 },
      { _id: 3, g: "b", n: 0 },
      { _id: 4, g: "c", n: 0 },
      { _id: 5, g: "c", n: 0 },
    ]);
    const result = await coll.bulkWrite([
      { insertOne: { document: { _id: 6, g: "d", n: 0 } } },
      { updateOne: { filter: { _id: 1 }, update: { $set: { n: 1 } } } },
      { updateMany: { filter: { g: "a" }, update: { $inc: { n: 10 } } } },
      { updateOne: { filter: { _id: 99 }, update: { $set: { n: 99 } }, upsert: true } },
      { replaceOne: { filter: { _id: 3 }, replacement: { g: "b", replaced: true } } },
      { deleteOne: { filter: { g: "c" } } },
      { deleteMany: { filter: { g: "d" } } },
    ]);
    expect(result.isOk()).toBe(true);
    expect(result.insertedCount).toBe(1);
    expect(result.matchedCount).toBe(4); // 1 + 2 + 0 + 1
    expect(result.modifiedCount).toBe(4);
    expect(result.upsertedCount).toBe(1);
    expect(result.upsertedIds).toEqual({ 3: 99 });
    expect(result.deletedCount).toBe(2);
    await expect(
      coll
        .find({ g: { $ne: "c" } })
        .sort({ _id: 1 })
        .toArray(),
    ).resolves.toEqual([
      { _id: 1, g: "a", n: 11 },
      { _id: 2, g: "a", n: 10 },
      { _id: 3, g: "b", replaced: true },
      { _id: 99, n: 99 },
    ]);
    await expect(coll.countDocuments({ g: "c" })).resolves.toBe(1);
  });
});
