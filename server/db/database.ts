import { existsSync } from "node:fs";
import path from "node:path";
import { MongoClient, type Db } from "mongodb";
import type { DatabaseConfig } from "../config";
import { startEngineThread, type RunningEngine } from "../mongo-engine/index";
import { backfillOrderLines } from "./backfill-order-lines";
import { backfillOrderNumbers } from "./backfill-order-numbers";
import { backfillOwners } from "./backfill-owners";
import { backfillProductKeys } from "./backfill-product-keys";
import { ensureIndexes } from "./indexes";
import { requireTransactions } from "./require-transactions";
import { settleStockMarkers } from "./settle-stock-markers";

/** The embedded engine's socket, inside the (owner-only) data directory. */
const ENGINE_SOCKET = "engine.sock";
/** Used when the connection string names no database. */
const DEFAULT_DB_NAME = "vehicle_parts";

export interface Database {
  db: Db;
  client: MongoClient;
  /** Whether the embedded engine was started for this process (no MONGODB_URI). */
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * The one way the app reaches its data: the official driver, pointed at MONGODB_URI when set, else at
 * an embedded engine started in a thread of this process (its own heap, another core) on a Unix socket
 * in the data directory. Either way the same driver code runs, so nothing above this module knows which
 * it is. `onEngineStopped` is told if the embedded engine stops unasked: the data is then out of reach.
 */
export async function openDatabase(
  config: DatabaseConfig,
  log: (message: string) => void = () => {},
  onEngineStopped: (error: Error) => void = () => {},
): Promise<Database> {
  let engine: RunningEngine | undefined;
  let uri = config.mongodbUri;
  if (!uri) {
    engine = await startEngineThread({
      dataDir: config.dataDir,
      // Owner-only: other users of the machine cannot reach the data, as they could a loopback port.
      socket: path.join(config.dataDir, ENGINE_SOCKET),
      log: (message) => log(`engine: ${message}`),
      onStopped: onEngineStopped,
    });
    uri = engine.uri;
    log(`embedded database in ${config.dataDir}`);
  }
  let client: MongoClient | undefined;
  try {
    client = await MongoClient.connect(uri);
    const db = client.db(databaseNameOf(uri) ?? DEFAULT_DB_NAME);
    await requireTransactions(db);
    await ensureIndexes(db);
    // First: the orders it stores get their owner and lines from the backfills after it.
    await settleStockMarkers(db);
    await backfillOwners(db);
    await backfillProductKeys(db);
    await backfillOrderLines(db);
    await backfillOrderNumbers(db);
    const connected = client;
    return {
      db,
      client: connected,
      embedded: Boolean(engine),
      async close() {
        await connected.close();
        await engine?.close();
      },
    };
  } catch (error) {
    await client?.close();
    await engine?.close();
    throw error;
  }
}

/** The database a connection string names (`mongodb://h1,h2/shop?replicaSet=rs` names `shop`). */
export function databaseNameOf(uri: string): string | undefined {
  const path = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]*)/.exec(uri)?.[1];
  return path ? decodeURIComponent(path) : undefined;
}

/**
 * A command's way to the data (seed:bulk, catalogue:import and :export): the engine of the shop running
 * on DATA_DIR, through its socket, when there is one (its data directory has one owner), else as
 * openDatabase. So a command works with the shop stopped or running, and the running shop sees what it
 * wrote.
 */
export async function openDatabaseForCommand(
  config: DatabaseConfig,
  log: (message: string) => void = () => {},
): Promise<Database> {
  const running = config.mongodbUri ? undefined : await runningEngineUri(config.dataDir);
  if (running) log(`the shop is running on ${config.dataDir}: using its database`);
  return openDatabase(running ? { ...config, mongodbUri: running } : config, log);
}

/** The connection string of the engine answering on the data directory's socket, if one does. */
async function runningEngineUri(dataDir: string): Promise<string | undefined> {
  const socket = path.join(dataDir, ENGINE_SOCKET);
  if (!existsSync(socket)) return undefined;
  const uri = `mongodb://${encodeURIComponent(socket)}/?directConnection=true`;
  const probe = new MongoClient(uri, { serverSelectionTimeoutMS: 2_000 });
  try {
    await probe.db("admin").command({ ping: 1 });
    return uri;
  } catch {
    return undefined; // left behind by an engine that stopped: nobody answers
  } finally {
    await probe.close();
  }
}
