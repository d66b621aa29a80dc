/**
 * The character rules of mongod's text index version 3 (src/mongo/db/fts/unicode/): which characters
 * separate words, how case is folded and how diacritics are stripped. mongod generates its tables from
 * the Unicode 8.0 database; these are computed from the same properties with the Unicode tables of the
 * running JavaScript engine, which only differ for characters added to Unicode since.
 */

/**
 * Word separators (gen_delimiter_list.py): characters with the properties White_Space, Dash, Hyphen,
 * Quotation_Mark, Terminal_Punctuation, Pattern_Syntax or STerm. JavaScript has no `\p{Hyphen}` (a
 * deprecated property), so the three hyphens in no other of these properties are listed by hand. In
 * ASCII that is whitespace and all punctuation except `_`; control characters are not separators.
 */
const DELIMITERS =
  "\\p{White_Space}\\p{Dash}\\p{Quotation_Mark}\\p{Terminal_Punctuation}\\p{Pattern_Syntax}" +
  "\\p{Sentence_Terminal}\\u00AD\\u30FB\\uFF65";

/** English keeps the apostrophe inside words ("driver's" is one word, which the stemmer reduces). */
const ENGLISH_SEPARATORS = new RegExp(`(?:(?!')[${DELIMITERS}])+`, "u");
const OTHER_SEPARATORS = new RegExp(`[${DELIMITERS}]+`, "u");

/** The words of a text, split on delimiters as mongod's UnicodeFTSTokenizer splits them. */
export function splitWords(text: string, english: boolean): string[] {
  return text.split(english ? ENGLISH_SEPARATORS : OTHER_SEPARATORS).filter((word) => word !== "");
}

const isAscii = (text: string) => !/[^\p{ASCII}]/u.test(text);

/**
 * Lower case as mongod's `codepointToLower` does: Unicode simple case folding (CaseFolding.txt, status C
 * and S), one code point to one code point. JavaScript's lower-casing agrees for every letter that has
 * a one-code-point lower case; the exceptions are letters whose folding is not their lower case (final
 * sigma, long s, the Greek symbol variants, the micro sign, Cherokee, which folds to upper case), and
 * letters whose only lower case is longer (İ), which folding leaves alone.
 */
export function lowerCase(text: string): string {
  if (isAscii(text)) return text.toLowerCase();
  let out = "";
  for (const char of text) out += lowerChar(char);
  return out;
}

const FOLDS_THAT_ARE_NOT_LOWER_CASE: Record<string, string> = {
  "\u00B5": "\u03BC", // µ micro sign -> Greek mu
  "\u017F": "s", // ſ long s
  "\u0345": "\u03B9", // combining ypogegrammeni -> iota
  "\u03C2": "\u03C3", // ς final sigma -> σ
  "\u03D0": "\u03B2", // ϐ
  "\u03D1": "\u03B8", // ϑ
  "\u03D5": "\u03C6", // ϕ
  "\u03D6": "\u03C0", // ϖ
  "\u03F0": "\u03BA", // ϰ
  "\u03F1": "\u03C1", // ϱ
  "\u03F5": "\u03B5", // ϵ
  "\u1E9B": "\u1E61", // ẛ
  "\u1FBE": "\u03B9", // ι prosgegrammeni
};

const lowerChars = new Map<string, string>();

function lowerChar(char: string): string {
  let lower = lowerChars.get(char);
  if (lower === undefined) {
    const candidate = char.toLowerCase();
    lower =
      FOLDS_THAT_ARE_NOT_LOWER_CASE[char] ??
      cherokeeFold(char.codePointAt(0)!) ??
      ([...candidate].length === 1 ? candidate : char);
    lowerChars.set(char, lower);
  }
  return lower;
}

/** Cherokee folds to its capital letters, the older half of the script. */
function cherokeeFold(code: number): string | undefined {
  if (code >= 0x13a0 && code <= 0x13f5) return String.fromCodePoint(code);
  if (code >= 0x13f8 && code <= 0x13fd) return String.fromCodePoint(code - 8);
  if (code >= 0xab70 && code <= 0xabbf) return String.fromCodePoint(code - 0xab70 + 0x13a0);
  return undefined;
}

const DIACRITIC = /^\p{Diacritic}$/u;
const DIACRITICS = /\p{Diacritic}/gu;

/**
 * Strips diacritics as mongod's `codepointRemoveDiacritics` does (gen_diacritic_map.py), one code point
 * at a time: a diacritic (Unicode property Diacritic, so combining accents but also `^` and `` ` ``) is
 * dropped; a letter is decomposed (NFD), its diacritics dropped and the rest recomposed (NFC), kept only
 * if that gives one code point ("é" -> "e", "ệ" -> "e"; "ø" and "ß" have nothing to strip).
 */
export function stripDiacritics(text: string): string {
  if (isAscii(text)) return text.includes("^") || text.includes("`") ? text.replace(/[\^`]/g, "") : text;
  let out = "";
  for (const char of text) out += strippedChar(char);
  return out;
}

const strippedChars = new Map<string, string>();

function strippedChar(char: string): string {
  let stripped = strippedChars.get(char);
  if (stripped === undefined) {
    if (DIACRITIC.test(char)) {
      stripped = "";
    } else {
      const recomposed = char.normalize("NFD").replace(DIACRITICS, "").normalize("NFC");
      stripped = [...recomposed].length === 1 ? recomposed : char;
    }
    strippedChars.set(char, stripped);
  }
  return stripped;
}

/** What a search may leave as it is: case, diacritics (`$caseSensitive`, `$diacriticSensitive`). */
export interface Sensitivity {
  caseSensitive: boolean;
  diacriticSensitive: boolean;
}

export const INSENSITIVE: Sensitivity = { caseSensitive: false, diacriticSensitive: false };

/** A text with case and diacritics folded away unless the search is sensitive to them. */
export function fold(text: string, { caseSensitive, diacriticSensitive }: Sensitivity): string {
  const lowered = caseSensitive ? text : lowerCase(text);
  return diacriticSensitive ? lowered : stripDiacritics(lowered);
}
