/** mongod's names of BSON types (`typeName`), for "had the wrong type" messages. */
const NAMES_OF_BSON_CLASSES: Record<string, string> = {
  ObjectId: "objectId",
  Binary: "binData",
  Long: "long",
  Int32: "int",
  Double: "double",
  Decimal128: "decimal",
  Timestamp: "timestamp",
  MinKey: "minKey",
  MaxKey: "maxKey",
  BSONRegExp: "regex",
  BSONSymbol: "symbol",
  Code: "javascript",
};

/**
 * The BSON type of a decoded value. A JavaScript number does not say whether it was an int or a double;
 * an integer that fits 32 bits is taken for an int, as a client sends most such numbers.
 */
export function bsonTypeName(value: unknown): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return "string";
    case "boolean":
      return "bool";
    case "bigint":
      return "long";
    case "number":
      return Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? "int" : "double";
    case "undefined":
      return "missing";
  }
  if (Array.isArray(value)) return "array";
  if (value instanceof Date) return "date";
  if (value instanceof RegExp) return "regex";
  const bsonType = (value as { _bsontype?: string })._bsontype;
  return (bsonType && NAMES_OF_BSON_CLASSES[bsonType]) ?? "object";
}
