import type { Document } from "bson";
import { MongoCommandError } from "../errors";
import { isPlainObject } from "../storage/keys";
import { type TextLanguage, lookUpLanguage } from "./languages";
import { type TextIndexSpec, WILDCARD, languageOfIndex } from "./text-spec";

/** One string of a document that a text index reads: the text, the language it is in, its weight. */
export interface TextValue {
  text: string;
  language: TextLanguage;
  weight: number;
}

/** What a text index reads of a document, taken once from its spec. */
export interface TextFields {
  /** Weighted paths, sorted, without the wildcard. */
  paths: Array<[path: string, weight: number]>;
  wildcard: boolean;
  languageOverride: string;
  defaultLanguage: TextLanguage;
}

export function textFieldsOf(spec: TextIndexSpec): TextFields {
  return {
    paths: Object.entries(spec.weights)
      .filter(([path]) => path !== WILDCARD)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    wildcard: WILDCARD in spec.weights,
    languageOverride: spec.language_override,
    defaultLanguage: languageOfIndex(spec.default_language),
  };
}

/**
 * The strings of a document a text index reads, in document order, as mongod's FTSElementIterator walks
 * it (fts_element_iterator.cpp); `valuesAtPath` does not serve, as mongod's walk differs from a path
 * lookup: strings are read at weighted paths (every string with the wildcard); sub-documents on the way
 * to a weighted path are entered, and so are arrays, but not an array directly inside an array (unless
 * wildcard), and array positions are not path parts. Other types are not text. A (sub-)document's
 * language override field (`language` unless renamed) sets the language of the strings under it; one
 * that is not a string, or names no language, is mongod's error 17261 or 17262 (before anything is
 * stored, since indexes check documents first).
 *
 * Weights are found as mongod finds them, by the first weighted path not before the field's path; with
 * the wildcard that path's weight is used even when it is not the field's (a field with no weight of its
 * own takes the weight of the next path in order), which is what mongod does.
 */
export function textValues(doc: Document, fields: TextFields): TextValue[] {
  const out: TextValue[] = [];
  walk(doc, "", false, languageOf(doc, fields, fields.defaultLanguage), fields, out);
  return out;
}

function walk(
  container: Document | unknown[],
  parentPath: string,
  isArray: boolean,
  language: TextLanguage,
  fields: TextFields,
  out: TextValue[],
): void {
  for (const [field, value] of Object.entries(container)) {
    if (fields.wildcard && field === fields.languageOverride) continue;
    const path = parentPath === "" ? field : isArray ? parentPath : `${parentPath}.${field}`;
    const object = isPlainObject(value);
    const next = lowerBound(fields.paths, object ? `${path}.` : path);
    const candidate = fields.paths[next];
    if (!fields.wildcard && (!candidate || !isPrefix(path, candidate[0]))) continue;
    const exact = candidate?.[0] === path;
    const weight = candidate?.[1] ?? 1;
    if (typeof value === "string") {
      if (exact || fields.wildcard) out.push({ text: value, language, weight });
    } else if (object) {
      if (!exact || fields.wildcard)
        walk(value, path, false, languageOf(value, fields, language), fields, out);
    } else if (Array.isArray(value)) {
      if (!isArray || fields.wildcard) walk(value, path, true, language, fields, out);
    }
  }
}

/** A weighted path is this field or lies under it. */
const isPrefix = (path: string, weighted: string) => weighted === path || weighted.startsWith(`${path}.`);

/** The first weighted path not before `path`. */
function lowerBound(paths: TextFields["paths"], path: string): number {
  let low = 0;
  let high = paths.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (paths[middle]![0] < path) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The language of a (sub-)document: its override field's, else its parent's (mongod's messages). */
function languageOf(doc: Document, fields: TextFields, inherited: TextLanguage): TextLanguage {
  if (!Object.hasOwn(doc, fields.languageOverride)) return inherited;
  const override: unknown = doc[fields.languageOverride];
  if (typeof override !== "string") {
    throw new MongoCommandError(17261, "found language override field in document with non-string type");
  }
  const found = lookUpLanguage(override);
  if (found.kind === "supported") return found.language;
  if (found.kind === "unknown")
    throw new MongoCommandError(17262, `language override unsupported: ${override}`);
  throw new MongoCommandError(
    115,
    `language override "${override}" (${found.language}) is not supported by the embedded engine, which indexes english and none`,
  );
}
