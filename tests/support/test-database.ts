import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { MongoClient, type Db, type MongoClientOptions } from "mongodb";
import { afterAll, beforeAll } from "vitest";
import { startEngine } from "../../server/mongo-engine/index";

export interface TestDatabase {
  client: MongoClient;
  db: Db;
  /** Connection string of the server under test, for tests that open more clients. */
  uri: string;
  /** True when the suite runs against a real mongod named by MONGODB_URI. */
  external: boolean;
  close(): Promise<void>;
}

/**
 * Opens a fresh database for one test file. With MONGODB_URI set the same tests run against a real
 * mongod (a uniquely named database, dropped afterwards); without it an embedded engine is started on a
 * random port over a temporary data directory, so every assertion goes through the official driver.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const dbName = `conformance_${randomBytes(4).toString("hex")}`;
  const external = process.env.MONGODB_URI;
  if (external) {
    const client = await MongoClient.connect(external);
    const db = client.db(dbName);
    return {
      client,
      db,
      uri: external,
      external: true,
      async close() {
        await db.dropDatabase();
        await client.close();
      },
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "engine-test-"));
  const engine = await startEngine({ dataDir, port: 0 });
  const client = await MongoClient.connect(engine.uri);
  return {
    client,
    db: client.db(dbName),
    uri: engine.uri,
    external: false,
    async close() {
      await client.close();
      await engine.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For a test file: opens its database (openTestDatabase) before its tests and closes it after them. The
 * fields are there once beforeAll has run.
 */
export function useTestDatabase(): TestDatabase {
  const opened = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(opened, await openTestDatabase());
  });
  afterAll(async () => {
    await opened.close?.();
  });
  return opened;
}

/**
 * A second driver client on the database `db` is reached through (a shop's embedded engine, on its
 * socket), with options of its own, e.g. command monitoring. Direct: the driver lower-cases the hosts a
 * replica set reports, which would change a socket path with capitals in it.
 */
export async function connectBeside(db: Db, options: MongoClientOptions = {}): Promise<MongoClient> {
  const [host] = db.client.options.hosts;
  const address = host?.socketPath ? encodeURIComponent(host.socketPath) : String(host);
  return MongoClient.connect(`mongodb://${address}/?directConnection=true`, options);
}
