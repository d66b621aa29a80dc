import type { Document } from "bson";
import type { Interval } from "./bounds";
import type { Execution } from "./execute";
import type { AccessPlan } from "./planner";
import type { SortKey } from "./sort";

/** mongod's default memory limit for a blocking sort, reported by its SORT stage. */
const SORT_MEMORY_LIMIT = 100 * 1024 * 1024;

export interface ExplainedQuery {
  filter: Document;
  sort: SortKey[];
  skip: number;
  limit: number;
  projection?: Document;
}

/**
 * A query's stages as mongod's classic planner reports them (`queryPlanner.winningPlan`), each with
 * its counters when `execution` is given (`executionStats.executionStages`): access path at the
 * bottom (COLLSCAN, IDHACK, or IXSCAN under FETCH), then SORT, SKIP, LIMIT and the projection.
 */
export function findStages(query: ExplainedQuery, run: Execution, withStats: boolean): Document {
  const counters = (stats: Document) => (withStats ? stats : {});
  let stage = accessStage(query, run, withStats);
  const limited = query.limit > 0;
  if (run.blockingSort) {
    stage = {
      stage: "SORT",
      sortPattern: Object.fromEntries(
        query.sort.map(([path, order]) => [path, order === "textScore" ? { $meta: "textScore" } : order]),
      ),
      memLimit: SORT_MEMORY_LIMIT,
      ...(limited ? { limitAmount: query.skip + query.limit } : {}),
      type: "simple",
      ...counters({ nReturned: Math.min(run.matched, limited ? query.skip + query.limit : Infinity) }),
      inputStage: stage,
    };
  }
  if (query.skip) {
    stage = {
      stage: "SKIP",
      skipAmount: query.skip,
      ...counters({ nReturned: run.docs.length }),
      inputStage: stage,
    };
  }
  if (limited && !run.blockingSort) {
    stage = {
      stage: "LIMIT",
      limitAmount: query.limit,
      ...counters({ nReturned: run.docs.length }),
      inputStage: stage,
    };
  }
  if (query.projection && Object.keys(query.projection).length) {
    stage = {
      stage: "PROJECTION_DEFAULT",
      transformBy: query.projection,
      ...counters({ nReturned: run.docs.length }),
      inputStage: stage,
    };
  }
  return stage;
}

function accessStage({ filter, sort }: ExplainedQuery, run: Execution, withStats: boolean): Document {
  const { plan, stats } = run;
  const counters = (values: Document) => (withStats ? values : {});
  const filtered = Object.keys(filter).length ? { filter } : {};
  switch (plan.kind) {
    case "collscan":
      return {
        stage: "COLLSCAN",
        ...filtered,
        direction: plan.direction === 1 ? "forward" : "backward",
        ...counters({ nReturned: run.matched, docsExamined: stats.docsExamined }),
      };
    case "ids":
      if (plan.idOnly && plan.ids.length === 1) {
        return {
          stage: "IDHACK",
          ...counters({
            nReturned: run.matched,
            keysExamined: stats.keysExamined,
            docsExamined: stats.docsExamined,
          }),
        };
      }
      return fetchOver(
        filtered,
        run,
        withStats,
        idScan(plan.ids.map(pointInterval), 1, stats.keysExamined, withStats, run),
      );
    case "idOrder":
      return fetchOver(
        filtered,
        run,
        withStats,
        idScan([ALL], plan.direction, stats.keysExamined, withStats, run),
      );
    case "text":
      return textStages(plan, run, withStats);
    case "ixscan":
      return fetchOver(
        plan.exact ? {} : filtered,
        run,
        withStats,
        plan.merged
          ? sortMergeStage(plan, sort, withStats ? stats.keysExamined : undefined, run.stats.docsExamined)
          : indexScanStage(plan, withStats ? stats.keysExamined : undefined, run.stats.docsExamined),
      );
  }
}

/** mongod's shape for `$text`: TEXT_MATCH over FETCH over TEXT_OR over one IXSCAN per term. */
function textStages(
  plan: Extract<AccessPlan, { kind: "text" }>,
  run: Execution,
  withStats: boolean,
): Document {
  const { index, query } = plan;
  const counters = (values: Document) => (withStats ? values : {});
  return {
    stage: "TEXT_MATCH",
    indexPrefix: {},
    indexName: index.spec.name,
    parsedTextQuery: {
      terms: query.terms,
      negatedTerms: query.negatedTerms,
      phrases: query.phrases,
      negatedPhrases: query.negatedPhrases,
    },
    textIndexVersion: 3,
    ...counters({ nReturned: run.matched }),
    inputStage: {
      stage: "FETCH",
      ...counters({ nReturned: run.stats.docsExamined, docsExamined: run.stats.docsExamined }),
      inputStage: {
        stage: "TEXT_OR",
        ...counters({ nReturned: run.stats.docsExamined }),
        inputStages: query.termsForBounds.map((term) => ({
          stage: "IXSCAN",
          keyPattern: index.spec.key,
          indexName: index.spec.name,
          isMultiKey: true,
          isUnique: false,
          isSparse: false,
          isPartial: false,
          indexVersion: 2,
          direction: "backward",
          indexBounds: {},
          term,
        })),
      },
    },
  };
}

const ALL: Interval = { low: { rank: 0, side: "start" }, high: { rank: 99, side: "end" } };
const pointInterval = (value: unknown): Interval => ({
  low: { value, inclusive: true },
  high: { value, inclusive: true },
});

function fetchOver(filtered: Document, run: Execution, withStats: boolean, inputStage: Document): Document {
  return {
    stage: "FETCH",
    ...filtered,
    ...(withStats ? { nReturned: run.matched, docsExamined: run.stats.docsExamined } : {}),
    inputStage,
  };
}

function idScan(
  intervals: Interval[],
  direction: 1 | -1,
  keys: number,
  withStats: boolean,
  run: Execution,
): Document {
  return {
    stage: "IXSCAN",
    keyPattern: { _id: 1 },
    indexName: "_id_",
    isMultiKey: false,
    multiKeyPaths: { _id: [] },
    isUnique: true,
    isSparse: false,
    isPartial: false,
    indexVersion: 2,
    direction: direction === 1 ? "forward" : "backward",
    indexBounds: { _id: intervals.map((interval) => formatInterval(interval, direction)) },
    ...(withStats ? { nReturned: run.stats.docsExamined, keysExamined: keys } : {}),
  };
}

/** The IXSCAN stage of an index plan (also the input of COUNT_SCAN's shape). */
export function indexScanStage(
  plan: Extract<AccessPlan, { kind: "ixscan" }>,
  keysExamined: number | undefined,
  nReturned: number,
  stage = "IXSCAN",
): Document {
  const { index, direction } = plan;
  return {
    stage,
    keyPattern: index.spec.key,
    indexName: index.spec.name,
    isMultiKey: index.multikeyFields.size > 0,
    multiKeyPaths: Object.fromEntries(
      index.fields.map((field) => [field, index.multikeyFields.has(field) ? [field.split(".")[0]!] : []]),
    ),
    isUnique: index.unique,
    isSparse: index.sparse,
    isPartial: index.partial,
    indexVersion: 2,
    direction: direction === 1 ? "forward" : "backward",
    indexBounds: Object.fromEntries(
      index.fields.map((field, i) => {
        const walk = (index.directions[i]! * direction) as 1 | -1;
        const intervals = walk === 1 ? plan.fields[i]! : [...plan.fields[i]!].reverse();
        return [field, intervals.map((interval) => formatInterval(interval, walk))];
      }),
    ),
    ...(keysExamined === undefined ? {} : { nReturned, keysExamined }),
  };
}

/**
 * mongod's SORT_MERGE: one IXSCAN per combination of the merged fields' values, merged in the sort's
 * order. The keys examined are counted for the merge as a whole, not per scan.
 */
function sortMergeStage(
  plan: Extract<AccessPlan, { kind: "ixscan" }>,
  sort: SortKey[],
  keysExamined: number | undefined,
  nReturned: number,
): Document {
  let combinations: Interval[][][] = [[]];
  for (const intervals of plan.fields.slice(0, plan.merged))
    combinations = combinations.flatMap((prefix) => intervals.map((point) => [...prefix, [point]]));
  return {
    stage: "SORT_MERGE",
    sortPattern: Object.fromEntries(sort),
    ...(keysExamined === undefined ? {} : { nReturned, keysExamined }),
    inputStages: combinations.map((prefix) =>
      indexScanStage({ ...plan, fields: [...prefix, ...plan.fields.slice(plan.merged)] }, undefined, 0),
    ),
  };
}

/** An interval as mongod prints index bounds: `["a", "a"]`, `(5, inf.0]`, `[MaxKey, MinKey]`. */
function formatInterval({ low, high }: Interval, walk: 1 | -1): string {
  const edge = (edge: Interval["low"]) =>
    "rank" in edge ? typeEdge(edge.rank, edge.side) : formatValue(edge.value);
  const open = (edge: Interval["low"], bracket: [string, string]) =>
    "rank" in edge || edge.inclusive ? bracket[0] : bracket[1];
  if (walk === 1) return `${open(low, ["[", "("])}${edge(low)}, ${edge(high)}${open(high, ["]", ")"])}`;
  return `${open(high, ["[", "("])}${edge(high)}, ${edge(low)}${open(low, ["]", ")"])}`;
}

function typeEdge(rank: number, side: "start" | "end"): string {
  if (rank === 3) return side === "start" ? "-inf.0" : "inf.0";
  if (rank === 4) return side === "start" ? '""' : "{}";
  if (rank === 10)
    return side === "start" ? "new Date(-9223372036854775808)" : "new Date(9223372036854775807)";
  return side === "start" ? "MinKey" : "MaxKey";
}

function formatValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  const bsonType = (value as { _bsontype?: string } | null)?._bsontype;
  if (bsonType === "ObjectId") return `ObjectId('${String(value)}')`;
  return String(value);
}
