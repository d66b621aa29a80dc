import { describe, expect, it } from "vitest";
import { BSONRegExp, Decimal128, type Document, type Filter } from "mongodb";
import { useTestDatabase } from "../../../support/test-database";
import { expectServerError, freshCollection, sortedIds, type Doc } from "./support";

/**
 * Query operator semantics that the engine's own matcher gives as mongod does, where mingo (which
 * answered every filter before) did not; each result is the one MongoDB's documentation or mongod's
 * own jstests give.
 */

const t = useTestDatabase();

async function idsOf(docs: Doc[], filter: Document): Promise<unknown[]> {
  const coll = freshCollection(t.db);
  await coll.insertMany(docs);
  return sortedIds(await coll.find(filter as Filter<Doc>).toArray());
}

describe("paths, arrays and null", () => {
  it("a dotted path meets null in an array element that lacks the field, and in a scalar on the way", async () => {
    const docs = [
      { _id: 1, a: [{ b: 3 }, {}] },
      { _id: 2, a: [{ b: 3 }] },
      { _id: 3, a: 4 },
      { _id: 4 },
      { _id: 5, a: { b: 1 } },
      { _id: 6, a: [{ b: null }] },
    ];
    expect(await idsOf(docs, { "a.b": null })).toEqual([1, 3, 4, 6]);
    expect(await idsOf(docs, { "a.b": { $ne: null } })).toEqual([2, 5]);
    expect(await idsOf(docs, { "a.b": { $exists: false } })).toEqual([3, 4]);
  });

  it("$gte and $lte null match null and missing fields, $gt and $lt null nothing", async () => {
    const docs = [{ _id: 1, v: null }, { _id: 2 }, { _id: 3, v: 0 }, { _id: 4, v: "" }];
    expect(await idsOf(docs, { v: { $gte: null } })).toEqual([1, 2]);
    expect(await idsOf(docs, { v: { $lte: null } })).toEqual([1, 2]);
    expect(await idsOf(docs, { v: { $gt: null } })).toEqual([]);
    expect(await idsOf(docs, { v: { $not: { $lt: null } } })).toEqual([1, 2, 3, 4]);
  });

  it("a numeric path part is an array position and a field name", async () => {
    const docs = [
      { _id: 1, a: [7, 8] },
      { _id: 2, a: [{ 0: 7 }] },
      { _id: 3, a: { 0: 7 } },
      { _id: 4, a: [8, 7] },
    ];
    expect(await idsOf(docs, { "a.0": 7 })).toEqual([1, 2, 3]);
  });

  it("$exists reads its operand as BSON truth: 0 means does not exist", async () => {
    const docs = [{ _id: 1, e: 0 }, { _id: 2 }];
    expect(await idsOf(docs, { e: { $exists: 0 } })).toEqual([2]);
    expect(await idsOf(docs, { e: { $exists: 1 } })).toEqual([1]);
  });
});

describe("equality", () => {
  it("sub-documents inside $in and $nin compare field by field, in order", async () => {
    const docs = [
      { _id: 1, size: { h: 14, w: 21 } },
      { _id: 2, size: { w: 21, h: 14 } },
    ];
    expect(await idsOf(docs, { size: { $in: [{ h: 14, w: 21 }] } })).toEqual([1]);
    expect(await idsOf(docs, { size: { $nin: [{ h: 14, w: 21 }] } })).toEqual([2]);
  });

  it("a decimal equals the same number stored as an int or a double", async () => {
    const docs = [
      { _id: 1, price: 30 },
      { _id: 2, price: 30.5 },
    ];
    expect(await idsOf(docs, { price: Decimal128.fromString("30") })).toEqual([1]);
    expect(await idsOf(docs, { price: { $gt: Decimal128.fromString("30.25") } })).toEqual([2]);
  });

  it("$all holds for a field that is not an array, and a nested array may equal the whole field", async () => {
    // The MongoDB manual's examples: `{ "qty.num": { $all: [ 50 ] } }`, and `$all: [[ "A" ]]`.
    const docs = [
      { _id: 1, qty: { num: 50 } },
      { _id: 2, qty: { num: [50, 60] } },
      { _id: 3, tags: ["A"] },
      { _id: 4, tags: [["A"], "B"] },
    ];
    expect(await idsOf(docs, { "qty.num": { $all: [50] } })).toEqual([1, 2]);
    expect(await idsOf(docs, { tags: { $all: [["A"]] } })).toEqual([3, 4]);
  });
});

describe("regular expressions", () => {
  it("the s option makes . match newlines, and matches every document it should", async () => {
    const docs = [
      { _id: 1, s: "a\nc" },
      { _id: 2, s: "abc" },
      { _id: 3, s: "abc" },
      { _id: 4, s: "abc" },
    ];
    expect(await idsOf(docs, { s: new BSONRegExp("a.c", "s") })).toEqual([1, 2, 3, 4]);
    expect(await idsOf(docs, { s: { $regex: "a.c", $options: "s" } })).toEqual([1, 2, 3, 4]);
    expect(await idsOf(docs, { s: { $regex: "a.c" } })).toEqual([2, 3, 4]);
  });

  it("the x option ignores white space and # comments in the pattern", async () => {
    const docs = [
      { _id: 1, s: "abc" },
      { _id: 2, s: "a bc" },
    ];
    expect(await idsOf(docs, { s: { $regex: "^a b c  # letters", $options: "x" } })).toEqual([1]);
  });
});

describe("$type and the rest", () => {
  it("$type tells an int from a double", async () => {
    const docs = [
      { _id: 1, n: 1 },
      { _id: 2, n: 1.5 },
    ];
    expect(await idsOf(docs, { n: { $type: "int" } })).toEqual([1]);
    expect(await idsOf(docs, { n: { $type: "double" } })).toEqual([2]);
    expect(await idsOf(docs, { n: { $type: ["double", "int"] } })).toEqual([1, 2]);
  });

  it("$comment is accepted and changes nothing", async () => {
    const docs = [
      { _id: 1, n: 1 },
      { _id: 2, n: 2 },
    ];
    expect(await idsOf(docs, { $comment: "the shop's search", n: 2 })).toEqual([2]);
  });
});

describe("malformed operators are refused with BadValue (2)", () => {
  it.each<[string, Document]>([
    ["a regex bound for $gt", { n: { $gt: /x/ } }],
    ["a regex for $ne", { n: { $ne: /x/ } }],
    ["an empty $not", { n: { $not: {} } }],
    ["$not of a number", { n: { $not: 5 } }],
    ["a negative $size", { n: { $size: -1 } }],
    ["an unknown $type alias", { n: { $type: "bogus" } }],
    ["an operator inside $all", { n: { $all: [{ $gt: 1 }] } }],
    ["$elemMatch of a number", { n: { $elemMatch: 5 } }],
    ["$options without $regex", { n: { $options: "i" } }],
    ["an operator inside $in", { n: { $in: [{ $gt: 1 }] } }],
    ["a field among operators", { n: { $gt: 1, m: 2 } }],
  ])("%s", async (_label, filter) => {
    const coll = freshCollection(t.db);
    await coll.insertOne({ _id: 1, n: 1 });
    await expectServerError(coll.find(filter as Filter<Doc>).toArray(), { code: 2, codeName: "BadValue" });
  });
});
