import type { Document } from "bson";
import { Query } from "mingo";
import { asCommandError } from "../errors";
import { isPlainObject, valueKey } from "../storage/keys";
import { compareValues, typeRank } from "./compare";

/**
 * Filters compiled once per shape. A shape is a filter with its operand values taken out:
 * `{category: "brakes", price: {$gte: 10}}` and `{category: "lighting", price: {$gte: 99}}` share one,
 * so the second query compiles nothing and only binds its values into the compiled test. The common
 * operators are compiled here with MongoDB's semantics (paths through arrays, null and missing, type
 * bracketing); a filter using anything else falls back to mingo, compiled once per exact filter.
 */
type Test = (doc: Document, values: unknown[]) => boolean;

const SHAPES = 500;
const shapes = new Map<string, Test>();
const fallbacks = new Map<string, Query>();
const stats = { compiled: 0, hits: 0, fallbacks: 0 };

/** Counters for tests: how many shapes were compiled, and how many queries reused one. */
export function matcherCacheStats(): { shapes: number; compiled: number; hits: number; fallbacks: number } {
  return { shapes: shapes.size, ...stats };
}

export function compileMatcher(spec: Document): (doc: Document) => boolean {
  const values: unknown[] = [];
  const key: string[] = [];
  if (walkClause(spec, values, key, false) !== UNSUPPORTED) {
    const shape = key.join("");
    let test = shapes.get(shape);
    if (test) {
      stats.hits++;
      shapes.delete(shape); // most recently used last, so the oldest shape is the one evicted
    } else {
      test = walkClause(spec, [], [], true) as Test;
      stats.compiled++;
      if (shapes.size >= SHAPES) shapes.delete(shapes.keys().next().value!);
    }
    shapes.set(shape, test);
    return (doc) => test(doc, values);
  }
  return fallback(spec);
}

function fallback(spec: Document): (doc: Document) => boolean {
  const exact = valueKey(spec);
  let query = fallbacks.get(exact);
  if (!query) {
    try {
      const { $text: _text, ...conditions } = spec; // the text index answers $text
      query = new Query(conditions);
    } catch (error) {
      throw asCommandError(error);
    }
    stats.fallbacks++;
    if (fallbacks.size >= SHAPES) fallbacks.delete(fallbacks.keys().next().value!);
    fallbacks.set(exact, query);
  }
  const compiled = query;
  return (doc) => {
    try {
      return compiled.test(doc);
    } catch (error) {
      throw asCommandError(error);
    }
  };
}

const UNSUPPORTED = Symbol("unsupported");
type Walked = Test | undefined | typeof UNSUPPORTED;

/**
 * One walk serves both purposes, so the values always land in the slots the compiled test reads:
 * it appends the shape to `key` and the operands to `values`, and with `build` also returns the test.
 */
function walkClause(spec: Document, values: unknown[], key: string[], build: boolean): Walked {
  const tests: Test[] = [];
  key.push("{");
  for (const [field, condition] of Object.entries(spec)) {
    key.push(JSON.stringify(field), ":");
    let test: Walked;
    if (field === "$and" || field === "$or" || field === "$nor") {
      if (!Array.isArray(condition)) return UNSUPPORTED;
      const clauses: Test[] = [];
      for (const clause of condition) {
        if (!isPlainObject(clause)) return UNSUPPORTED;
        const walked = walkClause(clause, values, key, build);
        if (walked === UNSUPPORTED) return UNSUPPORTED;
        if (walked) clauses.push(walked);
      }
      if (build) test = logical(field, clauses);
    } else if (field === "$text" || field === "$comment") {
      continue; // the text index answers $text; a comment matches everything
    } else if (field.startsWith("$")) {
      return UNSUPPORTED;
    } else {
      test = walkField(field.split("."), condition, values, key, build);
      if (test === UNSUPPORTED) return UNSUPPORTED;
    }
    if (test && test !== UNSUPPORTED) tests.push(test);
  }
  key.push("}");
  if (!build) return undefined;
  return (doc, bound) => {
    for (const test of tests) if (!test(doc, bound)) return false;
    return true;
  };
}

function logical(operator: string, clauses: Test[]): Test {
  const any = (doc: Document, bound: unknown[]) => {
    for (const clause of clauses) if (clause(doc, bound)) return true;
    return false;
  };
  if (operator === "$or") return any;
  if (operator === "$nor") return (doc, bound) => !any(doc, bound);
  return (doc, bound) => {
    for (const clause of clauses) if (!clause(doc, bound)) return false;
    return true;
  };
}

/** What a path reaches in a document: the values at its end, and the elements of arrays there. */
interface Reached {
  values: unknown[];
  elements: unknown[];
}

const MISSING = Symbol("missing");

type ValueTest = (reached: Reached, bound: unknown[]) => boolean;

function walkField(
  parts: string[],
  condition: unknown,
  values: unknown[],
  key: string[],
  build: boolean,
): Walked {
  const test = walkOperators(condition, values, key, build);
  if (test === UNSUPPORTED) return UNSUPPORTED;
  if (!test) return undefined;
  const indexes = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : -1));
  return (doc, bound) => {
    const reached: Reached = { values: [], elements: [] };
    reach(doc, parts, indexes, 0, reached);
    return test(reached, bound);
  };
}

function reach(value: unknown, parts: string[], indexes: number[], depth: number, out: Reached): void {
  if (depth === parts.length) {
    out.values.push(value === undefined ? MISSING : value);
    if (Array.isArray(value)) out.elements.push(...value);
    return;
  }
  if (Array.isArray(value)) {
    const before = out.values.length;
    const index = indexes[depth]!;
    if (index >= 0 && index < value.length) reach(value[index], parts, indexes, depth + 1, out);
    for (const element of value) {
      if (isPlainObject(element)) reach(element[parts[depth]!], parts, indexes, depth + 1, out);
    }
    if (out.values.length === before) out.values.push(MISSING);
    return;
  }
  if (isPlainObject(value)) reach(value[parts[depth]!], parts, indexes, depth + 1, out);
  else out.values.push(MISSING);
}

/**
 * The operators of one field's condition (or a plain value: equality). Operands go to `values`; the
 * compiled test reads them back by slot.
 */
function walkOperators(
  condition: unknown,
  values: unknown[],
  key: string[],
  build: boolean,
): ValueTest | undefined | typeof UNSUPPORTED {
  const operators = isPlainObject(condition) ? Object.keys(condition) : [];
  if (!operators.length || !operators.every((operator) => operator.startsWith("$"))) {
    if (operators.length && operators.some((operator) => operator.startsWith("$"))) return UNSUPPORTED;
    key.push("=");
    const slot = values.push(condition) - 1;
    return build ? (reached: Reached, bound: unknown[]) => equals(reached, bound[slot]) : undefined;
  }
  const tests: ValueTest[] = [];
  for (const operator of operators) {
    const operand = (condition as Document)[operator];
    key.push(operator);
    let test: ValueTest | undefined;
    switch (operator) {
      case "$eq":
      case "$ne": {
        const slot = values.push(operand) - 1;
        const negate = operator === "$ne";
        if (build) test = (reached, bound) => equals(reached, bound[slot]) !== negate;
        break;
      }
      case "$gt":
      case "$gte":
      case "$lt":
      case "$lte": {
        if (!isComparable(operand)) return UNSUPPORTED;
        const slot = values.push(operand) - 1;
        if (build) test = (reached, bound) => compares(reached, operator, bound[slot]);
        break;
      }
      case "$in":
      case "$nin":
      case "$all": {
        if (!Array.isArray(operand) || operand.some((item) => isPlainObject(item) && "$elemMatch" in item)) {
          return UNSUPPORTED;
        }
        const slot = values.push(operand) - 1;
        if (build && operator === "$all") {
          test = (reached, bound) => {
            const list = bound[slot] as unknown[];
            for (const item of list) if (!equals(reached, item)) return false;
            return list.length > 0;
          };
        } else if (build) {
          const negate = operator === "$nin";
          test = (reached, bound) => equalsAny(reached, bound[slot] as unknown[]) !== negate;
        }
        break;
      }
      case "$exists": {
        const slot = values.push(operand) - 1;
        if (build) test = (reached, bound) => exists(reached) === Boolean(bound[slot]);
        break;
      }
      case "$size": {
        if (typeof operand !== "number" || !Number.isInteger(operand)) return UNSUPPORTED;
        const slot = values.push(operand) - 1;
        if (build) test = (reached, bound) => hasArrayOfSize(reached, bound[slot] as number);
        break;
      }
      case "$regex": {
        const options = (condition as Document).$options ?? "";
        if (typeof options !== "string" || /[^imsu]/.test(options)) return UNSUPPORTED;
        const regex = toRegExp(operand, options);
        if (!regex) return UNSUPPORTED;
        key.push(options ? "+o" : "");
        const slot = values.push(regex) - 1;
        if (build) test = (reached, bound) => matchesRegex(reached, bound[slot] as RegExp);
        break;
      }
      case "$options":
        if (!("$regex" in (condition as Document))) return UNSUPPORTED;
        break;
      case "$not": {
        if (operand instanceof RegExp) {
          key.push("/");
          const slot = values.push(operand) - 1;
          if (build) test = (reached, bound) => !matchesRegex(reached, bound[slot] as RegExp);
        } else if (isPlainObject(operand) && Object.keys(operand).length) {
          if (!Object.keys(operand).every((inner) => inner.startsWith("$"))) return UNSUPPORTED;
          const inner = walkOperators(operand, values, key, build);
          if (inner === UNSUPPORTED) return UNSUPPORTED;
          if (build) test = (reached, bound) => !(inner as ValueTest)(reached, bound);
        } else {
          return UNSUPPORTED;
        }
        break;
      }
      case "$elemMatch": {
        if (!isPlainObject(operand) || !Object.keys(operand).length) return UNSUPPORTED;
        const valueForm = Object.keys(operand).every((inner) => inner.startsWith("$") && !LOGICAL.has(inner));
        const inner = valueForm
          ? walkOperators(operand, values, key, build)
          : walkClause(operand, values, key, build);
        if (inner === UNSUPPORTED) return UNSUPPORTED;
        if (build) {
          const element = valueForm
            ? (item: unknown, bound: unknown[]) =>
                (inner as ValueTest)({ values: [item], elements: Array.isArray(item) ? item : [] }, bound)
            : (item: unknown, bound: unknown[]) => isPlainObject(item) && (inner as Test)(item, bound);
          test = (reached, bound) => {
            for (const value of reached.values) {
              if (!Array.isArray(value)) continue;
              for (const item of value) if (element(item, bound)) return true;
            }
            return false;
          };
        }
        break;
      }
      default:
        return UNSUPPORTED;
    }
    if (test) tests.push(test);
  }
  if (!build) return undefined;
  return (reached: Reached, bound: unknown[]) => {
    for (const test of tests) if (!test(reached, bound)) return false;
    return true;
  };
}

const LOGICAL = new Set(["$and", "$or", "$nor"]);

/** Range operands compiled here: scalars of one type (MinKey, MaxKey, arrays and regexes go to mingo). */
function isComparable(value: unknown): boolean {
  if (Array.isArray(value) || value instanceof RegExp || value === undefined) return false;
  const rank = typeRank(value);
  return rank !== 1 && rank !== 13 && rank !== 12;
}

function toRegExp(pattern: unknown, options: string): RegExp | undefined {
  try {
    if (pattern instanceof RegExp) return new RegExp(pattern.source, options || pattern.flags);
    if (typeof pattern === "string") return new RegExp(pattern, options);
  } catch {
    return undefined; // an invalid pattern: mingo reports it
  }
  return undefined;
}

function matchesRegex({ values, elements }: Reached, regex: RegExp): boolean {
  for (const value of values) if (typeof value === "string" && regex.test(value)) return true;
  for (const value of elements) if (typeof value === "string" && regex.test(value)) return true;
  return false;
}

function exists({ values }: Reached): boolean {
  for (const value of values) if (value !== MISSING) return true;
  return false;
}

function hasArrayOfSize({ values }: Reached, size: number): boolean {
  for (const value of values) if (Array.isArray(value) && value.length === size) return true;
  return false;
}

function equalsAny(reached: Reached, targets: unknown[]): boolean {
  for (const target of targets) if (equals(reached, target)) return true;
  return false;
}

/**
 * MongoDB's equality: a value or an array element equal to the target; null also matches missing.
 * These run for every document tested, so they loop instead of creating closures.
 */
function equals(reached: Reached, target: unknown): boolean {
  if (target === null || target === undefined) {
    for (const value of reached.values) if (value === MISSING || value === null) return true;
    return reached.elements.includes(null);
  }
  if (target instanceof RegExp) return matchesRegex(reached, target);
  for (const value of reached.values)
    if (value !== MISSING && compareValues(value, target) === 0) return true;
  for (const value of reached.elements) if (compareValues(value, target) === 0) return true;
  return false;
}

/** A range condition, type-bracketed: only values of the operand's type compare. */
function compares(reached: Reached, operator: string, target: unknown): boolean {
  if (target === null) return (operator === "$gte" || operator === "$lte") && equals(reached, null);
  const rank = typeRank(target);
  for (const value of reached.values) if (satisfies(value, operator, target, rank)) return true;
  for (const value of reached.elements) if (satisfies(value, operator, target, rank)) return true;
  return false;
}

function satisfies(value: unknown, operator: string, target: unknown, rank: number): boolean {
  if (value === MISSING || typeRank(value) !== rank) return false;
  const order = compareValues(value, target);
  if (operator === "$gt") return order > 0;
  if (operator === "$gte") return order >= 0;
  if (operator === "$lt") return order < 0;
  return order <= 0;
}
