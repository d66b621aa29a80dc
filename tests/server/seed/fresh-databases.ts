import { randomBytes } from "node:crypto";
import type { Db, MongoClient } from "mongodb";
import { afterAll, beforeAll } from "vitest";
import { ensureIndexes } from "../../../server/db/indexes";
import { openTestDatabase, type TestDatabase } from "../../support/test-database";

/**
 * For a seed test file or block: a database server for its tests (openTestDatabase), and fresh databases
 * on it named `<prefix>_<random>`, dropped at the end (they outlive the engine only on a real mongod).
 * `tdb`'s fields are there once beforeAll has run.
 */
export function useFreshDatabases(prefix: string) {
  const tdb = {} as TestDatabase;
  const created: Db[] = [];
  beforeAll(async () => {
    Object.assign(tdb, await openTestDatabase());
  });
  afterAll(async () => {
    for (const db of created) await db.dropDatabase();
    await tdb.close?.();
  });

  /** An empty database with the app's indexes, as openDatabase leaves it on a first start. */
  async function freshDb(client: MongoClient = tdb.client): Promise<Db> {
    const db = client.db(`${prefix}_${randomBytes(4).toString("hex")}`);
    created.push(db);
    await ensureIndexes(db);
    return db;
  }

  return { tdb, freshDb };
}
