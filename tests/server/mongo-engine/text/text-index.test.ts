import { describe, expect, it } from "vitest";
import type { Document } from "bson";
import { valueKey } from "../../../../server/mongo-engine/storage/keys";
import { parseTextQuery } from "../../../../server/mongo-engine/text/search-query";
import { TextIndex } from "../../../../server/mongo-engine/text/text-index";
import { textIndexSpec } from "../../../../server/mongo-engine/text/text-spec";

const PARTS: Document[] = [
  { _id: 1, name: "Brake pads", description: "Ceramic front pads for the Ford Focus" },
  { _id: 2, name: "Brake disc", description: "Vented front disc" },
  { _id: 3, name: "Oil filter", description: "Spin-on filter for petrol engines" },
  { _id: 4, name: "Headlight bulb", description: "H7 halogen bulb, Café racer style" },
  { _id: 5, name: "Pad", description: "A single pad" },
];

/** An index over PARTS, with the documents by `_id` key as the collection keeps them. */
function catalogue(options: Document = {}, docs = PARTS) {
  const index = new TextIndex(
    textIndexSpec({ key: { name: "text", description: "text" }, ...options }, "text"),
  );
  const byKey = new Map<string, Document>();
  docs.forEach((doc, i) => {
    const idKey = valueKey(doc._id);
    byKey.set(idKey, doc);
    index.add(idKey, i + 1, doc);
  });
  return { index, byKey };
}

/** The `_id`s a search matches, as the engine finds them: candidates from the index, then each checked. */
function search(text: string, options: Document = {}, { index, byKey } = catalogue()) {
  const query = parseTextQuery({ $search: text, ...options }, index.language);
  const found = index.search(query);
  return [...found.scores]
    .filter(([idKey]) => index.matchesDocument(idKey, byKey.get(idKey)!, query))
    .map(([idKey]) => byKey.get(idKey)!._id)
    .sort();
}

describe("a text index", () => {
  it("finds words by their stems, in any case: 'Pad' finds 'pads', 'BRAKES' finds 'Brake'", () => {
    expect(search("Pad")).toEqual([1, 5]);
    expect(search("BRAKES")).toEqual([1, 2]);
    expect(search("filters")).toEqual([3]);
  });

  it("ignores diacritics: 'cafe' finds 'Café'", () => {
    expect(search("cafe")).toEqual([4]);
    expect(search("CAFÉ")).toEqual([4]);
  });

  it("ignores stop words, and a search of only stop words finds nothing", () => {
    expect(search("the pad")).toEqual([1, 5]);
    expect(search("the for")).toEqual([]);
  });

  it("ORs words", () => {
    expect(search("disc bulb")).toEqual([2, 4]);
  });

  it("requires phrases, case- and diacritic-insensitively, within one string", () => {
    expect(search('"FRONT PADS"')).toEqual([1]);
    expect(search('"cafe racer"')).toEqual([4]);
    // The words are found in name and description, the phrase in neither.
    expect(search('"pads ceramic"')).toEqual([]);
    // Every match needs the phrase: the bulb without it is not one.
    expect(search('bulb "vented front"')).toEqual([2]);
  });

  it("excludes negated words and phrases, and finds nothing with only negations", () => {
    expect(search("brake -disc")).toEqual([1]);
    expect(search('front -"vented front"')).toEqual([1]);
    expect(search("-disc")).toEqual([]);
    expect(search('-"vented front"')).toEqual([]);
  });

  it("excludes a negated word that only a stop word stems to, as mongod's matcher does", () => {
    // The matcher does not drop stop words: "does" stems to "doe", which the search negates.
    const docs = [{ _id: 1, name: "Pad", description: "It does fit" }];
    expect(search("pad -doe", {}, catalogue({}, docs))).toEqual([]);
  });

  it("matches case or diacritics when asked", () => {
    expect(search("Pad", { $caseSensitive: true })).toEqual([5]);
    expect(search("pads", { $caseSensitive: true })).toEqual([1, 5]);
    expect(search("Café", { $diacriticSensitive: true })).toEqual([4]);
    expect(search("cafe", { $diacriticSensitive: true })).toEqual([]);
    expect(search('"Front pads"', { $caseSensitive: true })).toEqual([]);
  });

  it("scores a search as the sum of the document's scores for its distinct terms", () => {
    const { index } = catalogue({ weights: { name: 10 } });
    const { scores } = index.search(parseTextQuery({ $search: "pad pads brake" }, "english"));
    // _id 1: name "Brake pads" gives brake and pad 10 × 0.75 each; the description adds pad as one of
    // ceramic, front, pad, ford, focus: 0.5 × 1/5 + 0.5. Terms are summed in order: brake, then pad.
    expect(scores.get(valueKey(1))).toBe(10 * 0.75 + (10 * 0.75 + ((0.5 * 1) / 5 + 0.5)));
    // _id 5: name "Pad" is the term (× 1.1); the description "A single pad": single, pad.
    expect(scores.get(valueKey(5))).toBe(10 * 1.1 + 0.75);
  });

  it("counts the postings it reads", () => {
    const { index } = catalogue();
    expect(index.search(parseTextQuery({ $search: "pad disc" }, "english")).keysExamined).toBe(3);
  });

  it("forgets removed documents and their terms", () => {
    const { index, byKey } = catalogue();
    index.remove(valueKey(5), 5, byKey.get(valueKey(5))!);
    index.remove(valueKey(2), 2, byKey.get(valueKey(2))!);
    byKey.delete(valueKey(5));
    byKey.delete(valueKey(2));
    expect(search("pad", {}, { index, byKey })).toEqual([1]);
    expect(search("disc vented", {}, { index, byKey })).toEqual([]);
    expect(index.search(parseTextQuery({ $search: "disc" }, "english")).keysExamined).toBe(0);
  });

  it("looks phrases up in a document's strings as they are now, after it changes", () => {
    const { index, byKey } = catalogue();
    const before = byKey.get(valueKey(1))!;
    const after = { _id: 1, name: "Brake shoes", description: "Rear shoes for drum brakes" };
    index.remove(valueKey(1), 1, before);
    index.add(valueKey(1), 1, after);
    byKey.set(valueKey(1), after);
    expect(search('"rear shoes"', {}, { index, byKey })).toEqual([1]);
    expect(search('"front pads"', {}, { index, byKey })).toEqual([]);
  });

  it("built at once over existing documents, equals one built a document at a time", () => {
    const built = new TextIndex(textIndexSpec({ key: { name: "text", description: "text" } }, "text"));
    built.build(PARTS.map((doc, i) => [valueKey(doc._id), i + 1, doc]));
    const query = parseTextQuery({ $search: "front pad filter bulb" }, "english");
    expect(built.search(query)).toEqual(catalogue().index.search(query));
    const byKey = new Map(PARTS.map((doc) => [valueKey(doc._id), doc]));
    expect(search('"front pads"', {}, { index: built, byKey })).toEqual([1]);
  });

  it("gives the best page in score order, equal to the head of all matches", () => {
    const { index, byKey } = catalogue();
    const query = parseTextQuery({ $search: "pad front disc -vented" }, "english");
    const accept = (idKey: string) => index.matchesDocument(idKey, byKey.get(idKey)!, query);
    const all = [...index.search(query).scores]
      .filter(([idKey]) => accept(idKey))
      .sort(([, a], [, b]) => b - a);
    const page = index.best(query, 2, accept);
    expect(page.ranked).toEqual(all.slice(0, 2).map(([idKey]) => idKey));
    expect([...page.scores.values()]).toEqual(all.slice(0, 2).map(([, score]) => score));
  });

  it("refuses, before anything is stored, documents whose language override mongod refuses", () => {
    const { index } = catalogue();
    expect(() => index.validate({ _id: 9, name: "x", language: "Tamil" })).toThrow(
      "language override unsupported: Tamil",
    );
    expect(() => index.validate({ _id: 9, name: "x", language: "none" })).not.toThrow();
  });

  it("indexes every string of a document with the wildcard", () => {
    const docs = [
      { _id: 1, name: "Kit", specs: { notes: ["Low dust pads"] } },
      { _id: 2, sku: "PAD-1" },
    ];
    const index = new TextIndex(textIndexSpec({ key: { "$**": "text" } }, "$**_text"));
    docs.forEach((doc, i) => index.add(valueKey(doc._id), i + 1, doc));
    expect([...index.search(parseTextQuery({ $search: "pad" }, "english")).scores.keys()]).toEqual([
      valueKey(1),
      valueKey(2),
    ]);
  });

  it("searches an index in language none without stemming or stop words", () => {
    const none = catalogue({ default_language: "none" });
    expect(none.index.language).toBe("none");
    expect(search("pad", {}, none)).toEqual([5]);
    expect(search("the", {}, none)).toEqual([1]);
  });
});
