import type { Document } from "bson";
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE, MAX_WRITE_BATCH_SIZE } from "../wire/protocol";
import type { Command, CommandContext } from "./context";
import { Filter } from "../query/filter";
import { MongoCommandError, badValue } from "../errors";
import { SESSION_TIMEOUT_MINUTES } from "../transactions/sessions";

/** The MongoDB release whose behaviour the engine follows (wire version 21). */
const VERSION = "7.0.0";
const WIRE_VERSION = 21;

/**
 * The primary of a single-node replica set, so drivers offer transactions (or a standalone server). `hosts`, `me` and `primary`
 * name the address the client used, which the driver checks against its seed list.
 * `logicalSessionTimeoutMinutes` makes the driver send `lsid` and `endSessions`; no `topologyVersion`
 * keeps the driver's monitor on plain polling (no awaitable hello to implement).
 */
function hello(ctx: CommandContext, primaryField: "isWritablePrimary" | "ismaster"): Document {
  const { setName, host } = ctx.member;
  const member = setName
    ? { secondary: false, setName, setVersion: 1, hosts: [host], primary: host, me: host }
    : {};
  return {
    helloOk: true,
    [primaryField]: true,
    ...member,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: SESSION_TIMEOUT_MINUTES,
    connectionId: ctx.connection.id,
    minWireVersion: 0,
    maxWireVersion: WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
}

function buildInfo(): Document {
  return {
    version: VERSION,
    versionArray: [7, 0, 0, 0],
    gitVersion: "embedded",
    bits: 64,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    storageEngines: ["journal"],
    ok: 1,
  };
}

function listDatabases(ctx: CommandContext): Document {
  const filter = Filter.from(ctx.body.filter);
  const databases = ctx.catalog
    .databaseNames()
    .map((name) => {
      const sizeOnDisk = ctx.catalog.collections(name).reduce((sum, c) => sum + c.liveBytes, 0);
      return { name, sizeOnDisk, empty: sizeOnDisk === 0 };
    })
    .filter((entry) => filter.test(entry));
  if (ctx.body.nameOnly) return { databases: databases.map(({ name }) => ({ name })), ok: 1 };
  return { databases, totalSize: databases.reduce((sum, db) => sum + db.sizeOnDisk, 0), ok: 1 };
}

/** Only `transactionLifetimeLimitSeconds` can be set (mongod's default is 60). */
function setParameter(ctx: CommandContext): Document {
  const value = ctx.body.transactionLifetimeLimitSeconds as unknown;
  if (value === undefined) throw new MongoCommandError(72, "no option found to set");
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw badValue("transactionLifetimeLimitSeconds must be a whole number of seconds, at least 1");
  }
  const was = ctx.sessions.transactionLifetimeLimitSeconds;
  ctx.sessions.transactionLifetimeLimitSeconds = value;
  return { was, ok: 1 };
}

export const adminCommands: Record<string, Command> = {
  hello: (ctx) => hello(ctx, "isWritablePrimary"),
  isMaster: (ctx) => hello(ctx, "ismaster"),
  ismaster: (ctx) => hello(ctx, "ismaster"),
  ping: () => ({ ok: 1 }),
  buildInfo,
  buildinfo: buildInfo,
  getParameter: (ctx) => {
    const known: Document = {
      featureCompatibilityVersion: { version: "7.0" },
      maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
      transactionLifetimeLimitSeconds: ctx.sessions.transactionLifetimeLimitSeconds,
    };
    if (ctx.body.getParameter === "*") return { ...known, ok: 1 };
    const asked = Object.keys(ctx.body).filter((key) => key in known);
    if (asked.length === 0) throw new MongoCommandError(72, "no option found to get");
    return { ...Object.fromEntries(asked.map((key) => [key, known[key]])), ok: 1 };
  },
  listDatabases,
  setParameter,
  endSessions: (ctx) => {
    const lsids = ctx.body.endSessions;
    if (!Array.isArray(lsids)) throw new MongoCommandError(14, "endSessions needs an array of session ids");
    ctx.sessions.end(lsids);
    return { ok: 1 };
  },
  whatsmyuri: (ctx) => ({ you: ctx.connection.remote, ok: 1 }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
};
