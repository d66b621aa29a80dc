import type { Document } from "bson";
import { Aggregator } from "mingo";
import { MongoCommandError, asCommandError, badValue } from "../errors";
import { Filter } from "../query/filter";
import { cloneDocument, isPlainObject } from "../storage/keys";
import { type Command, type CommandContext, optionalNumber, rejectCollation } from "./context";

/** Stages that write elsewhere: supporting them means writing through the catalog, which mingo cannot. */
const WRITING_STAGES = new Set(["$out", "$merge"]);
/** Stages known not to modify their input documents, so stored documents can be passed without a copy. */
const READ_ONLY_STAGES = new Set([
  "$match",
  "$sort",
  "$skip",
  "$limit",
  "$count",
  "$group",
  "$project",
  "$facet",
]);

/**
 * `$count` is rewritten to the $group it stands for in MongoDB, because mingo's own $count yields
 * `{n: 0}` for no input where MongoDB yields nothing.
 */
function rewriteStages(stages: Document[]): Document[] {
  return stages.flatMap((stage) => {
    if (typeof stage.$count === "string") {
      return [{ $group: { _id: null, [stage.$count]: { $sum: 1 } } }, { $project: { _id: 0 } }];
    }
    if (isPlainObject(stage.$facet)) {
      const facets = Object.entries(stage.$facet).map(([name, sub]) => [
        name,
        Array.isArray(sub) ? rewriteStages(sub) : sub,
      ]);
      return [{ $facet: Object.fromEntries(facets) }];
    }
    return [stage];
  });
}

function aggregate(ctx: CommandContext): Document {
  const target = ctx.body.aggregate;
  if (typeof target !== "string") {
    throw new MongoCommandError(
      115,
      "database-level aggregation ({aggregate: 1}) is not supported by the embedded engine",
    );
  }
  rejectCollation(ctx.body);
  const pipeline = ctx.body.pipeline;
  if (!Array.isArray(pipeline) || !pipeline.every(isPlainObject)) {
    throw badValue("'pipeline' must be an array of stage objects");
  }
  if (ctx.body.explain) throw new MongoCommandError(115, "explain is not supported by the embedded engine");
  const stageNames = pipeline.map((stage) => Object.keys(stage as Document)[0] ?? "");
  const writing = stageNames.find((name) => WRITING_STAGES.has(name));
  if (writing) throw new MongoCommandError(115, `${writing} is not supported by the embedded engine`);

  const collection = ctx.catalog.collection(ctx.db, target);
  let input: Document[] = [];
  let stages = pipeline as Document[];
  if (collection) {
    // A leading $match is answered like find, using _id and secondary indexes.
    const first = stages[0];
    if (first && isPlainObject(first.$match)) {
      input = Filter.from(first.$match).select(collection);
      stages = stages.slice(1);
    } else {
      input = [...collection.docs.values()];
    }
    if (!stageNames.every((name) => READ_ONLY_STAGES.has(name))) input = input.map(cloneDocument);
  }
  let results: Document[];
  try {
    results = new Aggregator(rewriteStages(stages), {
      collectionResolver: (name: string) =>
        [...(ctx.catalog.collection(ctx.db, name)?.docs.values() ?? [])].map(cloneDocument),
    }).run(input) as Document[];
  } catch (error) {
    throw asCommandError(error);
  }
  const cursorOptions = ctx.body.cursor;
  if (!isPlainObject(cursorOptions))
    throw badValue("The 'cursor' option is required, except for aggregate with the explain argument");
  const cursor = ctx.cursors.firstBatch(`${ctx.db}.${target}`, results, {
    batchSize: optionalNumber(cursorOptions, "batchSize"),
  });
  return { cursor, ok: 1 };
}

export const aggregateCommands: Record<string, Command> = { aggregate };
