import type { Document } from "bson";
import { badValue } from "../../errors";
import { isPlainObject } from "../../storage/keys";
import { allOf, type Comparison, type FilterNode, type Leaf } from "./ast";
import { TypeSet } from "./bson-types";
import { equalityTest } from "./equality";
import { fallbackTest } from "./fallback";
import { InList } from "./in-list";
import { numericValue, operandKind, operandValue } from "./operands";
import { equality, isOperatorDocument, parseConditions, type Slots } from "./parse-filter";
import { isRegexValue, RegexTest } from "./regex";

/**
 * One operator of `{path: {...operators}}`, each its own condition on the path as in mongod
 * (`{a: {$gt: 1, $lt: 5}}` holds for `{a: [0, 9]}`, one element passing each): some value at the
 * path passes `leaf` (or, `negated`, none does: `$ne`, `$nin`, `$exists: false`); `not` is `$not`;
 * `all` and `mingo` name the slots of a bound `$all` list and of a mingo-compiled condition.
 */
export type Condition =
  { leaf: Leaf; negated?: boolean } | { not: Condition[] } | { all: number } | { mingo: number };

const words = (text: string) => new Set(text.trim().split(/\s+/));

/** Path operators compiled by mingo; the rest of the filter stays compiled here. */
const MINGO_OPERATORS = words(`$mod $bitsAllClear $bitsAllSet $bitsAnyClear $bitsAnySet
  $geoIntersects $geoWithin $within $near $nearSphere $maxDistance $minDistance`);

/** Path operators compiled here ($not aside, which mongod does not count among them inside `$all`). */
const COMPILED_OPERATORS = words(
  "$eq $ne $gt $gte $lt $lte $in $nin $exists $type $size $regex $options $all $elemMatch",
);

/** Operators about a whole document, not a path: `{$elemMatch: {$or: [...]}}` tests elements as documents. */
const DOCUMENT_OPERATORS = words("$and $or $nor $comment $expr $jsonSchema $text $where");

/**
 * Thrown by a mingo-compiled operator inside a value `$elemMatch` (`{$elemMatch: {$mod: [2, 0]}}`),
 * whose conditions test single array elements, which mingo cannot: the whole `$elemMatch` goes to mingo.
 */
class NeedsMingo extends Error {}

/** `inElement`: the operators of a value `$elemMatch`, tested on each array element on its own. */
export function parseOperators(
  slots: Slots,
  path: string,
  inElement: boolean,
  operators: Document,
): Condition[] {
  const conditions: Condition[] = [];
  for (const [operator, operand] of Object.entries(operators)) {
    conditions.push(...parseOperator(slots, path, inElement, operators, operator, operand));
  }
  return conditions;
}

function parseOperator(
  slots: Slots,
  path: string,
  inElement: boolean,
  operators: Document,
  operator: string,
  operand: unknown,
): Condition[] {
  switch (operator) {
    case "$eq":
      return [{ leaf: equality(slots, operand) }];
    case "$ne":
      if (isRegexValue(operand)) throw badValue("Can't have regex as arg to $ne.");
      return [{ leaf: equality(slots, operand), negated: true }];
    case "$gt":
    case "$gte":
    case "$lt":
    case "$lte": {
      if (isRegexValue(operand)) throw badValue(`Can't have RegEx as arg to predicate over field '${path}'.`);
      const kind = operandKind(operand);
      const op = operator as Comparison;
      return [{ leaf: { test: "compare", op, kind, slot: slots.bind(operandValue(kind, operand)) } }];
    }
    case "$in":
    case "$nin":
      if (!Array.isArray(operand)) throw badValue(`${operator} needs an array`);
      if (operand.some((item) => isOperatorDocument(item))) throw badValue("cannot nest $ under $in");
      return [{ leaf: { test: "in", slot: slots.bind(new InList(operand)) }, negated: operator === "$nin" }];
    case "$exists":
      return [{ leaf: { test: "exists" }, negated: !isTruthy(operand) }];
    case "$type":
      return [{ leaf: { test: "type", slot: slots.bind(new TypeSet(path, operand)) } }];
    case "$size":
      return [{ leaf: { test: "size", slot: slots.bind(arraySize(operand)) } }];
    case "$regex":
      return [{ leaf: { test: "regex", slot: slots.bind(RegexTest.fromOperators(operators)) } }];
    case "$options":
      if (!("$regex" in operators)) throw badValue("$options needs a $regex");
      return []; // read together with $regex
    case "$not":
      return [{ not: notConditions(slots, path, inElement, operand) }];
    case "$all":
      return allConditions(slots, path, inElement, operand);
    case "$elemMatch":
      return [elemMatch(slots, path, inElement, operand)];
    case "$where":
      throw badValue("$where cannot be applied to a field");
  }
  if (!MINGO_OPERATORS.has(operator)) throw badValue(`unknown operator: ${operator}`);
  if (inElement) throw new NeedsMingo();
  return [{ mingo: slots.bind(fallbackTest({ [path]: { [operator]: operand } })) }];
}

/** BSON's truth: false, 0, null and undefined are false, anything else true (`$exists: 0` is false). */
const isTruthy = (value: unknown) =>
  value !== false && value !== null && value !== undefined && numericValue(value) !== 0;

function arraySize(operand: unknown): number {
  if (typeof operand !== "number") throw badValue("$size needs a number");
  if (!Number.isInteger(operand)) throw badValue("$size must be a whole number");
  if (operand < 0) throw badValue("$size may not be negative");
  return operand;
}

function notConditions(slots: Slots, path: string, inElement: boolean, operand: unknown): Condition[] {
  if (isRegexValue(operand)) return [{ leaf: { test: "regex", slot: slots.bind(RegexTest.of(operand)) } }];
  if (!isPlainObject(operand)) throw badValue("$not needs a regex or a document");
  if (Object.keys(operand).length === 0) throw badValue("$not cannot be empty");
  return parseOperators(slots, path, inElement, operand);
}

const firstField = (value: unknown) => (isPlainObject(value) ? Object.keys(value)[0] : undefined);

/**
 * `$all` of values: each must equal (a regex: match) some value at the path; the list is bound as one
 * operand, so lists of any length share a shape. `$all` of `$elemMatch`es: each must hold.
 */
function allConditions(slots: Slots, path: string, inElement: boolean, operand: unknown): Condition[] {
  if (!Array.isArray(operand)) throw badValue("$all needs an array");
  if (firstField(operand[0]) === "$elemMatch") {
    return operand.map((item: unknown) => {
      if (firstField(item) !== "$elemMatch") throw badValue("$all/$elemMatch has to be consistent");
      return elemMatch(slots, path, inElement, (item as Document).$elemMatch);
    });
  }
  const tests = operand.map((item: unknown) => {
    if (isRegexValue(item)) {
      const regex = RegexTest.of(item);
      return (value: unknown) => regex.test(value);
    }
    const operator = firstField(item);
    if (operator && (COMPILED_OPERATORS.has(operator) || MINGO_OPERATORS.has(operator))) {
      throw badValue("no $ expressions in $all");
    }
    return equalityTest(item);
  });
  return [{ all: slots.bind(tests) }];
}

/**
 * `{$elemMatch: {$gte: 1, $lt: 5}}` (operators) tests each element on its own; `{$elemMatch: {a: 1}}`
 * (or `$and`, `$or`...) tests each element that is a document as a document.
 */
function elemMatch(slots: Slots, path: string, inElement: boolean, operand: unknown): Condition {
  if (!isPlainObject(operand)) throw badValue("$elemMatch needs an Object");
  if (!isOperatorDocument(operand, true) || DOCUMENT_OPERATORS.has(firstField(operand)!)) {
    return { leaf: { test: "elemMatchDocument", filter: parseConditions(slots, operand, "element") } };
  }
  const mark = slots.values.length;
  try {
    const leaves = parseOperators(slots, "", true, operand).map(conditionLeaf);
    return { leaf: { test: "elemMatchValue", leaves } };
  } catch (error) {
    if (inElement || !(error instanceof NeedsMingo)) throw error;
    slots.values.length = mark; // drop the operands of the conditions parsed before mingo was needed
    return { mingo: slots.bind(fallbackTest({ [path]: { $elemMatch: operand } })) };
  }
}

/** A condition as a test of the document through its path. */
export function conditionNode(path: string, condition: Condition): FilterNode {
  if ("leaf" in condition) {
    const node: FilterNode = { node: "path", path, leaf: condition.leaf };
    return condition.negated ? { node: "not", child: node } : node;
  }
  if ("not" in condition)
    return { node: "not", child: allOf(condition.not.map((c) => conditionNode(path, c))) };
  if ("all" in condition) return { node: "all", path, slot: condition.all };
  return { node: "mingo", slot: condition.mingo };
}

/** A condition as a test of one array element (inside a value `$elemMatch`). */
function conditionLeaf(condition: Condition): Leaf {
  if ("leaf" in condition)
    return condition.negated ? { test: "not", leaves: [condition.leaf] } : condition.leaf;
  if ("not" in condition) return { test: "not", leaves: condition.not.map(conditionLeaf) };
  if ("all" in condition) return { test: "all", slot: condition.all };
  throw new NeedsMingo(); // not reached: parsing in an element throws NeedsMingo first
}
