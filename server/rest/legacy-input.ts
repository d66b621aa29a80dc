import { RestError } from "./route";

/** A request body or query string as JSON schema let it through. */
type Fields = Record<string, unknown>;

export interface FieldProblem {
  field: string;
  message: string;
}

/** A number field of a legacy form, named as the client sends it. */
export interface LegacyNumberRule {
  /** The form's label, for the message ("Price is Required"). */
  label: string;
  required?: boolean;
  /** Goes to a GraphQL Int: whole and within 32 bits. */
  integer?: boolean;
}

/** Decimal text as a form's number input gives it ("19.99", "5", "-1"); not "0x10", "1e3" or "Infinity". */
const DECIMAL_TEXT = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;
const INT_MAX = 2 ** 31 - 1;

/**
 * The legacy form sends numbers as text ("19.99", "5"). They are read here, not left to GraphQL: its
 * variable coercion refuses text that is no number, a fraction for an Int or a missing required number
 * in its own words ('Variable "$input" got invalid value NaN at "input.price"'), naming the GraphQL
 * input rather than the form's field and giving no `fields` list. Ranges and limits stay the services'.
 * A problem found here is answered before the service sees the rest of the input.
 */
export function legacyNumbers<const Rules extends Record<string, LegacyNumberRule>>(
  body: Fields,
  rules: Rules,
): LegacyNumbers<Rules> {
  type K = keyof Rules & string;
  const numbers: Partial<Record<K, number>> = {};
  const problems: FieldProblem[] = [];
  for (const [field, { label, required, integer }] of Object.entries(rules) as Array<[K, LegacyNumberRule]>) {
    const value = body[field];
    if (value === undefined || value === null || (typeof value === "string" && !value.trim())) {
      if (required) problems.push({ field, message: `${label} is Required` });
      continue;
    }
    const number =
      typeof value === "number"
        ? value
        : typeof value === "string" && DECIMAL_TEXT.test(value)
          ? +value
          : NaN;
    if (!Number.isFinite(number)) problems.push({ field, message: `${label} must be a number` });
    else if (integer && !Number.isInteger(number))
      problems.push({ field, message: `${label} must be a whole number` });
    else if (integer && Math.abs(number) > INT_MAX)
      problems.push({ field, message: `${label} is too large` });
    else numbers[field] = number;
  }
  if (problems.length) {
    throw new RestError(400, "BAD_USER_INPUT", problems.map((p) => p.message).join("; "), problems);
  }
  // Every required field is a number here: a missing one was a problem above.
  return numbers as LegacyNumbers<Rules>;
}

/** The numbers read: required ones always present. */
type LegacyNumbers<Rules extends Record<string, LegacyNumberRule>> = {
  [K in keyof Rules]: Rules[K] extends { required: true } ? number : number | undefined;
};

/** A text field as the schema let it through: text, or absent. */
export function legacyText(fields: Fields, field: string): string | undefined {
  const value = fields[field];
  return typeof value === "string" ? value : undefined;
}

const jsonType = (value: unknown) =>
  Array.isArray(value) ? "array" : value === null ? "null" : typeof value;
/** JSON types no legacy form sends, which Fastify's Ajv would otherwise coerce into a declared one. */
const NEVER_COERCED = new Set(["array", "object", "boolean"]);

/**
 * Fastify's Ajv coerces types (`coerceTypes: "array"`): `["x"]` passes as "x" and `true` as 1, so an array
 * sent where text is expected would reach a query as its first item. Values of such a type in a field
 * that declares another are reported here, before validation gets to coerce them.
 */
export function wronglyTyped(schema: unknown, data: unknown): FieldProblem[] {
  const properties = (schema as { properties?: Record<string, { type?: string | string[] }> } | undefined)
    ?.properties;
  if (!properties || jsonType(data) !== "object") return [];
  return Object.entries(properties).flatMap(([field, { type }]) => {
    const actual = jsonType((data as Fields)[field]);
    const declared = [type ?? []].flat();
    return NEVER_COERCED.has(actual) && !declared.includes(actual)
      ? [{ field, message: `${field} must be ${declared.join(" or ")}` }]
      : [];
  });
}
