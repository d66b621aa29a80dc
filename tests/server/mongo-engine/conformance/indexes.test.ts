import { describe, expect, it } from "vitest";
import type { Document } from "mongodb";
import { useTestDatabase } from "../../../support/test-database";
import { expectServerError, freshCollection, type TestCollection, sortedIds } from "./support";

const t = useTestDatabase();

async function indexNames(coll: TestCollection): Promise<string[]> {
  return (await coll.listIndexes().toArray()).map((i) => String(i.name)).sort();
}

/** A collection with a unique index on `email` and two users. */
async function users(): Promise<TestCollection> {
  const coll = freshCollection(t.db);
  await coll.createIndex({ email: 1 }, { unique: true });
  await coll.insertMany([
    { _id: 1, email: "a@x" },
    { _id: 2, email: "b@x" },
  ]);
  return coll;
}

const duplicateEmail = (email: string) => ({
  code: 11000,
  keyPattern: { email: 1 },
  keyValue: { email },
});

describe("creating and listing indexes", () => {
  it("names indexes after their keys and directions", async () => {
    const coll = freshCollection(t.db);
    await expect(coll.createIndex({ email: 1 })).resolves.toBe("email_1");
    await expect(coll.createIndex({ a: 1, b: -1 })).resolves.toBe("a_1_b_-1");
    await expect(coll.createIndex({ "profile.age": -1 })).resolves.toBe("profile.age_-1");
    await expect(coll.createIndex({ z: 1 }, { name: "custom_name" })).resolves.toBe("custom_name");
    expect(await indexNames(coll)).toEqual(["_id_", "a_1_b_-1", "custom_name", "email_1", "profile.age_-1"]);
  });

  it("createIndexes creates several at once and returns their names", async () => {
    const coll = freshCollection(t.db);
    const names = await coll.createIndexes([
      { key: { a: 1 } },
      { key: { b: 1, c: -1 }, name: "bc" },
      { key: { d: 1 }, unique: true },
    ]);
    expect(names).toEqual(["a_1", "bc", "d_1"]);
    expect(await indexNames(coll)).toEqual(["_id_", "a_1", "bc", "d_1"]);
  });

  it("listIndexes always includes _id_ and reports keys and options", async () => {
    const coll = freshCollection(t.db);
    await coll.insertOne({ x: 1 });
    expect(await coll.listIndexes().toArray()).toEqual([
      expect.objectContaining({ key: { _id: 1 }, name: "_id_" }),
    ]);
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.createIndex({ sku: 1 }, { unique: true, sparse: true });
    const byName = Object.fromEntries((await coll.listIndexes().toArray()).map((i) => [i.name, i]));
    expect(byName._id_).toMatchObject({ key: { _id: 1 } });
    expect(byName._id_).not.toHaveProperty("unique");
    expect(byName.email_1).toMatchObject({ key: { email: 1 }, unique: true });
    expect(byName.sku_1).toMatchObject({ key: { sku: 1 }, unique: true, sparse: true });
  });

  it("creating an index creates the collection", async () => {
    const coll = freshCollection(t.db);
    await coll.createIndex({ a: 1 });
    const listed = await t.db.listCollections({ name: coll.collectionName }).toArray();
    expect(listed).toHaveLength(1);
    expect(await indexNames(coll)).toEqual(["_id_", "a_1"]);
  });

  it("creating the same index again is a no-op", async () => {
    const coll = freshCollection(t.db);
    await coll.createIndex({ a: 1 }, { unique: true });
    await expect(coll.createIndex({ a: 1 }, { unique: true })).resolves.toBe("a_1");
    expect(await indexNames(coll)).toEqual(["_id_", "a_1"]);
  });

  it("the same key under another name is refused with IndexOptionsConflict (85)", async () => {
    const coll = freshCollection(t.db);
    await coll.createIndex({ a: 1 });
    await expectServerError(coll.createIndex({ a: 1 }, { name: "other_name" }), { code: 85 });
    expect(await indexNames(coll)).toEqual(["_id_", "a_1"]);
  });

  it("listIndexes on a missing collection fails with NamespaceNotFound (26)", async () => {
    await expectServerError(freshCollection(t.db).listIndexes().toArray(), {
      code: 26,
      codeName: "NamespaceNotFound",
    });
  });
});

describe("unique indexes", () => {
  it("refuse a duplicate insert with 11000, keyPattern and keyValue", async () => {
    const coll = await users();
    await expectServerError(coll.insertOne({ _id: 3, email: "a@x" }), duplicateEmail("a@x"));
    await expect(coll.findOne({ _id: 3 })).resolves.toBeNull();
  });

  it("refuse a duplicate inside one insertMany and keep the first", async () => {
    const coll = await users();
    await expect(
      coll.insertMany([
        { _id: 3, email: "c@x" },
        { _id: 4, email: "c@x" },
      ]),
    ).rejects.toMatchObject({
      code: 11000,
    });
    expect(sortedIds(await coll.find({ email: "c@x" }).toArray())).toEqual([3]);
  });

  it("refuse an update that would duplicate a key", async () => {
    const coll = await users();
    await expectServerError(coll.updateOne({ _id: 2 }, { $set: { email: "a@x" } }), duplicateEmail("a@x"));
    await expect(coll.findOne({ _id: 2 })).resolves.toEqual({ _id: 2, email: "b@x" });
    await expectServerError(coll.replaceOne({ _id: 2 }, { email: "a@x" }), duplicateEmail("a@x"));
    await expect(coll.findOne({ _id: 2 })).resolves.toEqual({ _id: 2, email: "b@x" });
  });

  it("refuse an upsert that would insert a duplicate key", async () => {
    const coll = await users();
    await expectServerError(
      coll.updateOne({ _id: 9 }, { $set: { email: "b@x" } }, { upsert: true }),
      duplicateEmail("b@x"),
    );
    await expect(coll.findOne({ _id: 9 })).resolves.toBeNull();
    await expect(coll.countDocuments()).resolves.toBe(2);
  });

  it("refuse findOneAndUpdate producing a duplicate", async () => {
    const coll = await users();
    await expectServerError(coll.findOneAndUpdate({ _id: 1 }, { $set: { email: "b@x" } }), { code: 11000 });
    await expect(coll.findOne({ _id: 1 })).resolves.toEqual({ _id: 1, email: "a@x" });
  });

  it("free the old key when an update changes the indexed value", async () => {
    const coll = await users();
    await coll.updateOne({ _id: 1 }, { $set: { email: "new@x" } });
    await coll.insertOne({ _id: 3, email: "a@x" }); // the old value is free again
    await expectServerError(coll.insertOne({ _id: 4, email: "new@x" }), duplicateEmail("new@x"));
    await coll.updateOne({ _id: 1 }, { $set: { email: "new@x" } }); // no-op on itself is fine
  });

  it("free the key when the document is deleted", async () => {
    const coll = await users();
    await coll.deleteOne({ _id: 2 });
    await coll.insertOne({ _id: 3, email: "b@x" });
    await expect(coll.countDocuments({ email: "b@x" })).resolves.toBe(1);
  });

  it("compound: the same pair is refused, a different pair is fine", async () => {
    const coll = freshCollection(t.db);
    await coll.createIndex({ shop: 1, sku: 1 }, { unique: true });
    await coll.insertMany([
      { shop: 1, sku: "a" },
      { shop: 1, sku: "b" },
      { shop: 2, sku: "a" },
    ]);
    await expectServerError(coll.insertOne({ shop: 1, sku: "a" }), {
      code: 11000,
      keyPattern: { shop: 1, sku: 1 },
      keyValue: { shop: 1, sku: "a" },
    });
    await expect(coll.countDocuments()).resolves.toBe(3);
  });

  it("treat a missing field as null: a second document without it is a duplicate", async () => {
    const coll = freshCollection(t.db);
    await coll.createIndex({ sku: 1 }, { unique: true });
    await coll.insertOne({ _id: 1 });
    await expectServerError(coll.insertOne({ _id: 2 }), {
      code: 11000,
      keyPattern: { sku: 1 },
      keyValue: { sku: null },
    });
  });

  it("sparse: many documents may lack the field, present values stay unique", async () => {
    const coll = freshCollection(t.db);
    await coll.createIndex({ sku: 1 }, { unique: true, sparse: true });
    await coll.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3, sku: "s1" }, { _id: 4 }]);
    await expectServerError(coll.insertOne({ _id: 5, sku: "s1" }), { code: 11000, keyValue: { sku: "s1" } });
    await expect(coll.countDocuments()).resolves.toBe(4);
  });

  it("on an array field every element is a key", async () => {
    const coll = freshCollection(t.db);
    await coll.createIndex({ tags: 1 }, { unique: true });
    await coll.insertOne({ _id: 1, tags: ["a", "b"] });
    await coll.insertOne({ _id: 2, tags: ["c", "c"] }); // repeating a value within one document is fine
    await expectServerError(coll.insertOne({ _id: 3, tags: ["x", "b"] }), { code: 11000 });
    await expect(coll.countDocuments()).resolves.toBe(2);
  });

  it("on a dotted path compares the nested values", async () => {
    const coll = freshCollection(t.db);
    await coll.createIndex({ "profile.handle": 1 }, { unique: true });
    await coll.insertOne({ profile: { handle: "h1" } });
    await coll.insertOne({ profile: { handle: "h2" } });
    await expectServerError(coll.insertOne({ profile: { handle: "h1", other: 1 } }), {
      code: 11000,
      keyPattern: { "profile.handle": 1 },
      keyValue: { "profile.handle": "h1" },
    });
  });

  it("cannot be built over existing duplicates, and is then not created", async () => {
    const coll = freshCollection(t.db);
    await coll.insertMany([{ email: "same" }, { email: "same" }, { email: "other" }]);
    await expectServerError(coll.createIndex({ email: 1 }, { unique: true }), { code: 11000 });
    expect(await indexNames(coll)).toEqual(["_id_"]);
    await coll.insertOne({ email: "same" }); // nothing is enforced
    await expect(coll.countDocuments({ email: "same" })).resolves.toBe(3);
  });

  it("a non-unique index allows duplicates", async () => {
    const coll = freshCollection(t.db);
    await coll.createIndex({ email: 1 });
    await coll.insertMany([{ email: "dup" }, { email: "dup" }]);
    await expect(coll.countDocuments({ email: "dup" })).resolves.toBe(2);
  });
});

describe("dropping indexes", () => {
  it("dropIndex by name removes it and its constraint", async () => {
    const coll = await users();
    await coll.createIndex({ other: 1 });
    await coll.dropIndex("email_1");
    expect(await indexNames(coll)).toEqual(["_id_", "other_1"]);
    await coll.insertOne({ _id: 3, email: "a@x" });
    await expect(coll.countDocuments({ email: "a@x" })).resolves.toBe(2);
  });

  it("dropIndexes removes all but _id_", async () => {
    const coll = await users();
    await coll.createIndexes([{ key: { a: 1 } }, { key: { b: -1 } }]);
    await expect(coll.dropIndexes()).resolves.toBe(true);
    expect(await indexNames(coll)).toEqual(["_id_"]);
    await expect(coll.countDocuments()).resolves.toBe(2);
  });

  it("dropping _id_ fails with InvalidOptions (72)", async () => {
    const coll = await users();
    await expectServerError(coll.dropIndex("_id_"), { code: 72, codeName: "InvalidOptions" });
    expect(await indexNames(coll)).toEqual(["_id_", "email_1"]);
  });

  it("dropping an index that does not exist fails with IndexNotFound (27)", async () => {
    const coll = await users();
    await expectServerError(coll.dropIndex("nope_1"), { code: 27, codeName: "IndexNotFound" });
  });

  it("dropping the collection drops its indexes", async () => {
    const coll = await users();
    await coll.drop();
    await coll.insertMany([{ email: "a@x" }, { email: "a@x" }] as Document[]);
    expect(await indexNames(coll)).toEqual(["_id_"]);
  });
});
