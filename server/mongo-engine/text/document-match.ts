import type { TextQuery } from "./search-query";
import type { TextValue } from "./text-values";
import { tokenize } from "./tokenize";
import { INSENSITIVE, fold } from "./unicode";

/**
 * What the index alone cannot tell, checked on a candidate's strings as mongod's FTSMatcher checks them
 * (fts_matcher.cpp): a case- or diacritic-sensitive search needs one of its terms as written; no negated
 * term may appear; every phrase must appear, and no negated phrase, each within one string, folded as the
 * search asks. Words are tokenized here without dropping stop words, as mongod's matcher does.
 */
export function matchesTextQuery(values: TextValue[], query: TextQuery): boolean {
  const { caseSensitive, diacriticSensitive } = query;
  const options = { caseSensitive, diacriticSensitive, filterStopWords: false };
  const holdsOneOf = (terms: string[]) =>
    terms.length > 0 &&
    values.some(({ text, language }) =>
      tokenize(text, language, options).some((term) => terms.includes(term)),
    );
  // The index found the candidate by a folded term; a sensitive search must find the term as written.
  if ((caseSensitive || diacriticSensitive) && !holdsOneOf(query.terms)) return false;
  if (holdsOneOf(query.negatedTerms)) return false;
  if (!query.phraseNeedles.length && !query.negatedPhraseNeedles.length) return true;
  const texts = values.map(({ text }) => fold(text, query));
  // An empty phrase ("") is found in any non-empty string, as mongod's Boyer-Moore search finds it.
  const contains = (needle: string) => texts.some((text) => (needle ? text.includes(needle) : text !== ""));
  return query.phraseNeedles.every(contains) && !query.negatedPhraseNeedles.some(contains);
}

/** Between a document's folded strings: a phrase holding it is never looked up in the joined text. */
export const FOLDED_SEPARATOR = "\u0000";

/** A document's strings folded as an insensitive search folds them, in one string. */
export const foldedTextOf = (values: TextValue[]) =>
  values.map(({ text }) => fold(text, INSENSITIVE)).join(FOLDED_SEPARATOR);

/**
 * `matchesTextQuery` for an insensitive search with no negated terms and no empty phrase, on a document's
 * `foldedTextOf`: each phrase is in one of its strings exactly when it is in the joined text, since no
 * phrase holds the separator.
 */
export function matchesFoldedText(folded: string, query: TextQuery): boolean {
  for (const needle of query.phraseNeedles) if (!folded.includes(needle)) return false;
  for (const needle of query.negatedPhraseNeedles) if (folded.includes(needle)) return false;
  return true;
}
