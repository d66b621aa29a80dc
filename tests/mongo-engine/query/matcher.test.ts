import { describe, expect, it } from "vitest";
import { ObjectId } from "bson";
import { compileMatcher, matcherCacheStats } from "../../../server/mongo-engine/query/matcher";

/** Which of the documents a filter matches, by position. */
const matching = (filter: object, docs: object[]) =>
  docs.flatMap((doc, i) => (compileMatcher(filter as never)(doc as never) ? [i] : []));

describe("the compiled matcher's MongoDB semantics", () => {
  it("null matches null and missing fields, also through arrays of sub-documents", () => {
    const docs = [{ a: null }, {}, { a: 1 }, { a: [{ b: 1 }, {}] }, { a: [1, 2] }];
    expect(matching({ a: null }, docs)).toEqual([0, 1]);
    expect(matching({ "a.b": null }, docs)).toEqual([0, 1, 2, 3, 4]);
    expect(matching({ a: { $ne: null } }, docs)).toEqual([2, 3, 4]);
    expect(matching({ "a.b": { $exists: true } }, docs)).toEqual([3]);
  });

  it("equality reaches array elements, whole arrays, dotted paths and positions", () => {
    const docs = [
      { tags: ["pad", "kit"] },
      { tags: "pad" },
      { tags: [["pad"]] },
      { f: [{ m: "VW" }, { m: "Ford" }] },
    ];
    expect(matching({ tags: "pad" }, docs)).toEqual([0, 1]);
    expect(matching({ tags: ["pad", "kit"] }, docs)).toEqual([0]);
    expect(matching({ tags: ["pad"] }, docs)).toEqual([2]);
    expect(matching({ "f.m": "Ford" }, docs)).toEqual([3]);
    expect(matching({ "f.1.m": "Ford" }, docs)).toEqual([3]);
    expect(matching({ "f.0.m": "Ford" }, docs)).toEqual([]);
  });

  it("compares sub-documents field by field, in order", () => {
    const docs = [{ v: { x: 1, y: 2 } }, { v: { y: 2, x: 1 } }];
    expect(matching({ v: { x: 1, y: 2 } }, docs)).toEqual([0]);
  });

  it("brackets ranges by type, numbers across int and double", () => {
    const docs = [{ p: 5 }, { p: "7" }, { p: 5.5 }, { p: [1, 9] }, { p: new Date(0) }];
    expect(matching({ p: { $gt: 5 } }, docs)).toEqual([2, 3]);
    // Each condition on an array may hold for a different element: [1, 9] is >= 5 (9) and < 6 (1).
    expect(matching({ p: { $gte: 5, $lt: 6 } }, docs)).toEqual([0, 2, 3]);
    expect(matching({ p: { $gt: 3, $lt: 7 } }, docs)).toEqual([0, 2, 3]);
    expect(matching({ p: { $lt: "8" } }, docs)).toEqual([1]);
    expect(matching({ p: { $gte: new Date(0) } }, docs)).toEqual([4]);
  });

  it("$in, $nin, $all, $size, $regex and $not", () => {
    const docs = [{ s: "Brake pad" }, { s: ["disc", "rotor"] }, { s: null }, {}];
    expect(matching({ s: { $in: [/^brake/i, "disc"] } }, docs)).toEqual([0, 1]);
    expect(matching({ s: { $in: [null] } }, docs)).toEqual([2, 3]);
    expect(matching({ s: { $nin: ["disc", null] } }, docs)).toEqual([0]);
    expect(matching({ s: { $all: ["rotor", "disc"] } }, docs)).toEqual([1]);
    expect(matching({ s: { $size: 2 } }, docs)).toEqual([1]);
    expect(matching({ s: { $regex: "PAD", $options: "i" } }, docs)).toEqual([0]);
    expect(matching({ s: { $not: /pad/ } }, docs)).toEqual([1, 2, 3]);
    expect(matching({ s: { $not: { $in: ["disc"] } } }, docs)).toEqual([0, 2, 3]);
  });

  it("$elemMatch holds every condition for one element", () => {
    const docs = [
      {
        f: [
          { make: "Ford", from: 2010 },
          { make: "VW", from: 2020 },
        ],
      },
      { f: [{ make: "Ford", from: 2020 }] },
      { f: { make: "Ford", from: 2020 } },
      { n: [1, 9] },
      { n: [5] },
    ];
    expect(matching({ f: { $elemMatch: { make: "Ford", from: { $gte: 2015 } } } }, docs)).toEqual([1]);
    expect(matching({ "f.make": "Ford", "f.from": { $gte: 2015 } }, docs)).toEqual([0, 1, 2]);
    expect(matching({ n: { $elemMatch: { $gt: 3, $lt: 7 } } }, docs)).toEqual([4]);
  });

  it("$and, $or and $nor, and ObjectIds by value", () => {
    const id = new ObjectId();
    const docs = [{ a: 1, o: id }, { a: 2, o: new ObjectId(id.toHexString()) }, { a: 3 }];
    expect(matching({ $or: [{ a: 1 }, { a: 3 }] }, docs)).toEqual([0, 2]);
    expect(matching({ $nor: [{ a: 1 }, { a: 3 }] }, docs)).toEqual([1]);
    expect(matching({ $and: [{ a: { $gt: 1 } }, { o: id }] }, docs)).toEqual([1]);
  });
});

describe("compiling once per shape", () => {
  it("reuses the compiled test for the same shape with other values, and binds the new values", () => {
    const shape = (category: string, price: number) => ({
      category,
      price: { $gte: price },
      zz_shape_probe: { $exists: false },
    });
    const before = matcherCacheStats();
    const first = compileMatcher(shape("brakes", 10));
    const second = compileMatcher(shape("lighting", 99));
    const after = matcherCacheStats();
    expect(after.compiled - before.compiled).toBe(1);
    expect(after.hits - before.hits).toBe(1);
    expect(first({ category: "brakes", price: 20 })).toBe(true);
    expect(second({ category: "brakes", price: 20 })).toBe(false);
    expect(second({ category: "lighting", price: 120 })).toBe(true);
  });

  it("tells apart shapes that only look alike", () => {
    const before = matcherCacheStats().compiled;
    compileMatcher({ zz_probe_a: 1 });
    compileMatcher({ zz_probe_a: { $eq: 1 } });
    compileMatcher({ zz_probe_a: { $not: /x/ } });
    compileMatcher({ zz_probe_a: { $not: { $eq: 1 } } });
    expect(matcherCacheStats().compiled - before).toBe(4);
  });

  it("falls back to mingo for other operators, and refuses unknown ones", () => {
    const before = matcherCacheStats().fallbacks;
    const test = compileMatcher({ $expr: { $gt: ["$a", "$b"] } });
    expect(test({ a: 2, b: 1 })).toBe(true);
    expect(test({ a: 1, b: 2 })).toBe(false);
    expect(matcherCacheStats().fallbacks - before).toBe(1);
    expect(() => compileMatcher({ a: { $bogus: 1 } })).toThrow(expect.objectContaining({ code: 2 }));
  });
});
