import type { Document } from "bson";
import { failedToParse } from "../errors";
import { Filter } from "../query/filter";
import { parseSort } from "../query/sort";
import { type Command, type CommandContext, optionalDocument, rejectCollation } from "./context";
import { projector } from "../query/projection";
import { updateDocuments } from "./writes";

/** Finds the first document in sort order and updates or removes it, in one atomic command. */
function findAndModify(ctx: CommandContext): Document {
  const name = (ctx.body.findAndModify ?? ctx.body.findandmodify) as unknown;
  if (typeof name !== "string" || !name) throw failedToParse("findAndModify needs a collection name");
  rejectCollation(ctx.body);
  const remove = ctx.body.remove === true;
  const update = ctx.body.update;
  const upsert = ctx.body.upsert === true;
  const returnNew = ctx.body.new === true;
  if (remove && update !== undefined) throw failedToParse("Cannot specify both an update and remove=true");
  if (!remove && update === undefined)
    throw failedToParse("Either an update or remove=true must be specified");
  if (remove && upsert) throw failedToParse("Cannot specify both upsert=true and remove=true");
  if (remove && returnNew) {
    throw failedToParse(
      "Cannot specify both new=true and remove=true; 'remove' always returns the deleted document",
    );
  }
  const filter = Filter.from(ctx.body.query);
  const sort = parseSort(ctx.body.sort);
  const project = projector(filter.spec, optionalDocument(ctx.body, "fields")) ?? ((doc: Document) => doc);
  const collection = remove
    ? ctx.catalog.collection(ctx.db, name)
    : ctx.catalog.ensureCollection(ctx.db, name);
  const target = collection
    ? ctx.store.execute(collection, filter, { sort, skip: 0, limit: 1 }).docs[0]
    : undefined;

  if (remove) {
    if (collection && target) ctx.store.remove(collection, target);
    return { lastErrorObject: { n: target ? 1 : 0 }, value: target ? project(target) : null, ok: 1 };
  }
  const outcome = updateDocuments(ctx, collection!, {
    filter: filter.spec,
    update,
    multi: false,
    upsert,
    arrayFilters: ctx.body.arrayFilters as Document[] | undefined,
    targets: target ? [target] : [],
  });
  const value = returnNew ? outcome.after : target;
  return {
    lastErrorObject: {
      n: target || outcome.upsertedId !== undefined ? 1 : 0,
      updatedExisting: Boolean(target),
      ...(outcome.upsertedId !== undefined ? { upserted: outcome.upsertedId } : {}),
    },
    value: value ? project(value) : null,
    ok: 1,
  };
}

export const findAndModifyCommands: Record<string, Command> = {
  findAndModify,
  findandmodify: findAndModify,
};
