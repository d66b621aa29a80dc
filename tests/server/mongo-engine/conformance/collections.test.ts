import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../support/test-database";
import { expectServerError, freshCollection } from "./support";

const t = useTestDatabase();

async function collectionNames(): Promise<string[]> {
  const infos = await t.db.listCollections({}, { nameOnly: true }).toArray();
  return infos.map((c) => c.name);
}

describe("create", () => {
  it("creates an empty collection that listCollections reports", async () => {
    const name = freshCollection(t.db).collectionName;
    const created = await t.db.createCollection(name);
    expect(created.collectionName).toBe(name);
    const [info, ...rest] = await t.db.listCollections({ name }).toArray();
    expect(rest).toEqual([]);
    expect(info).toMatchObject({
      name,
      type: "collection",
      options: {},
      idIndex: { key: { _id: 1 }, name: "_id_" },
    });
    await expect(t.db.collection(name).countDocuments()).resolves.toBe(0);
  });

  it("creating an existing collection with other options fails with NamespaceExists (48)", async () => {
    const name = freshCollection(t.db).collectionName;
    await t.db.createCollection(name);
    await expectServerError(t.db.createCollection(name, { validator: { a: { $exists: true } } }), {
      code: 48,
      codeName: "NamespaceExists",
    });
  });

  it("creating an existing collection again with identical options succeeds (MongoDB 7.0)", async () => {
    const name = freshCollection(t.db).collectionName;
    await t.db.createCollection(name);
    await t.db.collection(name).insertOne({ kept: true });
    await expect(t.db.createCollection(name)).resolves.toBeDefined();
    await expect(t.db.collection(name).countDocuments()).resolves.toBe(1);
  });

  it("a collection created implicitly by an insert exists too", async () => {
    const coll = freshCollection(t.db);
    await coll.insertOne({ a: 1 });
    const options = { validator: { a: { $exists: true } } };
    await expectServerError(t.db.createCollection(coll.collectionName, options), {
      code: 48,
      codeName: "NamespaceExists",
    });
    await expect(coll.countDocuments()).resolves.toBe(1);
  });
});

describe("listCollections", () => {
  it("filters by name and lists only the collections of this database", async () => {
    const a = freshCollection(t.db);
    const b = freshCollection(t.db);
    await a.insertOne({ x: 1 });
    await b.insertOne({ x: 1 });
    const onlyA = await t.db.listCollections({ name: a.collectionName }).toArray();
    expect(onlyA.map((c) => c.name)).toEqual([a.collectionName]);
    const names = await collectionNames();
    expect(names).toEqual(expect.arrayContaining([a.collectionName, b.collectionName]));
    expect(await t.db.listCollections({ name: "no_such_collection_here" }).toArray()).toEqual([]);
  });

  it("nameOnly answers just name and type", async () => {
    const coll = freshCollection(t.db);
    await coll.insertOne({ x: 1 });
    const infos = await t.db.listCollections({ name: coll.collectionName }, { nameOnly: true }).toArray();
    expect(infos).toEqual([{ name: coll.collectionName, type: "collection" }]);
  });

  it("filters with a regular expression on the name", async () => {
    const prefix = `${freshCollection(t.db).collectionName}_`;
    for (const suffix of ["one", "two"]) await t.db.collection(prefix + suffix).insertOne({});
    await t.db.collection(`other_${prefix}`).insertOne({});
    const infos = await t.db
      .listCollections({ name: { $regex: `^${prefix}` } }, { nameOnly: true })
      .toArray();
    expect(infos.map((c) => c.name).sort()).toEqual([`${prefix}one`, `${prefix}two`]);
  });
});

describe("drop", () => {
  it("drop removes the collection and its documents", async () => {
    const coll = freshCollection(t.db);
    await coll.insertMany([{ a: 1 }, { a: 2 }]);
    await expect(coll.drop()).resolves.toBe(true);
    expect(await collectionNames()).not.toContain(coll.collectionName);
    await expect(coll.countDocuments()).resolves.toBe(0);
    await expect(coll.find().toArray()).resolves.toEqual([]);
  });

  it("dropping a collection that does not exist does not throw", async () => {
    const coll = freshCollection(t.db);
    await expect(coll.drop()).resolves.toBeTypeOf("boolean");
  });

  it("a dropped collection can be created again, empty", async () => {
    const coll = freshCollection(t.db);
    await coll.insertOne({ _id: 1 });
    await coll.drop();
    await coll.insertOne({ _id: 1 }); // no duplicate key: the old document is gone
    await expect(coll.find().toArray()).resolves.toEqual([{ _id: 1 }]);
  });

  it("dropDatabase removes every collection of that database only", async () => {
    const other = t.client.db(`${t.db.databaseName}_x`);
    const keep = freshCollection(t.db);
    await keep.insertOne({ keep: true });
    await other.collection("one").insertOne({ a: 1 });
    await other.collection("two").insertOne({ a: 2 });
    await expect(other.dropDatabase()).resolves.toBe(true);
    await expect(other.listCollections().toArray()).resolves.toEqual([]);
    await expect(other.collection("one").countDocuments()).resolves.toBe(0);
    const databases = await t.db.admin().listDatabases({ nameOnly: true });
    expect(databases.databases.map((d) => d.name)).not.toContain(other.databaseName);
    await expect(keep.countDocuments()).resolves.toBe(1);
  });
});

describe("collection names with dots", () => {
  it("treats a.b and a.b.c as separate collections, independent of a", async () => {
    const base = freshCollection(t.db).collectionName;
    const parent = t.db.collection(base);
    const child = t.db.collection(`${base}.archive`);
    const grandchild = t.db.collection(`${base}.archive.2024`);
    await parent.insertOne({ level: 0 });
    await child.insertMany([{ level: 1 }, { level: 1 }]);
    await grandchild.insertMany([{ level: 2 }, { level: 2 }, { level: 2 }]);
    await expect(parent.countDocuments()).resolves.toBe(1);
    await expect(child.countDocuments()).resolves.toBe(2);
    await expect(grandchild.countDocuments({ level: 2 })).resolves.toBe(3);
    expect(await collectionNames()).toEqual(
      expect.arrayContaining([base, `${base}.archive`, `${base}.archive.2024`]),
    );
    await child.drop();
    await expect(parent.countDocuments()).resolves.toBe(1);
    await expect(grandchild.countDocuments()).resolves.toBe(3);
    expect(await collectionNames()).not.toContain(`${base}.archive`);
  });
});
