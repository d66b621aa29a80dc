import { describe, expect, it } from "vitest";
import { Binary, BSONRegExp, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId } from "bson";
import { compileMatcher, matcherCacheStats } from "../../../../server/mongo-engine/query/matcher";

/** Which of the documents a filter matches, by position. */
const matching = (filter: object, docs: object[]) =>
  docs.flatMap((doc, i) => (compileMatcher(filter as never)(doc as never) ? [i] : []));

/** Which of the named documents a filter matches, by name. */
const matchingNamed = (filter: object, docs: Record<string, object>) =>
  Object.entries(docs)
    .filter(([, doc]) => compileMatcher(filter as never)(doc as never))
    .map(([name]) => name);

describe("the compiled matcher's MongoDB semantics", () => {
  it("null matches null and missing fields, also through arrays of sub-documents", () => {
    const docs = [{ a: null }, {}, { a: 1 }, { a: [{ b: 1 }, {}] }, { a: [1, 2] }];
    expect(matching({ a: null }, docs)).toEqual([0, 1]);
    // An array in which no element continues the path yields nothing at all (jstests/core/null2.js).
    expect(matching({ "a.b": null }, docs)).toEqual([0, 1, 2, 3]);
    expect(matching({ a: { $ne: null } }, docs)).toEqual([2, 3, 4]);
    expect(matching({ "a.b": { $exists: true } }, docs)).toEqual([3]);
  });

  /** The documents of mongod's jstests/core/query/null_query_semantics.js (undefined aside). */
  const nullSemantics = {
    a_empty_subobject: { a: {} },
    a_null: { a: null },
    a_number: { a: 4 },
    a_subobject_b_not_null: { a: { b: "hi" } },
    a_subobject_b_null: { a: { b: null } },
    no_a: {},
    a_double_array: { a: [[]] },
    a_empty_array: { a: [] },
    a_object_array_no_b_nulls: { a: [{ b: 1 }, { b: 3 }, { b: "string" }] },
    a_object_array_some_b_nulls: { a: [{ b: null }, { b: 3 }, { b: null }] },
    a_object_array_some_b_missing: { a: [{ b: 3 }, {}] },
    a_value_array_all_nulls: { a: [null, null] },
    a_value_array_no_nulls: { a: [1, "string", 4] },
    a_value_array_with_null: { a: [1, "string", null, 4] },
  };
  const equalToNull = ["a_null", "no_a", "a_value_array_all_nulls", "a_value_array_with_null"];
  /** Where `a.b` is null or missing: a document with no `a.b`, or an array of `a` with one such element. */
  const dottedEqualToNull = [
    "a_empty_subobject",
    "a_null",
    "a_number",
    "a_subobject_b_null",
    "no_a",
    "a_object_array_some_b_nulls",
    "a_object_array_some_b_missing",
  ];
  const others = (names: string[]) => Object.keys(nullSemantics).filter((name) => !names.includes(name));

  it.each<[string, object, string[]]>([
    ["$eq: null", { a: { $eq: null } }, equalToNull],
    ["$ne: null", { a: { $ne: null } }, others(equalToNull)],
    ["$in: [null, 75]", { a: { $in: [null, 75] } }, equalToNull],
    ["$not: {$gte: null}", { a: { $not: { $gte: null } } }, others(equalToNull)],
    [
      "$nin: [null, []]",
      { a: { $nin: [null, []] } },
      others([...equalToNull, "a_double_array", "a_empty_array"]),
    ],
    ["dotted $eq: null", { "a.b": { $eq: null } }, dottedEqualToNull],
    ["dotted $ne: null", { "a.b": { $ne: null } }, others(dottedEqualToNull)],
    [
      "dotted $exists: false",
      { "a.b": { $exists: false } },
      [
        "a_empty_subobject",
        "a_null",
        "a_number",
        "no_a",
        "a_double_array",
        "a_empty_array",
        "a_value_array_all_nulls",
        "a_value_array_no_nulls",
        "a_value_array_with_null",
      ],
    ],
    [
      "$elemMatch: {$eq: null}",
      { a: { $elemMatch: { $eq: null } } },
      ["a_value_array_all_nulls", "a_value_array_with_null"],
    ],
    [
      "$elemMatch: {$ne: null}",
      { a: { $elemMatch: { $ne: null } } },
      [
        "a_double_array",
        "a_object_array_no_b_nulls",
        "a_object_array_some_b_nulls",
        "a_object_array_some_b_missing",
        "a_value_array_no_nulls",
        "a_value_array_with_null",
      ],
    ],
  ])("null semantics as mongod's jstests have them: %s", (_label, filter, expected) => {
    expect(matchingNamed(filter, nullSemantics).sort()).toEqual([...expected].sort());
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

  it("a numeric path part is a position and a field name, written as mongod writes positions", () => {
    const docs = [{ a: [1] }, { a: [{ 0: 1 }] }, { a: { 0: 1 } }, { a: [[1]] }, { a: [2, 1] }];
    expect(matching({ "a.0": 1 }, docs)).toEqual([0, 1, 2]);
    expect(matching({ "a.00": 1 }, docs)).toEqual([]);
    expect(matching({ "a.0.0": 1 }, docs)).toEqual([1, 3]);
    expect(matching({ "a.1": 1 }, docs)).toEqual([4]);
  });

  it("compares sub-documents field by field, in order, wherever they are compared", () => {
    const docs = [{ v: { x: 1, y: 2 } }, { v: { y: 2, x: 1 } }, { v: [{ x: 1, y: 2 }] }];
    expect(matching({ v: { x: 1, y: 2 } }, docs)).toEqual([0, 2]);
    expect(matching({ v: { $eq: { y: 2, x: 1 } } }, docs)).toEqual([1]);
    expect(matching({ v: { $in: [{ y: 2, x: 1 }] } }, docs)).toEqual([1]);
    expect(matching({ v: { $nin: [{ x: 1, y: 2 }] } }, docs)).toEqual([1]);
  });

  it("numbers are equal across int, long, double and decimal; ObjectId, Date and Binary by value", () => {
    const id = new ObjectId();
    const docs = [
      { n: 5, o: id, d: new Date(0), b: new Binary(Buffer.from("hi")) },
      { n: Long.fromNumber(5) },
      { n: Decimal128.fromString("5") },
      { n: 5.5 },
      { o: new ObjectId(), d: new Date(1), b: new Binary(Buffer.from("ho")) },
    ];
    for (const five of [5, new Int32(5), new Double(5), Long.fromNumber(5), Decimal128.fromString("5.0")]) {
      expect(matching({ n: five }, docs)).toEqual([0, 1, 2]);
    }
    expect(matching({ n: { $gt: Decimal128.fromString("5.2") } }, docs)).toEqual([3]);
    expect(matching({ o: new ObjectId(id.toHexString()) }, docs)).toEqual([0]);
    expect(matching({ d: new Date(0) }, docs)).toEqual([0]);
    expect(matching({ b: new Binary(Buffer.from("hi")) }, docs)).toEqual([0]);
  });

  it("brackets ranges by type, numbers across int and double", () => {
    const docs = [{ p: 5 }, { p: "7" }, { p: 5.5 }, { p: [1, 9] }, { p: new Date(0) }];
    expect(matching({ p: { $gt: 5 } }, docs)).toEqual([2, 3]);
    // Each condition on an array may hold for a different element: [1, 9] is >= 5 (9) and < 6 (1).
    expect(matching({ p: { $gte: 5, $lt: 6 } }, docs)).toEqual([0, 2, 3]);
    expect(matching({ p: { $gt: 3, $lt: 7 } }, docs)).toEqual([0, 2, 3]);
    expect(matching({ p: { $lt: "8" } }, docs)).toEqual([1]);
    expect(matching({ p: { $gte: new Date(0) } }, docs)).toEqual([4]);
    expect(matching({ p: { $gt: [1] } }, docs)).toEqual([3]);
  });

  it("MinKey and MaxKey bound every value, NaN equals only NaN and is neither less nor greater", () => {
    const docs = [{ v: 1 }, { v: "x" }, { v: new MinKey() }, { v: new MaxKey() }, { v: NaN }];
    expect(matching({ v: { $gt: new MinKey() } }, docs)).toEqual([0, 1, 3, 4]);
    expect(matching({ v: { $lte: new MaxKey() } }, docs)).toEqual([0, 1, 2, 3, 4]);
    expect(matching({ v: { $lt: new MaxKey() } }, docs)).toEqual([0, 1, 2, 4]);
    expect(matching({ v: NaN }, docs)).toEqual([4]);
    expect(matching({ v: { $gte: NaN } }, docs)).toEqual([4]);
    expect(matching({ v: { $lt: 2 } }, docs)).toEqual([0]);
  });

  it("$in, $nin, $all, $size, $regex and $not", () => {
    const docs = [{ s: "Brake pad" }, { s: ["disc", "rotor"] }, { s: null }, {}];
    expect(matching({ s: { $in: [/^brake/i, "disc"] } }, docs)).toEqual([0, 1]);
    expect(matching({ s: { $in: [null] } }, docs)).toEqual([2, 3]);
    expect(matching({ s: { $in: [["disc", "rotor"]] } }, docs)).toEqual([1]);
    expect(matching({ s: { $nin: ["disc", null] } }, docs)).toEqual([0]);
    expect(matching({ s: { $all: ["rotor", "disc"] } }, docs)).toEqual([1]);
    expect(matching({ s: { $size: 2 } }, docs)).toEqual([1]);
    expect(matching({ s: { $regex: "PAD", $options: "i" } }, docs)).toEqual([0]);
    expect(matching({ s: { $not: /pad/ } }, docs)).toEqual([1, 2, 3]);
    expect(matching({ s: { $not: { $in: ["disc"] } } }, docs)).toEqual([0, 2, 3]);
  });

  it("$all is an $and of equalities: it holds for a single value, and a nested list may equal the whole array", () => {
    const docs = [{ q: 50 }, { q: [50, 60] }, { q: [[50, 60]] }, { q: [] }];
    expect(matching({ q: { $all: [50] } }, docs)).toEqual([0, 1]);
    expect(matching({ q: { $all: [[50, 60]] } }, docs)).toEqual([1, 2]);
    expect(matching({ q: { $all: [] } }, docs)).toEqual([]);
  });

  it("$exists takes BSON's truth: 0, false and null are false", () => {
    const docs = [{ e: 1 }, {}];
    for (const yes of [true, 1, "no", {}]) expect(matching({ e: { $exists: yes } }, docs)).toEqual([0]);
    for (const no of [false, 0, null]) expect(matching({ e: { $exists: no } }, docs)).toEqual([1]);
  });

  it("regular expressions: options, extended syntax, dot-all from a decoded `s`, regex values", () => {
    const docs = [{ r: "a\nc" }, { r: "ABC" }, { r: /ab/ }, { r: "ab" }, { r: new BSONRegExp("ab", "i") }];
    expect(matching({ r: { $regex: "a.c", $options: "s" } }, docs)).toEqual([0]);
    // js-bson decodes BSON's `s` option as the `g` flag: it means dot-all, and must not make test() stateful.
    expect(matching({ r: /a.c/g }, [...docs, { r: "a\nc" }])).toEqual([0, 5]);
    expect(matching({ r: { $regex: "a b # the letters", $options: "xi" } }, docs)).toEqual([1, 3]);
    expect(matching({ r: /ab/ }, docs)).toEqual([2, 3]);
    expect(matching({ r: { $eq: /ab/ } }, docs)).toEqual([2]);
    expect(matching({ r: { $regex: /ab/i } }, docs)).toEqual([1, 3, 4]);
    expect(matching({ r: { $in: [/^a/] } }, docs)).toEqual([0, 3]);
  });

  it("$type by name, code, 'number' and lists; numbers typed as the engine stores them", () => {
    const docs = [
      { t: 1 },
      { t: 1.5 },
      { t: "s" },
      { t: [1, "s"] },
      { t: null },
      { t: { x: 1 } },
      { t: new Date(0) },
    ];
    expect(matching({ t: { $type: "number" } }, docs)).toEqual([0, 1, 3]);
    expect(matching({ t: { $type: "int" } }, docs)).toEqual([0, 3]);
    expect(matching({ t: { $type: "double" } }, docs)).toEqual([1]);
    expect(matching({ t: { $type: 2 } }, docs)).toEqual([2, 3]);
    expect(matching({ t: { $type: ["null", "object"] } }, docs)).toEqual([4, 5]);
    expect(matching({ t: { $type: "array" } }, docs)).toEqual([3]);
    expect(matching({ t: { $type: "date" } }, docs)).toEqual([6]);
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
      { n: [[5]] },
    ];
    expect(matching({ f: { $elemMatch: { make: "Ford", from: { $gte: 2015 } } } }, docs)).toEqual([1]);
    expect(matching({ "f.make": "Ford", "f.from": { $gte: 2015 } }, docs)).toEqual([0, 1, 2]);
    expect(matching({ n: { $elemMatch: { $gt: 3, $lt: 7 } } }, docs)).toEqual([4]);
    expect(matching({ n: { $elemMatch: { $elemMatch: { $eq: 5 } } } }, docs)).toEqual([5]);
    expect(matching({ n: { $elemMatch: { 0: 5 } } }, docs)).toEqual([5]); // an array element is a document
    expect(matching({ f: { $elemMatch: { $or: [{ make: "VW" }, { from: 2020 }] } } }, docs)).toEqual([0, 1]);
    expect(
      matching({ f: { $all: [{ $elemMatch: { make: "VW" } }, { $elemMatch: { from: 2010 } }] } }, docs),
    ).toEqual([0]);
  });

  it("$and, $or and $nor, and ObjectIds by value", () => {
    const id = new ObjectId();
    const docs = [{ a: 1, o: id }, { a: 2, o: new ObjectId(id.toHexString()) }, { a: 3 }];
    expect(matching({ $or: [{ a: 1 }, { a: 3 }] }, docs)).toEqual([0, 2]);
    expect(matching({ $nor: [{ a: 1 }, { a: 3 }] }, docs)).toEqual([1]);
    expect(matching({ $and: [{ a: { $gt: 1 } }, { o: id }] }, docs)).toEqual([1]);
  });

  it("ignores $comment, and a top-level $text, which the planner answers from the text index", () => {
    const docs = [{ price: 3 }, { price: 9 }];
    expect(matching({ $comment: "why", price: { $lt: 5 } }, docs)).toEqual([0]);
    expect(matching({ $text: { $search: "brake" }, price: { $lt: 5 } }, docs)).toEqual([0]);
  });

  it("field names of Object.prototype are fields like any other", () => {
    expect(matching({ constructor: null }, [{}, { constructor: 1 }])).toEqual([0]);
    expect(matching({ "a.toString": { $exists: true } }, [{ a: {} }, { a: { toString: 1 } }])).toEqual([1]);
  });
});

describe("malformed filters fail as mongod fails them", () => {
  it.each<[object, number, string?]>([
    [{ a: { $foo: 1 } }, 2, "unknown operator: $foo"],
    [{ $foo: 1 }, 2, "unknown top level operator: $foo"],
    [{ a: { $gt: 1, b: 1 } }, 2, "unknown operator: b"],
    [{ $and: [] }, 2, "$and/$or/$nor must be a nonempty array"],
    [{ $or: { a: 1 } }, 2, "$or must be an array"],
    [{ $nor: [1] }, 2, "$or/$and/$nor entries need to be full objects"],
    [{ a: { $in: 5 } }, 2, "$in needs an array"],
    [{ a: { $in: [{ $gt: 1 }] } }, 2, "cannot nest $ under $in"],
    [{ a: { $gt: /x/ } }, 2, "Can't have RegEx as arg to predicate over field 'a'."],
    [{ a: { $ne: /x/ } }, 2, "Can't have regex as arg to $ne."],
    [{ a: { $size: -1 } }, 2, "$size may not be negative"],
    [{ a: { $size: "1" } }, 2, "$size needs a number"],
    [{ a: { $not: {} } }, 2, "$not cannot be empty"],
    [{ a: { $not: 5 } }, 2, "$not needs a regex or a document"],
    [{ a: { $options: "i" } }, 2, "$options needs a $regex"],
    [{ a: { $regex: 5 } }, 2, "$regex has to be a string"],
    [{ a: { $regex: /x/i, $options: "m" } }, 51075, "options set in both $regex and $options"],
    [{ a: { $regex: "(" } }, 51091],
    [{ a: { $regex: "a", $options: "z" } }, 51108, "invalid flag in regex options: z"],
    [{ a: { $elemMatch: 5 } }, 2, "$elemMatch needs an Object"],
    [
      { a: { $elemMatch: { $expr: { $eq: [1, 1] } } } },
      2,
      "$expr can only be applied to the top-level document",
    ],
    [{ a: { $all: 5 } }, 2, "$all needs an array"],
    [{ a: { $all: [{ $elemMatch: {} }, 5] } }, 2, "$all/$elemMatch has to be consistent"],
    [{ a: { $all: [{ $gt: 1 }] } }, 2, "no $ expressions in $all"],
    [{ a: { $type: "foo" } }, 2, "Unknown type name alias: foo"],
    [{ a: { $type: 99 } }, 2, "Invalid numerical type code: 99"],
    [{ a: { $type: [] } }, 9, "a must match at least one type"],
    [{ a: { $where: "true" } }, 2, "$where cannot be applied to a field"],
    [{ $where: "true" }, 2], // mingo refuses to run scripts
  ])("%j fails with code %i", (filter, code, message) => {
    expect(() => compileMatcher(filter as never)).toThrow(
      expect.objectContaining(message === undefined ? { code } : { code, message }),
    );
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

  it("tells apart operands that MongoDB compares differently, and only those", () => {
    const compiledBy = (...filters: object[]) => {
      const before = matcherCacheStats().compiled;
      for (const filter of filters) compileMatcher(filter as never);
      return matcherCacheStats().compiled - before;
    };
    const kinds = ["s", 1, null, /x/, [1], { x: 1 }, new Date(0), true, new ObjectId()];
    expect(compiledBy(...kinds.map((value) => ({ zz_kind_probe: value })))).toBe(kinds.length);
    // The same shapes again, with other values of the same kinds, compile nothing.
    const again = ["t", 2, null, /y/, [2, 3], { y: 2 }, new Date(1), false, new ObjectId()];
    expect(compiledBy(...again.map((value) => ({ zz_kind_probe: value })))).toBe(0);
    // mongod reads `{a: 1}` and `{a: {$eq: 1}}` as the same condition; $in lists of any length share.
    expect(
      compiledBy(
        { zz_kind_probe: { $eq: 7 } },
        { zz_in_probe: { $in: [1] } },
        { zz_in_probe: { $in: [1, 2, 3] } },
      ),
    ).toBe(1);
    expect(compiledBy({ zz_probe_a: { $not: /x/ } }, { zz_probe_a: { $not: { $eq: 1 } } })).toBe(2);
    expect(compiledBy({ zz_probe_a: { $exists: true } }, { zz_probe_a: { $exists: false } })).toBe(2);
  });

  it("keeps at most 500 shapes, dropping the least recently used", () => {
    for (let i = 0; i < 520; i++) compileMatcher({ [`zz_bound_probe_${i}`]: 1 });
    expect(matcherCacheStats().shapes).toBe(500);
  });

  it("hands other operators to mingo, compiled once per exact condition, the rest still compiled here", () => {
    const before = matcherCacheStats();
    const test = compileMatcher({ $expr: { $gt: ["$a", "$b"] }, zz_fallback_probe: { $ne: 1 } });
    compileMatcher({ $expr: { $gt: ["$a", "$b"] }, zz_fallback_probe: { $ne: 2 } });
    const after = matcherCacheStats();
    expect(test({ a: 2, b: 1 })).toBe(true);
    expect(test({ a: 1, b: 2 })).toBe(false);
    expect(test({ a: 2, b: 1, zz_fallback_probe: 1 })).toBe(false);
    expect(after.compiled - before.compiled).toBe(1);
    expect(after.fallbacksCompiled - before.fallbacksCompiled).toBe(1);
    expect(after.fallbackHits - before.fallbackHits).toBe(1);
  });

  it("hands mingo a whole value $elemMatch that holds an operator it compiles", () => {
    const docs = [{ n: [1, 3] }, { n: [1, 4] }, { n: 4 }];
    expect(matching({ n: { $elemMatch: { $mod: [2, 0], $gt: 3 } } }, docs)).toEqual([1]);
    expect(matching({ n: { $mod: [2, 0] } }, docs)).toEqual([1, 2]);
  });
});
