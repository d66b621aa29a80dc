import type { IndexEntry, SecondaryIndex } from "../storage/secondary-index";
import { type Interval, isPoints, isUnbounded, locate } from "./bounds";

/** Counters a plan's stages report to explain's executionStats. */
export interface ScanStats {
  keysExamined: number;
  docsExamined: number;
}

/** Combinations of leading equality values beyond this are walked as ranges of the next field instead. */
const MAX_POINT_COMBINATIONS = 1000;

/**
 * The index entries within per-field intervals (each list ascending and disjoint), in the index's order
 * (`direction` 1) or reversed (-1). The leading fields bounded to single values and the first field
 * after them make contiguous stretches of the index, one per combination of those values, each found by
 * binary search; the fields after that are checked key by key, as mongod's bounds checker does. Every
 * key looked at counts as examined. With `merged` leading fields, the stretches are walked side by side
 * and merged in the order of the fields after them (the plan's SORT_MERGE), not one after another.
 */
export function* walkIndex(
  index: SecondaryIndex,
  fields: Interval[][],
  direction: 1 | -1,
  stats: ScanStats,
  merged = 0,
): Generator<IndexEntry> {
  const { stretches, ranged } = stretchesOf(index, fields, direction);
  // The later fields that bound anything: a page walking a sort's index bounds none of them.
  const checked = fields.flatMap((intervals, i) => (i > ranged && !isUnbounded(intervals) ? [i] : []));
  const walks = stretches.map((stretch) =>
    walkStretch(index, stretch, ranged, checked, fields, direction, stats),
  );
  if (merged === 0) {
    for (const walk of walks) yield* walk;
    return;
  }
  const order = (a: IndexEntry, b: IndexEntry) => {
    for (let i = merged; i < index.fields.length; i++) {
      const compared = index.compareField(i, a.values[i], b.values[i]);
      if (compared) return compared * direction;
    }
    return 0;
  };
  yield* mergeWalks(walks, order);
}

function* walkStretch(
  index: SecondaryIndex,
  stretch: Stretch,
  ranged: number,
  checked: number[],
  fields: Interval[][],
  direction: 1 | -1,
  stats: ScanStats,
): Generator<IndexEntry> {
  // Both ends found by binary search, so the walk between them compares nothing.
  const place = (entry: IndexEntry) => placeIn(index, stretch, ranged, entry);
  const start = index.entries.upperBound((entry) => place(entry) < 0);
  const end = index.entries.upperBound((entry) => place(entry) <= 0);
  const entries = direction === 1 ? index.entries.forward(start, end) : index.entries.backward(end, start);
  for (const entry of entries) {
    stats.keysExamined++;
    if (withinFields(entry, fields, checked)) yield entry;
  }
}

/** Sorted walks merged into one sorted walk: each step takes the first of their next entries. */
function* mergeWalks(
  walks: Generator<IndexEntry>[],
  order: (a: IndexEntry, b: IndexEntry) => number,
): Generator<IndexEntry> {
  const heads = walks.map((walk) => ({ walk, next: walk.next() }));
  for (;;) {
    let first: (typeof heads)[number] | undefined;
    for (const head of heads) {
      if (!head.next.done && (!first || order(head.next.value, first.next.value as IndexEntry) < 0))
        first = head;
    }
    if (!first) return;
    yield first.next.value as IndexEntry;
    first.next = first.walk.next();
  }
}

/**
 * The number of distinct documents with keys in bounds. When only the leading fields are bounded and
 * every multikey field is pinned to one value, each stretch is counted from the positions of its ends,
 * without walking it: a document holds each combination of values once (repeats are dropped when its
 * keys are made), so one value of a multikey field cannot count it twice, where a range or several
 * values could. The keys so counted are reported as examined, as mongod's COUNT_SCAN (which walks
 * them) would.
 */
export function countInIndex(index: SecondaryIndex, fields: Interval[][], stats: ScanStats): number {
  const { stretches, ranged } = stretchesOf(index, fields, 1);
  const pinnedWhereMultikey = index.fields.every(
    (field, i) => !index.multikeyFields.has(field) || (fields[i]!.length === 1 && isPoints(fields[i]!)),
  );
  const positional = pinnedWhereMultikey && fields.slice(ranged + 1).every(isUnbounded);
  if (!positional) {
    const seen = new Set<string>();
    for (const entry of walkIndex(index, fields, 1, stats)) seen.add(entry.idKey);
    return seen.size;
  }
  let count = 0;
  for (const stretch of stretches) {
    const place = (entry: IndexEntry) => placeIn(index, stretch, ranged, entry);
    const start = index.entries.rank(index.entries.upperBound((entry) => place(entry) < 0));
    const end = index.entries.rank(index.entries.upperBound((entry) => place(entry) <= 0));
    count += end - start;
  }
  stats.keysExamined += count;
  return count;
}

interface Stretch {
  /** Values of the leading fields bounded to single values. */
  prefix: unknown[];
  /** The interval of the field after them. */
  interval: Interval;
}

/** The contiguous stretches of the index that hold the keys in bounds, in walking order. */
function stretchesOf(
  index: SecondaryIndex,
  fields: Interval[][],
  direction: 1 | -1,
): { stretches: Stretch[]; ranged: number } {
  // Each field's intervals in the index's order, so nested combinations come out in index order.
  const ordered = fields.map((intervals, i) =>
    index.directions[i] === -1 ? [...intervals].reverse() : intervals,
  );
  let ranged = 0;
  let combinations = 1;
  while (ranged < ordered.length - 1 && isPoints(ordered[ranged]!)) {
    combinations *= ordered[ranged]!.length;
    if (combinations > MAX_POINT_COMBINATIONS) break;
    ranged++;
  }
  let stretches: Stretch[] = ordered[ranged]!.map((interval) => ({ prefix: [], interval }));
  for (let i = ranged - 1; i >= 0; i--) {
    stretches = ordered[i]!.flatMap((point) =>
      stretches.map(({ prefix, interval }) => ({ prefix: [pointOf(point), ...prefix], interval })),
    );
  }
  if (direction === -1) stretches.reverse();
  return { stretches, ranged };
}

/** -1 when the entry comes before the stretch in index order, 1 after it, 0 inside. */
function placeIn(
  index: SecondaryIndex,
  { prefix, interval }: Stretch,
  ranged: number,
  entry: IndexEntry,
): number {
  for (let i = 0; i < prefix.length; i++) {
    const order = index.compareField(i, entry.values[i], prefix[i]);
    if (order) return order;
  }
  return locate(entry.values[ranged], interval) * index.directions[ranged]!;
}

const pointOf = (interval: Interval): unknown => ("value" in interval.low ? interval.low.value : undefined);

function withinFields(entry: IndexEntry, fields: Interval[][], checked: number[]): boolean {
  for (const i of checked) {
    if (!fields[i]!.some((interval) => locate(entry.values[i], interval) === 0)) return false;
  }
  return true;
}

/**
 * The distinct values of the index's first field, in index order, each found by one binary search past
 * the last (mongod's DISTINCT_SCAN): the cost follows how many values there are, not how many keys.
 */
export function* distinctLeading(index: SecondaryIndex): Generator<unknown> {
  let at = { chunk: 0, offset: 0 };
  for (;;) {
    const next = index.entries.forward(at).next();
    if (next.done) return;
    const value = next.value.values[0];
    yield value;
    at = index.entries.upperBound((entry) => index.compareField(0, entry.values[0], value) <= 0);
  }
}
