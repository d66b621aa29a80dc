import type { IndexEntry, SecondaryIndex } from "../storage/secondary-index";
import { type Interval, isPoints, locate } from "./bounds";

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
 * key looked at counts as examined.
 */
export function* walkIndex(
  index: SecondaryIndex,
  fields: Interval[][],
  direction: 1 | -1,
  stats: ScanStats,
): Generator<IndexEntry> {
  // Each field's intervals in the index's order, so nested combinations come out in index order.
  const ordered = fields.map((intervals, i) =>
    index.directions[i] === -1 ? [...intervals].reverse() : intervals,
  );
  let pointFields = 0;
  let combinations = 1;
  while (pointFields < ordered.length - 1 && isPoints(ordered[pointFields]!)) {
    combinations *= ordered[pointFields]!.length;
    if (combinations > MAX_POINT_COMBINATIONS) break;
    pointFields++;
  }
  let stretches: Array<{ prefix: unknown[]; interval: Interval }> = ordered[pointFields]!.map((interval) => ({
    prefix: [],
    interval,
  }));
  for (let i = pointFields - 1; i >= 0; i--) {
    stretches = ordered[i]!.flatMap((point) =>
      stretches.map(({ prefix, interval }) => ({ prefix: [pointOf(point), ...prefix], interval })),
    );
  }
  if (direction === -1) stretches.reverse();

  for (const { prefix, interval } of stretches) {
    // -1 when the entry comes before the stretch in index order, 1 after it, 0 inside.
    const place = (entry: IndexEntry): number => {
      for (let i = 0; i < prefix.length; i++) {
        const order = index.compareField(i, entry.values[i], prefix[i]);
        if (order) return order;
      }
      return locate(entry.values[pointFields], interval) * index.directions[pointFields]!;
    };
    const entries =
      direction === 1
        ? index.entries.forward(index.entries.upperBound((entry) => place(entry) < 0))
        : index.entries.backward(index.entries.upperBound((entry) => place(entry) <= 0));
    for (const entry of entries) {
      if (place(entry) !== 0) break;
      stats.keysExamined++;
      if (withinLaterFields(entry, fields, pointFields)) yield entry;
    }
  }
}

const pointOf = (interval: Interval): unknown => ("value" in interval.low ? interval.low.value : undefined);

function withinLaterFields(entry: IndexEntry, fields: Interval[][], ranged: number): boolean {
  for (let i = ranged + 1; i < fields.length; i++) {
    if (!fields[i]!.some((interval) => locate(entry.values[i], interval) === 0)) return false;
  }
  return true;
}
