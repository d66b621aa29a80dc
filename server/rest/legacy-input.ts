import { parseDecimal } from "../../shared/field-rules/check";
import { isRequired, notANumber, notWhole, tooManyChars } from "../../shared/field-rules/messages";
import type { NumberRule, TextRule } from "../../shared/field-rules/rule";
import type { FieldError } from "../shop-errors";
import { badInput } from "./route";

/** A request body or query string as JSON schema let it through. */
type Fields = Record<string, unknown>;

/** A number field of a legacy form, named as the client sends it: its shared rule (shared/field-rules/). */
export type LegacyNumberRule = Pick<NumberRule, "label" | "required" | "integer">;

const INT_MAX = 2 ** 31 - 1;

/**
 * The legacy form sends numbers as text ("19.99", "5"). They are read here, not left to GraphQL: its
 * variable coercion refuses text that is no number, a fraction for an Int or a missing required number
 * in its own words ('Variable "$input" got invalid value NaN at "input.price"'), naming the GraphQL
 * input rather than the form's field and giving no `fields` list. Ranges stay the services', lengths
 * the schema's (see `ruledProblems`).
 * A problem found here is answered before the service sees the rest of the input.
 */
export function legacyNumbers<const Rules extends Record<string, LegacyNumberRule>>(
  body: Fields,
  rules: Rules,
): LegacyNumbers<Rules> {
  type K = keyof Rules & string;
  const numbers: Partial<Record<K, number>> = {};
  const problems: FieldError[] = [];
  for (const [field, { label, required, integer }] of Object.entries(rules) as Array<[K, LegacyNumberRule]>) {
    const value = body[field];
    if (value === undefined || value === null || (typeof value === "string" && !value.trim())) {
      if (required) problems.push({ field, message: isRequired(label) });
      continue;
    }
    const number = typeof value === "number" ? value : typeof value === "string" ? parseDecimal(value) : NaN;
    if (!Number.isFinite(number)) problems.push({ field, message: notANumber(label) });
    else if (integer && !Number.isInteger(number)) problems.push({ field, message: notWhole(label) });
    else if (integer && Math.abs(number) > INT_MAX)
      problems.push({ field, message: `${label} is too large` });
    else numbers[field] = number;
  }
  if (problems.length) throw badInput(problems);
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

/** The legacy form's number fields may come as text; bounded like the form's fields unless a rule says. */
const NUMBER_TEXT_MAX = 20;

/**
 * The JSON schema of a legacy text field, bounded by its rule. The `title` (the rule's label) lets
 * `ruledProblems` answer a value over the bound in the rule's words, as the service would.
 */
export const textField = (rule: TextRule & { maxChars: number }) => ({
  type: "string",
  maxLength: rule.maxChars,
  title: rule.label,
});

/** A legacy number field: a number, or text (the legacy form's "19.99"); titled when its rule bounds the text. */
export const numberField = (rule: NumberRule) => ({
  type: ["number", "string"],
  maxLength: rule.maxChars ?? NUMBER_TEXT_MAX,
  ...(rule.maxChars !== undefined && { title: rule.label }),
});

interface SchemaIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/**
 * JSON-schema refusals worded by the rules the schema took its bounds from (`textField`, `numberField`):
 * too long a value gets the message the service and the form give ("Name must be at most 20
 * characters"). Undefined when any refusal is not such a bound: the schema's own words then stand.
 */
export function ruledProblems(issues: SchemaIssue[], schema: unknown): FieldError[] | undefined {
  const properties = (schema as { properties?: Record<string, { title?: string }> } | undefined)?.properties;
  const problems = issues.map((issue) => {
    const field = issue.instancePath.replace(/^\//, "");
    const label = properties && Object.hasOwn(properties, field) ? properties[field]!.title : undefined;
    return issue.keyword === "maxLength" && label !== undefined
      ? { field, message: tooManyChars(label, Number(issue.params.limit)) }
      : undefined;
  });
  return problems.every((problem): problem is FieldError => problem !== undefined) ? problems : undefined;
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
export function wronglyTyped(schema: unknown, data: unknown): FieldError[] {
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
