import { describe, expect, it } from "vitest";
import { MongoServerError, type Document, type Filter } from "mongodb";
import { useTestDatabase } from "../../../support/test-database";
import { expectServerError, freshCollection, type TestCollection, type Doc } from "./support";

const t = useTestDatabase();

const MiB = 1024 * 1024;

async function threeDocs(): Promise<TestCollection> {
  const coll = freshCollection(t.db);
  await coll.insertMany([
    { _id: 1, name: "ann", n: 1 },
    { _id: 2, name: "bob", n: 2 },
    { _id: 3, name: "cid", n: "three" },
  ]);
  return coll;
}

/** After an error the same connection must still answer ordinary requests correctly. */
async function expectStillWorking(coll: TestCollection): Promise<void> {
  await expect(t.db.admin().command({ ping: 1 })).resolves.toMatchObject({ ok: 1 });
  await expect(coll.find({ name: "bob" }).toArray()).resolves.toEqual([{ _id: 2, name: "bob", n: 2 }]);
}

describe("bad queries", () => {
  it("an unknown query operator fails with BadValue (2) and the server keeps working", async () => {
    const coll = await threeDocs();
    await expectServerError(coll.find({ name: { $bogus: 1 } } as Filter<Doc>).toArray(), {
      code: 2,
      codeName: "BadValue",
    });
    await expectStillWorking(coll);
  });

  it("an unknown top-level operator fails with BadValue (2)", async () => {
    const coll = await threeDocs();
    await expectServerError(coll.find({ $bogus: [{ a: 1 }] } as Filter<Doc>).toArray(), {
      code: 2,
      codeName: "BadValue",
    });
    await expectStillWorking(coll);
  });

  it.each<[string, Document]>([
    ["$in without an array", { n: { $in: 5 } }],
    ["$and with an empty array", { $and: [] }],
    ["$or that is not an array", { $or: { n: 1 } }],
  ])("a malformed filter (%s) fails with BadValue (2)", async (_label, filter) => {
    const coll = await threeDocs();
    await expectServerError(coll.find(filter as Filter<Doc>).toArray(), { code: 2 });
    await expectStillWorking(coll);
  });

  it("an invalid regular expression is refused", async () => {
    const coll = await threeDocs();
    await expect(coll.find({ name: { $regex: "(unclosed" } }).toArray()).rejects.toBeInstanceOf(
      MongoServerError,
    );
    await expect(coll.countDocuments({ name: { $regex: "[z-a]" } })).rejects.toBeInstanceOf(MongoServerError);
    await expectStillWorking(coll);
  });

  it("the same bad filter fails in count, distinct, delete and update too", async () => {
    const coll = await threeDocs();
    const bad = { n: { $bogus: 1 } } as Filter<Doc>;
    await expectServerError(coll.countDocuments(bad), { code: 2 });
    await expectServerError(coll.distinct("name", bad), { code: 2 });
    await expectServerError(coll.deleteMany(bad), { code: 2 });
    await expectServerError(coll.updateMany(bad, { $set: { x: 1 } }), { code: 2 });
    await expect(coll.countDocuments()).resolves.toBe(3);
    await expect(coll.countDocuments({ x: 1 })).resolves.toBe(0);
  });

  it("reading a collection or database that does not exist is not an error", async () => {
    const coll = freshCollection(t.db);
    await expect(coll.find({}).toArray()).resolves.toEqual([]);
    await expect(coll.findOne({ _id: 1 })).resolves.toBeNull();
    const elsewhere = t.client.db(`${t.db.databaseName}_absent`).collection("nothing");
    await expect(elsewhere.find().toArray()).resolves.toEqual([]);
  });
});

describe("bad aggregations", () => {
  it("an unknown stage fails with 40324 (Unrecognized pipeline stage name)", async () => {
    const coll = await threeDocs();
    await expectServerError(coll.aggregate([{ $bogusStage: {} }]).toArray(), { code: 40324 });
    await expectStillWorking(coll);
  });

  it("an unknown expression operator fails with InvalidPipelineOperator (168)", async () => {
    const coll = await threeDocs();
    await expectServerError(coll.aggregate([{ $project: { x: { $bogusExpr: 1 } } }]).toArray(), {
      code: 168,
      codeName: "InvalidPipelineOperator",
    });
    await expectStillWorking(coll);
  });

  it("$group without an _id is refused", async () => {
    const coll = await threeDocs();
    await expect(coll.aggregate([{ $group: { total: { $sum: "$n" } } }]).toArray()).rejects.toBeInstanceOf(
      MongoServerError,
    );
    await expectStillWorking(coll);
  });
});

describe("bad updates", () => {
  it("$inc with a string amount fails with TypeMismatch (14) and changes nothing", async () => {
    const coll = await threeDocs();
    await expectServerError(coll.updateOne({ _id: 1 }, { $inc: { n: "5" } } as Document), { code: 14 });
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({ _id: 1, name: "ann", n: 1 });
    await expectStillWorking(coll);
  });

  it("$inc on a field holding a string fails with TypeMismatch (14)", async () => {
    const coll = await threeDocs();
    await expectServerError(coll.updateOne({ _id: 3 }, { $inc: { n: 1 } }), { code: 14 });
    await expect(coll.findOne({ _id: 3 })).resolves.toEqual({ _id: 3, name: "cid", n: "three" });
  });

  it("$push onto a field that is not an array is refused", async () => {
    const coll = await threeDocs();
    await expect(coll.updateOne({ _id: 1 }, { $push: { name: "x" } } as Document)).rejects.toBeInstanceOf(
      MongoServerError,
    );
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({ _id: 1, name: "ann", n: 1 });
  });

  it("a replacement document with a $-prefixed field fails with DollarPrefixedFieldName (52)", async () => {
    // Sent raw: the driver would refuse this replacement client-side.
    const coll = await threeDocs();
    const reply = await t.db.command({
      update: coll.collectionName,
      updates: [{ q: { _id: 1 }, u: { name: "ann", $weird: 1 } }],
    });
    expect(reply.n).toBe(0);
    expect(reply.writeErrors).toEqual([expect.objectContaining({ index: 0, code: 52 })]);
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({ _id: 1, name: "ann", n: 1 });
  });
});

describe("bad documents", () => {
  it("an array _id is refused with BadValue (2)", async () => {
    const coll = freshCollection(t.db);
    await expectServerError(coll.insertOne({ _id: [1, 2] } as Document), { code: 2 });
    await expect(coll.countDocuments()).resolves.toBe(0);
  });

  it("a $-prefixed field name is stored as plain data (allowed on insert since MongoDB 5.0)", async () => {
    const coll = freshCollection(t.db);
    await coll.insertOne({ _id: 1, $price: 50, nested: { $qty: 3 } });
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({ _id: 1, $price: 50, nested: { $qty: 3 } });
  });

  it("a document over 16 MiB is refused and not stored", async () => {
    const coll = freshCollection(t.db);
    // Either the driver refuses it before sending or the server answers an error: both reject.
    await expect(coll.insertOne({ _id: 1, big: "x".repeat(16 * MiB + 1024) })).rejects.toThrow();
    await expect(coll.countDocuments()).resolves.toBe(0);
    await expectStillWorking(await threeDocs());
  });

  it("an update that would grow a document past 16 MiB is refused", async () => {
    const coll = freshCollection(t.db);
    await coll.insertOne({ _id: 1, a: "a".repeat(9 * MiB) });
    await expect(coll.updateOne({ _id: 1 }, { $set: { b: "b".repeat(9 * MiB) } })).rejects.toBeInstanceOf(
      MongoServerError,
    );
    const doc = await coll.findOne({ _id: 1 }, { projection: { a: 0 } });
    expect(doc).toEqual({ _id: 1 });
  });

  it("a document just under the limit is stored and read back whole", async () => {
    const coll = freshCollection(t.db);
    const big = "y".repeat(15 * MiB);
    await coll.insertOne({ _id: 1, big });
    const doc = await coll.findOne({ _id: 1 });
    expect(doc?.big.length).toBe(big.length);
    expect(doc?.big === big).toBe(true);
  });
});

describe("resilience", () => {
  it("many failing requests in a row leave the server answering correctly", async () => {
    const coll = await threeDocs();
    const failures = await Promise.allSettled([
      coll.find({ a: { $bogus: 1 } } as Filter<Doc>).toArray(),
      t.db.command({ noSuchCommand: 1 }),
      coll.insertOne({ _id: 1 }),
      coll.updateOne({ _id: 1 }, { $foo: { a: 1 } } as Document),
      coll.aggregate([{ $bogusStage: {} }]).toArray(),
      coll.find({ name: { $regex: "(" } }).toArray(),
    ]);
    expect(failures.map((f) => f.status)).toEqual(Array(failures.length).fill("rejected"));
    for (const failure of failures) {
      if (failure.status === "rejected") expect(failure.reason).toBeInstanceOf(MongoServerError);
    }
    await expectStillWorking(coll);
    await expect(coll.countDocuments()).resolves.toBe(3);
  });
});
