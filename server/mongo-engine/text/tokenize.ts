import type { TextLanguage } from "./languages";
import { englishStem } from "./stemmer";
import { ENGLISH_STOP_WORDS } from "./stop-words";
import { type Sensitivity, INSENSITIVE, lowerCase, splitWords, stripDiacritics } from "./unicode";

/** How to tokenize: mongod's tokenizer options (kFilterStopWords, kGenerateCase/DiacriticSensitiveTokens). */
export interface TokenOptions extends Sensitivity {
  /** Drop stop words: indexing and parsing a search do, matching a document against a search does not. */
  filterStopWords: boolean;
}

/** The options an index is built with: stop words dropped, case and diacritics folded. */
export const INDEX_TOKENS: TokenOptions = { ...INSENSITIVE, filterStopWords: true };

/**
 * The terms of a text, in order, as mongod's UnicodeFTSTokenizer (text index version 3) makes them:
 * split into words on delimiters; a word whose lower case is a stop word is dropped; the word (lower
 * case unless case-sensitive) is stemmed; then its diacritics are stripped unless diacritic-sensitive.
 * Stemming comes before stripping because the stemmer sees accented letters as consonants, as mongod's.
 */
export function tokenize(text: string, language: TextLanguage, options: TokenOptions): string[] {
  const english = language === "english";
  const terms: string[] = [];
  for (const word of splitWords(text, english)) {
    const lower = lowerCase(word);
    if (english && options.filterStopWords && ENGLISH_STOP_WORDS.has(lower)) continue;
    const source = options.caseSensitive ? word : lower;
    const stemmed = english ? englishStem(source) : source;
    terms.push(options.diacriticSensitive ? stemmed : stripDiacritics(stemmed));
  }
  return terms;
}
