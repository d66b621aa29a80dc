import type { Document } from "bson";
import { badValue } from "../errors";
import { isPlainObject } from "../storage/keys";
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
}
