import type { Document } from "bson";
import { MongoCommandError, badValue } from "../errors";
import { isPlainObject } from "../storage/keys";
import { type TextLanguage, fold, termOf, words } from "./tokenize";
import { languageOf } from "./text-spec";

/** A parsed `$text: {$search}`, as explain's `parsedTextQuery` reports it. */
export interface TextQuery {
  /** Stemmed terms, OR-ed: a document needs one of them. */
  terms: string[];
  negatedTerms: string[];
  /** Folded phrases a document must contain, as written (not stemmed). */
  phrases: string[];
  negatedPhrases: string[];
  language: TextLanguage;
}

const OPTIONS = new Set(["$search", "$language", "$caseSensitive", "$diacriticSensitive"]);

/**
 * Reads `$text: {$search, $language?, $caseSensitive?, $diacriticSensitive?}` as MongoDB documents it:
 * words are OR-ed, `"a phrase"` must appear as written (and its words count as terms), a leading `-`
 * excludes a word or a phrase, stop words are ignored. Case- and diacritic-sensitive search are refused:
 * the index folds both away, and matching them again needs the original text (not done here).
 */
export function parseTextQuery(operand: unknown, defaultLanguage: TextLanguage): TextQuery {
  if (!isPlainObject(operand)) throw badValue("$text expects an object");
  const extra = Object.keys(operand).find((field) => !OPTIONS.has(field));
  if (extra) throw badValue(`extra fields in $text: ${extra}`);
  const search = operand.$search;
  if (search === undefined) throw badValue("$search required in $text");
  if (typeof search !== "string") throw badValue("$search had wrong type. Expected string");
  const language = textLanguage(operand, defaultLanguage);
  for (const option of ["$caseSensitive", "$diacriticSensitive"]) {
    if (operand[option] === undefined) continue;
    if (typeof operand[option] !== "boolean") throw badValue(`${option} had wrong type. Expected bool`);
    if (operand[option]) {
      throw new MongoCommandError(115, `${option}: true is not supported by the embedded engine`);
    }
  }
  const query: TextQuery = { terms: [], negatedTerms: [], phrases: [], negatedPhrases: [], language };
  const addTerms = (text: string, into: string[]) => {
    for (const word of words(text)) {
      const term = termOf(word, language);
      if (term !== undefined && !into.includes(term)) into.push(term);
    }
  };
  for (const [, negated, phrase, chunk] of search.matchAll(/(-?)(?:"([^"]*)"?|([^\s"]+))/g)) {
    if (phrase !== undefined) {
      const folded = fold(phrase).trim();
      if (!folded) continue;
      (negated ? query.negatedPhrases : query.phrases).push(folded);
      if (!negated) addTerms(phrase, query.terms);
    } else if (chunk !== undefined) {
      addTerms(chunk, negated ? query.negatedTerms : query.terms);
    }
  }
  return query;
}

function textLanguage(operand: Document, defaultLanguage: TextLanguage): TextLanguage {
  if (operand.$language === undefined) return defaultLanguage;
  if (typeof operand.$language !== "string") throw badValue("$language had wrong type. Expected string");
  const language = languageOf(operand.$language);
  if (!language) throw badValue(`language override unsupported: ${operand.$language}`);
  return language;
}
