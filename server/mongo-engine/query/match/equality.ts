import type { ObjectId } from "bson";
import { compareValues, typeRank } from "../compare";
import type { Comparison, OperandKind } from "./ast";
import { bsonTypeName, numericValue, operandKind, operandValue } from "./operands";
import { isRegexValue, regexIdentity } from "./regex";

/** One value found in a document against a prepared operand (see `operandValue`). */
export type OperandTest = (value: unknown, operand: unknown) => boolean;

/** `{a: null}` matches a missing `a` as well as a null one. */
const isNullish = (value: unknown) => value === null || value === undefined;

/** Values of one BSON type compare; a value of another type is neither equal, less nor greater. */
const orderWithinType = (value: unknown, operand: unknown): number | undefined =>
  typeRank(value) === typeRank(operand) ? compareValues(value, operand) : undefined;

const equalWithinType: OperandTest = (value, operand) => orderWithinType(value, operand) === 0;

const asNumber = (value: unknown) => (typeof value === "number" ? value : numericValue(value));

/** Equality by the operand's kind; ints, longs, doubles and decimals are all numbers; NaN equals NaN. */
export const EQUALS: Record<OperandKind, OperandTest> = {
  null: isNullish,
  string: (value, operand) => value === operand,
  number: (value, operand) => {
    const number = asNumber(value);
    return number === operand || (Number.isNaN(number) && Number.isNaN(operand));
  },
  bool: (value, operand) => value === operand,
  date: (value, operand) => value instanceof Date && value.getTime() === operand,
  objectId: (value, operand) =>
    bsonTypeName(value) === "ObjectId" && (operand as ObjectId).equals(value as ObjectId),
  regex: (value, operand) => isRegexValue(value) && regexIdentity(value) === operand,
  minKey: (value) => bsonTypeName(value) === "MinKey",
  maxKey: (value) => bsonTypeName(value) === "MaxKey",
  array: equalWithinType,
  document: equalWithinType,
  other: equalWithinType,
};

/** An equality to a value only known at parse time (an element of `$all`), as a test of one value. */
export function equalityTest(value: unknown): (candidate: unknown) => boolean {
  const kind = operandKind(value);
  const operand = operandValue(kind, value);
  const equals = EQUALS[kind];
  return (candidate) => equals(candidate, operand);
}

const ACCEPTS: Record<Comparison, (order: number) => boolean> = {
  $gt: (order) => order > 0,
  $gte: (order) => order >= 0,
  $lt: (order) => order < 0,
  $lte: (order) => order <= 0,
};

const order = <T>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `$gt`, `$gte`, `$lt`, `$lte` with MongoDB's type bracketing: a bound of one type only matches values
 * of that type (a number bound numbers, a string bound strings), with mongod's exceptions for null
 * (missing fields compare as null), MinKey and MaxKey (below and above every other value), and NaN
 * (neither less nor greater than anything, equal to NaN).
 */
export function comparisonTest(op: Comparison, kind: OperandKind): OperandTest {
  const accepts = ACCEPTS[op];
  const inclusive = op === "$gte" || op === "$lte";
  switch (kind) {
    case "null":
      return inclusive ? isNullish : () => false;
    case "minKey":
    case "maxKey": {
      const bound = kind === "minKey" ? "MinKey" : "MaxKey";
      const othersPass = kind === "minKey" ? op === "$gt" || op === "$gte" : op === "$lt" || op === "$lte";
      return (value) => (bsonTypeName(value) === bound ? inclusive : othersPass);
    }
    case "number":
      return (value, operand) => {
        const number = asNumber(value);
        if (number === undefined) return false;
        if (Number.isNaN(number) || Number.isNaN(operand)) {
          return inclusive && Number.isNaN(number) && Number.isNaN(operand);
        }
        return accepts(order(number, operand as number));
      };
    case "string":
      return (value, operand) => typeof value === "string" && accepts(order(value, operand as string));
    case "date":
      return (value, operand) => value instanceof Date && accepts(order(value.getTime(), operand as number));
    default:
      return (value, operand) => {
        const found = orderWithinType(value, operand);
        return found !== undefined && accepts(found);
      };
  }
}
