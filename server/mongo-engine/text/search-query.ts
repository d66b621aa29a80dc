import type { Document } from "bson";
import { MongoCommandError, badValue, typeMismatch } from "../errors";
import { isPlainObject } from "../storage/keys";
import { bsonTypeName } from "./bson-type-name";
import { type TextLanguage, lookUpLanguage } from "./languages";
import { tokenize } from "./tokenize";
import { type Sensitivity, INSENSITIVE, fold } from "./unicode";

/** A parsed `$text`, with explain's `parsedTextQuery` fields as mongod reports them. */
export interface TextQuery extends Sensitivity {
  /** Positive terms, sorted and distinct: a document needs one. Case or diacritics kept if sensitive. */
  terms: string[];
  /** Terms no matching document may hold. */
  negatedTerms: string[];
  /** Phrases a document must contain, as written. */
  phrases: string[];
  negatedPhrases: string[];
  /** The index terms read to find candidates: the positive terms, folded as the index folds them. */
  termsForBounds: string[];
  language: TextLanguage;
  /** The phrases folded as the search asks, to look for in folded strings. */
  phraseNeedles: string[];
  negatedPhraseNeedles: string[];
}

/**
 * Reads `$text: {$search, $language?, $caseSensitive?, $diacriticSensitive?}` as mongod does
 * (extensions_callback.cpp for the operand, fts_query_impl.cpp and fts_query_parser.cpp for the search
 * string), with its error codes and messages. In the search string, words are OR-ed; `"a phrase"` must
 * appear in one string of a document (its words are terms too); `-word` and `-"a phrase"` exclude; a
 * negation lasts until the next whitespace (`-foo-bar` excludes both, `- foo` excludes nothing); an
 * unclosed phrase counts only for its words; stop words are dropped. A search with no positive term
 * matches nothing. `$caseSensitive` and `$diacriticSensitive` are supported as mongod supports them:
 * candidates come from the folded index, then documents are matched again on their raw strings.
 */
export function parseTextQuery(operand: unknown, defaultLanguage: TextLanguage): TextQuery {
  if (!isPlainObject(operand)) throw badValue("$text expects an object");
  if (operand.$search === undefined) throw new MongoCommandError(4, 'Missing expected field "$search"');
  const search = expectType(operand, "$search", "string") as string;
  const language = expectType(operand, "$language", "string") as string | undefined;
  const caseSensitive = (expectType(operand, "$caseSensitive", "bool") as boolean | undefined) ?? false;
  const diacriticSensitive =
    (expectType(operand, "$diacriticSensitive", "bool") as boolean | undefined) ?? false;
  const known = ["$search", "$language", "$caseSensitive", "$diacriticSensitive"];
  if (Object.keys(operand).some((field) => !known.includes(field))) throw badValue("extra fields in $text");

  const sensitivity = { caseSensitive, diacriticSensitive };
  const queryLanguage = language ? searchLanguage(language) : defaultLanguage;
  const parts = splitSearch(search);
  const termsOf = (sentence: string, options: Sensitivity) =>
    distinctSorted(tokenize(sentence, queryLanguage, { ...options, filterStopWords: true }));
  const termsForBounds = termsOf(parts.positive, INSENSITIVE);
  return {
    terms: caseSensitive || diacriticSensitive ? termsOf(parts.positive, sensitivity) : termsForBounds,
    negatedTerms: termsOf(parts.negative, sensitivity),
    phrases: parts.phrases,
    negatedPhrases: parts.negatedPhrases,
    termsForBounds,
    language: queryLanguage,
    caseSensitive,
    diacriticSensitive,
    phraseNeedles: parts.phrases.map((phrase) => fold(phrase, sensitivity)),
    negatedPhraseNeedles: parts.negatedPhrases.map((phrase) => fold(phrase, sensitivity)),
  };
}

function searchLanguage(name: string): TextLanguage {
  const found = lookUpLanguage(name);
  if (found.kind === "supported") return found.language;
  if (found.kind === "unknown") throw badValue(`unsupported language: "${name}" for text index version 3`);
  throw new MongoCommandError(
    115,
    `$language "${name}" (${found.language}) is not supported by the embedded engine, which searches english and none`,
  );
}

/** The words of a search string, sorted into positive and negated words and phrases. */
interface SearchParts {
  /** Positive words, space-separated, to be tokenized together as mongod does. */
  positive: string;
  negative: string;
  phrases: string[];
  negatedPhrases: string[];
}

function splitSearch(search: string): SearchParts {
  const positive: string[] = [];
  const negative: string[] = [];
  const phrases: string[] = [];
  const negatedPhrases: string[] = [];
  let inNegation = false;
  let inPhrase = false;
  let quoteOffset = 0;
  for (const token of searchTokens(search)) {
    if (token.kind === "text") {
      // Words inside a negated phrase only count through the phrase.
      if (inPhrase && inNegation) continue;
      if (inNegation && token.afterWhitespace) inNegation = false;
      (inNegation ? negative : positive).push(token.text);
    } else if (token.text === "-") {
      // A "-" negates only where a word starts, and never inside a phrase.
      if (!inPhrase && token.afterWhitespace) inNegation = true;
    } else if (inPhrase) {
      const phrase = search.slice(quoteOffset + 1, token.offset);
      (inNegation ? negatedPhrases : phrases).push(phrase);
      inPhrase = false;
    } else {
      inPhrase = true;
      if (inNegation && token.afterWhitespace) inNegation = false;
      quoteOffset = token.offset;
    }
  }
  return { positive: positive.join(" "), negative: negative.join(" "), phrases, negatedPhrases };
}

interface SearchToken {
  kind: "text" | "delimiter";
  text: string;
  offset: number;
  /** Whitespace (or the start of the string) comes right before it. */
  afterWhitespace: boolean;
}

/** mongod's whitespace here: space, \n, \v, \f, \r (not tab, which only separates words later). */
const isSpace = (char: string | undefined) =>
  char === " " || char === "\n" || char === "\v" || char === "\f" || char === "\r";
const isDelimiter = (char: string | undefined) => char === "-" || char === '"';

/** FTSQueryParser: runs of text, and `-` and `"` one at a time, each knowing if whitespace preceded it. */
function* searchTokens(search: string): Generator<SearchToken> {
  let pos = 0;
  const skipSpaces = () => {
    const start = pos;
    while (pos < search.length && isSpace(search[pos])) pos++;
    return pos > start;
  };
  skipSpaces();
  let afterWhitespace = true;
  while (pos < search.length) {
    const start = pos++;
    const delimiter = isDelimiter(search[start]);
    if (!delimiter) while (pos < search.length && !isSpace(search[pos]) && !isDelimiter(search[pos])) pos++;
    const token: SearchToken = {
      kind: delimiter ? "delimiter" : "text",
      text: search.slice(start, pos),
      offset: start,
      afterWhitespace,
    };
    afterWhitespace = skipSpaces();
    yield token;
  }
}

/** mongod keeps terms in a std::set: distinct and sorted. */
const distinctSorted = (terms: string[]) => [...new Set(terms)].sort();

/** bsonExtractStringField / bsonExtractBooleanField: absent is fine, another type is TypeMismatch. */
function expectType(operand: Document, field: string, type: "string" | "bool"): unknown {
  const value = operand[field];
  if (value === undefined || bsonTypeName(value) === type) return value;
  throw typeMismatch(`"${field}" had the wrong type. Expected ${type}, found ${bsonTypeName(value)}`);
}
