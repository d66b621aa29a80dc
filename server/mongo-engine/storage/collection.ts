import { BSON, type Document } from "bson";
import { MongoCommandError } from "../errors";
import { sameValue, valueKey } from "./keys";
import { TextIndex } from "../text/text-index";
import { isTextSpec, WILDCARD } from "../text/text-spec";
import { SecondaryIndex, type IndexSpec } from "./secondary-index";

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: "_id_" };

/**
 * The documents of one collection, in insertion order (MongoDB's natural order), with their indexes.
 * Documents are never changed in place: an update stores a new object, so open cursors keep seeing the
 * version they matched.
 */
export class Collection {
  readonly docs = new Map<string, Document>();
  readonly indexes = new Map<string, SecondaryIndex | TextIndex>();
  private readonly sizes = new Map<string, number>();
  /** Record ids in insertion order; a replaced document keeps its own, as an update in mongod does. */
  private readonly recordIds = new Map<string, number>();
  private nextRecordId = 1;
  private bytes = 0;

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Document,
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  /** Bytes of live BSON data, which the journal compares its own size against. */
  get liveBytes(): number {
    return this.bytes;
  }

  get(id: unknown): Document | undefined {
    return this.docs.get(valueKey(id));
  }

  /**
   * Throws before anything is stored if `doc` cannot go into every index: MongoDB's duplicate key error
   * for `_id` or a unique index, or 171 for parallel arrays.
   */
  checkIndexes(doc: Document, replacing?: Document): void {
    const idKey = valueKey(doc._id);
    if (!replacing && this.docs.has(idKey)) throw this.duplicateKey(ID_INDEX, { _id: doc._id });
    for (const index of this.indexes.values()) {
      // Keys the stored version already has in the index were checked when it was stored.
      if (replacing && sameIndexedFields(index.spec, replacing, doc)) continue;
      index.validate(doc);
      const conflict = index.findConflict(idKey, doc);
      if (conflict) throw this.duplicateKey(index.spec, conflict);
    }
  }

  /**
   * The BSON size of `doc`; of a new version of the stored `previous`, worked out from the size stored
   * with it. A BSON document's size is the sum of its fields' sizes, so only the top-level fields that
   * are not the very same values as in `previous` are measured: taking one unit of stock must not measure
   * a whole product again.
   */
  sizeOf(doc: Document, previous?: Document): number {
    if (!previous) return BSON.calculateObjectSize(doc);
    const idKey = valueKey(doc._id);
    const stored = this.sizes.get(idKey);
    if (stored === undefined || this.docs.get(idKey) !== previous) return BSON.calculateObjectSize(doc);
    let size = stored;
    for (const key of Object.keys(previous)) {
      if (!sameField(key, previous, doc)) size -= fieldSize(key, previous[key]);
    }
    for (const key of Object.keys(doc)) if (!sameField(key, doc, previous)) size += fieldSize(key, doc[key]);
    return size;
  }

  /** The BSON size kept for `doc` while it is the stored version of its document; else undefined. */
  storedSize(doc: Document): number | undefined {
    const idKey = valueKey(doc._id);
    return this.docs.get(idKey) === doc ? this.sizes.get(idKey) : undefined;
  }

  /** Inserts or replaces (by `_id`) without checks: callers check first; journal replay trusts its log. */
  put(doc: Document, size = BSON.calculateObjectSize(doc)): void {
    const idKey = valueKey(doc._id);
    const previous = this.docs.get(idKey);
    this.docs.set(idKey, doc);
    this.bytes += size - (this.sizes.get(idKey) ?? 0);
    this.sizes.set(idKey, size);
    const rid = this.recordIdOf(idKey);
    for (const index of this.indexes.values()) {
      // As mongod, an update touches only the indexes whose keys it changes: taking an order's stock
      // must not re-tokenize the description for the text index or re-sort thirty vehicle keys.
      if (previous && sameIndexedFields(index.spec, previous, doc)) continue;
      if (previous) index.remove(idKey, rid, previous);
      index.add(idKey, rid, doc);
    }
  }

  remove(doc: Document): void {
    const idKey = valueKey(doc._id);
    if (!this.docs.delete(idKey)) return;
    this.unindex(idKey, doc);
    this.bytes -= this.sizes.get(idKey) ?? 0;
    this.sizes.delete(idKey);
    this.recordIds.delete(idKey);
  }

  private recordIdOf(idKey: string): number {
    let rid = this.recordIds.get(idKey);
    if (rid === undefined) this.recordIds.set(idKey, (rid = this.nextRecordId++));
    return rid;
  }

  private unindex(idKey: string, doc: Document): void {
    const rid = this.recordIdOf(idKey);
    for (const index of this.indexes.values()) index.remove(idKey, rid, doc);
  }

  /**
   * Builds an index over the existing documents, all at once; it is registered only once built, so a
   * failure (11000 for duplicates under a unique index, 171 for parallel arrays) leaves nothing behind.
   */
  addIndex(spec: IndexSpec, enforceUnique = true): void {
    const index = isTextSpec(spec) ? new TextIndex(spec) : new SecondaryIndex(spec);
    const conflict = index.build(this.records(), enforceUnique);
    if (conflict) throw this.duplicateKey(spec, conflict);
    this.indexes.set(spec.name, index);
  }

  private *records(): Generator<[idKey: string, rid: number, doc: Document]> {
    for (const [idKey, doc] of this.docs) yield [idKey, this.recordIdOf(idKey), doc];
  }

  /** The collection's text index: there is at most one, as in mongod. */
  get textIndex(): TextIndex | undefined {
    for (const index of this.indexes.values()) if (index.kind === "text") return index;
    return undefined;
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX, ...[...this.indexes.values()].map((index) => index.spec)];
  }

  duplicateKey(spec: IndexSpec, keyValue: Document): MongoCommandError {
    const shown = Object.entries(keyValue)
      .map(([field, value]) => `${field}: ${formatValue(value)}`)
      .join(", ");
    return new MongoCommandError(
      11000,
      `E11000 duplicate key error collection: ${this.ns} index: ${spec.name} dup key: { ${shown} }`,
      { keyPattern: spec.key, keyValue },
    );
  }
}

/**
 * Whether two versions of a document give an index the same keys: every top-level field the index reads
 * is the same BSON value in both. A partial index also reads its filter's fields, and a wildcard text
 * index every field, so those are always rebuilt.
 */
export function sameIndexedFields(spec: IndexSpec, before: Document, after: Document): boolean {
  const fields = fieldsRead(spec);
  if (!fields) return false;
  for (const field of fields) {
    if (!sameValue(before[field], after[field])) return false;
    // A field missing on one side and null on the other index alike but differ for sparse indexes.
    if (field in before !== field in after) return false;
  }
  return true;
}

/**
 * The top-level fields of each index's keys, worked out once per index: every update asks for each of
 * the collection's indexes two or three times (checks, store, a transaction's own checks).
 */
const fieldsReadBySpec = new WeakMap<IndexSpec, string[] | null>();

/** The top-level fields whose values make an index's keys, or null when any field may. */
function fieldsRead(spec: IndexSpec): string[] | null {
  let fields = fieldsReadBySpec.get(spec);
  if (fields !== undefined) return fields;
  fields = null;
  if (!spec.partialFilterExpression) {
    const paths = Object.keys(spec.key).filter((path) => path !== "_fts" && path !== "_ftsx");
    if (isTextSpec(spec)) paths.push(...Object.keys(spec.weights), spec.language_override);
    if (!paths.includes(WILDCARD)) fields = [...new Set(paths.map((path) => path.split(".", 1)[0]!))];
  }
  fieldsReadBySpec.set(spec, fields);
  return fields;
}

const sameField = (key: string, doc: Document, other: Document) =>
  Object.hasOwn(other, key) && other[key] === doc[key];

/** A field's bytes in a BSON document (type, name, value): a document of it alone less the empty one's 5. */
const fieldSize = (key: string, value: unknown) => BSON.calculateObjectSize({ [key]: value }) - 5;

function formatValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  const bsonType = (value as { _bsontype?: string } | null)?._bsontype;
  if (bsonType === "ObjectId") return `ObjectId('${String(value)}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  return value === undefined ? "null" : (JSON.stringify(value) ?? String(value));
}
