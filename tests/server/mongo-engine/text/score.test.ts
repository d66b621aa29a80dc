import { describe, expect, it } from "vitest";
import { termScores } from "../../../../server/mongo-engine/text/score";
import type { TextValue } from "../../../../server/mongo-engine/text/text-values";

const english = (text: string, weight = 1): TextValue => ({ text, language: "english", weight });
const scores = (...values: TextValue[]) => Object.fromEntries(termScores(values));

/**
 * Scores worked out by hand from mongod's `_scoreStringV2`:
 * weight × freq × (0.5 × count / numTokens + 0.5) × (1.1 if the string is the term).
 */
describe("term scores, as mongod computes them", () => {
  it("one of two words: 0.5 × 1/2 + 0.5", () => {
    expect(scores(english("Brake pads"))).toEqual({ brake: 0.75, pad: 0.75 });
  });

  it("a string that is the term, but for ASCII case: × 1.1", () => {
    expect(scores(english("Pad"))).toEqual({ pad: 1.1 });
    expect(scores(english("PAD"))).toEqual({ pad: 1.1 });
    // "Pads" is not the term "pad", and "Café" has more UTF-8 bytes than "cafe".
    expect(scores(english("Pads"))).toEqual({ pad: 1 });
    expect(scores(english("Café"))).toEqual({ cafe: 1 });
  });

  it("repeats count 1, 1/2, 1/4...: (1 + 1/2 + 1/4) × (0.5 × 3/4 + 0.5)", () => {
    expect(scores(english("pad pad pad kit")).pad).toBe(1.53125);
  });

  it("stop words are not tokens: 'The pad' has one", () => {
    expect(scores(english("The pad"))).toEqual({ pad: 1 });
  });

  it("weights multiply, and a term's scores add up over the document's strings", () => {
    // name "Pads" (weight 10): 10 × 1 × 1; description: pad is one of front, pad, ford.
    const result = scores(english("Pads", 10), english("Front pads for Ford"));
    expect(result.pad).toBe(10 + ((0.5 * 1) / 3 + 0.5));
    expect(result.front).toBe((0.5 * 1) / 3 + 0.5);
    // Array elements are strings of their own: "pad" alone (× 1.1), then one of two words.
    expect(scores(english("pad"), english("pad kit")).pad).toBe(1.1 + 0.75);
  });

  it("a string with no terms scores nothing", () => {
    expect(scores(english("the of -- !"))).toEqual({});
  });
});
