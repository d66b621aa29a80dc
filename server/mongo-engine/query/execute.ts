import type { Document } from "bson";
import { MongoCommandError } from "../errors";
import type { Collection } from "../storage/collection";
import { valueKey } from "../storage/keys";
import { compareValues } from "./compare";
import type { Filter } from "./filter";
import { type ScanStats, countInIndex, walkIndex } from "./index-scan";
import { type AccessPlan, planQuery } from "./planner";
import { type SortKey, sortDocuments } from "./sort";

export interface QueryOptions {
  sort: SortKey[];
  skip: number;
  /** 0 or Infinity: no limit. */
  limit: number;
  hint?: unknown;
}

/** What a query did, for explain: the plan, and the counters of each of its stages. */
export interface Execution {
  plan: AccessPlan;
  stats: ScanStats;
  /** Documents that passed the access path and the filter, before sort, skip and limit. */
  matched: number;
  /** True when a blocking sort ordered the matches (the plan did not give the order). */
  blockingSort: boolean;
  docs: Document[];
  /** `$text` queries: each matched document's score, for `{$meta: "textScore"}`. */
  scores?: Map<Document, number>;
}

/**
 * Runs a query: the planner's access path yields candidate documents, the filter tests them (unless
 * the index bounds already say everything), then sort, skip and limit. When the path gives the sort
 * order (or none is asked), reading stops as soon as skip + limit documents have matched.
 */
export function execute(collection: Collection, filter: Filter, options: QueryOptions): Execution {
  const plan = planQuery(collection, { filter: filter.spec, sort: options.sort, hint: options.hint });
  const stats: ScanStats = { keysExamined: 0, docsExamined: 0 };
  const limit = options.limit > 0 ? options.limit : Infinity;
  const ordered = !options.sort.length || providesSort(plan, options.sort);
  const wanted = ordered ? options.skip + limit : Infinity;
  const exact = (plan.kind === "ixscan" && plan.exact) || (plan.kind === "ids" && plan.idOnly);
  const scores = plan.kind === "text" ? new Map<Document, number>() : undefined;
  const matches: Document[] = [];
  if (plan.kind === "text" && ordered && wanted < Infinity) {
    matches.push(...bestTextMatches(collection, plan, filter, wanted, stats, scores!));
  } else {
    for (const doc of candidates(collection, plan, stats, scores)) {
      if (!exact && !filter.test(doc)) continue;
      matches.push(doc);
      if (matches.length >= wanted) break;
    }
    // Every $text match was read (no limit): best first is then a sort of them all.
    if (scores && ordered) matches.sort((a, b) => scores.get(b)! - scores.get(a)!);
  }
  if (!scores && options.sort.some(([, direction]) => direction === "textScore")) {
    throw new MongoCommandError(40218, "query requires text score metadata, but it is not available");
  }
  const sorted = ordered ? matches : sortDocuments(matches, options.sort, (doc) => scores?.get(doc));
  return {
    plan,
    stats,
    matched: matches.length,
    blockingSort: !ordered,
    docs: sorted.slice(options.skip, options.skip + limit),
    scores,
  };
}

function providesSort(plan: AccessPlan, sort: SortKey[]): boolean {
  if (plan.kind === "ixscan") return plan.providesSort;
  if (plan.kind === "idOrder") return sort.length === 1 && sort[0]![0] === "_id";
  if (plan.kind === "text") return sort.length === 1 && sort[0]![1] === "textScore";
  return false;
}

/**
 * Counts matches. When an index's bounds say everything the filter says, the count is the number of
 * distinct documents among the keys in bounds, and no document is read (mongod's COUNT_SCAN).
 */
export function countMatches(
  collection: Collection,
  filter: Filter,
  options: Omit<QueryOptions, "sort">,
): Execution & { n: number } {
  if (!Object.keys(filter.spec).length && options.hint === undefined) {
    const n = collection.docs.size;
    return {
      plan: { kind: "collscan", direction: 1 },
      stats: { keysExamined: 0, docsExamined: 0 },
      matched: n,
      blockingSort: false,
      docs: [],
      n: window(n, options),
    };
  }
  const plan = planQuery(collection, { filter: filter.spec, sort: [], hint: options.hint });
  if (plan.kind === "ixscan" && plan.exact) {
    const stats: ScanStats = { keysExamined: 0, docsExamined: 0 };
    const matched = countInIndex(plan.index, plan.fields, stats);
    return { plan, stats, matched, blockingSort: false, docs: [], n: window(matched, options) };
  }
  const run = execute(collection, filter, { ...options, sort: [], skip: 0, limit: 0 });
  return { ...run, docs: [], n: window(run.matched, options) };
}

const window = (n: number, { skip, limit }: { skip: number; limit: number }) => {
  const after = Math.max(0, n - skip);
  return limit > 0 ? Math.min(after, limit) : after;
};

/** A page of `$text` matches best first (or unsorted, which may as well be best first). */
function bestTextMatches(
  collection: Collection,
  plan: Extract<AccessPlan, { kind: "text" }>,
  filter: Filter,
  wanted: number,
  stats: ScanStats,
  scores: Map<Document, number>,
): Document[] {
  const found = plan.index.best(plan.query, wanted, (idKey) => {
    const doc = collection.docs.get(idKey);
    if (!doc) return false;
    stats.docsExamined++;
    return plan.index.matchesDocument(idKey, doc, plan.query) && filter.test(doc);
  });
  stats.keysExamined += found.keysExamined;
  return found.ranked.map((idKey) => {
    const doc = collection.docs.get(idKey)!;
    scores.set(doc, found.scores.get(idKey)!);
    return doc;
  });
}

/** The documents an access path yields, each once, in its order; the filter is not applied here. */
function* candidates(
  collection: Collection,
  plan: AccessPlan,
  stats: ScanStats,
  scores?: Map<Document, number>,
): Generator<Document> {
  switch (plan.kind) {
    case "text": {
      const found = plan.index.search(plan.query);
      stats.keysExamined += found.keysExamined;
      for (const [idKey, score] of found.scores) {
        const doc = collection.docs.get(idKey);
        if (!doc) continue;
        stats.docsExamined++;
        if (!plan.index.matchesDocument(idKey, doc, plan.query)) continue;
        scores!.set(doc, score);
        yield doc;
      }
      return;
    }
    case "collscan": {
      const docs = plan.direction === 1 ? collection.docs.values() : [...collection.docs.values()].reverse();
      for (const doc of docs) {
        stats.docsExamined++;
        yield doc;
      }
      return;
    }
    case "ids": {
      const seen = new Set<string>();
      for (const id of plan.ids) {
        const key = valueKey(id);
        if (seen.has(key)) continue;
        seen.add(key);
        stats.keysExamined++;
        const doc = collection.docs.get(key);
        if (!doc) continue;
        stats.docsExamined++;
        yield doc;
      }
      return;
    }
    case "idOrder": {
      const docs = [...collection.docs.values()].sort((a, b) => compareValues(a._id, b._id) * plan.direction);
      for (const doc of docs) {
        stats.keysExamined++;
        stats.docsExamined++;
        yield doc;
      }
      return;
    }
    case "ixscan": {
      const seen = plan.index.multikeyFields.size > 0 ? new Set<string>() : undefined;
      for (const entry of walkIndex(plan.index, plan.fields, plan.direction, stats, plan.merged)) {
        if (seen) {
          if (seen.has(entry.idKey)) continue;
          seen.add(entry.idKey);
        }
        const doc = collection.docs.get(entry.idKey);
        if (!doc) continue;
        stats.docsExamined++;
        yield doc;
      }
    }
  }
}
