import { describe, expect, it } from "vitest";
import type { Document } from "bson";
import { ObjectId } from "bson";
import { textIndexSpec } from "../../../../server/mongo-engine/text/text-spec";
import { textFieldsOf, textValues } from "../../../../server/mongo-engine/text/text-values";
import { commandRefusal } from "./command-refusal";

const fieldsOf = (options: Document) => textFieldsOf(textIndexSpec(options, "text"));

/** The strings read, each with its language and weight. */
const read = (options: Document, doc: Document) =>
  textValues(doc, fieldsOf(options)).map(({ text, language, weight }) => `${text}|${language}|${weight}`);

describe("the strings a text index reads", () => {
  it("are the strings at weighted paths, in document order, other types ignored", () => {
    const options = { key: { name: "text", description: "text" }, weights: { name: 10 } };
    const doc = { description: "Vented disc", price: 12, name: "Disc", _id: new ObjectId() };
    expect(read(options, doc)).toEqual(["Vented disc|english|1", "Disc|english|10"]);
    expect(read(options, { name: 5, description: null })).toEqual([]);
  });

  it("reach into sub-documents and arrays of strings or sub-documents", () => {
    const options = { key: { tags: "text", "specs.notes": "text", "fitments.model": "text" } };
    const doc = {
      tags: ["front", "ceramic", 3],
      specs: { notes: "Low dust", other: "not indexed" },
      fitments: [{ model: "Focus" }, { model: ["Fiesta", "Puma"] }, { make: "Ford" }],
    };
    expect(read(options, doc)).toEqual([
      "front|english|1",
      "ceramic|english|1",
      "Low dust|english|1",
      "Focus|english|1",
      "Fiesta|english|1",
      "Puma|english|1",
    ]);
  });

  it("do not include arrays nested directly in arrays, nor take array positions as path parts", () => {
    expect(read({ key: { tags: "text" } }, { tags: [["nested"], "flat"] })).toEqual(["flat|english|1"]);
    expect(read({ key: { "tags.0": "text" } }, { tags: ["first"] })).toEqual([]);
  });

  it("with the wildcard, are every string anywhere except the language field", () => {
    const doc = { name: "Pad", specs: { notes: ["Low", ["dust"]] }, language: "english", count: 2 };
    expect(read({ key: { "$**": "text" } }, doc)).toEqual([
      "Pad|english|1",
      "Low|english|1",
      "dust|english|1",
    ]);
  });

  it("with the wildcard and weights, take the weight of the first weighted path not before the field", () => {
    // mongod's FTSElementIterator: "description" sorts before "name", so it gets name's weight.
    const doc = { name: "Pad", description: "Front pad", zone: "EU" };
    expect(read({ key: { "$**": "text" }, weights: { name: 10 } }, doc)).toEqual([
      "Pad|english|10",
      "Front pad|english|10",
      "EU|english|1",
    ]);
  });
});

describe("language overrides", () => {
  const options = { key: { name: "text", "parts.name": "text" } };

  it("set the language of a document or of a sub-document", () => {
    const doc = {
      language: "none",
      name: "The pads",
      parts: [{ name: "Pad", language: "en" }, { name: "Kit" }],
    };
    expect(read(options, doc)).toEqual(["The pads|none|1", "Pad|english|1", "Kit|none|1"]);
    expect(read({ ...options, language_override: "lang" }, { language: 5, lang: "none", name: "x" })).toEqual(
      ["x|none|1"],
    );
  });

  it("that are not strings or name no language are refused as mongod refuses them", () => {
    const failure = (doc: Document) => commandRefusal(() => textValues(doc, fieldsOf(options))).message;
    expect(failure({ language: 1, name: "x" })).toBe(
      "found language override field in document with non-string type",
    );
    expect(failure({ language: "Tamil" })).toBe("language override unsupported: Tamil");
    expect(failure({ parts: { language: "Tamil" } })).toBe("language override unsupported: Tamil");
    expect(failure({ language: "spanish", name: "x" })).toMatch(/not supported by the embedded engine/);
  });
});
