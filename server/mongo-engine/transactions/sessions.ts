import type { Document } from "bson";
import type { Command, CommandContext } from "../commands/context";
import { MongoCommandError } from "../errors";
import type { Catalog } from "../storage/catalog";
import { CommittedStore, type DocumentStore } from "../storage/document-store";
import { isPlainObject, valueKey } from "../storage/keys";
import { Transaction } from "./transaction";
import { LockWait, VersionHistory } from "./versions";

/** The commands mongod runs inside a multi-document transaction (plus the two that end one). */
const IN_TRANSACTION = new Set([
  "find",
  "getMore",
  "killCursors",
  "insert",
  "update",
  "delete",
  "findAndModify",
  "findandmodify",
  "aggregate",
  "distinct",
]);
/** Writes a driver may retry with the same txnNumber after a network error. */
const RETRYABLE_WRITES = new Set(["insert", "update", "delete", "findAndModify", "findandmodify"]);
const READ_CONCERNS_IN_TRANSACTION = new Set([undefined, "local", "majority", "snapshot"]);
/**
 * How long a transaction's first write waits for another transaction's lock before failing with
 * WriteConflict (mongod does not wait; see LockWait for why waiting is the same as starting later).
 */
const FIRST_WRITE_LOCK_WAIT_MS = 500;
/** mongod's `logicalSessionTimeoutMinutes`: a session unused this long is forgotten. */
export const SESSION_TIMEOUT_MINUTES = 30;

interface Session {
  /** The highest txnNumber seen: a transaction or a retryable write. */
  txnNumber: number;
  transaction?: Transaction;
  state: "none" | "open" | "committed" | "aborted";
  /** The answer to the last retryable write, sent again (not run again) if the driver retries it. */
  retried?: { txnNumber: number; reply: Document };
  lastUsed: number;
}

/**
 * Logical sessions and what they carry: multi-document transactions (`startTransaction`,
 * `autocommit: false`, `commitTransaction`, `abortTransaction`) and retryable writes (a write sent
 * again with the same `txnNumber` is answered as the first time). A transaction running longer than
 * `transactionLifetimeLimitSeconds` is aborted, as in mongod. Kept in memory: a restart forgets them,
 * and an open transaction with them (it had not committed, so nothing of it was journaled).
 */
export class Sessions {
  readonly history = new VersionHistory();
  private readonly committed: CommittedStore;
  private readonly sessions = new Map<string, Session>();
  transactionLifetimeLimitSeconds = 60;
  private readonly sweeper = setInterval(() => this.sweep(), 1000).unref();

  /** @param journaled the journal's last record: what a transaction starting now can read. */
  constructor(
    private readonly catalog: Catalog,
    private readonly journaled: () => number,
  ) {
    this.committed = new CommittedStore(catalog);
    catalog.observeChanges((collection, idKey, before) => this.history.record(collection, idKey, before));
  }

  /** The store a command outside any transaction reads and writes. */
  get committedStore(): DocumentStore {
    return this.committed;
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const session of this.sessions.values()) this.abort(session);
    this.sessions.clear();
  }

  /** Runs one command in the context its session fields (`lsid`, `txnNumber`, ...) give it. */
  run(ctx: CommandContext, name: string, command: Command | undefined): Document {
    const { lsid, txnNumber, autocommit, startTransaction } = ctx.body;
    const ending = name === "commitTransaction" || name === "abortTransaction";
    if (txnNumber === undefined) {
      if (autocommit !== undefined || startTransaction !== undefined || ending) {
        throw new MongoCommandError(72, `'${name}' with autocommit or startTransaction needs a txnNumber`);
      }
      if (lsid !== undefined) this.session(lsid);
      return this.runIn(ctx, this.committed, command);
    }
    if (lsid === undefined) {
      throw new MongoCommandError(72, "Transaction number requires a session ID to also be specified");
    }
    const session = this.session(lsid);
    const number = Number(txnNumber);
    if (autocommit === undefined) return this.retryableWrite(ctx, name, command, session, number);
    if (autocommit !== false) throw new MongoCommandError(72, "autocommit can only be false");
    if (startTransaction === true) {
      if (ending || !IN_TRANSACTION.has(name)) throw notInTransaction(name);
      this.start(ctx, session, number);
    } else if (number !== session.txnNumber || !session.transaction) {
      throw noSuchTransaction(
        `Given transaction number ${number} does not match any in-progress transactions.`,
      );
    } else if (name === "commitTransaction") {
      return this.commit(session, number);
    } else if (name === "abortTransaction") {
      return this.abortCommand(session, number);
    } else {
      this.requireOpen(session, number);
      if (!IN_TRANSACTION.has(name)) throw notInTransaction(name);
    }
    const transaction = session.transaction!;
    try {
      const reply = this.runIn(ctx, transaction, command);
      // A statement that failed inside a transaction aborts it, as in mongod.
      if (Array.isArray(reply.writeErrors)) this.abort(session);
      transaction.statements++;
      ctx.durableThrough = transaction.journaled;
      return reply;
    } catch (error) {
      if (error instanceof LockWait) {
        // Started again when the command runs again, once the lock is free (see executeCommand).
        transaction.abort();
        session.transaction = undefined;
        session.state = "none";
      } else {
        this.abort(session);
      }
      throw error;
    }
  }

  private runIn(ctx: CommandContext, store: DocumentStore, command: Command | undefined): Document {
    if (!command) throw new MongoCommandError(59, `no such command: '${Object.keys(ctx.body)[0] ?? ""}'`);
    return command({ ...ctx, store });
  }

  private session(lsid: unknown): Session {
    if (!isPlainObject(lsid) || lsid.id === undefined)
      throw new MongoCommandError(72, "lsid must be {id: UUID}");
    const key = valueKey(lsid.id);
    let session = this.sessions.get(key);
    if (!session) this.sessions.set(key, (session = { txnNumber: -1, state: "none", lastUsed: 0 }));
    session.lastUsed = Date.now();
    return session;
  }

  private retryableWrite(
    ctx: CommandContext,
    name: string,
    command: Command | undefined,
    session: Session,
    number: number,
  ): Document {
    if (!RETRYABLE_WRITES.has(name)) {
      throw new MongoCommandError(
        50768,
        `txnNumber may only be provided for multi-document transactions and retryable write commands. autocommit:false was not provided, and ${name} is not a retryable write command.`,
      );
    }
    if (number === session.txnNumber && session.retried?.txnNumber === number) return session.retried.reply;
    this.advance(session, number);
    const reply = this.runIn(ctx, this.committed, command);
    session.retried = { txnNumber: number, reply };
    return reply;
  }

  /** A newer txnNumber ends whatever the session was doing; an older one is refused. */
  private advance(session: Session, number: number): void {
    if (number < session.txnNumber || (number === session.txnNumber && session.state !== "none")) {
      throw new MongoCommandError(
        225,
        `Cannot start transaction ${number} on session because a newer transaction ${session.txnNumber} has already started.`,
      );
    }
    this.abort(session);
    session.txnNumber = number;
    session.transaction = undefined;
    session.state = "none";
    session.retried = undefined;
  }

  private start(ctx: CommandContext, session: Session, number: number): void {
    const readConcern = ctx.body.readConcern as Document | undefined;
    if (!READ_CONCERNS_IN_TRANSACTION.has(readConcern?.level as string | undefined)) {
      throw new MongoCommandError(
        72,
        `The readConcern level must be either 'local' (default), 'majority' or 'snapshot' in order to run in a transaction`,
      );
    }
    this.advance(session, number);
    ctx.lockWaitUntil ??= Date.now() + FIRST_WRITE_LOCK_WAIT_MS;
    session.transaction = new Transaction(this.catalog, this.history, this.journaled(), ctx.lockWaitUntil);
    session.state = "open";
  }

  private requireOpen(session: Session, number: number): void {
    if (session.state === "open" && this.pastLifetime(session.transaction!)) this.abort(session);
    if (session.state === "committed") {
      throw new MongoCommandError(256, `Transaction ${number} has been committed.`);
    }
    if (session.state === "aborted") throw noSuchTransaction(`Transaction ${number} has been aborted.`);
  }

  /** Commits; a commit sent again (the driver retries one whose answer it lost) answers the same. */
  private commit(session: Session, number: number): Document {
    if (session.state === "committed") return { ok: 1 };
    this.requireOpen(session, number);
    try {
      session.transaction!.commit();
      session.state = "committed";
    } catch (error) {
      session.state = "aborted";
      throw error;
    }
    return { ok: 1 };
  }

  private abortCommand(session: Session, number: number): Document {
    this.requireOpen(session, number);
    this.abort(session);
    return { ok: 1 };
  }

  private abort(session: Session): void {
    if (session.state !== "open") return;
    session.transaction!.abort();
    session.state = "aborted";
  }

  /** `endSessions`: their open transactions are aborted and the sessions forgotten. */
  end(lsids: unknown[]): void {
    for (const lsid of lsids) {
      if (!isPlainObject(lsid)) continue;
      const key = valueKey(lsid.id);
      const session = this.sessions.get(key);
      if (session) this.abort(session);
      this.sessions.delete(key);
    }
  }

  private pastLifetime(transaction: Transaction): boolean {
    return Date.now() - transaction.startedAt > this.transactionLifetimeLimitSeconds * 1000;
  }

  /** Aborts transactions past their lifetime and forgets sessions unused past theirs. */
  private sweep(): void {
    const now = Date.now();
    for (const [key, session] of this.sessions) {
      if (session.state === "open" && this.pastLifetime(session.transaction!)) this.abort(session);
      if (now - session.lastUsed > SESSION_TIMEOUT_MINUTES * 60_000) {
        this.abort(session);
        this.sessions.delete(key);
      }
    }
  }
}

function noSuchTransaction(message: string): MongoCommandError {
  return new MongoCommandError(251, message, {}, ["TransientTransactionError"]);
}

function notInTransaction(name: string): MongoCommandError {
  return new MongoCommandError(263, `Cannot run '${name}' in a multi-document transaction.`);
}
