import { describe, expect, it } from "vitest";
import type { Document } from "bson";
import { asksForText, isTextSpec, textIndexSpec } from "../../../../server/mongo-engine/text/text-spec";
import { commandRefusal } from "./command-refusal";

const spec = (raw: Document) => textIndexSpec(raw, "default_name");

const failure = (raw: Document) => commandRefusal(() => spec(raw));

describe("text index specs", () => {
  it("are stored as mongod stores them, weights defaulting to 1 and sorted by field", () => {
    expect(spec({ key: { name: "text", description: "text" }, weights: { name: 10 } })).toEqual({
      v: 2,
      key: { _fts: "text", _ftsx: 1 },
      name: "default_name",
      weights: { description: 1, name: 10 },
      default_language: "english",
      language_override: "language",
      textIndexVersion: 3,
    });
  });

  it("keep a given name, language (as written), override field, and weights of fields not in the key", () => {
    const stored = spec({
      key: { name: "text" },
      name: "search",
      weights: { "specs.notes": 2, name: 5 },
      default_language: "EN",
      language_override: "lang",
      textIndexVersion: 3,
    });
    expect(stored).toMatchObject({
      name: "search",
      weights: { name: 5, "specs.notes": 2 },
      default_language: "EN",
      language_override: "lang",
    });
  });

  it("truncate weights to whole numbers, as mongod does", () => {
    expect(spec({ key: { name: "text" }, weights: { name: 2.9 } }).weights).toEqual({ name: 2 });
  });

  it("accept the wildcard $** and a key already in stored form", () => {
    expect(spec({ key: { "$**": "text" } }).weights).toEqual({ "$**": 1 });
    expect(spec({ key: { name: "text" }, weights: "$**" }).weights).toEqual({ "$**": 1, name: 1 });
    const listed = spec({ key: { name: "text" }, weights: { name: 3 } });
    expect(spec({ ...listed })).toEqual(listed);
  });

  it("are recognised from what is stored, for a restart to rebuild them", () => {
    expect(isTextSpec(spec({ key: { name: "text" } }))).toBe(true);
    expect(isTextSpec({ key: { name: 1 }, name: "name_1" })).toBe(false);
    expect(asksForText({ name: "text", description: "text" })).toBe(true);
    expect(asksForText({ name: 1 })).toBe(false);
  });
});

describe("text index specs mongod refuses", () => {
  it("are refused with its messages (67 CannotCreateIndex)", () => {
    const cases: Array<[Document, string]> = [
      [{ key: { name: "text" }, weights: { name: "10" } }, "weight for text index needs numeric type"],
      [{ key: { name: "text" }, weights: ["name"] }, "text index option 'weights' must be an object"],
      [
        { key: { name: "text" }, weights: { name: 100_000 } },
        "text index weight must be in the exclusive interval (0,100000) but found: 100000",
      ],
      [
        { key: { name: "text" }, weights: { name: 0.5 } },
        "text index weight must be in the exclusive interval (0,100000) but found: 0",
      ],
      [
        { key: { name: "text" }, weights: { name: -1 } },
        "text index weight must be in the exclusive interval (0,100000) but found: -1",
      ],
      [{ key: { name: "text" }, weights: { "a..b": 1 } }, "weight cannot have empty path component"],
      [{ key: { name: "text" }, weights: { "a.$b": 1 } }, "weight cannot have path component with $ prefix"],
      [{ key: { name: "text" }, default_language: 1 }, "default_language needs a string type"],
      [{ key: { name: "text" }, default_language: "klingon" }, "default_language is not valid"],
      [{ key: { name: "text" }, language_override: 1 }, "language_override must be a string"],
      [{ key: { name: "text" }, language_override: "$lang" }, "language_override is not valid"],
      [{ key: { name: "text" }, language_override: "a.b" }, "language_override is not valid"],
      [
        { key: { name: "text" }, textIndexVersion: "3" },
        "text index option 'textIndexVersion' must be a number",
      ],
      [{ key: { name: "text" }, textIndexVersion: 4 }, "bad textIndexVersion: 4"],
      [
        { key: { name: "text", kind: "hashed" } },
        "expected value 1 or -1 for non-text key in compound index",
      ],
      [
        { key: { _fts: "text", _ftsx: 1 } },
        "text index option 'weights' must specify fields or the wildcard",
      ],
      [{ key: { _fts: "txt", _ftsx: 1 } }, 'expecting _fts:"text"'],
      [{ key: { _fts: "text", _ftsx: 2 } }, "expecting _ftsx:1"],
      [
        { key: { _fts: "text", _ftsx: 1, name: "text" }, weights: { a: 1 } },
        "'text' fields in index must all be adjacent",
      ],
    ];
    for (const [raw, message] of cases) expect(failure(raw)).toEqual({ code: 67, message });
  });

  it("or refused by the engine: compound text indexes, other languages, version 2, other options", () => {
    for (const raw of [
      { key: { category: 1, name: "text" } },
      { key: { name: "text", price: -1 } },
      { key: { name: "text" }, default_language: "spanish" },
      { key: { name: "text" }, textIndexVersion: 2 },
      { key: { name: "text" }, unique: true },
      { key: { name: "text" }, partialFilterExpression: { a: 1 } },
    ]) {
      expect(failure(raw).code).toBe(67);
    }
    expect(failure({ key: { name: "text" }, name: "" })).toEqual({
      code: 2,
      message: "index name must be a non-empty string",
    });
  });
});
