import type { Document } from "bson";
import { COMMANDS, WRITE_COMMANDS } from "./commands/index";
import type { CommandContext } from "./commands/context";
import { CursorRegistry } from "./cursors";
import { MongoCommandError, asCommandError } from "./errors";
import { Catalog } from "./storage/catalog";
import { DataDirectoryLock } from "./storage/lock";
import { Journal } from "./storage/journal";
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
  /** The journal is never compacted below this size (default 4 MiB). */
  compactMinBytes?: number;
  log?: (message: string) => void;
}

export interface RunningEngine {
  /** A connection string for the official driver, e.g. mongodb://127.0.0.1:27017 */
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
    const execute = (command: IncomingCommand, connection: ConnectionInfo) =>
      executeCommand({ db: command.db, body: command.body, catalog, cursors, connection }, journal, log);
    const address = options.socket ? { path: options.socket } : { host, port: options.port ?? 27017 };
    const server = await listen(execute, address, log);
    return {
      uri:
        server.port === null
          ? `mongodb://${encodeURIComponent(options.socket!)}`
          : `mongodb://${host}:${server.port}`,
      port: server.port,
      async close() {
        await server.close();
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
 * Runs one command to completion without yielding (so it is atomic), journals what it changed as one
 * record, and answers only once that record, and every record before it, is on disk. Reads wait too:
 * a reply never shows data that a crash could still take back.
 */
async function executeCommand(
  ctx: CommandContext,
  journal: Journal,
  log: (message: string) => void,
): Promise<Document> {
  let reply: Document;
  try {
    reply = dispatch(ctx, journal);
  } catch (error) {
    if (!(error instanceof MongoCommandError))
      log(`internal error: ${(error as Error).stack ?? String(error)}`);
    reply = asCommandError(error).toReply();
  } finally {
    const ops = ctx.catalog.takeOps();
    if (ops.length) journal.append(ops);
  }
  try {
    await journal.waitDurable(journal.lastSeq);
  } catch (error) {
    return new MongoCommandError(1, (error as Error).message).toReply();
  }
  return reply;
}

function dispatch(ctx: CommandContext, journal: Journal): Document {
  const name = Object.keys(ctx.body)[0] ?? "";
  const command = COMMANDS.get(name);
  if (!command) throw new MongoCommandError(59, `no such command: '${name}'`);
  if (ctx.body.startTransaction || ctx.body.autocommit !== undefined || ctx.body.txnNumber !== undefined) {
    throw new MongoCommandError(20, "Transaction numbers are only allowed on a replica set member or mongos");
  }
  if (journal.failed && WRITE_COMMANDS.has(name)) throw new MongoCommandError(1, journal.failed.message);
  return command(ctx);
}
