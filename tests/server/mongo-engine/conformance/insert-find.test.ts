import { beforeAll, describe, expect, it } from "vitest";
import {
  Binary,
  BSONRegExp,
  Decimal128,
  Double,
  Int32,
  Long,
  MongoBulkWriteError,
  MongoClient,
  ObjectId,
  UUID,
  type CommandSucceededEvent,
  type Document,
  type Filter,
  type WriteError,
} from "mongodb";
import { useTestDatabase } from "../../../support/test-database";
import {
  expectServerError,
  freshCollection,
  seededCollection,
  itOnRealMongod,
  type TestCollection,
  sortedIds,
  type Doc,
} from "./support";

const t = useTestDatabase();

/** A small population exercising missing fields, nulls, arrays, empty arrays and sub-documents. */
const people = [
  {
    _id: 1,
    name: "ann",
    age: 30,
    tags: ["a", "b"],
    address: { city: "Oslo", zip: "0150" },
    scores: [
      { k: "x", v: 5 },
      { k: "y", v: 9 },
    ],
  },
  { _id: 2, name: "bob", age: 25, tags: ["b"], address: { city: "Bergen" }, scores: [{ k: "x", v: 8 }] },
  { _id: 3, name: "cid", age: 35, tags: [], scores: [] },
  { _id: 4, name: "dan", age: null, tags: ["a", "c", "d"] },
  { _id: 5, name: "Eve" },
];

function writeErrorsOf(error: MongoBulkWriteError): WriteError[] {
  return ([] as WriteError[]).concat(error.writeErrors);
}

/** Cursor ids must go back to the server as int64, whatever the deserializer made of them. */
function asLong(id: unknown): Long {
  return Long.isLong(id) ? id : Long.fromNumber(Number(id));
}

async function peopleCollection(): Promise<TestCollection> {
  const coll = freshCollection(t.db);
  await coll.insertMany(people.map((p) => ({ ...p })));
  return coll;
}

describe("insert", () => {
  it("insertOne stores the document and reports its _id", async () => {
    const coll = freshCollection(t.db);
    const result = await coll.insertOne({ _id: "custom", n: 1 });
    expect(result).toMatchObject({ acknowledged: true, insertedId: "custom" });
    await expect(coll.findOne({ _id: "custom" })).resolves.toEqual({ _id: "custom", n: 1 });
  });

  it("a document without _id gets an ObjectId", async () => {
    const coll = freshCollection(t.db);
    const result = await coll.insertOne({ n: 1 });
    expect(result.insertedId).toBeInstanceOf(ObjectId);
    // Sent raw, without the driver adding an _id: the server must generate one.
    await t.db.command({ insert: coll.collectionName, documents: [{ n: 2 }, { n: 3 }] });
    const docs = await coll.find().toArray();
    expect(docs).toHaveLength(3);
    for (const doc of docs) expect(doc._id).toBeInstanceOf(ObjectId);
    expect(new Set(docs.map((d) => String(d._id))).size).toBe(3);
  });

  it("stores _id as the first field whatever position it was given in", async () => {
    const coll = freshCollection(t.db);
    await coll.insertOne({ a: 1, b: 2, _id: 7 });
    const doc = await coll.findOne({ _id: 7 });
    expect(Object.keys(doc ?? {})).toEqual(["_id", "a", "b"]);
  });

  it("insertMany returns every inserted id by index", async () => {
    const coll = freshCollection(t.db);
    const result = await coll.insertMany([{ _id: 10 }, { n: 2 }, { _id: "x" }]);
    expect(result.insertedCount).toBe(3);
    expect(result.insertedIds[0]).toBe(10);
    expect(result.insertedIds[1]).toBeInstanceOf(ObjectId);
    expect(result.insertedIds[2]).toBe("x");
    await expect(coll.countDocuments()).resolves.toBe(3);
  });

  it("a duplicate _id fails with 11000, naming the key pattern and value", async () => {
    const coll = freshCollection(t.db);
    await coll.insertOne({ _id: 1, v: "first" });
    await expectServerError(coll.insertOne({ _id: 1, v: "second" }), {
      code: 11000,
      keyPattern: { _id: 1 },
      keyValue: { _id: 1 },
    });
    await expect(coll.find().toArray()).resolves.toEqual([{ _id: 1, v: "first" }]);
  });

  it("_id equality spans numeric types: 1, 1.0 and 1L are the same key", async () => {
    const coll = freshCollection(t.db);
    await coll.insertOne({ _id: 1 });
    await expectServerError(coll.insertOne({ _id: new Double(1) }), { code: 11000 });
    await expectServerError(coll.insertOne({ _id: Long.fromNumber(1) }), { code: 11000 });
    await expect(coll.countDocuments()).resolves.toBe(1);
  });

  it("_id sub-documents are distinct when their field order differs", async () => {
    const coll = freshCollection<Document>(t.db);
    const withId = (id: Document) => ({ _id: id }) as unknown as Document;
    await coll.insertOne(withId({ a: 1, b: 2 }));
    await coll.insertOne(withId({ b: 2, a: 1 }));
    await expectServerError(coll.insertOne(withId({ a: 1, b: 2 })), { code: 11000 });
    await expect(coll.countDocuments()).resolves.toBe(2);
  });

  it("ordered insertMany stops at the first error and keeps the documents before it", async () => {
    const coll = freshCollection(t.db);
    const attempt = coll.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 1 }, { _id: 3 }]);
    await expect(attempt).rejects.toBeInstanceOf(MongoBulkWriteError);
    const error = (await attempt.catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(error.code).toBe(11000);
    expect(error.insertedCount).toBe(2);
    expect(writeErrorsOf(error).map((e) => [e.index, e.code])).toEqual([[2, 11000]]);
    expect(sortedIds(await coll.find().toArray())).toEqual([1, 2]);
  });

  it("unordered insertMany inserts everything that does not collide", async () => {
    const coll = freshCollection(t.db);
    const attempt = coll.insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }, { _id: 2 }, { _id: 3 }], {
      ordered: false,
    });
    const error = (await attempt.catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(error).toBeInstanceOf(MongoBulkWriteError);
    expect(error.insertedCount).toBe(3);
    expect(writeErrorsOf(error).map((e) => [e.index, e.code])).toEqual([
      [1, 11000],
      [3, 11000],
    ]);
    expect(sortedIds(await coll.find().toArray())).toEqual([1, 2, 3]);
  });
});

describe("find filters", () => {
  let coll: TestCollection;
  beforeAll(async () => {
    coll = await peopleCollection();
  });
  const ids = async (filter: Filter<Doc>) => sortedIds(await coll.find(filter).toArray());

  it.each<[string, Filter<Doc>, number[]]>([
    ["empty filter", {}, [1, 2, 3, 4, 5]],
    ["implicit equality", { name: "bob" }, [2]],
    ["$eq", { age: { $eq: 30 } }, [1]],
    ["equality with null also matches missing fields", { age: null }, [4, 5]],
    ["$ne includes documents missing the field", { age: { $ne: 30 } }, [2, 3, 4, 5]],
    ["$gt (null and missing never compare to numbers)", { age: { $gt: 28 } }, [1, 3]],
    ["$gte", { age: { $gte: 30 } }, [1, 3]],
    ["$lt", { age: { $lt: 30 } }, [2]],
    ["$lte", { age: { $lte: 30 } }, [1, 2]],
    ["$gt and $lt together", { age: { $gt: 25, $lt: 35 } }, [1]],
    ["$gt on strings is lexicographic (upper case first)", { name: { $gt: "bz" } }, [3, 4]],
    ["$in", { name: { $in: ["ann", "bob", "zed"] } }, [1, 2]],
    ["$in with a regex", { name: { $in: [/^e/i] } }, [5]],
    ["$in with null matches null and missing", { age: { $in: [null] } }, [4, 5]],
    ["$nin", { name: { $nin: ["ann", "bob"] } }, [3, 4, 5]],
    ["$exists: true (null counts as existing)", { age: { $exists: true } }, [1, 2, 3, 4]],
    ["$exists: false", { age: { $exists: false } }, [5]],
    ["$regex string", { name: { $regex: "^b" } }, [2]],
    ["$regex with $options", { name: { $regex: "^E", $options: "i" } }, [5]],
    ["regex literal is case sensitive by default", { name: /^e/ }, []],
    ["$and", { $and: [{ age: { $gte: 25 } }, { tags: "b" }] }, [1, 2]],
    ["$or", { $or: [{ name: "ann" }, { age: 35 }] }, [1, 3]],
    ["$nor", { $nor: [{ age: 30 }, { name: "bob" }] }, [3, 4, 5]],
    ["$not", { age: { $not: { $gt: 28 } } }, [2, 4, 5]],
    ["$not with a regex", { name: { $not: /^[a-c]/ } }, [4, 5]],
    ["$size", { tags: { $size: 1 } }, [2]],
    ["$size 0 matches empty arrays", { tags: { $size: 0 } }, [3]],
    ["$all", { tags: { $all: ["a", "b"] } }, [1]],
    ["$type number", { age: { $type: "number" } }, [1, 2, 3]],
    ["$type null", { age: { $type: "null" } }, [4]],
    ["$type array", { tags: { $type: "array" } }, [1, 2, 3, 4]],
    ["$type string (numeric alias 2)", { name: { $type: 2 } }, [1, 2, 3, 4, 5]],
    ["$type object", { address: { $type: "object" } }, [1, 2]],
    ["$mod", { age: { $mod: [10, 5] } }, [2, 3]],
    ["$expr", { $expr: { $gt: ["$age", 28] } }, [1, 3]],
  ])("%s", async (_label, filter, expected) => {
    expect(await ids(filter)).toEqual(expected);
  });

  it.each<[string, Filter<Doc>, number[]]>([
    ["dotted path into a sub-document", { "address.city": "Oslo" }, [1]],
    ["dotted path through an array of sub-documents", { "scores.v": 9 }, [1]],
    ["array index in a path", { "scores.0.k": "x" }, [1, 2]],
    ["scalar matches any array element", { tags: "a" }, [1, 4]],
    ["whole-array equality", { tags: ["b"] }, [2]],
    ["whole-array equality is order sensitive", { tags: ["b", "a"] }, []],
    ["comparison matches if any element satisfies it", { "scores.v": { $gt: 8 } }, [1]],
    [
      "conditions on an array of documents may be met by different elements",
      { "scores.k": "x", "scores.v": 9 },
      [1],
    ],
    [
      "$elemMatch requires one element to satisfy all conditions",
      { scores: { $elemMatch: { k: "x", v: { $gt: 6 } } } },
      [2],
    ],
    ["$elemMatch on scalars", { tags: { $elemMatch: { $gte: "c" } } }, [4]],
    ["exact sub-document equality", { address: { city: "Bergen" } }, [2]],
    ["sub-document equality is field-order sensitive", { address: { zip: "0150", city: "Oslo" } }, []],
    ["dotted path on a missing parent compares as null", { "address.city": null }, [3, 4, 5]],
  ])("%s", async (_label, filter, expected) => {
    expect(await ids(filter)).toEqual(expected);
  });
});

describe("projection", () => {
  let coll: TestCollection;
  beforeAll(async () => {
    coll = await peopleCollection();
  });
  const project = (id: number, projection: Document, filter: Filter<Doc> = { _id: id }) =>
    coll.findOne(filter, { projection });

  it("inclusion keeps _id and the named fields", async () => {
    await expect(project(1, { name: 1, age: 1 })).resolves.toEqual({ _id: 1, name: "ann", age: 30 });
  });

  it("inclusion returns the fields in the document's order, not the projection's", async () => {
    const keys = (doc: Document | null) => Object.keys(doc ?? {});
    expect(keys(await project(1, { age: 1, name: 1 }))).toEqual(["_id", "name", "age"]);
    expect(keys(await project(1, { _id: 0, age: 1, name: 1 }))).toEqual(["name", "age"]);
    const address = await project(1, { _id: 0, "address.zip": 1, "address.city": 1 });
    expect(keys(address?.address)).toEqual(keys((await project(1, { _id: 0, address: 1 }))?.address));
    const scores = await project(1, { _id: 0, "scores.v": 1, "scores.k": 1 });
    expect((scores?.scores as Document[]).map(keys)).toEqual([
      ["k", "v"],
      ["k", "v"],
    ]);
  });

  it("inclusion of a field the document lacks simply omits it", async () => {
    await expect(project(5, { name: 1, age: 1 })).resolves.toEqual({ _id: 5, name: "Eve" });
  });

  it("exclusion removes only the named fields, keeping the document's order", async () => {
    await expect(project(2, { tags: 0, scores: 0, address: 0 })).resolves.toEqual({
      _id: 2,
      name: "bob",
      age: 25,
    });
    const whole = Object.keys((await coll.findOne({ _id: 1 }))!);
    const without = Object.keys((await project(1, { name: 0, _id: 0 }))!);
    expect(without).toEqual(whole.filter((key) => key !== "name" && key !== "_id"));
  });

  it("true and false stand for 1 and 0, and _id alone is kept ({_id: 1}) or dropped beside exclusions", async () => {
    await expect(project(1, { _id: 1 })).resolves.toEqual({ _id: 1 });
    await expect(project(1, { age: true, name: true })).resolves.toEqual({ _id: 1, name: "ann", age: 30 });
    const bob = { _id: 2, name: "bob", age: 25 };
    await expect(project(2, { _id: 1, tags: 0, scores: 0, address: 0 })).resolves.toEqual(bob);
    await expect(project(2, { tags: false, scores: false, address: false })).resolves.toEqual(bob);
  });

  it("_id: 0 drops the _id", async () => {
    await expect(project(1, { _id: 0, name: 1 })).resolves.toEqual({ name: "ann" });
    await expect(project(5, { _id: 0 })).resolves.toEqual({ name: "Eve" });
  });

  it("dotted inclusion keeps the sub-document shape", async () => {
    await expect(project(1, { _id: 0, "address.city": 1 })).resolves.toEqual({ address: { city: "Oslo" } });
    await expect(project(1, { _id: 0, "scores.v": 1 })).resolves.toEqual({ scores: [{ v: 5 }, { v: 9 }] });
  });

  it("dotted exclusion removes only the sub-field", async () => {
    await expect(project(1, { "address.zip": 0, scores: 0, tags: 0 })).resolves.toEqual({
      _id: 1,
      name: "ann",
      age: 30,
      address: { city: "Oslo" },
    });
  });

  it("$slice returns part of an array and keeps the other fields", async () => {
    await expect(project(4, { tags: { $slice: 2 } })).resolves.toEqual({
      _id: 4,
      name: "dan",
      age: null,
      tags: ["a", "c"],
    });
    await expect(project(4, { _id: 0, name: 1, tags: { $slice: -1 } })).resolves.toEqual({
      name: "dan",
      tags: ["d"],
    });
    await expect(project(4, { _id: 0, name: 1, tags: { $slice: [1, 1] } })).resolves.toEqual({
      name: "dan",
      tags: ["c"],
    });
  });

  it("$elemMatch returns only the first matching element", async () => {
    await expect(project(1, { scores: { $elemMatch: { v: { $gt: 4 } } } })).resolves.toEqual({
      _id: 1,
      scores: [{ k: "x", v: 5 }],
    });
    // No matching element: the field is left out.
    await expect(project(3, { scores: { $elemMatch: { v: { $gt: 4 } } } })).resolves.toEqual({ _id: 3 });
  });

  it("positional $ returns the element the query matched", async () => {
    await expect(project(1, { "scores.$": 1 }, { "scores.k": "y" })).resolves.toEqual({
      _id: 1,
      scores: [{ k: "y", v: 9 }],
    });
    await expect(project(4, { _id: 0, "tags.$": 1 }, { _id: 4, tags: "c" })).resolves.toEqual({
      tags: ["c"],
    });
  });
});

describe("sort, skip and limit", () => {
  const seeded = (docs: Document[]) => seededCollection(t.db, docs);
  const order = async (coll: TestCollection, sort: Document, filter: Filter<Doc> = {}) =>
    (await coll.find(filter).sort(sort).toArray()).map((d) => d._id);

  it("sorts on several keys with mixed directions", async () => {
    const coll = await seeded([
      { _id: 1, a: 2, b: 1 },
      { _id: 2, a: 1, b: 1 },
      { _id: 3, a: 2, b: 3 },
      { _id: 4, a: 1, b: 2 },
      { _id: 5, a: 3, b: 0 },
    ]);
    expect(await order(coll, { a: 1, b: -1 })).toEqual([4, 2, 3, 1, 5]);
    expect(await order(coll, { a: -1, b: 1 })).toEqual([5, 1, 3, 2, 4]);
    expect(await order(coll, { b: 1, a: 1 })).toEqual([5, 2, 1, 4, 3]);
  });

  it("missing and null sort before numbers ascending and last descending", async () => {
    const coll = await seeded([{ _id: 1, v: 10 }, { _id: 2 }, { _id: 3, v: -5 }, { _id: 4, v: 3 }]);
    expect(await order(coll, { v: 1 })).toEqual([2, 3, 4, 1]);
    expect(await order(coll, { v: -1 })).toEqual([1, 4, 3, 2]);
    const withNull = await seeded([
      { _id: 1, v: 1 },
      { _id: 2, v: null },
      { _id: 3, v: 0 },
    ]);
    expect(await order(withNull, { v: 1 })).toEqual([2, 3, 1]);
  });

  it("orders values of different types by BSON type order", async () => {
    const coll = await seeded([
      { _id: 1, v: "text" },
      { _id: 2, v: { x: 1 } },
      { _id: 3, v: 42 },
      { _id: 4, v: null },
      { _id: 5, v: true },
      { _id: 6, v: new Date(0) },
    ]);
    // null < numbers < strings < objects < booleans < dates
    expect(await order(coll, { v: 1 })).toEqual([4, 3, 1, 2, 5, 6]);
  });

  it("sorts by the smallest element ascending and the largest descending for array fields", async () => {
    const coll = await seeded([
      { _id: 1, v: [1, 5] },
      { _id: 2, v: [2, 3] },
      { _id: 3, v: 4 },
    ]);
    expect(await order(coll, { v: 1 })).toEqual([1, 2, 3]);
    expect(await order(coll, { v: -1 })).toEqual([1, 3, 2]);
  });

  it("sorts on dotted paths", async () => {
    const coll = await seeded([
      { _id: 1, p: { n: 3 } },
      { _id: 2, p: { n: 1 } },
      { _id: 3, p: { n: 2 } },
    ]);
    expect(await order(coll, { "p.n": -1 })).toEqual([1, 3, 2]);
  });

  it("skip and limit apply after the sort", async () => {
    const coll = await seeded(Array.from({ length: 10 }, (_, i) => ({ _id: i, n: 9 - i })));
    const page = await coll.find().sort({ n: 1 }).skip(2).limit(3).toArray();
    expect(page.map((d) => d.n)).toEqual([2, 3, 4]);
    expect(await coll.find().sort({ _id: 1 }).skip(8).limit(5).toArray()).toHaveLength(2);
    expect(await coll.find().skip(20).toArray()).toEqual([]);
    expect(await coll.find().limit(4).toArray()).toHaveLength(4);
  });
});

describe("cursors", () => {
  async function numbered(n: number): Promise<TestCollection> {
    const coll = freshCollection(t.db);
    await coll.insertMany(Array.from({ length: n }, (_, i) => ({ _id: i, payload: `doc-${i}` })));
    return coll;
  }

  it("returns every document of a large result through getMore with a small batchSize", async () => {
    const coll = await numbered(250);
    const watcher = new MongoClient(t.uri, { monitorCommands: true });
    const replies: CommandSucceededEvent[] = [];
    watcher.on("commandSucceeded", (e) => {
      if (e.commandName === "find" || e.commandName === "getMore") replies.push(e);
    });
    try {
      const docs = await watcher
        .db(t.db.databaseName)
        .collection(coll.collectionName)
        .find()
        .sort({ _id: 1 })
        .batchSize(10)
        .toArray();
      expect(docs.map((d) => d._id)).toEqual(Array.from({ length: 250 }, (_, i) => i));
      const getMores = replies.filter((e) => e.commandName === "getMore");
      expect(getMores.length).toBeGreaterThanOrEqual(24);
      for (const reply of replies) {
        const cursor = (reply.reply as Document).cursor as Document;
        expect((cursor.firstBatch ?? cursor.nextBatch).length).toBeLessThanOrEqual(10);
      }
    } finally {
      await watcher.close();
    }
  });

  it("find and getMore speak the raw cursor protocol", async () => {
    const coll = await numbered(7);
    const first = await t.db.command({ find: coll.collectionName, sort: { _id: 1 }, batchSize: 3 });
    expect(first.cursor.ns).toBe(`${t.db.databaseName}.${coll.collectionName}`);
    expect(first.cursor.firstBatch.map((d: Document) => d._id)).toEqual([0, 1, 2]);
    const id = asLong(first.cursor.id);
    expect(id.isZero()).toBe(false);
    const second = await t.db.command({ getMore: id, collection: coll.collectionName, batchSize: 3 });
    expect(second.cursor.nextBatch.map((d: Document) => d._id)).toEqual([3, 4, 5]);
    const third = await t.db.command({ getMore: id, collection: coll.collectionName, batchSize: 3 });
    expect(third.cursor.nextBatch.map((d: Document) => d._id)).toEqual([6]);
    expect(Number(third.cursor.id)).toBe(0);
  });

  it("fills a batch up to 16 MiB by the documents' size as sent: whole, or as a projection leaves them", async () => {
    const coll = freshCollection(t.db);
    const big = "x".repeat(5 * 1024 * 1024);
    await coll.insertMany(Array.from({ length: 5 }, (_, i) => ({ _id: i, big, name: `part ${i}` })));
    const whole = await t.db.command({ find: coll.collectionName, sort: { _id: 1 } });
    // Three of 5 MiB fit in one reply; a fourth would pass 16 MiB.
    expect(whole.cursor.firstBatch.map((d: Document) => d._id)).toEqual([0, 1, 2]);
    const rest = await t.db.command({ getMore: asLong(whole.cursor.id), collection: coll.collectionName });
    expect(rest.cursor.nextBatch.map((d: Document) => d._id)).toEqual([3, 4]);
    const projected = await t.db.command({
      find: coll.collectionName,
      sort: { _id: 1 },
      projection: { big: 0 },
    });
    expect(projected.cursor.firstBatch).toEqual([0, 1, 2, 3, 4].map((i) => ({ _id: i, name: `part ${i}` })));
    expect(Number(projected.cursor.id)).toBe(0);
    const picked = await t.db.command({
      find: coll.collectionName,
      sort: { _id: 1 },
      projection: { name: 1 },
    });
    expect(picked.cursor.firstBatch).toEqual(projected.cursor.firstBatch);
  });

  it("a result that fits in the first batch comes back with cursor id 0", async () => {
    const coll = await numbered(3);
    const reply = await t.db.command({ find: coll.collectionName, filter: { _id: { $gte: 1 } } });
    expect(reply.cursor.firstBatch).toHaveLength(2);
    expect(Number(reply.cursor.id)).toBe(0);
  });

  it("getMore on a cursor closed by the driver fails with CursorNotFound (43)", async () => {
    const coll = await numbered(20);
    const cursor = coll.find().batchSize(2);
    await cursor.next();
    const id = cursor.id;
    expect(id).toBeDefined();
    expect(Number(id)).not.toBe(0);
    await cursor.close();
    await expectServerError(t.db.command({ getMore: asLong(id), collection: coll.collectionName }), {
      code: 43,
      codeName: "CursorNotFound",
    });
  });

  it("killCursors reports the killed and the unknown cursors", async () => {
    const coll = await numbered(20);
    const reply = await t.db.command({ find: coll.collectionName, batchSize: 2 });
    const id = asLong(reply.cursor.id);
    const unknown = Long.fromNumber(987654321);
    const killed = await t.db.command({ killCursors: coll.collectionName, cursors: [id, unknown] });
    expect(killed.ok).toBe(1);
    expect(killed.cursorsKilled.map(String)).toEqual([String(id)]);
    expect(killed.cursorsNotFound.map(String)).toEqual([String(unknown)]);
    await expectServerError(t.db.command({ getMore: id, collection: coll.collectionName }), {
      code: 43,
      codeName: "CursorNotFound",
    });
  });

  it("getMore on a cursor id that never existed fails with CursorNotFound (43)", async () => {
    const coll = await numbered(1);
    await expectServerError(
      t.db.command({ getMore: Long.fromNumber(123456789), collection: coll.collectionName }),
      { code: 43, codeName: "CursorNotFound" },
    );
  });
});

describe("BSON types round-trip", () => {
  it("returns every value with its type and content", async () => {
    const coll = freshCollection(t.db);
    const oid = new ObjectId();
    const when = new Date("2024-02-29T12:34:56.789Z");
    const bytes = new Binary(Buffer.from([0, 1, 2, 250, 255]));
    const uuid = new UUID();
    const big = "x".repeat(1_000_000);
    const decimal = Decimal128.fromString("1234567890.123456789012345678901234");
    await coll.insertOne({
      _id: 1,
      oid,
      when,
      bytes,
      uuid,
      nested: [[1, 2], [3, [4, [5]]], []],
      nothing: null,
      yes: true,
      no: false,
      big,
      decimal,
      regex: new BSONRegExp("^ab+c$", "i"),
      obj: { deep: { deeper: { deepest: "bottom" } } },
      unicode: "ærøå ✓ 漢字 🚗",
      double: -1.5,
    });
    const doc = await coll.findOne({ _id: 1 });
    expect(doc).not.toBeNull();
    if (!doc) return;
    expect(doc.oid).toBeInstanceOf(ObjectId);
    expect(doc.oid.toHexString()).toBe(oid.toHexString());
    expect(doc.when).toBeInstanceOf(Date);
    expect(doc.when.getTime()).toBe(when.getTime());
    expect(doc.bytes).toBeInstanceOf(Binary);
    expect(doc.bytes.sub_type).toBe(0);
    expect(Array.from(doc.bytes.buffer)).toEqual([0, 1, 2, 250, 255]);
    expect(doc.uuid).toBeInstanceOf(Binary);
    expect(doc.uuid.sub_type).toBe(4);
    expect(doc.uuid.toUUID().toHexString()).toBe(uuid.toHexString());
    expect(doc.nested).toEqual([[1, 2], [3, [4, [5]]], []]);
    expect(doc.nothing).toBeNull();
    expect(doc.yes).toBe(true);
    expect(doc.no).toBe(false);
    expect(doc.big).toBe(big);
    expect(doc.decimal).toBeInstanceOf(Decimal128);
    expect(doc.decimal.toString()).toBe(decimal.toString());
    expect(doc.regex).toBeInstanceOf(RegExp);
    expect([doc.regex.source, doc.regex.flags]).toEqual(["^ab+c$", "i"]);
    expect(doc.obj).toEqual({ deep: { deeper: { deepest: "bottom" } } });
    expect(doc.unicode).toBe("ærøå ✓ 漢字 🚗");
    expect(doc.double).toBe(-1.5);
    expect(Object.keys(doc)).toEqual([
      "_id",
      "oid",
      "when",
      "bytes",
      "uuid",
      "nested",
      "nothing",
      "yes",
      "no",
      "big",
      "decimal",
      "regex",
      "obj",
      "unicode",
      "double",
    ]);
  });

  // The engine holds numbers as JavaScript numbers: a whole double or a long reads back as an int.
  itOnRealMongod("keeps numeric types apart: int32, int64, double and decimal", async () => {
    const coll = freshCollection(t.db);
    await coll.insertMany([
      { _id: "int", v: new Int32(5) },
      { _id: "long", v: Long.fromString("9007199254740993") },
      { _id: "double", v: new Double(5) },
      { _id: "decimal", v: Decimal128.fromString("5") },
    ]);
    const typed = async (type: string) =>
      (await coll.find({ v: { $type: type } }).toArray()).map((d) => d._id);
    expect(await typed("int")).toEqual(["int"]);
    expect(await typed("long")).toEqual(["long"]);
    expect(await typed("double")).toEqual(["double"]);
    expect(await typed("decimal")).toEqual(["decimal"]);
    // Numbers of different types compare by value.
    expect((await coll.find({ v: 5 }).toArray()).map((d) => d._id).sort()).toEqual([
      "decimal",
      "double",
      "int",
    ]);
    const long = await coll.findOne({ _id: "long" }, { promoteLongs: false });
    expect(Long.isLong(long?.v)).toBe(true);
    expect(String(long?.v)).toBe("9007199254740993");
  });

  it("finds documents by ObjectId, Date and Binary values", async () => {
    const coll = freshCollection(t.db);
    const oid = new ObjectId();
    const when = new Date("2020-01-01T00:00:00Z");
    const bytes = new Binary(Buffer.from("hello"));
    await coll.insertMany([
      { _id: 1, ref: oid, when, bytes },
      {
        _id: 2,
        ref: new ObjectId(),
        when: new Date("2021-01-01T00:00:00Z"),
        bytes: new Binary(Buffer.from("x")),
      },
    ]);
    expect(sortedIds(await coll.find({ ref: new ObjectId(oid.toHexString()) }).toArray())).toEqual([1]);
    expect(sortedIds(await coll.find({ when: { $lt: new Date("2020-06-01T00:00:00Z") } }).toArray())).toEqual(
      [1],
    );
    expect(sortedIds(await coll.find({ bytes: new Binary(Buffer.from("hello")) }).toArray())).toEqual([1]);
  });
});
