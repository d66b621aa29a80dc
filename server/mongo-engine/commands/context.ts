import type { Document } from "bson";
import type { CursorRegistry } from "../cursors";
import { MongoCommandError, badValue } from "../errors";
import type { Catalog } from "../storage/catalog";
import type { Collection } from "../storage/collection";
import type { DocumentStore } from "../storage/document-store";
import type { ConnectionInfo } from "../wire/server";

export interface CommandContext {
  db: string;
  body: Document;
  catalog: Catalog;
  cursors: CursorRegistry;
  connection: ConnectionInfo;
  sessions: SessionControls;
  /** This server as a member of its (single-node) replica set. */
  member: ReplicaSetMember;
  /** Where documents are read and written: the committed data, or the command's transaction. */
  store: DocumentStore;
  /**
   * Set by a statement inside a transaction: the journal record its answer must wait for (its snapshot's);
   * otherwise the answer waits for every record so far.
   */
  durableThrough?: number;
  /** Until when a transaction's first write, run again after waiting, may still wait for a lock. */
  lockWaitUntil?: number;
}

/** What admin commands may ask of the sessions (transactions/sessions.ts): its one setting, ending. */
export interface SessionControls {
  transactionLifetimeLimitSeconds: number;
  end(lsids: unknown[]): void;
  /** Runs a command in the context its session fields give it. */
  run(ctx: CommandContext, name: string, command: Command | undefined): Document;
}

export interface ReplicaSetMember {
  /** Undefined for a standalone server. */
  setName: string | undefined;
  /** How clients reach it: `host:port`, or the Unix socket's path. */
  host: string;
}

/** A command runs synchronously, start to end, so it is atomic with respect to every other command. */
export type Command = (ctx: CommandContext) => Document;

/** The collection a command names in its first field (`{find: "products"}`). */
export function targetName(ctx: CommandContext, field: string): string {
  const name = ctx.body[field];
  if (typeof name !== "string" || name.length === 0) {
    throw new MongoCommandError(73, `collection name has invalid type ${typeof name}`);
  }
  return name;
}

export function requireCollection(ctx: CommandContext, name: string): Collection {
  const collection = ctx.catalog.collection(ctx.db, name);
  if (!collection) throw new MongoCommandError(26, `ns does not exist: ${ctx.db}.${name}`);
  return collection;
}

export function optionalNumber(body: Document, field: string): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw badValue(`Field '${field}' must be a number, got ${typeof value}`);
  }
  return value;
}

/** skip, limit, batchSize: numbers that must not be negative (absent is 0). */
export function nonNegative(body: Document, field: string): number {
  const value = optionalNumber(body, field) ?? 0;
  if (value < 0) {
    throw new MongoCommandError(51024, `BSON field '${field}' value must be >= 0, actual value '${value}'`);
  }
  return value;
}

export function optionalDocument(body: Document, field: string): Document | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new MongoCommandError(14, `Field '${field}' must be an object`);
  }
  return value as Document;
}

/** Collation other than the binary default would silently change results, so it is refused. */
export function rejectCollation(body: Document): void {
  const collation = body.collation as Document | undefined;
  if (collation && collation.locale !== "simple") {
    throw new MongoCommandError(115, "collation is not supported by the embedded engine");
  }
}
