import { ObjectId, type Document } from "bson";
import { MongoCommandError, asCommandError, badValue, failedToParse } from "../errors";
import { select } from "../storage/document-store";
import { Filter } from "../query/filter";
import { applyUpdate, buildUpsert, isReplacement, validateUpdate } from "../query/update";
import { isPlainObject } from "../storage/keys";
import type { Collection } from "../storage/collection";
import { MAX_WRITE_BATCH_SIZE } from "../wire/protocol";
import { type Command, type CommandContext, rejectCollation, targetName } from "./context";

function statements(ctx: CommandContext, field: string): Document[] {
  const list = ctx.body[field];
  if (!Array.isArray(list) || list.length === 0) throw badValue(`'${field}' must be a non-empty array`);
  if (list.length > MAX_WRITE_BATCH_SIZE) {
    throw new MongoCommandError(
      16,
      `Write batch sizes must be between 1 and ${MAX_WRITE_BATCH_SIZE}. Got ${list.length} operations.`,
    );
  }
  if (!list.every(isPlainObject)) throw new MongoCommandError(14, `'${field}' must hold documents`);
  return list;
}

/**
 * Runs each statement of a write command. Ordered (the default) stops at the first error, unordered
 * goes on; either way the statements before an error stay applied, as in MongoDB.
 */
function eachStatement(
  ctx: CommandContext,
  list: Document[],
  run: (statement: Document, index: number) => void,
): Document[] {
  const ordered = ctx.body.ordered !== false;
  const writeErrors: Document[] = [];
  for (let index = 0; index < list.length; index++) {
    try {
      run(list[index]!, index);
    } catch (error) {
      const commandError = asCommandError(error);
      // A transaction's write conflict fails the whole command, labelled for the driver to retry.
      if (commandError.labels.length) throw commandError;
      writeErrors.push(commandError.toWriteError(index));
      if (ordered) break;
    }
  }
  return writeErrors;
}

function withErrors(reply: Document, writeErrors: Document[]): Document {
  return writeErrors.length ? { ...reply, writeErrors } : reply;
}

/** `_id` is generated when missing and always stored first, as mongod does. */
export function prepareInsert(doc: Document): Document {
  if (Array.isArray(doc._id)) throw badValue("can't use an array for _id");
  if (doc._id instanceof RegExp) throw badValue("can't use a regex for _id");
  if (doc._id === undefined) return { _id: new ObjectId(), ...doc };
  if (Object.keys(doc)[0] === "_id") return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

function insert(ctx: CommandContext): Document {
  const name = targetName(ctx, "insert");
  const docs = statements(ctx, "documents");
  const collection = ctx.catalog.ensureCollection(ctx.db, name);
  let n = 0;
  const writeErrors = eachStatement(ctx, docs, (doc) => {
    ctx.store.insert(collection, prepareInsert(doc));
    n++;
  });
  return withErrors({ n, ok: 1 }, writeErrors);
}

export interface UpdateOutcome {
  matched: number;
  modified: number;
  upsertedId?: unknown;
  /** The document before and after the (last) change, for findAndModify. */
  before?: Document;
  after?: Document;
}

/** One update statement: matched documents are updated in turn; with none matched, an upsert inserts. */
export function updateDocuments(
  ctx: CommandContext,
  collection: Collection,
  statement: {
    filter: Document;
    update: unknown;
    multi: boolean;
    upsert: boolean;
    arrayFilters?: Document[];
    targets?: Document[];
  },
): UpdateOutcome {
  const { update } = statement;
  validateUpdate(update);
  if (statement.multi && isReplacement(update)) {
    throw failedToParse("multi update is not supported for replacement-style update");
  }
  const filter = Filter.from(statement.filter);
  const targets = statement.targets ?? select(ctx.store, collection, filter, statement.multi ? Infinity : 1);
  const outcome: UpdateOutcome = { matched: targets.length, modified: 0 };
  for (const doc of targets) {
    const next = applyUpdate(doc, update, { filter: filter.spec, arrayFilters: statement.arrayFilters });
    outcome.before = doc;
    outcome.after = next.doc;
    if (!next.changed) continue;
    ctx.store.replace(collection, doc, next.doc);
    outcome.modified++;
  }
  if (targets.length === 0 && statement.upsert) {
    const doc = buildUpsert(filter.spec, update, statement.arrayFilters);
    ctx.store.insert(collection, doc);
    outcome.upsertedId = doc._id;
    outcome.after = doc;
  }
  return outcome;
}

function update(ctx: CommandContext): Document {
  const name = targetName(ctx, "update");
  const list = statements(ctx, "updates");
  const collection = ctx.catalog.ensureCollection(ctx.db, name);
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const writeErrors = eachStatement(ctx, list, (statement, index) => {
    rejectCollation(statement);
    const outcome = updateDocuments(ctx, collection, {
      filter: (statement.q as Document | undefined) ?? {},
      update: statement.u,
      multi: statement.multi === true,
      upsert: statement.upsert === true,
      arrayFilters: statement.arrayFilters as Document[] | undefined,
    });
    n += outcome.matched;
    nModified += outcome.modified;
    if (outcome.upsertedId !== undefined) {
      n++;
      upserted.push({ index, _id: outcome.upsertedId });
    }
  });
  return withErrors({ n, nModified, ...(upserted.length ? { upserted } : {}), ok: 1 }, writeErrors);
}

function remove(ctx: CommandContext): Document {
  const name = targetName(ctx, "delete");
  const list = statements(ctx, "deletes");
  const collection = ctx.catalog.collection(ctx.db, name);
  let n = 0;
  const writeErrors = eachStatement(ctx, list, (statement) => {
    rejectCollation(statement);
    const limit = statement.limit;
    if (limit !== 0 && limit !== 1) throw failedToParse("The limit field in delete objects must be 0 or 1");
    const filter = Filter.from(statement.q);
    if (!collection) return;
    for (const doc of select(ctx.store, collection, filter, limit === 1 ? 1 : Infinity)) {
      ctx.store.remove(collection, doc);
      n++;
    }
  });
  return withErrors({ n, ok: 1 }, writeErrors);
}

export const writeCommands: Record<string, Command> = { insert, update, delete: remove };
