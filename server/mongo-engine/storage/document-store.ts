import type { Document } from "bson";
import { countMatches, execute, type Execution, type QueryOptions } from "../query/execute";
import type { Filter } from "../query/filter";
import type { Catalog } from "./catalog";
import type { Collection } from "./collection";

export type Counted = Execution & { n: number };

/**
 * Where a command reads and writes documents: the committed data itself, or a transaction's view of it
 * (its snapshot plus its own writes, see transactions/transaction.ts). Commands go through this and
 * never through the catalog's document methods, so every command runs unchanged inside a transaction.
 */
export interface DocumentStore {
  /** A query, as `execute` runs it: the planner's path, then filter, sort, skip and limit. */
  execute(collection: Collection, filter: Filter, options: QueryOptions): Execution;
  count(collection: Collection, filter: Filter, options: Omit<QueryOptions, "sort">): Counted;
  /** Every document, for `$lookup` and friends. */
  documents(collection: Collection): Iterable<Document>;
  /** Whether the index-only shortcuts (a distinct from index keys) still tell the truth here. */
  readonly indexesAreCurrent: (collection: Collection) => boolean;
  insert(collection: Collection, doc: Document): void;
  /** Stores the new version of `previous` (same `_id`). */
  replace(collection: Collection, previous: Document, next: Document): void;
  remove(collection: Collection, doc: Document): void;
}

/** Matching documents, read the way the planner chooses; stops early once `limit` are found. */
export function select(store: DocumentStore, collection: Collection, filter: Filter, limit = Infinity) {
  if (limit <= 0) return [];
  return store.execute(collection, filter, { sort: [], skip: 0, limit }).docs;
}

/** The committed data: what a command outside a transaction reads and changes. */
export class CommittedStore implements DocumentStore {
  constructor(private readonly catalog: Catalog) {}

  execute(collection: Collection, filter: Filter, options: QueryOptions): Execution {
    return execute(collection, filter, options);
  }

  count(collection: Collection, filter: Filter, options: Omit<QueryOptions, "sort">): Counted {
    return countMatches(collection, filter, options);
  }

  documents(collection: Collection): Iterable<Document> {
    return collection.docs.values();
  }

  readonly indexesAreCurrent = () => true;

  insert(collection: Collection, doc: Document): void {
    this.catalog.insert(collection, doc);
  }

  replace(collection: Collection, previous: Document, next: Document): void {
    this.catalog.replace(collection, previous, next);
  }

  remove(collection: Collection, doc: Document): void {
    this.catalog.remove(collection, doc);
  }
}
