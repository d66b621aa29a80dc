import type { Document } from "bson";
import { badValue } from "../errors";
import { isPlainObject, valuesAtPath } from "../storage/keys";
import { compareValues } from "./compare";

/** A sort key: a path ascending or descending, or `{$meta: "textScore"}` (best text match first). */
export type SortKey = [path: string, direction: 1 | -1 | "textScore"];

export function parseSort(spec: unknown): SortKey[] {
  if (spec === undefined || spec === null) return [];
  if (!isPlainObject(spec)) throw badValue("sort must be an object");
  return Object.entries(spec).map(([path, direction]) => {
    if (direction === 1 || direction === -1) return [path, direction];
    if (isPlainObject(direction) && direction.$meta === "textScore") return [path, "textScore"];
    throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
  });
}

/**
 * The value a document sorts by on one key. As in MongoDB, an array sorts by its smallest element when
 * ascending and its largest when descending, and a missing field sorts as null.
 */
function sortValue(doc: Document, path: string, direction: 1 | -1): unknown {
  const values = valuesAtPath(doc, path);
  let chosen = values[0];
  for (const value of values.slice(1)) {
    if (compareValues(value, chosen) * direction < 0) chosen = value;
  }
  return chosen;
}

/**
 * Sorts stably (ties keep their input order), computing each document's sort values once. Text scores
 * come from `scoreOf`, highest first.
 */
export function sortDocuments(
  docs: Document[],
  keys: SortKey[],
  scoreOf: (doc: Document) => number | undefined = () => undefined,
): Document[] {
  if (!keys.length) return docs;
  const directions = keys.map(([, direction]) => (direction === "textScore" ? -1 : direction));
  const decorated = docs.map((doc, position) => ({
    doc,
    position,
    values: keys.map(([path, direction], i) =>
      direction === "textScore" ? scoreOf(doc) : sortValue(doc, path, directions[i]!),
    ),
  }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const order = compareValues(a.values[i], b.values[i]) * directions[i]!;
      if (order) return order;
    }
    return a.position - b.position;
  });
  return decorated.map((entry) => entry.doc);
}
