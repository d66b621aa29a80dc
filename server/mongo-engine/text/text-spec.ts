import type { Document } from "bson";
import { MongoCommandError, badValue } from "../errors";
import { isPlainObject } from "../storage/keys";
import { type TextLanguage, lookUpLanguage } from "./languages";

/** A text index as mongod stores and lists it. */
export interface TextIndexSpec extends Document {
  v: number;
  key: { _fts: "text"; _ftsx: 1 };
  name: string;
  /** Weight by field path (`$**` for every string of a document), sorted by path as mongod keeps them. */
  weights: Record<string, number>;
  default_language: string;
  language_override: string;
  textIndexVersion: 3;
}

/** The wildcard field: every string anywhere in a document is text. */
export const WILDCARD = "$**";

/** mongod's weight limit (fts_spec.cpp, MAX_WORD_WEIGHT): weights lie strictly between 0 and this. */
const MAX_WORD_WEIGHT = 100_000;

/** Options a text index may have here; mongod's others (unique, partialFilterExpression...) are refused. */
const TEXT_INDEX_OPTIONS = new Set([
  "key",
  "name",
  "v",
  "background",
  // Ignored, as mongod ignores it: a text index only ever holds documents that have text.
  "sparse",
  "weights",
  "default_language",
  "language_override",
  "textIndexVersion",
]);

const cannotCreate = (message: string) => new MongoCommandError(67, message);

/** Whether a createIndexes key asks for a text index (`{name: "text", ...}`). */
export const asksForText = (key: Document): boolean => Object.values(key).includes("text");

/** Whether a stored spec is a text index: how a restart knows to rebuild it as one. */
export const isTextSpec = (spec: Document): spec is TextIndexSpec =>
  isPlainObject(spec.key) && spec.key._fts === "text";

/**
 * The spec mongod stores for `createIndex({name: "text", description: "text"}, {weights, ...})`, with
 * mongod's checks and messages (fts_spec.cpp, `fixSpec`): key `{_fts: "text", _ftsx: 1}`, a weight per
 * field (1 unless given; weights are whole numbers, as mongod truncates them), English unless
 * `default_language` says otherwise, the language override field `language` unless renamed, version 3.
 * A spec already in that form (from listIndexes) is taken as it is. Compound text indexes (text with
 * ascending or descending fields) are refused.
 */
export function textIndexSpec(raw: Document, defaultName: string): TextIndexSpec {
  const unsupported = Object.keys(raw).find((option) => !TEXT_INDEX_OPTIONS.has(option));
  if (unsupported) {
    throw cannotCreate(
      `the embedded engine does not support the index option '${unsupported}' on text indexes`,
    );
  }
  if (raw.name !== undefined && (typeof raw.name !== "string" || raw.name === "")) {
    throw badValue("index name must be a non-empty string");
  }
  const weights = weightsOf(keyFields(raw.key as Document), raw.weights);
  const defaultLanguage = raw.default_language ?? "english";
  if (typeof defaultLanguage !== "string") throw cannotCreate("default_language needs a string type");
  languageOfIndex(defaultLanguage);
  const override = raw.language_override ?? "language";
  if (typeof override !== "string") throw cannotCreate("language_override must be a string");
  // mongod's rule: the override is a plain field name.
  if (override === "" || override.startsWith("$") || override.includes(".")) {
    throw cannotCreate("language_override is not valid");
  }
  checkVersion(raw.textIndexVersion);
  return {
    v: 2,
    key: { _fts: "text", _ftsx: 1 },
    name: (raw.name as string | undefined) ?? defaultName,
    weights,
    default_language: defaultLanguage,
    language_override: override,
    textIndexVersion: 3,
  };
}

/** The default language of an index, as the engine indexes it. */
export function languageOfIndex(name: string): TextLanguage {
  const found = lookUpLanguage(name);
  if (found.kind === "unknown") throw cannotCreate("default_language is not valid");
  if (found.kind === "unsupported") {
    throw cannotCreate(
      `default_language "${name}" (${found.language}) is not supported by the embedded engine, which indexes english and none`,
    );
  }
  return found.language;
}

/** The text fields a key names (`$**` included), or none for a key already in `{_fts, _ftsx}` form. */
function keyFields(key: Document): string[] {
  const entries = Object.entries(key);
  const fields: string[] = [];
  for (const [field, value] of entries) {
    if (field === "_fts") {
      if (value !== "text") throw cannotCreate('expecting _fts:"text"');
    } else if (field === "_ftsx") {
      if (numberInt(value) !== 1) throw cannotCreate("expecting _ftsx:1");
    } else if (value === "text") {
      fields.push(field);
    } else if (numberInt(value) !== 1 && numberInt(value) !== -1) {
      throw cannotCreate("expected value 1 or -1 for non-text key in compound index");
    } else {
      throw cannotCreate(
        "the embedded engine does not support compound text indexes (text with 1 or -1 fields)",
      );
    }
  }
  const names = entries.map(([field]) => field);
  const fts = names.indexOf("_fts");
  if (fts >= 0 || names.includes("_ftsx")) {
    if (fts < 0 || names[fts + 1] !== "_ftsx") throw cannotCreate("expected _ftsx after _fts");
    if (fields.length) throw cannotCreate("'text' fields in index must all be adjacent");
  }
  return fields;
}

/** Every text field with its weight, sorted by path, checked as mongod checks them. */
function weightsOf(fields: string[], given: unknown): Record<string, number> {
  const weights = new Map(fields.map((field) => [field, 1]));
  if (isPlainObject(given)) {
    for (const [field, weight] of Object.entries(given)) {
      const number = numberValue(weight);
      if (number === undefined) throw cannotCreate("weight for text index needs numeric type");
      weights.set(field, numberInt(number));
    }
  } else if (given === WILDCARD) {
    weights.set(WILDCARD, 1);
  } else if (given !== undefined) {
    throw cannotCreate("text index option 'weights' must be an object");
  }
  if (!weights.size) throw cannotCreate("text index option 'weights' must specify fields or the wildcard");
  const sorted = [...weights].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [field, weight] of sorted) {
    if (weight <= 0 || weight >= MAX_WORD_WEIGHT) {
      throw cannotCreate(
        `text index weight must be in the exclusive interval (0,${MAX_WORD_WEIGHT}) but found: ${weight}`,
      );
    }
    if (field !== WILDCARD) checkWeightPath(field);
  }
  // fromEntries, so that even a field named __proto__ is a field.
  return Object.fromEntries(sorted);
}

function checkWeightPath(field: string): void {
  if (field === "") throw cannotCreate("weight cannot be on an empty field");
  for (const part of field.split(".")) {
    if (part === "") throw cannotCreate("weight cannot have empty path component");
    if (part.startsWith("$")) throw cannotCreate("weight cannot have path component with $ prefix");
  }
}

function checkVersion(version: unknown): void {
  if (version === undefined) return;
  const number = numberValue(version);
  if (number === undefined) throw cannotCreate("text index option 'textIndexVersion' must be a number");
  const whole = numberInt(number);
  if (whole !== 2 && whole !== 3) throw cannotCreate(`bad textIndexVersion: ${whole}`);
  if (whole === 2) throw cannotCreate("the embedded engine only builds text indexes of textIndexVersion 3");
}

/** A BSON number (double, int, long, decimal) as a JavaScript number; anything else is not one. */
function numberValue(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  const bsonType = (value as { _bsontype?: string } | null)?._bsontype;
  if (bsonType === "Int32" || bsonType === "Double" || bsonType === "Long" || bsonType === "Decimal128") {
    return Number(String(value));
  }
  return undefined;
}

/**
 * mongod's `numberInt()`: a double cast to a 32-bit int, truncated toward zero; NaN and values out of
 * range come out as the smallest int, as the cast does on x86-64.
 */
function numberInt(value: unknown): number {
  const number = numberValue(value);
  if (number === undefined) return 0;
  return Number.isFinite(number) && Math.abs(number) < 2 ** 31 ? Math.trunc(number) : -(2 ** 31);
}
