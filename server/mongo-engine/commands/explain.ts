import type { Document } from "bson";
import { MongoCommandError, badValue } from "../errors";
import { countMatches, execute, type Execution } from "../query/execute";
import { findStages, indexScanStage } from "../query/explain";
import { Filter } from "../query/filter";
import { parseSort } from "../query/sort";
import { isPlainObject } from "../storage/keys";
import { aggregatePlan } from "./aggregate";
import { type Command, type CommandContext, nonNegative, optionalDocument, rejectCollation } from "./context";

const VERBOSITIES = new Set(["queryPlanner", "executionStats", "allPlansExecution"]);

/**
 * `explain` of find, count and aggregate, shaped as mongod's classic planner reports it: the winning
 * plan's stages under `queryPlanner`, and with `executionStats` (or `allPlansExecution`) the query run
 * for real with its counters. The engine ranks plans by rule instead of racing them, so
 * `rejectedPlans` is always empty.
 */
function explain(ctx: CommandContext): Document {
  const inner = ctx.body.explain;
  if (!isPlainObject(inner)) throw badValue("explain command requires a nested object");
  const verbosity = ctx.body.verbosity ?? "allPlansExecution";
  if (typeof verbosity !== "string" || !VERBOSITIES.has(verbosity)) {
    throw badValue(`verbosity string must be one of {'queryPlanner', 'executionStats', 'allPlansExecution'}`);
  }
  const withStats = verbosity !== "queryPlanner";
  const command = Object.keys(inner)[0];
  const target = inner[command ?? ""];
  if (typeof target !== "string") {
    throw new MongoCommandError(115, `explain of ${command} is not supported by the embedded engine`);
  }
  const sub = { ...ctx, body: inner };
  rejectCollation(inner);
  const collection = ctx.catalog.collection(ctx.db, target);
  const namespace = `${ctx.db}.${target}`;
  const envelope = (
    queryPlanner: Document,
    execution?: { run: Execution; nReturned: number; stages: Document },
  ) => ({
    explainVersion: "1",
    queryPlanner: { namespace, ...queryPlanner, rejectedPlans: [] },
    ...(withStats && execution
      ? {
          executionStats: {
            executionSuccess: true,
            nReturned: execution.nReturned,
            executionTimeMillis: 0,
            totalKeysExamined: execution.run.stats.keysExamined,
            totalDocsExamined: execution.run.stats.docsExamined,
            executionStages: execution.stages,
          },
        }
      : {}),
    command: inner,
    serverInfo: { host: "embedded", version: "7.0.0" },
    ok: 1,
  });

  switch (command) {
    case "find": {
      const filter = Filter.from(inner.filter);
      const query = {
        filter: filter.spec,
        sort: parseSort(inner.sort),
        skip: nonNegative(inner, "skip"),
        limit: nonNegative(inner, "limit"),
        projection: optionalDocument(inner, "projection"),
      };
      if (!collection) return envelope({ parsedQuery: filter.spec, winningPlan: { stage: "EOF" } });
      const run = execute(collection, filter, { ...query, hint: inner.hint });
      return envelope(
        { parsedQuery: filter.spec, winningPlan: findStages(query, run, false) },
        { run, nReturned: run.docs.length, stages: findStages(query, run, true) },
      );
    }
    case "count": {
      const filter = Filter.from(inner.query);
      if (!collection) return envelope({ parsedQuery: filter.spec, winningPlan: { stage: "EOF" } });
      const options = {
        skip: nonNegative(inner, "skip"),
        limit: Math.abs(Number(inner.limit ?? 0)),
        hint: inner.hint,
      };
      const run = countMatches(collection, filter, options);
      const stage = (stats: boolean) => ({
        stage: "COUNT",
        ...(stats ? { nReturned: 0, nCounted: run.n } : {}),
        ...(options.skip ? { skipAmount: options.skip } : {}),
        ...(options.limit ? { limitAmount: options.limit } : {}),
        inputStage: countInput(filter.spec, run, options, stats),
      });
      return envelope(
        { parsedQuery: filter.spec, winningPlan: stage(false) },
        { run, nReturned: 0, stages: stage(true) },
      );
    }
    case "aggregate": {
      const { pushed, rest, run } = aggregatePlan(sub);
      const stages = (stats: boolean) => (run ? findStages(pushed, run, stats) : { stage: "EOF" });
      if (!rest.length) {
        return envelope(
          { parsedQuery: pushed.filter, winningPlan: stages(false) },
          run && { run, nReturned: run.docs.length, stages: stages(true) },
        );
      }
      return {
        explainVersion: "1",
        stages: [
          {
            $cursor: {
              queryPlanner: {
                namespace,
                parsedQuery: pushed.filter,
                winningPlan: stages(false),
                rejectedPlans: [],
              },
              ...(withStats && run
                ? {
                    executionStats: {
                      executionSuccess: true,
                      nReturned: run.docs.length,
                      totalKeysExamined: run.stats.keysExamined,
                      totalDocsExamined: run.stats.docsExamined,
                      executionStages: stages(true),
                    },
                  }
                : {}),
            },
          },
          ...rest,
        ],
        command: inner,
        serverInfo: { host: "embedded", version: "7.0.0" },
        ok: 1,
      };
    }
    default:
      throw new MongoCommandError(115, `explain of ${command} is not supported by the embedded engine`);
  }
}

/** What a count reads: nothing (no filter), keys only (COUNT_SCAN), or documents. */
function countInput(
  filter: Document,
  run: Execution,
  options: { skip: number; limit: number },
  stats: boolean,
): Document {
  if (!Object.keys(filter).length && run.plan.kind === "collscan")
    return { stage: "RECORD_STORE_FAST_COUNT" };
  if (run.plan.kind === "ixscan" && run.plan.exact) {
    return indexScanStage(run.plan, stats ? run.stats.keysExamined : undefined, run.matched, "COUNT_SCAN");
  }
  return findStages({ filter, sort: [], skip: 0, limit: 0 }, { ...run, docs: Array(run.matched) }, stats);
}

export const explainCommands: Record<string, Command> = { explain };
