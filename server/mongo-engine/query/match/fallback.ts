import { EJSON, type Document } from "bson";
import { Query } from "mingo";
import { asCommandError } from "../../errors";
import { LruCache } from "./lru";

export type FallbackTest = (doc: Document) => boolean;

/**
 * Conditions on operators the matcher does not compile itself ($expr, $where, $jsonSchema, $mod,
 * $bits*; geo ones, which mingo refuses) are tested by mingo. A mingo Query is compiled for exact
 * values, so these are cached by the exact condition (in canonical Extended JSON, which keeps every
 * BSON type apart).
 */
const queries = new LruCache<string, FallbackTest>(200);
const counts = { compiled: 0, hits: 0 };

export const fallbackStats = () => ({ cached: queries.size, ...counts });

export function fallbackTest(clause: Document): FallbackTest {
  const key = EJSON.stringify(clause, { relaxed: false });
  const cached = queries.get(key);
  if (cached) {
    counts.hits++;
    return cached;
  }
  let query: Query;
  try {
    query = new Query(clause);
  } catch (error) {
    throw asCommandError(error);
  }
  const test: FallbackTest = (doc) => {
    try {
      return query.test(doc);
    } catch (error) {
      throw asCommandError(error);
    }
  };
  queries.set(key, test);
  counts.compiled++;
  return test;
}
