import { describe, expect, it } from "vitest";
import { Decimal128, Long, ObjectId, type Document } from "bson";
import { update as mingoUpdate } from "mingo/updater";
import { applySimpleUpdate } from "../../../../server/mongo-engine/query/simple-update";
import { applyUpdate, buildUpsert } from "../../../../server/mongo-engine/query/update";
import { cloneDocument } from "../../../../server/mongo-engine/storage/keys";

const update = (doc: Document, spec: Document, filter: Document = {}, arrayFilters?: Document[]) =>
  applyUpdate(doc, spec, { filter, arrayFilters });

/** What mingo alone makes of an update: what every update got before the native path. */
function throughMingo(doc: Document, spec: Document, filter: Document = {}, arrayFilters?: Document[]) {
  const copy = cloneDocument(doc);
  mingoUpdate(copy, spec, arrayFilters, filter, { cloneMode: "deep" });
  return copy;
}

/** Freezes plain objects and arrays all the way down: changing one in place then throws. */
function deepFreeze<T>(value: T): T {
  if (Array.isArray(value) || (typeof value === "object" && value?.constructor === Object)) {
    Object.values(value as object).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

function product(): Document {
  return {
    _id: new ObjectId(),
    name: "Brake pads",
    availableQuantity: 10,
    dimensions: { width: 12, depth: { mm: 4 } },
    fitments: [{ make: "Toyota", model: "Corolla" }],
    updatedAt: new Date(0),
  };
}

/** product()'s fields, in their order. */
const PRODUCT_FIELDS = ["_id", "name", "availableQuantity", "dimensions", "fitments", "updatedAt"];

describe("the native path for $set, $unset and $inc", () => {
  it("$inc changes a number in place, or appends a missing field holding the increment", () => {
    const { doc, changed } = update(product(), { $inc: { availableQuantity: -1, sold: 1 } });
    expect(changed).toBe(true);
    expect(doc).toMatchObject({ availableQuantity: 9, sold: 1 });
    expect(Object.keys(doc)).toEqual([...PRODUCT_FIELDS, "sold"]);
  });

  it("$set keeps an existing field's position and appends new ones, creating sub-documents on the way", () => {
    const { doc } = update(product(), {
      $set: { name: "Ceramic pads", "dimensions.height": 3, "packaging.box.size": "M" },
    });
    expect(Object.keys(doc)).toEqual([...PRODUCT_FIELDS, "packaging"]);
    expect(doc.name).toBe("Ceramic pads");
    expect(doc.dimensions).toEqual({ width: 12, depth: { mm: 4 }, height: 3 });
    expect(Object.keys(doc.dimensions as Document)).toEqual(["width", "depth", "height"]);
    expect(doc.packaging).toEqual({ box: { size: "M" } });
  });

  it("appends new fields in lexicographic order whatever the operators, as mongod applies an update", () => {
    const { doc } = update({ _id: 1, m: 1 }, { $set: { z: 1, "y.b": 1, "y.a": 1 }, $inc: { a: 1 } });
    expect(Object.keys(doc)).toEqual(["_id", "m", "a", "y", "z"]);
    expect(Object.keys(doc.y as Document)).toEqual(["a", "b"]);
  });

  it("$unset removes a field, nested or not, and of a missing one changes nothing", () => {
    const removed = update(product(), { $unset: { name: "", "dimensions.depth.mm": 1 } });
    expect(removed.changed).toBe(true);
    expect(removed.doc).not.toHaveProperty("name");
    expect(removed.doc.dimensions).toEqual({ width: 12, depth: {} });
    const original = product();
    const nothing = update(original, { $unset: { colour: "", "dimensions.colour": "", "a.b.c": "" } });
    expect(nothing.changed).toBe(false);
    expect(nothing.doc).toEqual(original);
  });

  it("reports no change when $set writes the values already there", () => {
    const original = product();
    expect(update(original, { $set: { name: "Brake pads", "dimensions.width": 12 } }).changed).toBe(false);
    expect(update(original, { $set: { updatedAt: new Date(0) } }).changed).toBe(false);
    expect(update(original, { $set: { updatedAt: new Date(1) } }).changed).toBe(true);
  });

  it("never changes the stored document, nor shares what it sets with the command", () => {
    const original = deepFreeze(product());
    const before = cloneDocument(original);
    const lines = [{ productId: new ObjectId(), quantity: 2 }];
    const { doc } = update(original, {
      $set: { lines, "dimensions.depth.mm": 5 },
      $inc: { availableQuantity: -1 },
      $unset: { "dimensions.width": "" },
    });
    expect(original).toEqual(before);
    expect(doc.dimensions).not.toBe(original.dimensions);
    expect(doc.fitments).toBe(original.fitments); // untouched fields stay shared with the stored version
    lines[0]!.quantity = 99;
    expect(doc.lines).toEqual([{ productId: lines[0]!.productId, quantity: 2 }]);
  });

  it("takes $setOnInsert (upserts) and $currentDate, which arrive as $set", () => {
    const inserted = buildUpsert(
      { partNumber: "BP-1" },
      { $set: { name: "Pads" }, $setOnInsert: { availableQuantity: 0 }, $inc: { version: 1 } },
    );
    expect(inserted).toMatchObject({ partNumber: "BP-1", name: "Pads", availableQuantity: 0, version: 1 });
    expect(Object.keys(inserted)).toEqual(["_id", "partNumber", "availableQuantity", "name", "version"]);
    const { doc } = update(product(), { $currentDate: { updatedAt: true } });
    expect((doc.updatedAt as Date).getTime()).toBeGreaterThan(0);
  });

  it("keeps MongoDB's errors: non-numeric $inc targets, and _id", () => {
    expect(() => update(product(), { $inc: { name: 1 } })).toThrow(
      expect.objectContaining({ code: 14 }) as Error,
    );
    expect(() => update({ _id: 1 }, { $set: { _id: 2 } })).toThrow(
      expect.objectContaining({ code: 66 }) as Error,
    );
  });
});

describe("updates the native path leaves to mingo, as before", () => {
  const order = () => ({ _id: 1, n: 5, lines: [{ q: 1 }, { q: 2 }], code: "x", total: Long.fromNumber(7) });

  it.each<[string, Document, Document?, Document[]?]>([
    ["a positional path", { $set: { "lines.$.q": 9 } }, { "lines.q": 2 }],
    ["an array filter", { $set: { "lines.$[l].q": 0 } }, {}, [{ "l.q": 1 }]],
    ["a numeric path part", { $inc: { "lines.1.q": 1 } }],
    ["an array on the path", { $set: { "lines.q": 5 } }],
    ["a scalar on the path", { $unset: { "code.x": 1 } }],
    ["a Long target", { $inc: { total: 1 } }],
    ["another operator alongside", { $set: { n: 6 }, $push: { lines: { q: 3 } } }],
  ])("%s", (_, spec, filter = {}, arrayFilters = undefined) => {
    const next = { ...order() };
    expect(applySimpleUpdate(next, spec)).toBe(false);
    expect(next).toEqual(order());
    expect(update(order(), spec, filter, arrayFilters).doc).toEqual(
      throughMingo(order(), spec, filter, arrayFilters),
    );
  });

  it("gives the positional and array-index updates their usual results", () => {
    expect(update(order(), { $set: { "lines.$.q": 9 } }, { "lines.q": 2 }).doc.lines).toEqual([
      { q: 1 },
      { q: 9 },
    ]);
    expect(update(order(), { $inc: { "lines.1.q": 1 } }).doc.lines).toEqual([{ q: 1 }, { q: 3 }]);
  });

  it("a Long or Decimal128 increment", () => {
    for (const amount of [Long.fromNumber(2), Decimal128.fromString("2")]) {
      const spec = { $inc: { n: amount } };
      expect(applySimpleUpdate({ ...order() }, spec)).toBe(false);
      expect(() => throughMingo(order(), spec)).toThrow();
      expect(() => update(order(), spec)).toThrow("Cannot increment with non-numeric argument");
    }
  });
});
