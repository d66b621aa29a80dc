import { describe, expect, it } from "vitest";
import { INDEX_TOKENS, tokenize } from "../../../../server/mongo-engine/text/tokenize";
import { fold, lowerCase, splitWords, stripDiacritics } from "../../../../server/mongo-engine/text/unicode";
import { ENGLISH_STOP_WORDS } from "../../../../server/mongo-engine/text/stop-words";
import { englishStem } from "../../../../server/mongo-engine/text/stemmer";

const terms = (text: string) => tokenize(text, "english", INDEX_TOKENS);

describe("splitting words as mongod's English delimiters do", () => {
  it("splits on whitespace and ASCII punctuation, but not on _ or an apostrophe", () => {
    expect(splitWords('Brake-pads, (front)/rear; 12.5mm! "kit" a_b driver\'s', true)).toEqual([
      "Brake",
      "pads",
      "front",
      "rear",
      "12",
      "5mm",
      "kit",
      "a_b",
      "driver's",
    ]);
  });

  it("splits on an apostrophe outside English, and on Unicode dashes, quotes and soft hyphens", () => {
    expect(splitWords("driver's", false)).toEqual(["driver", "s"]);
    expect(splitWords("brake\u2013pad \u201cdisc\u201d rotor\u00adkit", true)).toEqual([
      "brake",
      "pad",
      "disc",
      "rotor",
      "kit",
    ]);
  });

  it("keeps symbols that are not punctuation (€, control characters) inside words", () => {
    expect(splitWords("49€ a\u0001b ©2024", true)).toEqual(["49€", "a\u0001b", "2024"]);
  });
});

describe("case and diacritic folding", () => {
  it("lower-cases by simple case folding, one code point to one", () => {
    expect(lowerCase("BRAKE Pads")).toBe("brake pads");
    expect(lowerCase("ΣΟΦΟΣ ς")).toBe("σοφοσ σ");
    expect(lowerCase("µ ſ")).toBe("μ s");
    // İ folds to nothing shorter; JavaScript's "i̇" is two code points.
    expect(lowerCase("İ")).toBe("İ");
  });

  it("strips diacritics from letters and drops diacritics of their own", () => {
    expect(stripDiacritics("café naïve Škoda ệ")).toBe("cafe naive Skoda e");
    expect(stripDiacritics("cafe\u0301")).toBe("cafe");
    expect(stripDiacritics("ø ß ł")).toBe("ø ß ł");
    expect(stripDiacritics("a^b`c")).toBe("abc");
  });

  it("folds only what a search is insensitive to", () => {
    expect(fold("Café", { caseSensitive: false, diacriticSensitive: false })).toBe("cafe");
    expect(fold("Café", { caseSensitive: true, diacriticSensitive: false })).toBe("Cafe");
    expect(fold("Café", { caseSensitive: false, diacriticSensitive: true })).toBe("café");
    expect(fold("Café", { caseSensitive: true, diacriticSensitive: true })).toBe("Café");
  });
});

describe("English terms", () => {
  it("stem with Porter2: 'Pad' and 'pads' are one term, so are 'Brakes' and 'brake'", () => {
    expect(terms("Pad pads PADS")).toEqual(["pad", "pad", "pad"]);
    expect(terms("Brakes brake braking")).toEqual(["brake", "brake", "brake"]);
    expect(terms("filters Filter")).toEqual(["filter", "filter"]);
    expect(terms("headlights generously dying skies")).toEqual(["headlight", "generous", "die", "sky"]);
  });

  it("keep digits as they are and reduce possessives", () => {
    expect(terms("E39 bmw335i A330 driver's 'quoted'")).toEqual(["e39", "bmw335i", "a330", "driver", "quot"]);
  });

  it("fold case and diacritics: 'Café' and 'cafe' are one term", () => {
    expect(terms("Café CAFE cafés")).toEqual(["cafe", "cafe", "cafe"]);
  });

  it("stem before stripping diacritics, as mongod does (an accented letter is a consonant)", () => {
    expect(englishStem("naïve")).toBe("naïv");
    expect(terms("naïve")).toEqual(["naiv"]);
    expect(terms("naive")).toEqual(["naiv"]);
  });

  it("drop mongod's English stop words, in any case", () => {
    expect(ENGLISH_STOP_WORDS.size).toBe(174);
    expect(terms("The pads for THE Ford, and don't they'll")).toEqual(["pad", "ford"]);
  });

  it("keep stop words when asked to (mongod's matcher does not drop them)", () => {
    expect(tokenize("the pads", "english", { ...INDEX_TOKENS, filterStopWords: false })).toEqual([
      "the",
      "pad",
    ]);
  });

  it("keep case or diacritics for a sensitive search, stemming the word as written", () => {
    const sensitive = { filterStopWords: true, caseSensitive: true, diacriticSensitive: false };
    expect(tokenize("Pads PADS Cafés", "english", sensitive)).toEqual(["Pad", "PADS", "Cafe"]);
    const accents = { filterStopWords: true, caseSensitive: false, diacriticSensitive: true };
    expect(tokenize("Cafés", "english", accents)).toEqual(["café"]);
  });
});

describe("language none", () => {
  it("neither stems nor drops stop words, and splits on apostrophes", () => {
    expect(tokenize("The Pads driver's", "none", INDEX_TOKENS)).toEqual(["the", "pads", "driver", "s"]);
  });
});
