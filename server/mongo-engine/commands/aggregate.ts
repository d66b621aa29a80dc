import type { Document } from "bson";
import { Aggregator } from "mingo";
import { MongoCommandError, asCommandError, badValue } from "../errors";
import type { Execution } from "../query/execute";
import { Filter } from "../query/filter";
import { parseSort, type SortKey } from "../query/sort";
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

/** The pipeline's leading stages answered like a find (through the planner), and the stages after. */
export interface PushedDown {
  pushed: { filter: Document; sort: SortKey[]; skip: number; limit: number };
  rest: Document[];
  /** Undefined when the collection does not exist. */
  run?: Execution;
  /** The rest is exactly a count of the pushed-down documents: `{$group: {_id: <constant>, n: {$sum: 1}}}`. */
  count?: string;
}

/**
 * Splits off a leading `$match`, then `$sort`, then `$skip` and `$limit` (in that order), which mongod
 * also pushes down to its query layer, and runs them through the planner, so a pipeline starting with
 * them uses indexes, stops early and is explained like a find. A count after them (what the driver's
 * countDocuments sends) is answered like the count command, from the index alone when it can be.
 */
export function aggregatePlan(ctx: CommandContext): PushedDown {
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
  const writing = pipeline.map(stageName).find((name) => WRITING_STAGES.has(name));
  if (writing) throw new MongoCommandError(115, `${writing} is not supported by the embedded engine`);

  const stages = pipeline as Document[];
  let at = 0;
  const filter = Filter.from(stageName(stages[0]) === "$match" ? stages[at++]!.$match : {});
  const sort = stageName(stages[at]) === "$sort" ? parseSort(stages[at++]!.$sort) : [];
  // Only valid amounts are pushed down; mingo refuses the others with their errors.
  const amount = (name: string, min: number) => {
    const value = stageName(stages[at]) === name ? stages[at]![name] : undefined;
    if (!Number.isInteger(value) || (value as number) < min) return 0;
    at++;
    return value as number;
  };
  const skip = amount("$skip", 0);
  const limit = amount("$limit", 1);
  const rest = stages.slice(at);
  const pushed = { filter: filter.spec, sort, skip, limit };
  const collection = ctx.catalog.collection(ctx.db, target);
  if (!collection) return { pushed, rest };
  // The aggregate's hint applies to the stages pushed down, as in mongod (countDocuments sends one).
  const hint = ctx.body.hint as unknown;
  const count = !sort.length ? countField(rest) : undefined;
  if (count) return { pushed, rest, count, run: ctx.store.count(collection, filter, { skip, limit, hint }) };
  return { pushed, rest, run: ctx.store.execute(collection, filter, { sort, skip, limit, hint }) };
}

const stageName = (stage: Document | undefined): string => Object.keys(stage ?? {})[0] ?? "";

function countField(rest: Document[]): string | undefined {
  if (rest.length !== 1 || !isPlainObject(rest[0]!.$group)) return undefined;
  const group = rest[0]!.$group as Document;
  const fields = Object.keys(group).filter((field) => field !== "_id");
  const idIsConstant =
    group._id === null ||
    typeof group._id === "number" ||
    (typeof group._id === "string" && !group._id.startsWith("$"));
  const sum = fields.length === 1 ? (group[fields[0]!] as Document | undefined) : undefined;
  return idIsConstant && isPlainObject(sum) && Object.keys(sum).length === 1 && sum.$sum === 1
    ? fields[0]
    : undefined;
}

function aggregate(ctx: CommandContext): Document {
  if (ctx.body.explain) {
    throw new MongoCommandError(115, "aggregate's explain option is not supported: send the explain command");
  }
  const { rest, run, count } = aggregatePlan(ctx);
  const target = ctx.body.aggregate as string;
  let results: Document[];
  if (count && run) {
    const n = (run as Execution & { n: number }).n;
    results = n ? [{ _id: (rest[0]!.$group as Document)._id, [count]: n }] : [];
  } else {
    let input = run?.docs ?? [];
    if (!rest.map(stageName).every((name) => READ_ONLY_STAGES.has(name))) input = input.map(cloneDocument);
    try {
      results = new Aggregator(rewriteStages(rest), {
        collectionResolver: (name: string) => {
          const other = ctx.catalog.collection(ctx.db, name);
          return other ? [...ctx.store.documents(other)].map(cloneDocument) : [];
        },
      }).run(input) as Document[];
    } catch (error) {
      throw asCommandError(error);
    }
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
