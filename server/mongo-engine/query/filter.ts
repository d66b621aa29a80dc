import type { Document } from "bson";
import { Query } from "mingo";
import { asCommandError, badValue } from "../errors";
import type { Collection } from "../storage/collection";
import { isPlainObject, valueKey, valuesAtPath } from "../storage/keys";
import { isIndexable } from "./bounds";
import { execute } from "./execute";

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
      // `$text` is answered by the text index (the planner), not by testing documents.
      const { $text: _text, ...conditions } = this.spec;
      return (this.query ??= new Query(conditions));
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
