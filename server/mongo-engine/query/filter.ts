import type { Document } from "bson";
import { badValue } from "../errors";
import type { Collection } from "../storage/collection";
import { isPlainObject, valueKey, valuesAtPath } from "../storage/keys";
import { execute } from "./execute";
import { compileMatcher } from "./matcher";

/** A filter, compiled once per shape (see matcher.ts); malformed ones fail with BadValue. */
export class Filter {
  private readonly matches: (doc: Document) => boolean;
  private readonly exactDocuments: Array<[path: string, key: string]>;

  constructor(readonly spec: Document) {
    validateLogical(spec);
    this.matches = compileMatcher(spec);
    this.exactDocuments = documentEqualities(spec).map(([path, value]) => [path, valueKey(value)]);
  }

  static from(spec: unknown): Filter {
    if (spec === undefined || spec === null) return new Filter({});
    if (!isPlainObject(spec)) throw badValue("filter must be an object");
    return new Filter(spec);
  }

  test(doc: Document): boolean {
    // mingo (the matcher's fallback) compares documents regardless of field order; MongoDB's
    // `{a: {x: 1, y: 2}}` does not match `{a: {y: 2, x: 1}}`, so such conditions are checked again.
    return (
      this.matches(doc) &&
      this.exactDocuments.every(([path, key]) =>
        valuesAtPath(doc, path).some((value) => valueKey(value) === key),
      )
    );
  }

  /** Matching documents, read the way the planner chooses; stops early once `limit` are found. */
  select(collection: Collection, limit = Infinity): Document[] {
    if (limit <= 0) return [];
    return execute(collection, this, { sort: [], skip: 0, limit }).docs;
  }
}

/** mingo accepts `{$and: []}`; MongoDB refuses empty or non-array logical operators. */
function validateLogical(filter: Document): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field !== "$and" && field !== "$or" && field !== "$nor") continue;
    if (!Array.isArray(condition) || condition.length === 0) {
      throw badValue(`${field} argument must be a non-empty array`);
    }
    for (const clause of condition) {
      if (!isPlainObject(clause)) throw badValue(`${field} argument's entries must be objects`);
      validateLogical(clause);
    }
  }
}

/** The fields a filter pins to whole sub-documents, at the top level or inside $and. */
function documentEqualities(
  filter: Document,
  out: Array<[string, Document]> = [],
): Array<[string, Document]> {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === "$and" && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) documentEqualities(clause, out);
    } else if (!field.startsWith("$") && isPlainObject(condition)) {
      const keys = Object.keys(condition);
      if (keys.length === 1 && keys[0] === "$eq" && isPlainObject(condition.$eq))
        out.push([field, condition.$eq]);
      else if (!keys.some((key) => key.startsWith("$"))) out.push([field, condition]);
    }
  }
  return out;
}
