import type { Document } from "bson";
import { MongoCommandError } from "../errors";
import type { Collection } from "../storage/collection";
import { isPlainObject, valueKey } from "../storage/keys";
import type { SecondaryIndex } from "../storage/secondary-index";
import { type TextQuery, parseTextQuery } from "../text/search-query";
import type { TextIndex } from "../text/text-index";
import {
  type FilterPredicates,
  type Interval,
  filterPredicates,
  intersect,
  intervalsOf,
  isPoints,
  isUnbounded,
} from "./bounds";
import type { SortKey } from "./sort";

/** How a query reads its documents: what explain reports as the winning plan's access path. */
export type AccessPlan =
  | { kind: "collscan"; direction: 1 | -1 }
  /** `_id` pinned to values: looked up directly (mongod's IDHACK, or an `_id_` scan for `$in`). */
  | { kind: "ids"; ids: unknown[]; idOnly: boolean }
  /** `hint: "_id_"` without `_id` values: every document in `_id` order. */
  | { kind: "idOrder"; direction: 1 | -1 }
  /** `$text`: the text index's matches, best score first. */
  | { kind: "text"; index: TextIndex; query: TextQuery }
  | IndexPlan;

export interface IndexPlan {
  kind: "ixscan";
  index: SecondaryIndex;
  /** Per index field, ascending disjoint intervals. */
  fields: Interval[][];
  direction: 1 | -1;
  /** The walk yields documents already in the requested sort order. */
  providesSort: boolean;
  /**
   * How many leading fields are pinned to several values whose stretches of the index are merged into
   * the sort's order (mongod's SORT_MERGE of one scan per combination of values); 0 for one walk.
   */
  merged: number;
  /** The bounds say everything the filter says: no document needs testing (a count needs no fetch). */
  exact: boolean;
}

export interface QueryShape {
  filter: Document;
  sort: SortKey[];
  hint?: unknown;
}

/**
 * Chooses how to read a query's documents. mongod races candidate plans; this engine ranks them by
 * rule, following the guideline mongod's index advice is built on (equality, sort, range):
 *
 * 1. `_id` pinned to values: direct lookups.
 * 2. Among indexes whose leading field is bounded or whose order gives the sort: a unique index with
 *    every field pinned; then the most leading fields pinned to values; then one that provides the sort
 *    (no blocking sort); then the most leading fields bounded; then the fewest fields; then the oldest
 *    index.
 * 3. Otherwise a collection scan.
 *
 * `$text` is always answered by the collection's text index (error 27 without one).
 * `hint` (an index name, a key pattern or `{$natural: ±1}`) overrides the choice, and an unknown index
 * is an error, never a silent scan. Partial indexes are used only when hinted-for queries are refused.
 */
export function planQuery(collection: Collection, query: QueryShape): AccessPlan {
  if (query.filter.$text !== undefined) {
    const index = collection.textIndex;
    if (!index) throw new MongoCommandError(27, "text index required for $text query");
    return { kind: "text", index, query: parseTextQuery(query.filter.$text, index.language) };
  }
  const predicates = filterPredicates(query.filter);
  if (query.hint !== undefined) return hintedPlan(collection, query, predicates);
  const ids = idValues(predicates);
  if (ids) return { kind: "ids", ids, idOnly: isIdOnly(query.filter) };
  let best: { plan: IndexPlan; rank: number[] } | undefined;
  let age = 0;
  for (const index of collection.indexes.values()) {
    age++;
    if (index.kind !== "ordered" || index.partial) continue;
    const plan = indexPlan(index, predicates, query.sort);
    const bounded = leadingBounded(plan.fields);
    if (index.sparse ? bounded === 0 : bounded === 0 && !plan.providesSort) continue;
    const pinned = plan.fields.every(isPoints) && plan.fields.every((f) => f.length <= 1);
    const rank = [
      Number(index.unique && pinned),
      leadingPoints(plan.fields),
      Number(plan.providesSort),
      bounded,
      -index.fields.length,
      -age,
    ];
    if (!best || compareRanks(rank, best.rank) > 0) best = { plan, rank };
  }
  return best?.plan ?? { kind: "collscan", direction: 1 };
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * How many fields from the start of the index are bounded. Only these narrow the walk: a bound on a
 * field after an unbounded one is tested key by key over the whole index (mongod does not consider an
 * index whose leading field the filter leaves open, unless it gives the sort).
 */
const leadingBounded = (fields: Interval[][]): number => {
  const first = fields.findIndex(isUnbounded);
  return first < 0 ? fields.length : first;
};

const leadingPoints = (fields: Interval[][]): number => {
  const first = fields.findIndex((intervals) => !isPoints(intervals));
  return first < 0 ? fields.length : first;
};

function hintedPlan(collection: Collection, query: QueryShape, predicates: FilterPredicates): AccessPlan {
  const hint = query.hint;
  if (isPlainObject(hint) && Object.keys(hint).length === 1 && "$natural" in hint) {
    return { kind: "collscan", direction: hint.$natural === -1 ? -1 : 1 };
  }
  const matches = (name: string, key: Document) =>
    typeof hint === "string" ? hint === name : isPlainObject(hint) && valueKey(hint) === valueKey(key);
  if (matches("_id_", { _id: 1 })) {
    const ids = idValues(predicates);
    if (ids) return { kind: "ids", ids, idOnly: false };
    const [byId] = query.sort;
    return { kind: "idOrder", direction: byId?.[0] === "_id" && byId[1] === -1 ? -1 : 1 };
  }
  const index = [...collection.indexes.values()].find(
    (candidate): candidate is SecondaryIndex =>
      candidate.kind === "ordered" && matches(candidate.spec.name, candidate.spec.key),
  );
  if (!index || (typeof hint !== "string" && !isPlainObject(hint))) {
    throw new MongoCommandError(
      2,
      "error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index",
    );
  }
  if (index.partial) {
    throw new MongoCommandError(
      2,
      "error processing query: the embedded engine does not use partial indexes for queries, not even hinted",
    );
  }
  return indexPlan(index, predicates, query.sort);
}

/** `_id` values the filter pins with an equality or `$in` at the top level. */
function idValues(predicates: FilterPredicates): unknown[] | undefined {
  const points = predicates.byPath
    .get("_id")
    ?.find((predicate) => predicate.group === 0 && predicate.bound.points);
  return points?.bound.points;
}

function isIdOnly(filter: Document): boolean {
  const fields = Object.keys(filter);
  return fields.length === 1 && fields[0] === "_id" && !isPlainObject(filter._id);
}

/** The bounds an index gets from a filter's predicates, and whether its order gives the sort. */
export function indexPlan(index: SecondaryIndex, predicates: FilterPredicates, sort: SortKey[]): IndexPlan {
  let exact = !predicates.residual && !index.sparse && !index.partial;
  const used = new Set<string>();
  const multikeyGroups = new Map<string, number>();
  const fields = index.fields.map((field) => {
    const list = predicates.byPath.get(field) ?? [];
    if (!list.length) return intervalsOf(undefined);
    used.add(field);
    if (!index.multikeyFields.has(field)) {
      if (list.some((predicate) => predicate.group !== 0)) exact = false;
      return intervalsOf(list.map((predicate) => predicate.bound).reduce(intersect));
    }
    // A multikey field's conditions may hold for different elements, so only those of one $elemMatch
    // are intersected, and two fields under one array are compounded only within one $elemMatch.
    const arrayRoot = field.split(".")[0]!;
    const earlierGroup = multikeyGroups.get(arrayRoot);
    const group = earlierGroup ?? (list.find((predicate) => predicate.bound.points) ?? list[0]!).group;
    const chosen =
      group === 0
        ? earlierGroup === undefined
          ? [list.find((predicate) => predicate.bound.points) ?? list[0]!]
          : []
        : list.filter((predicate) => predicate.group === group);
    if (chosen.length !== list.length) exact = false;
    if (!chosen.length) return intervalsOf(undefined);
    multikeyGroups.set(arrayRoot, group);
    return intervalsOf(chosen.map((predicate) => predicate.bound).reduce(intersect));
  });
  if ([...predicates.byPath.keys()].some((path) => !used.has(path))) exact = false;
  const direction = sortDirection(index, fields, sort, 0);
  const merged = direction === undefined ? mergeablePoints(fields) : 0;
  const mergedDirection = merged ? sortDirection(index, fields, sort, merged) : undefined;
  const walk = direction ?? mergedDirection;
  return {
    kind: "ixscan",
    index,
    fields,
    direction: walk ?? 1,
    providesSort: walk !== undefined,
    exact,
    merged: mergedDirection === undefined ? 0 : merged,
  };
}

/** mongod's limit on the scans a sort is merged from (internalQueryMaxScansToExplode). */
export const MAX_MERGED_SCANS = 200;

/**
 * The leading fields pinned to values, at least one to several, when their combinations are few enough
 * to walk one stretch each and merge them (a vehicle's few spellings, newest parts first); else 0.
 */
function mergeablePoints(fields: Interval[][]): number {
  let leading = 0;
  let combinations = 1;
  while (leading < fields.length - 1 && isPoints(fields[leading]!)) {
    combinations *= fields[leading]!.length;
    leading++;
  }
  return combinations > 1 && combinations <= MAX_MERGED_SCANS ? leading : 0;
}

/**
 * The direction to walk the index in so that it yields the sort order, or undefined when it cannot:
 * the sort keys must follow the index's fields (skipping fields pinned to one value, and the first
 * `merged` fields, whose stretches are merged), all in the index's directions or all reversed, and none
 * may be multikey.
 */
function sortDirection(
  index: SecondaryIndex,
  fields: Interval[][],
  sort: SortKey[],
  merged: number,
): 1 | -1 | undefined {
  if (!sort.length) return undefined;
  const single = (i: number) => isPoints(fields[i]!) && fields[i]!.length === 1;
  let direction: 1 | -1 | undefined;
  let position = merged;
  for (const [path, order] of sort) {
    if (order === "textScore") return undefined;
    const pinned = index.fields.indexOf(path);
    if (pinned >= 0 && single(pinned)) continue;
    while (position < fields.length && single(position)) position++;
    if (index.fields[position] !== path || index.multikeyFields.has(path)) return undefined;
    const wanted = (order * index.directions[position]!) as 1 | -1;
    if (direction !== undefined && direction !== wanted) return undefined;
    direction = wanted;
    position++;
  }
  return direction ?? 1;
}
