import { expect, it } from "vitest";
import {
  MongoServerError,
  type Collection,
  type Db,
  type Document,
  type Double,
  type Long,
  type ObjectId,
} from "mongodb";

/** Test documents: numeric, string or ObjectId `_id` (the driver's default schema insists on ObjectId). */
export interface Doc extends Document {
  _id?: number | string | ObjectId | Double | Long;
}
export type TestCollection = Collection<Doc>;

let sequence = 0;

/**
 * A collection no other test touches: named after the running test (so a failure points at its data)
 * plus a counter, so two collections opened by one test never collide either.
 */
export function freshCollection<T extends Document = Doc>(db: Db): Collection<T> {
  const testName = expect.getState().currentTestName ?? "test";
  const slug = testName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 48);
  sequence += 1;
  return db.collection<T>(`${slug}_${sequence}`);
}

/** A fresh collection (see freshCollection) holding `docs`. */
export async function seededCollection(db: Db, docs: Document[]): Promise<TestCollection> {
  const coll = freshCollection(db);
  if (docs.length > 0) await coll.insertMany(docs);
  return coll;
}

/** Asserts that `promise` rejects with a MongoServerError carrying (at least) the given fields. */
export async function expectServerError(
  promise: Promise<unknown>,
  expected: { code: number } & Record<string, unknown>,
): Promise<void> {
  await expect(promise).rejects.toBeInstanceOf(MongoServerError);
  await expect(promise).rejects.toMatchObject(expected);
}

/** Sorts numbers (or anything with a numeric `_id`) so set-like results can be compared exactly. */
export function sortedIds(docs: readonly Document[]): unknown[] {
  return docs.map((d) => d._id).sort((a, b) => Number(a) - Number(b));
}

/**
 * For behaviour the embedded engine knowingly does not have (see "What it does not do" in
 * server/mongo-engine/README.md): such tests run only against a real mongod named by MONGODB_URI,
 * so the suite keeps asserting MongoDB's behaviour without reporting a known gap as a failure.
 */
export const itOnRealMongod = it.runIf(Boolean(process.env.MONGODB_URI));

/**
 * Every stage of an explain answer, however it is nested: mongod's classic planner (`winningPlan`,
 * `executionStages`), its slot-based engine (`queryPlan`) and aggregate's `$cursor` stages all nest
 * stages as `inputStage` / `inputStages`; this finds them all so one assertion fits every shape.
 */
export function stagesOf(explain: unknown, found: Document[] = []): Document[] {
  if (Array.isArray(explain)) {
    for (const item of explain) stagesOf(item, found);
  } else if (explain && typeof explain === "object") {
    const record = explain as Document;
    if (typeof record.stage === "string") found.push(record);
    for (const value of Object.values(record)) stagesOf(value, found);
  }
  return found;
}

/** The names of the stages of the winning plan (queryPlanner only, not the execution tree). */
export function planStages(explain: Document): string[] {
  const planners = stagesOf(explain).length ? findAll(explain, "queryPlanner") : [];
  return planners.flatMap((planner) => stagesOf(planner.winningPlan).map((stage) => String(stage.stage)));
}

/** The executionStats of an explain answer, at the top or inside aggregate's `$cursor`. */
export function executionStats(explain: Document): Document {
  const [stats] = findAll(explain, "executionStats");
  if (!stats) throw new Error(`no executionStats in ${JSON.stringify(explain)}`);
  return stats;
}

function findAll(value: unknown, key: string, found: Document[] = []): Document[] {
  if (Array.isArray(value)) {
    for (const item of value) findAll(item, key, found);
  } else if (value && typeof value === "object") {
    for (const [field, inner] of Object.entries(value)) {
      if (field === key && inner && typeof inner === "object") found.push(inner as Document);
      else findAll(inner, key, found);
    }
  }
  return found;
}
