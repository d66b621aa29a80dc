import type { Document } from "bson";
import { Query } from "mingo";
import { asCommandError, badValue } from "../errors";
import type { Collection } from "../storage/collection";
import { isPlainObject, valueKey, valuesAtPath } from "../storage/keys";

/** A compiled filter. mingo's errors (unknown operators, bad arguments) surface as BadValue. */
export class Filter {
  private query: Query | undefined;
  private readonly exactDocuments: Array<[path: string, key: string]>;
  /**
   * `{_id: value}` (or `$eq`, `$in` of values): the `_id` lookup finds exactly the matches, so no query
   * is compiled for the commonest read there is (mingo builds its operator context per query).
   */
  private readonly byIdOnly: boolean;

  constructor(readonly spec: Document) {
    validateLogical(spec);
    this.exactDocuments = [...equalities(spec, new Map(), true)].map(([path, [value]]) => [
      path,
      valueKey(value),
    ]);
    const fields = Object.keys(spec);
    this.byIdOnly = fields.length === 1 && fields[0] === "_id" && equalityValues(spec._id) !== undefined;
    if (!this.byIdOnly) this.compiled();
  }

  private compiled(): Query {
    try {
      return (this.query ??= new Query(this.spec));
    } catch (error) {
      throw asCommandError(error);
    }
  }

  static from(spec: unknown): Filter {
    if (spec === undefined || spec === null) return new Filter({});
    if (!isPlainObject(spec)) throw badValue("filter must be an object");
    return new Filter(spec);
  }

  test(doc: Document): boolean {
    let matches: boolean;
    try {
      matches = this.compiled().test(doc);
    } catch (error) {
      throw asCommandError(error);
    }
    // mingo compares documents regardless of field order; MongoDB's `{a: {x: 1, y: 2}}` does not match
    // `{a: {y: 2, x: 1}}`, so such conditions are checked again, byte for byte.
    return (
      matches &&
      this.exactDocuments.every(([path, key]) =>
        valuesAtPath(doc, path).some((value) => valueKey(value) === key),
      )
    );
  }

  /** Matching documents in natural order; stops early once `limit` are found. */
  select(collection: Collection, limit = Infinity): Document[] {
    const matched: Document[] = [];
    if (limit <= 0) return matched;
    if (this.byIdOnly) return [...candidates(collection, this.spec)].slice(0, limit);
    for (const doc of candidates(collection, this.spec)) {
      if (this.test(doc)) {
        matched.push(doc);
        if (matched.length >= limit) break;
      }
    }
    return matched;
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

/** A value an index can look up: anything but documents, arrays, null and regular expressions. */
function isIndexable(value: unknown): boolean {
  if (value === null || value === undefined || Array.isArray(value) || value instanceof RegExp) return false;
  if (typeof value !== "object") return true;
  const bsonType = (value as { _bsontype?: string })._bsontype;
  return bsonType !== undefined && bsonType !== "BSONRegExp";
}

/** The values a condition requires a field to equal, when it is a plain equality or an $in of them. */
function equalityValues(condition: unknown): unknown[] | undefined {
  if (isIndexable(condition)) return [condition];
  if (!isPlainObject(condition)) return undefined;
  const operators = Object.keys(condition);
  if (operators.length !== 1) return undefined;
  if (operators[0] === "$eq" && isIndexable(condition.$eq)) return [condition.$eq];
  if (operators[0] === "$in" && Array.isArray(condition.$in) && condition.$in.every(isIndexable)) {
    return condition.$in;
  }
  return undefined;
}

/**
 * The fields a filter pins to values, at the top level or inside $and: to scalars (for index lookups)
 * or, with `documents`, to whole sub-documents (for the field-order check).
 */
function equalities(
  filter: Document,
  out = new Map<string, unknown[]>(),
  documents = false,
): Map<string, unknown[]> {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === "$and" && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) equalities(clause, out, documents);
    } else if (!field.startsWith("$")) {
      const values = documents ? documentEquality(condition) : equalityValues(condition);
      if (values && !out.has(field)) out.set(field, values);
    }
  }
  return out;
}

function documentEquality(condition: unknown): unknown[] | undefined {
  if (!isPlainObject(condition)) return undefined;
  const keys = Object.keys(condition);
  if (keys.length === 1 && keys[0] === "$eq" && isPlainObject(condition.$eq)) return [condition.$eq];
  return keys.some((key) => key.startsWith("$")) ? undefined : [condition];
}

const MAX_LOOKUPS = 1000;

/**
 * The documents a filter can match: looked up by `_id` or by an index whose every field the filter
 * pins to equal values, else every document. Always a superset of the matches; the filter is still
 * tested on each one, so the index only decides how much is scanned.
 */
export function candidates(collection: Collection, filter: Document): Iterable<Document> {
  const pinned = equalities(filter);
  const ids = pinned.get("_id");
  if (ids) return lookupAll(ids.map((id) => collection.get(id)));
  const indexes = [...collection.indexes.values()].filter(
    (index) => index.complete && index.fields.every((field) => pinned.has(field)),
  );
  indexes.sort((a, b) => Number(b.unique) - Number(a.unique));
  const index = indexes[0];
  if (!index) return collection.docs.values();
  let tuples: unknown[][] = [[]];
  for (const field of index.fields) {
    tuples = tuples.flatMap((tuple) => pinned.get(field)!.map((value) => [...tuple, value]));
    if (tuples.length > MAX_LOOKUPS) return collection.docs.values();
  }
  const idKeys = new Set<string>();
  for (const tuple of tuples) for (const idKey of index.lookup(tuple) ?? []) idKeys.add(idKey);
  return lookupAll([...idKeys].map((idKey) => collection.docs.get(idKey)));
}

function lookupAll(found: Array<Document | undefined>): Document[] {
  const seen = new Set<Document>();
  for (const doc of found) if (doc) seen.add(doc);
  return [...seen];
}
