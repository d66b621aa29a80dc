import type { Document } from "bson";
import { MongoCommandError, writeConflict } from "../errors";
import type { Collection } from "../storage/collection";

/** A committed change to one document: when it happened, and the document before it (none if inserted). */
interface Change {
  at: number;
  ns: string;
  idKey: string;
  before: Document | undefined;
}

/** What a transaction needs from the history: its identity (for locks) and when its snapshot was taken. */
export interface SnapshotHolder {
  readonly snapshot: number;
}

/**
 * What open transactions need to see the data as it was when they started, and to notice when two
 * writers meet on one document:
 * - a clock that ticks on every committed change;
 * - for each document changed while a transaction is open, its versions before each change, kept only
 *   until no open transaction's snapshot is older than the change (so with no transaction open,
 *   nothing is kept and committed writes cost one comparison);
 * - the write locks: a document written by an open transaction belongs to it until it ends.
 *
 * Documents are never changed in place (see Collection), so a kept version is the stored object itself.
 */
export class VersionHistory {
  private clock = 0;
  /** Open transactions in the order they began, so the first holds the oldest snapshot. */
  private readonly open = new Set<SnapshotHolder>();
  /** Every change kept, oldest first: pruning drops from the front. */
  private log: Change[] = [];
  /** ns → document key → its kept changes, oldest first. */
  private readonly changes = new Map<string, Map<string, Change[]>>();
  private readonly locks = new Map<string, SnapshotHolder>();
  /** Lock key → what to call when its holder ends. */
  private readonly waiting = new Map<string, Array<() => void>>();

  /** The snapshot a transaction starting now reads at. */
  begin(holder: SnapshotHolder): void {
    this.open.add(holder);
  }

  get now(): number {
    return this.clock;
  }

  /** A transaction ended (committed or aborted): its locks go, and versions nobody can see any more. */
  end(holder: SnapshotHolder, locked: Iterable<string>): void {
    this.open.delete(holder);
    for (const key of locked) {
      if (this.locks.get(key) !== holder) continue;
      this.locks.delete(key);
      for (const wake of this.waiting.get(key) ?? []) wake();
      this.waiting.delete(key);
    }
    this.prune();
  }

  /** Called by the catalog before a committed change replaces or removes `before` (undefined: insert). */
  record(collection: Collection, idKey: string, before: Document | undefined): void {
    const at = ++this.clock;
    if (this.open.size === 0) return;
    const change = { at, ns: collection.ns, idKey, before };
    this.log.push(change);
    let documents = this.changes.get(change.ns);
    if (!documents) this.changes.set(change.ns, (documents = new Map()));
    const list = documents.get(idKey);
    if (list) list.push(change);
    else documents.set(idKey, [change]);
  }

  /**
   * The documents of `ns` that changed after `snapshot`, each as it was then (undefined: it did not
   * exist). A document not named here is the same now as at the snapshot.
   */
  *changedSince(ns: string, snapshot: number): Generator<[idKey: string, then: Document | undefined]> {
    for (const [idKey, list] of this.changes.get(ns) ?? []) {
      const first = list.find((change) => change.at > snapshot);
      if (first) yield [idKey, first.before];
    }
  }

  /** One document as it was at `snapshot`, if it changed since: `{then}`; undefined if it did not. */
  versionAt(ns: string, idKey: string, snapshot: number): { then: Document | undefined } | undefined {
    const first = this.changes
      .get(ns)
      ?.get(idKey)
      ?.find((change) => change.at > snapshot);
    return first ? { then: first.before } : undefined;
  }

  /**
   * Takes the write lock on one document for `holder`, or fails with WriteConflict (which the driver's
   * withTransaction answers by running the transaction again) when another open transaction holds it or
   * it changed since `holder`'s snapshot: first writer wins, as in mongod.
   */
  lock(holder: SnapshotHolder, ns: string, idKey: string, mayWait = false): string {
    const key = lockKey(ns, idKey);
    const owner = this.locks.get(key);
    if (owner && owner !== holder) throw mayWait ? new LockWait(this.released(key)) : writeConflict();
    if (this.changedAfter(ns, idKey, holder.snapshot)) throw writeConflict();
    this.locks.set(key, holder);
    return key;
  }

  /** Whether a committed change to the document came after `snapshot`. */
  changedAfter(ns: string, idKey: string, snapshot: number): boolean {
    const list = this.changes.get(ns)?.get(idKey);
    return Boolean(list && list[list.length - 1]!.at > snapshot);
  }

  /** Resolves when the lock's holder ends. */
  private released(key: string): Promise<void> {
    return new Promise((resolve) => {
      let list = this.waiting.get(key);
      if (!list) this.waiting.set(key, (list = []));
      list.push(resolve);
    });
  }

  /** Drops the changes every open snapshot already sees: those at or before the oldest. */
  private prune(): void {
    if (this.open.size === 0) {
      this.log = [];
      this.changes.clear();
      return;
    }
    const oldest = this.open.values().next().value!.snapshot;
    let dropped = 0;
    for (; dropped < this.log.length && this.log[dropped]!.at <= oldest; dropped++) {
      const { ns, idKey } = this.log[dropped]!;
      const documents = this.changes.get(ns)!;
      const list = documents.get(idKey)!;
      list.shift(); // the oldest of its document's, as it is of the log
      if (list.length === 0) documents.delete(idKey);
      if (documents.size === 0) this.changes.delete(ns);
    }
    if (dropped) this.log = this.log.slice(dropped);
  }
}

/**
 * Thrown by a transaction's first write that meets another transaction's lock: the command is run again,
 * in a transaction started anew, once `released` resolves (see Sessions). Nothing has been read yet, so
 * that is the same as having started a moment later, and it spares the driver a retry.
 */
export class LockWait extends MongoCommandError {
  constructor(readonly released: Promise<void>) {
    // What it is when it is not waited for: a write conflict, which the driver retries.
    const conflict = writeConflict();
    super(conflict.code, conflict.message, {}, conflict.labels);
  }
}

const lockKey = (ns: string, idKey: string) => `${ns}\u0000${idKey}`;
