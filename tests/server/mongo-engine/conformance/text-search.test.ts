import { describe, expect, it } from "vitest";
import type { Document } from "mongodb";
import { useTestDatabase } from "../../../support/test-database";
import { expectServerError, freshCollection, planStages, sortedIds, type TestCollection } from "./support";

const t = useTestDatabase();

const PARTS = [
  { _id: 1, name: "Brake pads", description: "Ceramic front pads for the Ford Focus", category: "brakes" },
  { _id: 2, name: "Brake disc", description: "Vented front disc", category: "brakes" },
  { _id: 3, name: "Oil filter", description: "Spin-on filter for petrol engines", category: "filters" },
  { _id: 4, name: "Headlight bulb", description: "H7 halogen bulb, café racer style", category: "lighting" },
  { _id: 5, name: "Pad", description: "A single pad", category: "brakes" },
];

async function catalogue(): Promise<TestCollection> {
  const coll = freshCollection(t.db);
  await coll.insertMany(PARTS);
  await coll.createIndex({ name: "text", description: "text" });
  return coll;
}

const search = (coll: TestCollection, text: string, filter: Document = {}) =>
  coll.find({ $text: { $search: text }, ...filter }).toArray();

describe("text indexes", () => {
  it("are stored and listed as mongod lists them", async () => {
    const coll = freshCollection(t.db);
    const name = await coll.createIndex({ name: "text", description: "text" }, { weights: { name: 10 } });
    expect(name).toBe("name_text_description_text");
    const spec = (await coll.listIndexes().toArray()).find((index) => index.name === name);
    expect(spec).toMatchObject({
      key: { _fts: "text", _ftsx: 1 },
      weights: { description: 1, name: 10 },
      default_language: "english",
      language_override: "language",
      textIndexVersion: 3,
    });
  });

  it("allow one text index per collection", async () => {
    const coll = await catalogue();
    await expectServerError(coll.createIndex({ category: "text" }), { code: 85 });
  });

  it("are required by $text (IndexNotFound)", async () => {
    const coll = freshCollection(t.db);
    await coll.insertOne({ _id: 1, name: "Brake pads" });
    await expectServerError(search(coll, "pads"), { code: 27 });
  });
});

describe("$text search", () => {
  it("stems words and ignores case: 'Pad' finds 'pads' and 'PADS'", async () => {
    const coll = await catalogue();
    expect(sortedIds(await search(coll, "Pad"))).toEqual([1, 5]);
    expect(sortedIds(await search(coll, "PADS"))).toEqual([1, 5]);
    expect(sortedIds(await search(coll, "filters"))).toEqual([3]);
  });

  it("ignores diacritics and English stop words", async () => {
    const coll = await catalogue();
    expect(sortedIds(await search(coll, "CAFE"))).toEqual([4]);
    expect(await search(coll, "the for")).toEqual([]);
  });

  it("ORs its words, requires quoted phrases and excludes negated words", async () => {
    const coll = await catalogue();
    expect(sortedIds(await search(coll, "disc bulb"))).toEqual([2, 4]);
    expect(sortedIds(await search(coll, '"front pads"'))).toEqual([1]);
    expect(sortedIds(await search(coll, "brake -disc"))).toEqual([1]);
    expect(sortedIds(await search(coll, 'front -"vented front"'))).toEqual([1]);
    expect(await search(coll, "-disc")).toEqual([]);
  });

  it("combines with other conditions, and counts", async () => {
    const coll = await catalogue();
    expect(sortedIds(await search(coll, "front filter", { category: "brakes" }))).toEqual([1, 2]);
    expect(await coll.countDocuments({ $text: { $search: "pad" } })).toBe(2);
  });

  it("scores as mongod does: repeats, field length, a field that is the word, weights", async () => {
    const coll = freshCollection(t.db);
    await coll.insertMany([
      { _id: 1, name: "Brake pads" },
      { _id: 2, name: "Pad" },
      { _id: 3, name: "pad pad pad kit" },
    ]);
    await coll.createIndex({ name: "text" });
    const found = await coll
      .find({ $text: { $search: "pads" } }, { projection: { _id: 1, score: { $meta: "textScore" } } })
      .sort({ score: { $meta: "textScore" } })
      .toArray();
    expect(found.map((doc) => doc._id)).toEqual([3, 2, 1]);
    expect(found[0]!.score).toBeCloseTo(1.53125, 10); // (1 + 1/2 + 1/4) * (0.5 * 3/4 + 0.5)
    expect(found[1]!.score).toBeCloseTo(1.1, 10); // the whole field is the word: x 1.1
    expect(found[2]!.score).toBeCloseTo(0.75, 10); // one of two words: 0.5 * 1/2 + 0.5

    const weighted = freshCollection(t.db);
    await weighted.insertOne({ _id: 1, name: "Pads", description: "Front pads for Ford" });
    await weighted.createIndex({ name: "text", description: "text" }, { weights: { name: 10 } });
    const [doc] = await weighted
      .find({ $text: { $search: "pad" } }, { projection: { score: { $meta: "textScore" } } })
      .toArray();
    expect(doc!.score).toBeCloseTo(10 + (0.5 * 1) / 3 + 0.5, 10);
  });

  it("gives a page of the best matches equal to the head of all matches, filters and negations too", async () => {
    const coll = freshCollection(t.db);
    const words = ["brake", "pad", "disc", "front", "rear", "kit", "sensor", "wear"];
    await coll.insertMany(
      Array.from({ length: 300 }, (_, i) => ({
        _id: i,
        name: words.filter((_, w) => (i >> w) % 2 === 1 || (i * 7 + w) % 5 === 0).join(" "),
        category: i % 3 === 0 ? "brakes" : "other",
      })),
    );
    await coll.createIndex({ name: "text" });
    const scored = (filter: Document, limit?: number) => {
      const cursor = coll
        .find(filter, { projection: { score: { $meta: "textScore" } } })
        .sort({ score: { $meta: "textScore" } });
      return (limit ? cursor.limit(limit) : cursor).toArray();
    };
    for (const filter of [
      { $text: { $search: "brake pads" } },
      { $text: { $search: "front rear kit" }, category: "brakes" },
      { $text: { $search: "sensor wear -disc" } },
    ]) {
      const all = await scored(filter);
      const page = await scored(filter, 7);
      expect(all.length).toBeGreaterThan(7);
      expect(page.map((doc) => doc.score)).toEqual(all.slice(0, 7).map((doc) => doc.score));
      const pageIds = new Set(page.map((doc) => doc._id));
      const cut = all[6]!.score as number;
      // Every document scoring above the page's last score is on the page.
      for (const doc of all) if ((doc.score as number) > cut) expect(pageIds.has(doc._id)).toBe(true);
    }
  });

  it("sees inserts, updates and deletes", async () => {
    const coll = await catalogue();
    await coll.insertOne({ _id: 6, name: "Wiper blade", description: "Rear wiper" });
    await coll.updateOne({ _id: 2 }, { $set: { name: "Rotor", description: "Vented rotor" } });
    await coll.deleteOne({ _id: 5 });
    expect(sortedIds(await search(coll, "wipers"))).toEqual([6]);
    expect(sortedIds(await search(coll, "brake"))).toEqual([1]);
    expect(sortedIds(await search(coll, "pad"))).toEqual([1]);
  });

  it("is answered from the text index, as explain shows", async () => {
    const coll = await catalogue();
    const explain = await coll.find({ $text: { $search: "pad -disc" } }).explain("executionStats");
    expect(planStages(explain).some((stage) => stage.startsWith("TEXT"))).toBe(true);
    expect(planStages(explain)).not.toContain("COLLSCAN");
  });

  it("refuses a malformed $text", async () => {
    const coll = await catalogue();
    await expectServerError(coll.find({ $text: { $search: 5 } } as Document).toArray(), { code: 14 });
    await expectServerError(coll.find({ $text: { $search: "pad", $unknown: 1 } } as Document).toArray(), {
      code: 2,
    });
  });
});
