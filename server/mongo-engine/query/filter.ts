import type { Document } from "bson";
import { badValue } from "../errors";
import type { Collection } from "../storage/collection";
import { isPlainObject } from "../storage/keys";
import { execute } from "./execute";
import { compileMatcher, type Matcher } from "./matcher";

/** A filter, compiled once per shape (see matcher.ts); a malformed one fails with MongoDB's error. */
export class Filter {
  private readonly matches: Matcher;

  constructor(readonly spec: Document) {
    this.matches = compileMatcher(spec);
  }

  static from(spec: unknown): Filter {
    if (spec === undefined || spec === null) return new Filter({});
    if (!isPlainObject(spec)) throw badValue("filter must be an object");
    return new Filter(spec);
  }

  test(doc: Document): boolean {
    return this.matches(doc);
  }

  /** Matching documents, read the way the planner chooses; stops early once `limit` are found. */
  select(collection: Collection, limit = Infinity): Document[] {
    if (limit <= 0) return [];
    return execute(collection, this, { sort: [], skip: 0, limit }).docs;
  }
}
