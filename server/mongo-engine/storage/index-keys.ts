import type { Document } from "bson";
import { MongoCommandError } from "../errors";
import { isPlainObject } from "./keys";

/** A value an indexed path reaches, with the array elements it went through (`[arrayPath, index]`). */
interface Reached {
  value: unknown;
  trail: Array<[string, number]>;
}

/**
 * The keys a document has in an index over `fields`, as mongod generates them. A field whose path
 * crosses an array has one key per element; fields under the same array are correlated, so
 * `{"fitments.make": 1, "fitments.model": 1}` gets one key per fitment (make and model of the same
 * element), which is what lets `$elemMatch` compound their bounds. Two fields reaching two different
 * arrays ("parallel arrays") cannot be indexed, as in mongod. `multikey[i]` says whether field i took
 * more than one value here.
 */
export function indexKeys(doc: Document, fields: string[]): { keys: unknown[][]; multikey: boolean[] } {
  const reached = fields.map((field) => {
    const out: Reached[] = [];
    collect(doc, field.split("."), 0, "", [], out);
    return out.length ? out : [{ value: null, trail: [] }];
  });
  if (reached.every((values) => values.length === 1)) {
    // The common case, no array crossed: one key, nothing to correlate.
    return { keys: [reached.map((values) => values[0]!.value)], multikey: fields.map(() => false) };
  }
  const multikey = reached.map((values) => values.length > 1);
  const crossing = reached.filter((values) => values.length > 1 || values[0]!.trail.length > 0);
  if (crossing.length === 1) {
    // One field crosses an array (a part's vehicle keys beside its category): one key per element, the
    // other fields' values beside it; nothing to correlate, no parallel arrays.
    const at = reached.indexOf(crossing[0]!);
    const others = reached.map((values) => values[0]!.value);
    const keys = crossing[0]!.map(({ value }) => others.map((other, i) => (i === at ? value : other)));
    return { keys, multikey };
  }
  rejectParallelArrays(fields, reached);
  let tuples: Array<{ values: unknown[]; trail: Map<string, number> }> = [{ values: [], trail: new Map() }];
  for (const values of reached) {
    tuples = tuples.flatMap((tuple) =>
      values
        .filter(({ trail }) => trail.every(([path, i]) => (tuple.trail.get(path) ?? i) === i))
        .map(({ value, trail }) => ({
          values: [...tuple.values, value],
          trail: new Map([...tuple.trail, ...trail]),
        })),
    );
  }
  return { keys: tuples.map((tuple) => tuple.values), multikey };
}

function collect(
  value: unknown,
  parts: string[],
  depth: number,
  path: string,
  trail: Array<[string, number]>,
  out: Reached[],
): void {
  if (depth === parts.length) {
    if (!Array.isArray(value)) out.push({ value: value === undefined ? null : value, trail });
    // An empty array is indexed as undefined, which sorts before null.
    else if (value.length === 0) out.push({ value: undefined, trail });
    else value.forEach((element, i) => out.push({ value: element, trail: [...trail, [path, i]] }));
    return;
  }
  const part = parts[depth]!;
  const next = path ? `${path}.${part}` : part;
  if (Array.isArray(value)) {
    if (/^\d+$/.test(part)) collect(value[Number(part)], parts, depth + 1, next, trail, out);
    value.forEach((element, i) => {
      if (isPlainObject(element)) collect(element[part], parts, depth + 1, next, [...trail, [path, i]], out);
    });
    return;
  }
  collect(isPlainObject(value) ? value[part] : undefined, parts, depth + 1, next, trail, out);
}

function rejectParallelArrays(fields: string[], reached: Reached[][]): void {
  const arrays = reached.map((values) => new Set(values.flatMap(({ trail }) => trail.map(([path]) => path))));
  for (let i = 0; i < arrays.length; i++) {
    for (let j = i + 1; j < arrays.length; j++) {
      const own = (a: Set<string>, b: Set<string>) => [...a].some((path) => !b.has(path));
      if (own(arrays[i]!, arrays[j]!) && own(arrays[j]!, arrays[i]!)) {
        throw new MongoCommandError(171, `cannot index parallel arrays [${fields[j]}] [${fields[i]}]`);
      }
    }
  }
}
