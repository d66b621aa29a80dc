import { describe, expect, it } from "vitest";
import { Int32, ObjectId } from "bson";
import { parseTextQuery } from "../../../../server/mongo-engine/text/search-query";
import { commandRefusal } from "./command-refusal";

const parse = (search: string, options: object = {}) =>
  parseTextQuery({ $search: search, ...options }, "english");

/** The four lists explain shows as parsedTextQuery. */
const parsed = (search: string) => {
  const { terms, negatedTerms, phrases, negatedPhrases } = parse(search);
  return { terms, negatedTerms, phrases, negatedPhrases };
};

const failure = (operand: unknown) => commandRefusal(() => parseTextQuery(operand, "english"));

describe("$search strings", () => {
  it.each<[string, string, Partial<ReturnType<typeof parsed>>]>([
    [
      "OR their words, stemmed, distinct and sorted, without stop words",
      "Brake pads for the Ford brakes",
      { terms: ["brake", "ford", "pad"] },
    ],
    [
      "keep phrases as written, and count their words as terms",
      '"Front Pads" ceramic',
      { terms: ["ceram", "front", "pad"], phrases: ["Front Pads"] },
    ],
    [
      "do not negate words inside a phrase, and leave a negated phrase's words out of the terms",
      '"front -disc" -"rear pads"',
      { terms: ["disc", "front"], phrases: ["front -disc"], negatedPhrases: ["rear pads"] },
    ],
    ["count an unclosed phrase only by its words", 'pads "front disc', { terms: ["disc", "front", "pad"] }],
  ])("%s", (_, search, lists) => {
    // Each list is empty unless the row names it.
    expect(parsed(search)).toEqual({
      terms: [],
      negatedTerms: [],
      phrases: [],
      negatedPhrases: [],
      ...lists,
    });
  });

  it("negate words and phrases after whitespace only, until the next whitespace", () => {
    expect(parsed('brake -disc -"vented front" -rear-left x-ray')).toEqual({
      terms: ["brake", "ray", "x"],
      negatedTerms: ["disc", "left", "rear"],
      phrases: [],
      negatedPhrases: ["vented front"],
    });
    // "- disc": the dash is alone, so disc is an ordinary word.
    expect(parsed("pad - disc").terms).toEqual(["disc", "pad"]);
    expect(parsed("pad - disc").negatedTerms).toEqual([]);
  });

  it("may have no positive term at all (such a search matches nothing)", () => {
    expect(parse("-disc").termsForBounds).toEqual([]);
    expect(parse("the of and").termsForBounds).toEqual([]);
    expect(parse("").termsForBounds).toEqual([]);
  });

  it("are read in the index's language unless $language says otherwise", () => {
    expect(parseTextQuery({ $search: "The Pads" }, "none").terms).toEqual(["pads", "the"]);
    expect(parse("The Pads", { $language: "none" }).terms).toEqual(["pads", "the"]);
    expect(parse("The Pads", { $language: "EN" }).terms).toEqual(["pad"]);
  });

  it("find candidates by folded terms and match the sensitive ones a case-sensitive search asks for", () => {
    const query = parse("Pads Café -Disc", { $caseSensitive: true });
    expect(query.termsForBounds).toEqual(["cafe", "pad"]);
    expect(query.terms).toEqual(["Cafe", "Pad"]);
    expect(query.negatedTerms).toEqual(["Disc"]);
    const accents = parse('"Café Racer"', { $diacriticSensitive: true });
    expect(accents.terms).toEqual(["café", "racer"]);
    expect(accents.phraseNeedles).toEqual(["café racer"]);
  });
});

describe("malformed $text", () => {
  it("is refused with mongod's codes and messages", () => {
    expect(failure("pads")).toEqual({ code: 2, message: "$text expects an object" });
    expect(failure({})).toEqual({ code: 4, message: 'Missing expected field "$search"' });
    expect(failure({ $search: 5 })).toEqual({
      code: 14,
      message: '"$search" had the wrong type. Expected string, found int',
    });
    expect(failure({ $search: null })).toEqual({
      code: 14,
      message: '"$search" had the wrong type. Expected string, found null',
    });
    expect(failure({ $search: "pad", $language: new Int32(1) })).toEqual({
      code: 14,
      message: '"$language" had the wrong type. Expected string, found int',
    });
    expect(failure({ $search: "pad", $caseSensitive: 1 })).toEqual({
      code: 14,
      message: '"$caseSensitive" had the wrong type. Expected bool, found int',
    });
    expect(failure({ $search: "pad", $diacriticSensitive: new ObjectId() })).toEqual({
      code: 14,
      message: '"$diacriticSensitive" had the wrong type. Expected bool, found objectId',
    });
    expect(failure({ $search: "pad", $unknown: 1 })).toEqual({ code: 2, message: "extra fields in $text" });
  });

  it("names a language mongod knows, and one the engine implements", () => {
    expect(failure({ $search: "pad", $language: "klingon" })).toEqual({
      code: 2,
      message: 'unsupported language: "klingon" for text index version 3',
    });
    expect(failure({ $search: "pad", $language: "es" }).code).toBe(115);
  });
});
