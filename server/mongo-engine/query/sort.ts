import type { Document } from "bson";
import { badValue } from "../errors";
import { isPlainObject, valuesAtPath } from "../storage/keys";
import { compareValues } from "./compare";

export type SortKey = [path: string, direction: 1 | -1];

export function parseSort(spec: unknown): SortKey[] {
  if (spec === undefined || spec === null) return [];
  if (!isPlainObject(spec)) throw badValue("sort must be an object");
  return Object.entries(spec).map(([path, direction]) => {
    if (direction === 1 || direction === -1) return [path, direction];
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

/** Sorts stably (ties keep natural order), computing each document's sort values once. */
export function sortDocuments(docs: Document[], keys: SortKey[]): Document[] {
  if (!keys.length) return docs;
  const decorated = docs.map((doc, position) => ({
    doc,
    position,
    values: keys.map(([path, direction]) => sortValue(doc, path, direction)),
  }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const order = compareValues(a.values[i], b.values[i]) * keys[i]![1];
      if (order) return order;
    }
    return a.position - b.position;
  });
  return decorated.map((entry) => entry.doc);
}
