import { Long, type Document } from "bson";
import { MongoCommandError, badValue } from "../errors";
import { projector } from "../query/projection";
import { Filter } from "../query/filter";
import { parseSort } from "../query/sort";
import { countMatches, execute } from "../query/execute";
import { compareValues } from "../query/compare";
import { valueKey, valuesAtPath } from "../storage/keys";
import {
  type Command,
  type CommandContext,
  optionalDocument,
  optionalNumber,
  rejectCollation,
  targetName,
} from "./context";

function nonNegative(body: Document, field: string): number {
  const value = optionalNumber(body, field) ?? 0;
  if (value < 0) {
    throw new MongoCommandError(51024, `BSON field '${field}' value must be >= 0, actual value '${value}'`);
  }
  return value;
}

function find(ctx: CommandContext): Document {
  const name = targetName(ctx, "find");
  const ns = `${ctx.db}.${name}`;
  rejectCollation(ctx.body);
  const filter = Filter.from(ctx.body.filter);
  const sort = parseSort(ctx.body.sort);
  const skip = nonNegative(ctx.body, "skip");
  const limit = nonNegative(ctx.body, "limit");
  const batchSize = nonNegative(ctx.body, "batchSize");
  const transform = projector(filter.spec, optionalDocument(ctx.body, "projection"));
  const collection = ctx.catalog.collection(ctx.db, name);
  if (!collection) return { cursor: { firstBatch: [], id: Long.ZERO, ns }, ok: 1 };
  const { docs } = execute(collection, filter, { sort, skip, limit, hint: ctx.body.hint });
  transform?.(docs[0] ?? {}); // a malformed projection fails the command now, not a later getMore
  const cursor = ctx.cursors.firstBatch(ns, docs, {
    batchSize: batchSize || undefined,
    singleBatch: ctx.body.singleBatch === true,
    transform,
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
  const filter = Filter.from(ctx.body.query);
  const skip = nonNegative(ctx.body, "skip");
  const limit = Math.abs(optionalNumber(ctx.body, "limit") ?? 0);
  const collection = ctx.catalog.collection(ctx.db, name);
  if (!collection) return { n: 0, ok: 1 };
  return { n: countMatches(collection, filter, { skip, limit, hint: ctx.body.hint }).n, ok: 1 };
}

/** Distinct values of a field across matching documents; array values contribute their elements. */
function distinct(ctx: CommandContext): Document {
  const name = targetName(ctx, "distinct");
  rejectCollation(ctx.body);
  const key = ctx.body.key;
  if (typeof key !== "string" || key === "") throw badValue("'key' must be a non-empty string");
  const filter = Filter.from(ctx.body.query);
  const collection = ctx.catalog.collection(ctx.db, name);
  if (!collection) return { values: [], ok: 1 };
  const values = new Map<string, unknown>();
  for (const doc of filter.select(collection)) {
    for (const value of valuesAtPath(doc, key, { missing: "omit" })) {
      values.set(valueKey(value), value);
    }
  }
  return { values: [...values.values()].sort(compareValues), ok: 1 };
}

export const readCommands: Record<string, Command> = { find, getMore, killCursors, count, distinct };
