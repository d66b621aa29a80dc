import stem from "wink-porter2-stemmer";
import { ENGLISH_STOP_WORDS } from "./stop-words";

/** The languages a text index or a search can use: English, or "none" (no stop words, no stemming). */
export type TextLanguage = "english" | "none";

/**
 * Case and diacritic folding, as text index version 3 does: "Café" and "cafe" are the same word.
 * Decomposing (NFD) splits a letter from its accents, which are then dropped.
 */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** The words of a text: runs of letters and digits; everything else (spaces, punctuation, "-") splits. */
export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
}

/** Stems already computed: a catalogue's vocabulary is small, and stemming is most of indexing's cost. */
const stems = new Map<string, string>();
const MAX_STEMS = 100_000;

/** A word as the index keeps it: stop words dropped (undefined), the rest stemmed. */
export function termOf(word: string, language: TextLanguage): string | undefined {
  if (language === "none") return word;
  if (ENGLISH_STOP_WORDS.has(word)) return undefined;
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    // Porter2, which is Snowball's English stemmer, the one mongod uses: "pads" -> "pad".
    stemmed = stem(word);
    if (stems.size >= MAX_STEMS) stems.clear();
    stems.set(word, stemmed);
  }
  return stemmed;
}

/** The index terms of a text, in order, stop words left out. */
export function termsOf(text: string, language: TextLanguage): string[] {
  return words(text).flatMap((word) => termOf(word, language) ?? []);
}
