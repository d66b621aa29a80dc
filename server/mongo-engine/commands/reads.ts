import { Long, type Document } from "bson";
import { MongoCommandError, badValue } from "../errors";
import { onlyDropsFields, projector, splitTextScores, withTextScores } from "../query/projection";
import { Filter } from "../query/filter";
import { parseSort } from "../query/sort";
import { distinctLeading } from "../query/index-scan";
import type { Collection } from "../storage/collection";
import { select } from "../storage/document-store";
import type { SecondaryIndex } from "../storage/secondary-index";
import { compareValues } from "../query/compare";
import { valueKey, valuesAtPath } from "../storage/keys";
import {
  type Command,
  type CommandContext,
  nonNegative,
  optionalDocument,
  optionalNumber,
  rejectCollation,
  targetName,
} from "./context";

/** A find command's query, as find and explain read it. */
export function findQuery(body: Document) {
  const filter = Filter.from(body.filter);
  return {
    filter,
    sort: parseSort(body.sort),
    skip: nonNegative(body, "skip"),
    limit: nonNegative(body, "limit"),
    projection: optionalDocument(body, "projection"),
    hint: body.hint as unknown,
  };
}

/** A count command's query, as count and explain read it. */
export function countQuery(body: Document) {
  return {
    filter: Filter.from(body.query),
    skip: nonNegative(body, "skip"),
    limit: Math.abs(optionalNumber(body, "limit") ?? 0),
    hint: body.hint as unknown,
  };
}

function find(ctx: CommandContext): Document {
  const name = targetName(ctx, "find");
  const ns = `${ctx.db}.${name}`;
  rejectCollation(ctx.body);
  const query = findQuery(ctx.body);
  const batchSize = nonNegative(ctx.body, "batchSize");
  const [scoreFields, projection] = splitTextScores(query.projection);
  const project = projector(query.filter.spec, projection);
  const collection = ctx.catalog.collection(ctx.db, name);
  if (!collection) return { cursor: { firstBatch: [], id: Long.ZERO, ns }, ok: 1 };
  const { docs, scores } = ctx.store.execute(collection, query.filter, query);
  const transform = withTextScores(project, scoreFields, scores);
  transform?.(docs[0] ?? {}); // a malformed projection fails the command now, not a later getMore
  const cursor = ctx.cursors.firstBatch(ns, docs, {
    batchSize: batchSize || undefined,
    singleBatch: ctx.body.singleBatch === true,
    transform,
    sizeAtMost:
      scoreFields.length === 0 && onlyDropsFields(projection)
        ? (doc) => collection.storedSize(doc)
        : undefined,
  });
  return { cursor, ok: 1 };
}

function getMore(ctx: CommandContext): Document {
  const id = ctx.body.getMore;
  const collection = ctx.body.collection;
  if (typeof id !== "number" || typeof collection !== "string") {
    throw new MongoCommandError(14, "getMore needs a cursor id and a collection name");
  }
  const cursor = ctx.cursors.getMore(id, `${ctx.db}.${collection}`, optionalNumber(ctx.body, "batchSize"));
  return { cursor, ok: 1 };
}

function killCursors(ctx: CommandContext): Document {
  targetName(ctx, "killCursors");
  const ids = ctx.body.cursors;
  if (!Array.isArray(ids)) throw badValue("killCursors needs an array 'cursors'");
  const { killed, notFound } = ctx.cursors.kill(ids.map(Number));
  return {
    cursorsKilled: killed.map((id) => Long.fromNumber(id)),
    cursorsNotFound: notFound.map((id) => Long.fromNumber(id)),
    cursorsAlive: [],
    cursorsUnknown: [],
    ok: 1,
  };
}

function count(ctx: CommandContext): Document {
  const name = targetName(ctx, "count");
  rejectCollation(ctx.body);
  const query = countQuery(ctx.body);
  const collection = ctx.catalog.collection(ctx.db, name);
  if (!collection) return { n: 0, ok: 1 };
  return { n: ctx.store.count(collection, query.filter, query).n, ok: 1 };
}

/**
 * Distinct values of a field across matching documents; array values contribute their elements. With
 * no query and an index led by the field, the values come from the index's keys (DISTINCT_SCAN) unless
 * one is null or missing, which the keys cannot tell apart (distinct omits missing fields).
 */
function distinct(ctx: CommandContext): Document {
  const name = targetName(ctx, "distinct");
  rejectCollation(ctx.body);
  const key = ctx.body.key;
  if (typeof key !== "string" || key === "") throw badValue("'key' must be a non-empty string");
  const filter = Filter.from(ctx.body.query);
  const collection = ctx.catalog.collection(ctx.db, name);
  if (!collection) return { values: [], ok: 1 };
  const index =
    Object.keys(filter.spec).length || !ctx.store.indexesAreCurrent(collection)
      ? undefined
      : indexLedBy(collection, key);
  const fromIndex = index ? [...distinctLeading(index)] : [];
  if (index && fromIndex.every((value) => value != null)) {
    return { values: fromIndex.sort(compareValues), ok: 1 };
  }
  const values = new Map<string, unknown>();
  for (const doc of select(ctx.store, collection, filter)) {
    for (const value of valuesAtPath(doc, key, { missing: "omit" })) {
      values.set(valueKey(value), value);
    }
  }
  return { values: [...values.values()].sort(compareValues), ok: 1 };
}

function indexLedBy(collection: Collection, field: string): SecondaryIndex | undefined {
  for (const index of collection.indexes.values()) {
    if (index.kind === "ordered" && !index.partial && index.fields[0] === field) return index;
  }
  return undefined;
}

export const readCommands: Record<string, Command> = { find, getMore, killCursors, count, distinct };
