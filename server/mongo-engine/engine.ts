import type { Document } from "bson";
import { COMMANDS, WRITE_COMMANDS } from "./commands/index";
import type { CommandContext, ReplicaSetMember } from "./commands/context";
import { CursorRegistry } from "./cursors";
import { MongoCommandError, asCommandError } from "./errors";
import { Catalog } from "./storage/catalog";
import { DataDirectoryLock } from "./storage/lock";
import { Journal } from "./storage/journal";
import { Sessions } from "./transactions/sessions";
import { LockWait } from "./transactions/versions";
import type { IncomingCommand } from "./wire/protocol";
import { listen, type ConnectionInfo } from "./wire/server";

export interface EngineOptions {
  /** Where the journal lives; created if missing. */
  dataDir: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /**
   * Listen on this Unix socket instead of TCP, readable and writable by this user only: no other user
   * of the machine can reach the data. At most 107 bytes long (the kernel's limit).
   */
  socket?: string;
  /**
   * The name of the single-node replica set it reports (default "rs0"), or false to run as a standalone
   * server, which, like a standalone mongod, has no transactions.
   */
  replicaSet?: string | false;
  /** The journal is never compacted below this size (default 4 MiB). */
  compactMinBytes?: number;
  log?: (message: string) => void;
}

export interface RunningEngine {
  /**
   * A connection string for the official driver that names the replica set, e.g.
   * mongodb://127.0.0.1:27017/?replicaSet=rs0, so the driver runs transactions on it.
   */
  uri: string;
  /** The TCP port, or null on a Unix socket. */
  port: number | null;
  close(): Promise<void>;
}

/** Starts the engine: recovers the data directory, then accepts driver connections. */
export async function startEngine(options: EngineOptions): Promise<RunningEngine> {
  const log = options.log ?? (() => {});
  const host = options.host ?? "127.0.0.1";
  const lock = await DataDirectoryLock.acquire(options.dataDir);
  try {
    const catalog = new Catalog();
    const started = Date.now();
    const { journal, recovered } = Journal.open(
      { dir: options.dataDir, compactMinBytes: options.compactMinBytes ?? 4 * 1024 * 1024, log },
      () => catalog.snapshot(),
      () => catalog.liveBytes,
    );
    for (const record of recovered.records) for (const op of record) catalog.replay(op);
    if (recovered.droppedBytes > 0) {
      log(
        `journal: dropped a torn or corrupt last record (${recovered.droppedBytes} bytes); it was never acknowledged`,
      );
    }
    log(`journal: replayed ${recovered.records.length} records in ${Date.now() - started} ms`);

    const cursors = new CursorRegistry();
    const sessions = new Sessions(catalog, () => journal.lastSeq);
    // Known once listening: the port may be chosen by the kernel.
    const setName = options.replicaSet === false ? undefined : (options.replicaSet ?? "rs0");
    const member: ReplicaSetMember = { setName, host: "" };
    const execute = (command: IncomingCommand, connection: ConnectionInfo) =>
      executeCommand(
        {
          db: command.db,
          body: command.body,
          catalog,
          cursors,
          connection,
          sessions,
          member,
          store: sessions.committedStore,
        },
        journal,
        log,
      );
    const address = options.socket ? { path: options.socket } : { host, port: options.port ?? 27017 };
    const server = await listen(execute, address, log);
    member.host = server.port === null ? options.socket! : `${host}:${server.port}`;
    return {
      uri: connectionString(member, server.port === null),
      port: server.port,
      async close() {
        await server.close();
        sessions.close();
        cursors.close();
        await journal.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * Names the replica set, so the driver offers transactions. The driver lower-cases the hosts a replica
 * set reports, which would change a socket path with capitals in it; so over a socket it connects
 * directly to the one member, which is the primary whatever the path's case.
 */
function connectionString(member: ReplicaSetMember, socket: boolean): string {
  if (!member.setName) return `mongodb://${socket ? encodeURIComponent(member.host) : member.host}`;
  if (!socket) return `mongodb://${member.host}/?replicaSet=${member.setName}`;
  return `mongodb://${encodeURIComponent(member.host)}/?directConnection=true&replicaSet=${member.setName}`;
}

/**
 * Runs one command to completion without yielding (so it is atomic), journals what it changed as one
 * record, and answers only once that record, and every record before it, is on disk. Reads wait too:
 * a reply never shows data that a crash could still take back. A statement inside a transaction reads
 * its snapshot, so it waits only for the records the snapshot holds (its commit then waits for its own).
 */
async function executeCommand(
  ctx: CommandContext,
  journal: Journal,
  log: (message: string) => void,
): Promise<Document> {
  for (;;) {
    const outcome = runOnce(ctx, journal, log);
    if (outcome instanceof LockWait) {
      // A transaction's first write met another's lock: run the command again once it is free.
      const left = (ctx.lockWaitUntil ?? 0) - Date.now();
      await Promise.race([
        outcome.released,
        new Promise((resolve) => setTimeout(resolve, Math.max(0, left))),
      ]);
      continue;
    }
    try {
      await journal.waitDurable(ctx.durableThrough ?? journal.lastSeq);
    } catch (error) {
      return new MongoCommandError(1, (error as Error).message).toReply();
    }
    return outcome;
  }
}

function runOnce(ctx: CommandContext, journal: Journal, log: (message: string) => void): Document | LockWait {
  try {
    return dispatch(ctx, journal);
  } catch (error) {
    if (error instanceof LockWait) return error;
    if (!(error instanceof MongoCommandError))
      log(`internal error: ${(error as Error).stack ?? String(error)}`);
    return asCommandError(error).toReply();
  } finally {
    const ops = ctx.catalog.takeOps();
    if (ops.length) journal.append(ops);
  }
}

function dispatch(ctx: CommandContext, journal: Journal): Document {
  const name = Object.keys(ctx.body)[0] ?? "";
  if (journal.failed && WRITE_COMMANDS.has(name)) throw new MongoCommandError(1, journal.failed.message);
  const { txnNumber, autocommit, startTransaction } = ctx.body;
  if (!ctx.member.setName && (txnNumber ?? autocommit ?? startTransaction) !== undefined) {
    throw new MongoCommandError(20, "Transaction numbers are only allowed on a replica set member or mongos");
  }
  return ctx.sessions.run(ctx, name, COMMANDS.get(name));
}
