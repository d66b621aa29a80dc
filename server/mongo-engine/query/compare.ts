import type { Document, ObjectId } from "bson";
import { valueKey } from "../storage/keys";

/** MongoDB's cross-type sort order (BSON comparison order). */
export function typeRank(value: unknown): number {
  if (value === undefined) return 1.5; // an empty array sorts before null and missing fields
  if (value === null) return 2;
  switch (typeof value) {
    case "number":
    case "bigint":
      return 3;
    case "string":
      return 4;
    case "boolean":
      return 9;
  }
  if (Array.isArray(value)) return 6;
  if (value instanceof Date) return 10;
  if (value instanceof RegExp) return 12;
  switch ((value as { _bsontype?: string })._bsontype) {
    case "MinKey":
      return 1;
    case "Long":
    case "Int32":
    case "Double":
    case "Decimal128":
      return 3;
    case "Binary":
      return 7;
    case "ObjectId":
      return 8;
    case "Timestamp":
      return 11;
    case "BSONRegExp":
      return 12;
    case "MaxKey":
      return 13;
    default:
      return 5;
  }
}

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);

export function compareValues(a: unknown, b: unknown): number {
  // The common cases first, without ranking: an index over 100,000 parts compares millions of strings.
  if (typeof a === "string" && typeof b === "string") return a === b ? 0 : a < b ? -1 : 1;
  if (typeof a === "number" && typeof b === "number") return compareNumbers(a, b);
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return sign(rankA - rankB);
  switch (rankA) {
    case 3:
      return compareNumbers(Number(a), Number(b));
    case 4:
      return a === b ? 0 : (a as string) < (b as string) ? -1 : 1;
    case 5:
      return compareDocuments(a as Document, b as Document);
    case 6: {
      const left = a as unknown[];
      const right = b as unknown[];
      for (let i = 0; i < Math.min(left.length, right.length); i++) {
        const order = compareValues(left[i], right[i]);
        if (order) return order;
      }
      return sign(left.length - right.length);
    }
    case 9:
      return sign(Number(a) - Number(b));
    case 10:
      return sign((a as Date).getTime() - (b as Date).getTime());
    case 1:
    case 1.5:
    case 2:
    case 13:
      return 0;
    case 8:
      return compareObjectIds(a as ObjectId, b as ObjectId);
    default: {
      // Binary, Timestamp, regular expressions: their canonical keys order like their bytes.
      const keyA = valueKey(a);
      const keyB = valueKey(b);
      return keyA === keyB ? 0 : keyA < keyB ? -1 : 1;
    }
  }
}

/** NaN sorts before every other number in MongoDB (and must not compare equal to them in an index). */
/** Byte by byte, as their hex strings would order, without making them: indexes end on `_id` ties. */
function compareObjectIds(a: ObjectId, b: ObjectId): number {
  const left = a.id;
  const right = b.id;
  for (let i = 0; i < 12; i++) if (left[i] !== right[i]) return left[i]! < right[i]! ? -1 : 1;
  return 0;
}

function compareNumbers(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number(!Number.isNaN(a)) - Number(!Number.isNaN(b));
  return sign(a - b);
}

function compareDocuments(a: Document, b: Document): number {
  const left = Object.entries(a);
  const right = Object.entries(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const [keyA, valueA] = left[i]!;
    const [keyB, valueB] = right[i]!;
    const byType = sign(typeRank(valueA) - typeRank(valueB));
    if (byType) return byType;
    if (keyA !== keyB) return keyA < keyB ? -1 : 1;
    const byValue = compareValues(valueA, valueB);
    if (byValue) return byValue;
  }
  return sign(left.length - right.length);
}
