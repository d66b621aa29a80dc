import type { Document } from "bson";

/**
 * Canonical strings for BSON values, so that values MongoDB considers equal (1 and 1.0, two ObjectIds
 * with the same bytes) map to the same Map key. Used for `_id` lookup and for index entries.
 */
export function valueKey(value: unknown): string {
  if (value === null || value === undefined) return "null";
  switch (typeof value) {
    case "number":
      return `n${Object.is(value, -0) ? 0 : value}`;
    case "bigint":
      return `n${value}`;
    case "string":
      return `s${JSON.stringify(value)}`;
    case "boolean":
      return value ? "b1" : "b0";
    case "object":
      return objectKey(value);
    default:
      return `?${String(value)}`;
  }
}

function objectKey(value: object): string {
  if (Array.isArray(value)) return `[${value.map(valueKey).join(",")}]`;
  if (value instanceof Date) return `d${value.getTime()}`;
  if (value instanceof RegExp) return `r${value.source}/${value.flags}`;
  const bsonType = (value as { _bsontype?: string })._bsontype;
  switch (bsonType) {
    case "ObjectId":
      return `o${(value as { toHexString(): string }).toHexString()}`;
    case "Long":
    case "Int32":
    case "Double":
    case "Decimal128":
      return `n${Number(String(value))}`;
    case "Binary": {
      const binary = value as { sub_type: number; toString(encoding: "base64"): string };
      return `B${binary.sub_type}:${binary.toString("base64")}`;
    }
    case "BSONRegExp": {
      const regex = value as { pattern: string; options: string };
      return `r${regex.pattern}/${regex.options}`;
    }
    case "MinKey":
      return "min";
    case "MaxKey":
      return "max";
    case undefined:
      break;
    default:
      return `${bsonType}:${String(value)}`;
  }
  const fields = Object.entries(value as Document).map(([k, v]) => `${JSON.stringify(k)}:${valueKey(v)}`);
  return `{${fields.join(",")}}`;
}

/**
 * Whether two values have the same `valueKey`, without building the keys: it stops at the first
 * difference, so telling an array with one more element from the one before costs nothing.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((element, i) => sameValue(element, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    const otherKeys = Object.keys(b);
    return (
      keys.length === otherKeys.length &&
      keys.every((key, i) => key === otherKeys[i] && sameValue(a[key], b[key]))
    );
  }
  return valueKey(a) === valueKey(b);
}

export const isPlainObject = (value: unknown): value is Document =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

const MISSING = Symbol("missing");

/**
 * Every value a dotted path reaches in a document, descending into arrays the way MongoDB's multikey
 * indexes do: `{a: [{b: 1}, {b: 2}]}` at `a.b` gives 1 and 2, and an array at the end of the path
 * gives its elements (an empty one gives undefined, which sorts before null). A path that reaches
 * nothing gives null, as in MongoDB's indexes, or nothing at all with `missing: "omit"` (distinct).
 */
export function valuesAtPath(
  doc: Document,
  path: string,
  options: { missing: "null" | "omit" } = { missing: "null" },
): unknown[] {
  const out: unknown[] = [];
  collect(doc, path.split("."), 0, out);
  if (options.missing === "omit") return out.filter((value) => value !== MISSING && value !== undefined);
  const values = out.map((value) => (value === MISSING ? null : value));
  return values.length ? values : [null];
}

function collect(value: unknown, parts: string[], depth: number, out: unknown[]): void {
  if (depth === parts.length) {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push(undefined);
      else out.push(...value);
    } else {
      out.push(value === undefined ? MISSING : value);
    }
    return;
  }
  const part = parts[depth]!;
  if (Array.isArray(value)) {
    if (/^\d+$/.test(part)) collect(value[Number(part)], parts, depth + 1, out);
    for (const element of value) {
      if (isPlainObject(element)) collect(element[part], parts, depth + 1, out);
    }
    return;
  }
  if (isPlainObject(value)) collect(value[part], parts, depth + 1, out);
  else out.push(MISSING);
}

/**
 * Copies plain objects and arrays so a stored document is never changed in place (cursors keep
 * references to the documents they will return); BSON values such as ObjectId are immutable and shared.
 */
export function cloneDocument<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDocument) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const copy: Document = {};
    for (const [key, field] of Object.entries(value)) copy[key] = cloneDocument(field);
    return copy as T;
  }
  return value;
}
