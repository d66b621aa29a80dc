import type { Document } from "bson";
import { Query } from "mingo";
import { compareValues } from "../query/compare";
import { indexKeys } from "./index-keys";
import { SortedList } from "./sorted-list";

/** An index as listIndexes reports it and as the journal stores it. */
export interface IndexSpec extends Document {
  v: number;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
}

/** One key of the index: the indexed values (one per field) of one document. */
export interface IndexEntry {
  values: unknown[];
  idKey: string;
  /** The document's record id: equal keys are kept in insertion (natural) order, as mongod's are. */
  rid: number;
}

/**
 * A secondary index kept sorted by its key pattern (each field ascending or descending, ties by record
 * id), so the planner can answer equalities, ranges, sorts and counts by walking a stretch of it.
 * Multikey like MongoDB's: a document with an array has one entry per element, and the fields that
 * ever held more than one value are remembered, because their bounds cannot be intersected and they
 * cannot provide a sort.
 */
export class SecondaryIndex {
  readonly kind = "ordered";
  readonly fields: string[];
  readonly directions: Array<1 | -1>;
  readonly entries: SortedList<IndexEntry>;
  readonly multikeyFields = new Set<string>();
  private readonly partialFilter: Query | undefined;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.directions = this.fields.map((field) => (spec.key[field] === -1 ? -1 : 1));
    this.entries = new SortedList((a, b) => this.compareKeys(a.values, b.values) || a.rid - b.rid);
    this.partialFilter = spec.partialFilterExpression ? new Query(spec.partialFilterExpression) : undefined;
  }

  get unique(): boolean {
    return this.spec.unique === true;
  }

  get sparse(): boolean {
    return this.spec.sparse === true;
  }

  get partial(): boolean {
    return this.partialFilter !== undefined;
  }

  /** Compares two values of field `i` in the index's order. */
  compareField(i: number, a: unknown, b: unknown): number {
    return compareValues(a, b) * this.directions[i]!;
  }

  /** Compares two keys in the index's order (each field in its own direction). */
  compareKeys(a: unknown[], b: unknown[]): number {
    for (let i = 0; i < this.fields.length; i++) {
      const order = this.compareField(i, a[i], b[i]);
      if (order) return order;
    }
    return 0;
  }

  /** The document's keys in this index (none when a partial or sparse index leaves it out). */
  private keysOf(doc: Document): { keys: unknown[][]; multikey: boolean[] } {
    if (this.partialFilter && !this.partialFilter.test(doc)) return { keys: [], multikey: [] };
    const generated = indexKeys(doc, this.fields);
    if (this.sparse && generated.keys.every((key) => key.every((value) => value == null))) {
      return { keys: [], multikey: [] };
    }
    return { keys: this.distinct(generated.keys), multikey: generated.multikey };
  }

  /**
   * An array holding the same value twice gives one key, as in mongod. Sorted first, so equal keys are
   * neighbours: a part fitting 200 vehicle-years has 200 keys, and comparing each with every other was
   * most of the time of inserting it.
   */
  private distinct(keys: unknown[][]): unknown[][] {
    if (keys.length === 1) return keys;
    const sorted = [...keys].sort((a, b) => this.compareKeys(a, b));
    return sorted.filter((key, i) => i === 0 || this.compareKeys(sorted[i - 1]!, key) !== 0);
  }

  /**
   * The first key of `doc` that another document already holds, for unique indexes; documents for
   * which `ignore` says yes do not count (a transaction's view replaces them).
   */
  findConflict(idKey: string, doc: Document, ignore?: (idKey: string) => boolean): Document | undefined {
    if (!this.unique) return undefined;
    for (const values of this.keysOf(doc).keys) {
      const start = this.entries.upperBound((entry) => this.compareKeys(entry.values, values) < 0);
      for (const entry of this.entries.forward(start)) {
        if (this.compareKeys(entry.values, values) !== 0) break;
        if (entry.idKey !== idKey && !ignore?.(entry.idKey)) {
          return Object.fromEntries(this.fields.map((field, i) => [field, values[i] ?? null]));
        }
      }
    }
    return undefined;
  }

  /**
   * Builds the index over existing documents at once (see SortedList.load). A unique index over
   * duplicates fails with the first duplicate key, which the caller reports as 11000.
   */
  build(
    records: Iterable<[idKey: string, rid: number, doc: Document]>,
    enforceUnique: boolean,
  ): Document | undefined {
    const entries: IndexEntry[] = [];
    for (const [idKey, rid, doc] of records) {
      const { keys, multikey } = this.keysOf(doc);
      multikey.forEach((isMultikey, i) => isMultikey && this.multikeyFields.add(this.fields[i]!));
      for (const values of keys) entries.push({ values, idKey, rid });
    }
    this.entries.load(entries);
    if (!enforceUnique || !this.unique) return undefined;
    let previous: IndexEntry | undefined;
    for (const entry of this.entries.forward()) {
      if (
        previous &&
        previous.idKey !== entry.idKey &&
        this.compareKeys(previous.values, entry.values) === 0
      ) {
        return Object.fromEntries(this.fields.map((field, i) => [field, entry.values[i] ?? null]));
      }
      previous = entry;
    }
    return undefined;
  }

  add(idKey: string, rid: number, doc: Document): void {
    const { keys, multikey } = this.keysOf(doc);
    // A one-element array is harmless: its bounds intersect and it sorts as its element.
    multikey.forEach((isMultikey, i) => isMultikey && this.multikeyFields.add(this.fields[i]!));
    for (const values of keys) this.entries.insert({ values, idKey, rid });
  }

  remove(idKey: string, rid: number, doc: Document): void {
    for (const values of this.keysOf(doc).keys) this.entries.delete({ values, idKey, rid });
  }

  /** Validates that every document can be indexed before the index is built. */
  validate(doc: Document): void {
    this.keysOf(doc);
  }
}
