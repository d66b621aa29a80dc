import type { Document } from "bson";
import { shapeKey, type DocumentTest } from "./match/ast";
import { compileFilter } from "./match/compile";
import { fallbackStats } from "./match/fallback";
import { LruCache } from "./match/lru";
import { parseFilter } from "./match/parse-filter";

/**
 * Filters compiled once per shape. A shape is a filter with its operand values taken out:
 * `{category: "brakes", price: {$gte: 10}}` and `{category: "lighting", price: {$gte: 99}}` share one,
 * so the second query compiles nothing; its values are bound to the compiled test. Parsing (with its
 * validation and MongoDB's errors) still happens for every query, as it must: it yields the values.
 *
 * The common operators are compiled here with mongod's semantics (see match/); `$expr`, `$where`,
 * `$jsonSchema`, `$mod`, `$bits*` and geo conditions are tested by mingo, compiled once per exact
 * condition. A top-level `$text` is left to the planner, which answers it from the text index.
 */
export type Matcher = (doc: Document) => boolean;

const shapes = new LruCache<string, DocumentTest>(500);
const counts = { compiled: 0, hits: 0 };

export function compileMatcher(spec: Document): Matcher {
  const { node, values } = parseFilter(spec);
  // The tree holds structure, operand kinds and slots only, so equal keys mean interchangeable tests.
  const shape = shapeKey(node);
  let test = shapes.get(shape);
  if (test) {
    counts.hits++;
  } else {
    test = compileFilter(node);
    shapes.set(shape, test);
    counts.compiled++;
  }
  const compiled = test;
  return (doc) => compiled(doc, values);
}

/** For tests and diagnostics: shapes cached and compiled, queries that reused one; mingo's likewise. */
export function matcherCacheStats() {
  const fallbacks = fallbackStats();
  return {
    shapes: shapes.size,
    compiled: counts.compiled,
    hits: counts.hits,
    fallbacks: fallbacks.cached,
    fallbacksCompiled: fallbacks.compiled,
    fallbackHits: fallbacks.hits,
  };
}
