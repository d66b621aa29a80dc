import type { Document } from "bson";
import { Query } from "mingo";
import { MongoCommandError } from "../errors";
import { valueKey, valuesAtPath } from "./keys";

/** An index as listIndexes reports it and as the journal stores it. */
export interface IndexSpec extends Document {
  v: number;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
}

interface KeyEntry {
  key: string;
  values: unknown[];
}

/**
 * A secondary index: a map from the canonical key of the indexed values to the `_id` keys of the
 * documents holding them. Multikey like MongoDB's: a document with an array has one entry per element.
 */
export class SecondaryIndex {
  readonly fields: string[];
  private readonly entries = new Map<string, Set<string>>();
  private readonly partialFilter: Query | undefined;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.partialFilter = spec.partialFilterExpression ? new Query(spec.partialFilterExpression) : undefined;
  }

  get unique(): boolean {
    return this.spec.unique === true;
  }

  /** Usable to answer queries only when every matching document is guaranteed to be in it. */
  get complete(): boolean {
    return this.partialFilter === undefined;
  }

  private keysOf(doc: Document): KeyEntry[] {
    if (this.partialFilter && !this.partialFilter.test(doc)) return [];
    if (this.spec.sparse && this.fields.every((field) => valuesAtPath(doc, field).every((v) => v == null))) {
      return [];
    }
    let tuples: unknown[][] = [[]];
    let multikeyFields = 0;
    for (const field of this.fields) {
      const values = valuesAtPath(doc, field);
      if (values.length > 1 && ++multikeyFields > 1) {
        throw new MongoCommandError(171, `cannot index parallel arrays [${this.fields.join("] [")}]`);
      }
      tuples = tuples.flatMap((tuple) => values.map((value) => [...tuple, value]));
    }
    const unique = new Map<string, KeyEntry>();
    for (const values of tuples) {
      const key = values.map(valueKey).join("\u0001");
      unique.set(key, { key, values });
    }
    return [...unique.values()];
  }

  /** The first entry of `doc` that another document already holds, for unique indexes. */
  findConflict(idKey: string, doc: Document): Document | undefined {
    if (!this.unique) return undefined;
    for (const entry of this.keysOf(doc)) {
      const holders = this.entries.get(entry.key);
      if (holders && (holders.size > 1 || !holders.has(idKey))) {
        return Object.fromEntries(this.fields.map((field, i) => [field, entry.values[i] ?? null]));
      }
    }
    return undefined;
  }

  add(idKey: string, doc: Document): void {
    for (const { key } of this.keysOf(doc)) {
      let holders = this.entries.get(key);
      if (!holders) this.entries.set(key, (holders = new Set()));
      holders.add(idKey);
    }
  }

  remove(idKey: string, doc: Document): void {
    for (const { key } of this.keysOf(doc)) {
      const holders = this.entries.get(key);
      holders?.delete(idKey);
      if (holders?.size === 0) this.entries.delete(key);
    }
  }

  /** Ids of documents whose indexed values equal `values` (one per indexed field). */
  lookup(values: unknown[]): ReadonlySet<string> | undefined {
    return this.entries.get(values.map(valueKey).join("\u0001"));
  }

  /** Validates that every document can be indexed before the index is built. */
  validate(doc: Document): void {
    this.keysOf(doc);
  }
}
