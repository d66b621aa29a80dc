import type { Document } from "bson";
import { isPlainObject } from "../storage/keys";
import { compareValues, typeRank } from "./compare";

/**
 * One end of an interval of BSON values in MongoDB's comparison order: a value (inclusive or not), or
 * the start or end of a whole type. Ranges are type-bracketed as in MongoDB: `{$gt: 5}` matches
 * numbers above 5 only, so its interval is (5, end of numbers], never strings or dates.
 */
export type Edge = { value: unknown; inclusive: boolean } | { rank: number; side: "start" | "end" };

/** An interval in ascending value order (an index walked in its own direction reverses it). */
export interface Interval {
  low: Edge;
  high: Edge;
}

const ALL_VALUES: Interval = { low: { rank: 0, side: "start" }, high: { rank: 99, side: "end" } };

/** What one field of a filter restricts its values to: a set of points, a range, or both. */
export interface FieldBound {
  points?: unknown[];
  range?: Interval;
}

/** A condition on one path that an index can answer. */
export interface Predicate {
  bound: FieldBound;
  /** 0 at the top level; the same positive number for the conditions of one `$elemMatch`. */
  group: number;
}

/** The indexable conditions of a filter, and whether anything else in it must still be tested. */
export interface FilterPredicates {
  byPath: Map<string, Predicate[]>;
  /** True when some condition is not expressed by the predicates (so documents must be tested). */
  residual: boolean;
}

/** A value an index can be searched for: anything but documents, arrays, null and regular expressions. */
export function isIndexable(value: unknown): boolean {
  if (value === null || value === undefined || Array.isArray(value) || value instanceof RegExp) return false;
  // A date is a plain JS object with no _bsontype, but a BSON value like any number or string.
  if (typeof value !== "object" || value instanceof Date) return true;
  const bsonType = (value as { _bsontype?: string })._bsontype;
  return bsonType !== undefined && bsonType !== "BSONRegExp";
}

const RANGE_OPERATORS = new Set(["$gt", "$gte", "$lt", "$lte"]);

/**
 * The conditions of a filter that bound index keys: equalities, `$in` of values, ranges, at the top
 * level, inside `$and`, and inside `$elemMatch` (whose conditions share a group, because they hold for
 * one array element). Anything else (`$or`, `$ne`, `$regex`, `$exists`, whole-document equality, ...)
 * only marks the filter as residual: documents are then tested against it after the index narrowed
 * them down.
 */
export function filterPredicates(filter: Document): FilterPredicates {
  const out: FilterPredicates = { byPath: new Map(), residual: false };
  let groups = 0;
  const add = (path: string, bound: FieldBound, group: number) => {
    const list = out.byPath.get(path) ?? [];
    list.push({ bound, group });
    out.byPath.set(path, list);
  };
  const visit = (clause: Document, prefix: string, group: number) => {
    for (const [field, condition] of Object.entries(clause)) {
      if (field === "$and" && Array.isArray(condition)) {
        for (const sub of condition) if (isPlainObject(sub)) visit(sub, prefix, group);
        continue;
      }
      if (field === "$comment") continue;
      if (field.startsWith("$")) {
        out.residual = true;
        continue;
      }
      const path = prefix + field;
      if (isIndexable(condition)) {
        add(path, { points: [condition] }, group);
        continue;
      }
      const operators = isPlainObject(condition) ? Object.keys(condition) : [];
      if (!operators.length || !operators.every((operator) => operator.startsWith("$"))) {
        out.residual = true; // null, a regex, an array or a whole sub-document
        continue;
      }
      for (const operator of operators) {
        const operand = (condition as Document)[operator];
        if (operator === "$eq" && isIndexable(operand)) add(path, { points: [operand] }, group);
        else if (operator === "$in" && Array.isArray(operand) && operand.every(isIndexable)) {
          add(path, { points: operand }, group);
        } else if (RANGE_OPERATORS.has(operator) && isIndexable(operand)) {
          add(path, { range: rangeOf(operator, operand) }, group);
        } else if (operator === "$elemMatch" && isPlainObject(operand)) {
          // $elemMatch matches arrays only, which index keys cannot tell, so it is always re-tested.
          out.residual = true;
          const elementGroup = ++groups;
          const valueForm = Object.keys(operand).every((key) => key.startsWith("$"));
          if (valueForm) visit({ [path]: operand }, "", elementGroup);
          else visit(operand, `${path}.`, elementGroup);
        } else {
          out.residual = true;
        }
      }
    }
  };
  visit(filter, "", 0);
  return out;
}

function rangeOf(operator: string, value: unknown): Interval {
  const rank = typeRank(value);
  switch (operator) {
    case "$gt":
      return { low: { value, inclusive: false }, high: { rank, side: "end" } };
    case "$gte":
      return { low: { value, inclusive: true }, high: { rank, side: "end" } };
    case "$lt":
      return { low: { rank, side: "start" }, high: { value, inclusive: false } };
    default:
      return { low: { rank, side: "start" }, high: { value, inclusive: true } };
  }
}

/**
 * Orders two edges on the line of values; `asLow` says on which side an exclusive value edge sits.
 * Hot (every key an index walk looks at), so it allocates nothing.
 */
function compareEdges(a: Edge, b: Edge, asLow: boolean): number {
  const rankA = "rank" in a ? a.rank : typeRank(a.value);
  const rankB = "rank" in b ? b.rank : typeRank(b.value);
  if (rankA !== rankB) return rankA - rankB;
  if ("rank" in a) return "rank" in b ? typeNudge(a) - typeNudge(b) : typeNudge(a);
  if ("rank" in b) return -typeNudge(b);
  return compareValues(a.value, b.value) || valueNudge(a, asLow) - valueNudge(b, asLow);
}

/** A type's start sits before all its values, its end after them. */
const typeNudge = (edge: { side: "start" | "end" }) => (edge.side === "start" ? -1 : 1);

/** An exclusive low edge sits just after its value, an exclusive high edge just before. */
const valueNudge = (edge: { inclusive: boolean }, asLow: boolean) => (edge.inclusive ? 0 : asLow ? 1 : -1);

function isEmpty(interval: Interval): boolean {
  const { low, high } = interval;
  if ("rank" in low || "rank" in high) return compareEdges(low, high, true) > 0;
  const order = compareValues(low.value, high.value);
  return order > 0 || (order === 0 && !(low.inclusive && high.inclusive));
}

/** Where a value lies against an interval: -1 below it, 0 inside, 1 above. */
export function locate(value: unknown, interval: Interval): -1 | 0 | 1 {
  const point: Edge = { value, inclusive: true };
  if (compareEdges(point, interval.low, true) < 0) return -1;
  if (compareEdges(point, interval.high, false) > 0) return 1;
  return 0;
}

/** Both bounds at once, as for two conditions on the same value (a non-multikey field, one element). */
export function intersect(a: FieldBound, b: FieldBound): FieldBound {
  let points =
    a.points && b.points
      ? a.points.filter((p) => b.points!.some((q) => !compareValues(p, q)))
      : (a.points ?? b.points);
  let range: Interval | undefined;
  if (a.range && b.range) {
    range = {
      low: compareEdges(a.range.low, b.range.low, true) >= 0 ? a.range.low : b.range.low,
      high: compareEdges(a.range.high, b.range.high, false) <= 0 ? a.range.high : b.range.high,
    };
  } else {
    range = a.range ?? b.range;
  }
  if (points && range) {
    const within = range;
    points = points.filter((point) => locate(point, within) === 0);
    range = undefined;
  }
  if (points) return { points };
  if (range && isEmpty(range)) return { points: [] };
  return range ? { range } : {};
}

/** The bound as sorted, disjoint intervals in ascending value order (all values when unbounded). */
export function intervalsOf(bound: FieldBound | undefined): Interval[] {
  if (!bound) return [ALL_VALUES];
  if (bound.points) {
    const sorted = [...bound.points].sort(compareValues);
    return sorted
      .filter((point, i) => i === 0 || compareValues(point, sorted[i - 1]) !== 0)
      .map((value) => ({ low: { value, inclusive: true }, high: { value, inclusive: true } }));
  }
  return [bound.range ?? ALL_VALUES];
}

/** True when the intervals are single values (an equality or `$in`). */
export const isPoints = (intervals: Interval[]): boolean =>
  intervals.every(
    ({ low, high }) =>
      "value" in low &&
      "value" in high &&
      low.inclusive &&
      high.inclusive &&
      !compareValues(low.value, high.value),
  );

export const isUnbounded = (intervals: Interval[]): boolean =>
  intervals.length === 1 && intervals[0] === ALL_VALUES;
