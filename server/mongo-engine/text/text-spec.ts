import type { Document } from "bson";
import { MongoCommandError } from "../errors";
import { isPlainObject } from "../storage/keys";
import type { TextLanguage } from "./tokenize";

/** A text index as mongod stores and lists it. */
export interface TextIndexSpec extends Document {
  v: number;
  key: { _fts: "text"; _ftsx: 1 };
  name: string;
  weights: Record<string, number>;
  default_language: string;
  language_override: string;
  textIndexVersion: 3;
}

const LANGUAGES: Record<string, TextLanguage> = { english: "english", en: "english", none: "none" };

const cannotCreate = (message: string) => new MongoCommandError(67, message);

/** Whether a createIndexes key asks for a text index (`{name: "text", ...}`). */
export const asksForText = (key: Document): boolean => Object.values(key).includes("text");

/** Whether a stored spec is a text index. */
export const isTextSpec = (spec: Document): spec is TextIndexSpec =>
  isPlainObject(spec.key) && spec.key._fts === "text";

/**
 * The spec mongod stores for `createIndex({name: "text", description: "text"}, {weights, ...})`:
 * key `{_fts: "text", _ftsx: 1}`, a weight per field (1 unless given), English by default.
 * Compound text indexes (text with ascending or descending fields) and the `$**` wildcard are refused.
 */
export function textIndexSpec(raw: Document, defaultName: string): TextIndexSpec {
  const key = raw.key as Document;
  const fields = Object.keys(key);
  if (fields.some((field) => key[field] !== "text")) {
    throw cannotCreate(
      "the embedded engine does not support compound text indexes (text with 1 or -1 fields)",
    );
  }
  if (fields.includes("$**"))
    throw cannotCreate("the embedded engine does not support wildcard text indexes");
  const given = raw.weights ?? {};
  if (!isPlainObject(given)) throw cannotCreate("weights must be an object");
  const weights: Record<string, number> = {};
  for (const field of [...new Set([...fields, ...Object.keys(given)])].sort()) {
    const weight = given[field] ?? 1;
    if (typeof weight !== "number") throw cannotCreate(`weight for text index needs numeric type: ${field}`);
    if (!(weight > 0 && weight < 100_000)) {
      throw cannotCreate(
        `text index weights must be in the exclusive interval (0,100000) but found: ${weight}`,
      );
    }
    weights[field] = weight;
  }
  const language = raw.default_language ?? "english";
  if (typeof language !== "string" || !LANGUAGES[language]) {
    throw cannotCreate(
      `default_language is not a supported language: "${String(language)}" (the embedded engine knows English and none)`,
    );
  }
  return {
    v: 2,
    key: { _fts: "text", _ftsx: 1 },
    name: typeof raw.name === "string" ? raw.name : defaultName,
    weights,
    default_language: language,
    language_override: typeof raw.language_override === "string" ? raw.language_override : "language",
    textIndexVersion: 3,
  };
}

export function languageOf(name: string): TextLanguage | undefined {
  return LANGUAGES[name];
}
