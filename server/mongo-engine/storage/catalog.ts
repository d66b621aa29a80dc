import type { Document } from "bson";
import { MongoCommandError } from "../errors";
import { MAX_BSON_OBJECT_SIZE } from "../wire/protocol";
import { Collection } from "./collection";
import { valueKey } from "./keys";
import type { IndexSpec } from "./secondary-index";

/**
 * One change as the journal records it. Documents are logged whole (`p` puts the document with that
 * `_id`), so replaying a record is idempotent and needs no query evaluation.
 */
export type JournalOp =
  | { o: "cc"; db: string; c: string; options: Document }
  | { o: "dc"; db: string; c: string }
  | { o: "dd"; db: string }
  | { o: "ci"; db: string; c: string; spec: IndexSpec }
  | { o: "di"; db: string; c: string; name: string }
  | { o: "p"; db: string; c: string; doc: Document }
  | { o: "d"; db: string; c: string; id: unknown };

/** Told of every committed change to a document before it is made (`before` undefined: an insert). */
export type ChangeObserver = (collection: Collection, idKey: string, before: Document | undefined) => void;

/**
 * All databases and collections in memory. Every mutation goes through here and is recorded as a
 * journal op; the engine writes the ops of one command as one journal record, so a command is durable
 * (and recovered) all or nothing.
 */
export class Catalog {
  private readonly databases = new Map<string, Map<string, Collection>>();
  private ops: JournalOp[] = [];
  private observe: ChangeObserver = () => {};

  /** Open transactions keep the versions they can still see through this (see VersionHistory). */
  observeChanges(observer: ChangeObserver): void {
    this.observe = observer;
  }

  databaseNames(): string[] {
    return [...this.databases.keys()];
  }

  collections(db: string): Collection[] {
    return [...(this.databases.get(db)?.values() ?? [])];
  }

  collection(db: string, name: string): Collection | undefined {
    return this.databases.get(db)?.get(name);
  }

  get liveBytes(): number {
    let total = 0;
    for (const collections of this.databases.values()) {
      for (const collection of collections.values()) total += collection.liveBytes;
    }
    return total;
  }

  /** The ops recorded since the last call: what the current command changed. */
  takeOps(): JournalOp[] {
    const ops = this.ops;
    this.ops = [];
    return ops;
  }

  createCollection(db: string, name: string, options: Document = {}): Collection {
    validateNamespace(db, name);
    if (this.collection(db, name)) {
      throw new MongoCommandError(48, `Collection ${db}.${name} already exists.`);
    }
    return this.apply({ o: "cc", db, c: name, options });
  }

  /** Writes to a missing collection create it, as in MongoDB. */
  ensureCollection(db: string, name: string): Collection {
    return this.collection(db, name) ?? this.createCollection(db, name);
  }

  dropCollection(db: string, name: string): boolean {
    if (!this.collection(db, name)) return false;
    this.apply({ o: "dc", db, c: name });
    return true;
  }

  dropDatabase(db: string): void {
    if (this.databases.has(db)) this.apply({ o: "dd", db });
  }

  createIndex(collection: Collection, spec: IndexSpec): void {
    collection.addIndex(spec);
    this.record({ o: "ci", db: collection.db, c: collection.name, spec });
  }

  dropIndex(collection: Collection, name: string): void {
    this.apply({ o: "di", db: collection.db, c: collection.name, name });
  }

  insert(collection: Collection, doc: Document): void {
    const size = checkedSize(
      collection.sizeOf(doc),
      () => new MongoCommandError(10334, "object to insert too large"),
    );
    collection.checkIndexes(doc);
    this.observe(collection, valueKey(doc._id), undefined);
    collection.put(doc, size);
    this.record({ o: "p", db: collection.db, c: collection.name, doc });
  }

  /** Stores the new version of a document; `next` keeps the `_id` of `previous`. */
  replace(collection: Collection, previous: Document, next: Document): void {
    const size = checkedSize(
      collection.sizeOf(next, previous),
      () =>
        new MongoCommandError(
          17419,
          `Resulting document after update is larger than ${MAX_BSON_OBJECT_SIZE}`,
        ),
    );
    collection.checkIndexes(next, previous);
    const idKey = valueKey(next._id);
    this.observe(collection, idKey, collection.docs.get(idKey));
    collection.put(next, size);
    this.record({ o: "p", db: collection.db, c: collection.name, doc: next });
  }

  remove(collection: Collection, doc: Document): void {
    const idKey = valueKey(doc._id);
    this.observe(collection, idKey, collection.docs.get(idKey));
    collection.remove(doc);
    this.record({ o: "d", db: collection.db, c: collection.name, id: doc._id });
  }

  private record(op: JournalOp): void {
    this.ops.push(op);
  }

  private apply<T extends JournalOp>(op: T): T extends { o: "cc" } ? Collection : void;
  private apply(op: JournalOp): Collection | void {
    this.record(op);
    return this.replay(op);
  }

  /** Applies a journal op as recorded, without the checks that were made when it was first executed. */
  replay(op: JournalOp): Collection | void {
    switch (op.o) {
      case "cc": {
        let collections = this.databases.get(op.db);
        if (!collections) this.databases.set(op.db, (collections = new Map()));
        const collection = new Collection(op.db, op.c, op.options);
        collections.set(op.c, collection);
        return collection;
      }
      case "dc": {
        const collections = this.databases.get(op.db);
        collections?.delete(op.c);
        if (collections?.size === 0) this.databases.delete(op.db);
        return;
      }
      case "dd":
        this.databases.delete(op.db);
        return;
      case "ci":
        this.collection(op.db, op.c)?.addIndex(op.spec, false);
        return;
      case "di":
        this.collection(op.db, op.c)?.indexes.delete(op.name);
        return;
      case "p":
        this.collection(op.db, op.c)?.put(op.doc);
        return;
      case "d": {
        const collection = this.collection(op.db, op.c);
        const doc = collection?.get(op.id);
        if (doc) collection!.remove(doc);
        return;
      }
    }
  }

  /** The ops that rebuild the current state from nothing: what a compacted journal holds. */
  *snapshot(): Generator<JournalOp> {
    for (const [db, collections] of this.databases) {
      for (const collection of collections.values()) {
        yield { o: "cc", db, c: collection.name, options: collection.options };
        for (const doc of collection.docs.values()) yield { o: "p", db, c: collection.name, doc };
        // Indexes after their documents, so a restart builds each at once instead of key by key.
        for (const index of collection.indexes.values())
          yield { o: "ci", db, c: collection.name, spec: index.spec };
      }
    }
  }
}

function checkedSize(size: number, tooLarge: () => MongoCommandError): number {
  if (size > MAX_BSON_OBJECT_SIZE) throw tooLarge();
  return size;
}

const INVALID_DB_NAME = /[/\\. "$*<>:|?\0]/;

function validateNamespace(db: string, name: string): void {
  if (!db || INVALID_DB_NAME.test(db) || db.length > 64) {
    throw new MongoCommandError(73, `Invalid database name: '${db}'`);
  }
  if (
    !name ||
    name.includes("\0") ||
    name.includes("$") ||
    name.startsWith(".") ||
    name.startsWith("system.")
  ) {
    throw new MongoCommandError(73, `Invalid collection name: ${name}`);
  }
}
