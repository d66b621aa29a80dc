import type { Document } from "bson";
import { badValue } from "../../errors";
import { isPlainObject } from "../../storage/keys";
import { allOf, type FilterNode, type Leaf } from "./ast";
import { fallbackTest } from "./fallback";
import { operandKind, operandValue } from "./operands";
import { conditionNode, parseOperators } from "./parse-operators";
import { isRegexValue, RegexTest } from "./regex";

/** The operand values of the filter being parsed, in the order its tree names their slots. */
export class Slots {
  readonly values: unknown[] = [];

  bind(value: unknown): number {
    return this.values.push(value) - 1;
  }
}

/**
 * Where a document of conditions sits: the filter itself (`root`), a clause of its `$and`/`$or`/`$nor`
 * (`document`: still about the whole document), or the conditions of an `$elemMatch` on array elements.
 */
export type Level = "root" | "document" | "element";

export function parseFilter(spec: Document): { node: FilterNode; values: unknown[] } {
  const slots = new Slots();
  return { node: parseConditions(slots, spec, "root"), values: slots.values };
}

export function parseConditions(slots: Slots, spec: Document, level: Level): FilterNode {
  const children: FilterNode[] = [];
  for (const [field, condition] of Object.entries(spec)) {
    if (field.startsWith("$")) {
      const node = topLevelOperator(slots, field, condition, level);
      if (node) children.push(node);
    } else {
      children.push(fieldCondition(slots, field, condition));
    }
  }
  return allOf(children);
}

function fieldCondition(slots: Slots, path: string, condition: unknown): FilterNode {
  if (isRegexValue(condition)) {
    return { node: "path", path, leaf: { test: "regex", slot: slots.bind(RegexTest.of(condition)) } };
  }
  if (isOperatorDocument(condition)) {
    return allOf(parseOperators(slots, path, false, condition).map((c) => conditionNode(path, c)));
  }
  return { node: "path", path, leaf: equality(slots, condition) };
}

export function equality(slots: Slots, operand: unknown): Leaf {
  const kind = operandKind(operand);
  return { test: "eq", kind, slot: slots.bind(operandValue(kind, operand)) };
}

/**
 * `{a: {$gt: 1}}` holds operators, `{a: {b: 1}}` is a sub-document to equal: mongod decides by the
 * first field alone, and a DBRef (`$ref` and `$id`) is a value, not operators.
 */
export function isOperatorDocument(value: unknown, allowIncompleteDBRef = false): value is Document {
  if (!isPlainObject(value)) return false;
  let first: string | undefined;
  for (first in value) break;
  if (first === undefined || !first.startsWith("$")) return false;
  const has = (field: string) => Object.hasOwn(value, field);
  return allowIncompleteDBRef ? !(has("$ref") || has("$id") || has("$db")) : !(has("$ref") && has("$id"));
}

function topLevelOperator(slots: Slots, operator: string, operand: unknown, level: Level): FilterNode | null {
  switch (operator) {
    case "$and":
    case "$or":
    case "$nor": {
      const children = logicalClauses(operator, operand).map((clause) =>
        parseConditions(slots, clause, level === "root" ? "document" : level),
      );
      return operator === "$and" ? allOf(children) : { node: operator === "$or" ? "or" : "nor", children };
    }
    case "$comment":
      return null;
    case "$text":
      // The planner answers $text from the collection's text index before any document is tested,
      // so the matcher tests only the rest of the filter.
      if (level === "root") return null;
      throw badValue(
        level === "element"
          ? "$text can only be applied to the top-level document"
          : "$text is only supported at the top level of a filter",
      );
    case "$expr":
    case "$where":
      if (level === "element") {
        throw badValue(
          operator === "$expr"
            ? "$expr can only be applied to the top-level document"
            : "$elemMatch cannot contain $where expression",
        );
      }
      return { node: "mingo", slot: slots.bind(fallbackTest({ [operator]: operand })) };
    case "$jsonSchema":
      return { node: "mingo", slot: slots.bind(fallbackTest({ [operator]: operand })) };
    default:
      throw badValue(`unknown top level operator: ${operator}`);
  }
}

function logicalClauses(operator: string, operand: unknown): Document[] {
  if (!Array.isArray(operand)) throw badValue(`${operator} must be an array`);
  if (operand.length === 0) throw badValue("$and/$or/$nor must be a nonempty array");
  for (const clause of operand) {
    if (!isPlainObject(clause)) throw badValue("$or/$and/$nor entries need to be full objects");
  }
  return operand as Document[];
}
