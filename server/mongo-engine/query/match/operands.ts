import { isPlainObject } from "../../storage/keys";
import type { OperandKind } from "./ast";
import { isRegexValue, regexIdentity } from "./regex";

export const bsonTypeName = (value: unknown): string | undefined =>
  typeof value === "object" && value !== null ? (value as { _bsontype?: string })._bsontype : undefined;

const NUMERIC_TYPES = new Set(["Long", "Int32", "Double", "Decimal128"]);

/** The number a numeric value stands for (int, long, double, decimal alike), else undefined. */
export function numericValue(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  return NUMERIC_TYPES.has(bsonTypeName(value) ?? "") ? Number(String(value)) : undefined;
}

export function operandKind(value: unknown): OperandKind {
  if (value === null || value === undefined) return "null";
  switch (typeof value) {
    case "string":
      return "string";
    case "number":
    case "bigint":
      return "number";
    case "boolean":
      return "bool";
  }
  if (value instanceof Date) return "date";
  if (Array.isArray(value)) return "array";
  if (isRegexValue(value)) return "regex";
  if (isPlainObject(value)) return "document";
  switch (bsonTypeName(value)) {
    case "ObjectId":
      return "objectId";
    case "MinKey":
      return "minKey";
    case "MaxKey":
      return "maxKey";
  }
  return numericValue(value) === undefined ? "other" : "number";
}

/** The operand as its kind's test reads it: numbers as JS numbers, dates as milliseconds, regexes by identity. */
export function operandValue(kind: OperandKind, value: unknown): unknown {
  switch (kind) {
    case "number":
      return numericValue(value);
    case "date":
      return (value as Date).getTime();
    case "regex":
      return regexIdentity(value as RegExp);
    default:
      return value;
  }
}
