import type { Document } from "bson";
import { MongoCommandError, writeConflict } from "../errors";
import { execute, type Execution, type QueryOptions } from "../query/execute";
import type { Filter } from "../query/filter";
import { sortDocuments } from "../query/sort";
import type { Catalog } from "../storage/catalog";
import { ID_INDEX, sameIndexedFields, type Collection } from "../storage/collection";
import type { Counted, DocumentStore } from "../storage/document-store";
import { isPlainObject, valueKey } from "../storage/keys";
import type { SnapshotHolder, VersionHistory } from "./versions";

/** This transaction's version of a document: the new document, or undefined once it removed it. */
interface Write {
  collection: Collection;
  doc: Document | undefined;
}

/**
 * One multi-document transaction: a DocumentStore that reads the committed data as it was at its
 * snapshot, with its own writes on top, and keeps those writes to itself until it commits. A write
 * takes the document's lock (WriteConflict when another transaction holds it or it changed since the
 * snapshot). The commit applies every write to the catalog in one synchronous step, so the engine
 * journals it as one record: after a crash it is wholly there or wholly absent.
 */
export class Transaction implements DocumentStore, SnapshotHolder {
  readonly snapshot: number;
  readonly startedAt = Date.now();
  /** Statements run so far: until the first has, a lock met is waited for (see LockWait). */
  statements = 0;
  /** ns → document key → this transaction's version. */
  private readonly writes = new Map<string, Map<string, Write>>();
  private readonly locked = new Set<string>();

  /**
   * @param journaled the journal's last record when the snapshot was taken: the transaction's reads show
   *   nothing later, so its statements' answers wait for that record only, not for others' later writes.
   * @param waitUntil until when its first write may wait for another transaction's lock.
   */
  constructor(
    private readonly catalog: Catalog,
    private readonly history: VersionHistory,
    readonly journaled: number,
    private readonly waitUntil: number,
  ) {
    this.snapshot = history.now;
    history.begin(this);
  }

  /**
   * The documents of the collection whose version here differs from the committed one: changed by
   * others since the snapshot (their version then) or by this transaction (its version).
   */
  private differences(collection: Collection, among?: string[]): Map<string, Document | undefined> {
    const mine = this.writes.get(collection.ns);
    const differing = new Map<string, Document | undefined>();
    if (among) {
      // A filter that pins _id: only those documents can differ in a way that matters.
      for (const idKey of among) {
        const version = this.versionOf(collection, idKey);
        if (version) differing.set(idKey, version.doc);
      }
      return differing;
    }
    for (const [idKey, then] of this.history.changedSince(collection.ns, this.snapshot)) {
      differing.set(idKey, then);
    }
    for (const [idKey, write] of mine ?? []) differing.set(idKey, write.doc);
    return differing;
  }

  execute(collection: Collection, filter: Filter, options: QueryOptions): Execution {
    const differing = this.differences(collection, pinnedIds(filter.spec));
    if (differing.size === 0) return execute(collection, filter, options);
    // The committed matches without the documents that differ here, then those documents' versions
    // here that match; sort, skip and limit apply to the whole.
    const run = execute(collection, filter, { sort: [], skip: 0, limit: 0, hint: options.hint });
    if (run.scores) {
      throw new MongoCommandError(
        263,
        "$text on documents changed since a transaction's snapshot is not supported by the embedded engine",
      );
    }
    const matches = run.docs.filter((doc) => !differing.has(valueKey(doc._id)));
    for (const doc of differing.values()) if (doc && filter.test(doc)) matches.push(doc);
    const sorted = sortDocuments(matches, options.sort);
    const limit = options.limit > 0 ? options.limit : Infinity;
    return {
      ...run,
      matched: matches.length,
      blockingSort: options.sort.length > 0,
      docs: sorted.slice(options.skip, options.skip + limit),
    };
  }

  count(collection: Collection, filter: Filter, options: Omit<QueryOptions, "sort">): Counted {
    const run = this.execute(collection, filter, { ...options, sort: [] });
    return { ...run, docs: [], n: run.docs.length };
  }

  *documents(collection: Collection): Iterable<Document> {
    const differing = this.differences(collection);
    for (const [idKey, doc] of collection.docs) if (!differing.has(idKey)) yield doc;
    for (const doc of differing.values()) if (doc) yield doc;
  }

  readonly indexesAreCurrent = (collection: Collection) => this.differences(collection).size === 0;

  /** This transaction's version of one document, if it differs from the committed one (doc undefined: absent). */
  private versionOf(collection: Collection, idKey: string): { doc: Document | undefined } | undefined {
    const mine = this.writes.get(collection.ns)?.get(idKey);
    if (mine) return mine;
    const then = this.history.versionAt(collection.ns, idKey, this.snapshot);
    return then && { doc: then.then };
  }

  /** The document with this `_id` as this transaction sees it. */
  private visible(collection: Collection, idKey: string): Document | undefined {
    const version = this.versionOf(collection, idKey);
    return version ? version.doc : collection.docs.get(idKey);
  }

  insert(collection: Collection, doc: Document): void {
    const idKey = valueKey(doc._id);
    if (this.visible(collection, idKey)) throw collection.duplicateKey(ID_INDEX, { _id: doc._id });
    this.write(collection, idKey, doc);
  }

  replace(collection: Collection, previous: Document, next: Document): void {
    this.write(collection, valueKey(next._id), next, previous);
  }

  remove(collection: Collection, doc: Document): void {
    this.write(collection, valueKey(doc._id), undefined);
  }

  private write(collection: Collection, idKey: string, doc: Document | undefined, previous?: Document): void {
    if (doc) this.checkIndexes(collection, idKey, doc, previous);
    const mayWait = this.statements === 0 && Date.now() < this.waitUntil;
    this.locked.add(this.history.lock(this, collection.ns, idKey, mayWait));
    let documents = this.writes.get(collection.ns);
    if (!documents) this.writes.set(collection.ns, (documents = new Map()));
    documents.set(idKey, { collection, doc });
  }

  /**
   * What can be known before the commit: the document fits every index, and no committed document
   * this transaction has left alone holds its unique keys. Clashes among this transaction's own writes
   * are found when the commit applies them (and then undone). When `doc` replaces the committed version,
   * an index whose fields it leaves alone holds the very keys that version was checked with when it was
   * stored, so it is skipped, as Collection.checkIndexes skips it: taking stock must not key a product
   * into every index of the catalogue again.
   */
  private checkIndexes(collection: Collection, idKey: string, doc: Document, previous?: Document): void {
    const mine = this.writes.get(collection.ns);
    const committed = previous && collection.docs.get(idKey) === previous ? previous : undefined;
    for (const index of collection.indexes.values()) {
      if (committed && sameIndexedFields(index.spec, committed, doc)) continue;
      index.validate(doc);
      const conflict = index.findConflict(idKey, doc, (other) => mine?.has(other) === true);
      if (conflict) throw collection.duplicateKey(index.spec, conflict);
    }
  }

  /**
   * Applies every write to the committed data at once. A write whose document changed since the
   * snapshot (a write outside any transaction, which takes no lock) fails the commit with WriteConflict;
   * a unique key that clashes on the way undoes what was applied. Either way nothing is half-written.
   */
  commit(): void {
    for (const [ns, documents] of this.writes) {
      for (const idKey of documents.keys()) {
        if (this.history.changedAfter(ns, idKey, this.snapshot)) {
          this.end();
          throw writeConflict(
            "Write conflict during commit: a document this transaction wrote changed outside it since its snapshot.",
          );
        }
      }
    }
    const applied: Array<{ collection: Collection; before: Document | undefined; idKey: string }> = [];
    try {
      for (const documents of this.writes.values()) {
        for (const [idKey, { collection, doc }] of documents) {
          const before = collection.docs.get(idKey);
          if (doc && before) this.catalog.replace(collection, before, doc);
          else if (doc) this.catalog.insert(collection, doc);
          else if (before) this.catalog.remove(collection, before);
          applied.push({ collection, before, idKey });
        }
      }
    } catch (error) {
      this.catalog.takeOps(); // nothing of it reaches the journal
      for (const { collection, before, idKey } of applied.reverse()) {
        const after = collection.docs.get(idKey);
        if (before) collection.put(before);
        else if (after) collection.remove(after);
      }
      throw error;
    } finally {
      this.end();
    }
  }

  abort(): void {
    this.writes.clear();
    this.end();
  }

  private end(): void {
    this.history.end(this, this.locked);
    this.locked.clear();
  }
}

/** The `_id`s a filter pins (`{_id: v}` or `{_id: {$in: [...]}}` at its top), as document keys. */
function pinnedIds(spec: Document): string[] | undefined {
  const id: unknown = spec._id;
  // A regular expression matches by pattern, not by value.
  if (id === undefined || id instanceof RegExp) return undefined;
  if (!isPlainObject(id)) return [valueKey(id)];
  const keys = Object.keys(id);
  if (keys.length === 1 && keys[0] === "$in" && Array.isArray(id.$in)) {
    return id.$in.some((value) => value instanceof RegExp) ? undefined : id.$in.map(valueKey);
  }
  if (keys.some((key) => key.startsWith("$"))) return undefined;
  return [valueKey(id)]; // an embedded document as the _id
}
