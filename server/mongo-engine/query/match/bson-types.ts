import { badValue, failedToParse, typeMismatch } from "../../errors";
import { isPlainObject } from "../../storage/keys";
import { bsonTypeName } from "./operands";

const ALIASES: Record<string, number> = {
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  dbPointer: 12,
  javascript: 13,
  symbol: 14,
  javascriptWithScope: 15,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: -1,
  maxKey: 127,
};
const CODES = new Set(Object.values(ALIASES));
const NUMBER_CODES = [ALIASES.double!, ALIASES.int!, ALIASES.long!, ALIASES.decimal!];
const [CODE, CODE_WITH_SCOPE] = [ALIASES.javascript!, ALIASES.javascriptWithScope!];

const BSON_CLASS_CODES: Record<string, number> = {
  ObjectId: 7,
  Binary: 5,
  Long: 18,
  Int32: 16,
  Double: 1,
  Decimal128: 19,
  Timestamp: 17,
  BSONRegExp: 11,
  BSONSymbol: 14,
  DBRef: 3,
  MinKey: -1,
  MaxKey: 127,
};

const isInt32 = (value: number) => Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31;

/**
 * The BSON type code of a stored value. Documents arrive with int32, int64 and double all turned
 * into JS numbers, so a number's type is the one the engine stores and returns it as: an int when
 * it is integral and fits 32 bits (js-bson's rule), else a double.
 */
function typeCode(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (value === null) return ALIASES.null;
  switch (typeof value) {
    case "string":
      return ALIASES.string;
    case "boolean":
      return ALIASES.bool;
    case "bigint":
      return ALIASES.long;
    case "number":
      return isInt32(value) ? ALIASES.int : ALIASES.double;
  }
  if (Array.isArray(value)) return ALIASES.array;
  if (value instanceof Date) return ALIASES.date;
  if (value instanceof RegExp) return ALIASES.regex;
  if (isPlainObject(value)) return ALIASES.object;
  const name = bsonTypeName(value);
  if (name === "Code") return (value as { scope?: unknown }).scope ? CODE_WITH_SCOPE : CODE;
  return name === undefined ? undefined : BSON_CLASS_CODES[name];
}

/** The types a `$type` condition accepts: a name or code, or an array of them. */
export class TypeSet {
  private readonly codes = new Set<number>();

  constructor(path: string, operand: unknown) {
    const types = Array.isArray(operand) ? operand : [operand];
    if (types.length === 0) throw failedToParse(`${path} must match at least one type`);
    for (const type of types) {
      if (typeof type === "string") {
        if (type === "number") for (const code of NUMBER_CODES) this.codes.add(code);
        else if (ALIASES[type] !== undefined) this.codes.add(ALIASES[type]);
        else throw badValue(`Unknown type name alias: ${type}`);
      } else if (typeof type === "number") {
        if (!Number.isInteger(type)) throw failedToParse(`Expected an integer: $type: ${type}`);
        if (!CODES.has(type)) throw badValue(`Invalid numerical type code: ${type}`);
        this.codes.add(type);
      } else {
        throw typeMismatch("type must be represented as a number or a string");
      }
    }
  }

  test(value: unknown): boolean {
    const code = typeCode(value);
    return code !== undefined && this.codes.has(code);
  }
}
