import { INDEX_TOKENS, tokenize } from "./tokenize";
import type { TextValue } from "./text-values";

/**
 * A document's score for each of its terms, computed as mongod does when it indexes the document
 * (fts_spec.cpp, `scoreDocument` and `_scoreStringV2`), so that `{$meta: "textScore"}` gives a real
 * server's numbers. For each string, and each distinct term in it:
 *
 * - `freq`: the first occurrence counts 1, the second 1/2, the third 1/4... (repeats count less);
 * - `coeff = 0.5 * count / numTokens + 0.5`, numTokens being the string's terms, stop words left out
 *   (a term is worth more in a short field);
 * - ×1.1 when the whole string is the term (a one-word name);
 * - × the field's weight.
 *
 * A term's score is the sum over the document's strings, added in document order as mongod adds them.
 */
export function termScores(values: TextValue[]): Map<string, number> {
  const scores = new Map<string, number>();
  for (const { text, language, weight } of values) {
    const terms = tokenize(text, language, INDEX_TOKENS);
    const seen = new Map<string, { count: number; freq: number; exp: number }>();
    for (const term of terms) {
      const data = seen.get(term);
      if (data) {
        data.exp *= 2;
        data.count += 1;
        data.freq += 1 / data.exp;
      } else {
        seen.set(term, { count: 1, freq: 1, exp: 1 });
      }
    }
    for (const [term, { count, freq }] of seen) {
      const coeff = (0.5 * count) / terms.length + 0.5;
      const adjustment = isWholeText(text, term) ? 1.1 : 1;
      scores.set(term, (scores.get(term) ?? 0) + weight * freq * coeff * adjustment);
    }
  }
  return scores;
}

/**
 * mongod's `raw.size() == term.length() && raw.equalCaseInsensitive(term)`: the same bytes but for the
 * case of ASCII letters ("Pad" is the term "pad"; "Σ" is not the term "σ", nor "Café" the term "cafe").
 * Strings that equal each other that way are as long in UTF-16 as in UTF-8, so UTF-16 lengths do here.
 */
function isWholeText(text: string, term: string): boolean {
  return text.length === term.length && asciiLower(text) === asciiLower(term);
}

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
