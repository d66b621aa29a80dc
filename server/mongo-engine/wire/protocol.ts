import { BSON, type Document } from "bson";

/** Opcodes of the MongoDB wire protocol that this engine speaks. */
export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE = 48_000_000;
export const MAX_WRITE_BATCH_SIZE = 100_000;

const HEADER_SIZE = 16;
const MSG_CHECKSUM_PRESENT = 1 << 0;
const MSG_MORE_TO_COME = 1 << 1;

/**
 * Longs that fit a double become numbers: mingo compares plain numbers, and the driver hands JavaScript
 * numbers back to the application either way. Cursor ids are kept below 2^53 for the same reason.
 */
const DESERIALIZE_OPTIONS = { promoteLongs: true, promoteValues: true } as const;

export interface Header {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

/** A command as the engine executes it, whichever opcode carried it. */
export interface IncomingCommand {
  header: Header;
  /** OP_QUERY carries the database in its namespace; OP_MSG in the body's `$db`. */
  db: string;
  body: Document;
  /** The client asked for no reply (OP_MSG moreToCome, used for unacknowledged writes). */
  noReply: boolean;
  /** Legacy OP_QUERY commands (the driver's first handshake) must be answered with OP_REPLY. */
  legacy: boolean;
}

export class ProtocolError extends Error {}

export function readHeader(buffer: Buffer): Header {
  return {
    length: buffer.readInt32LE(0),
    requestId: buffer.readInt32LE(4),
    responseTo: buffer.readInt32LE(8),
    opCode: buffer.readInt32LE(12),
  };
}

export function parseMessage(message: Buffer): IncomingCommand {
  const header = readHeader(message);
  switch (header.opCode) {
    case OP_MSG:
      return parseOpMsg(header, message);
    case OP_QUERY:
      return parseOpQuery(header, message);
    case OP_COMPRESSED:
      throw new ProtocolError("compression was not negotiated");
    default:
      throw new ProtocolError(`unsupported opcode ${header.opCode}`);
  }
}

function readDocument(buffer: Buffer, offset: number): { doc: Document; end: number } {
  if (offset + 4 > buffer.length) throw new ProtocolError("truncated document");
  const size = buffer.readInt32LE(offset);
  if (size < 5 || offset + size > buffer.length) throw new ProtocolError("invalid document length");
  const doc = BSON.deserialize(buffer.subarray(offset, offset + size), DESERIALIZE_OPTIONS);
  return { doc, end: offset + size };
}

function readCString(buffer: Buffer, offset: number): { value: string; end: number } {
  const nul = buffer.indexOf(0, offset);
  if (nul < 0) throw new ProtocolError("unterminated string");
  return { value: buffer.toString("utf8", offset, nul), end: nul + 1 };
}

function parseOpMsg(header: Header, message: Buffer): IncomingCommand {
  const flags = message.readUInt32LE(HEADER_SIZE);
  // The trailing CRC-32C is optional for servers to verify; TCP already checksums the stream.
  const end = flags & MSG_CHECKSUM_PRESENT ? message.length - 4 : message.length;
  let offset = HEADER_SIZE + 4;
  let body: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  while (offset < end) {
    const kind = message[offset++];
    if (kind === 0) {
      if (body) throw new ProtocolError("more than one body section");
      const read = readDocument(message, offset);
      body = read.doc;
      offset = read.end;
    } else if (kind === 1) {
      const size = message.readInt32LE(offset);
      const sectionEnd = offset + size;
      if (sectionEnd > end) throw new ProtocolError("document sequence overruns the message");
      const id = readCString(message, offset + 4);
      const docs: Document[] = [];
      offset = id.end;
      while (offset < sectionEnd) {
        const read = readDocument(message, offset);
        docs.push(read.doc);
        offset = read.end;
      }
      sequences.push([id.value, docs]);
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new ProtocolError("OP_MSG without a body section");
  // A document sequence is the same as an array field of the body (how the driver sends insert batches).
  for (const [field, docs] of sequences) body[field] = docs;
  const db = typeof body.$db === "string" ? body.$db : "admin";
  return { header, db, body, noReply: (flags & MSG_MORE_TO_COME) !== 0, legacy: false };
}

function parseOpQuery(header: Header, message: Buffer): IncomingCommand {
  const namespace = readCString(message, HEADER_SIZE + 4);
  // numberToSkip and numberToReturn (8 bytes) mean nothing for commands.
  const query = readDocument(message, namespace.end + 8).doc;
  const dot = namespace.value.indexOf(".");
  const db = namespace.value.slice(0, dot);
  if (namespace.value.slice(dot + 1) !== "$cmd") {
    throw new ProtocolError("OP_QUERY is only supported for commands");
  }
  // Old drivers wrap the command as {$query: {...}, $readPreference: ...}.
  const body = query.$query && typeof query.$query === "object" ? (query.$query as Document) : query;
  return { header, db, body, noReply: false, legacy: true };
}

let nextRequestId = 1;

/**
 * A reply as the pieces to write in turn (header, section prefix, body), so that the body's bytes are
 * written where BSON.serialize put them rather than copied twice more into one buffer.
 */
function frame(opCode: number, responseTo: number, prefix: Buffer, body: Uint8Array): Uint8Array[] {
  const header = Buffer.allocUnsafe(HEADER_SIZE + prefix.length);
  header.writeInt32LE(HEADER_SIZE + prefix.length + body.length, 0);
  header.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(opCode, 12);
  prefix.copy(header, HEADER_SIZE);
  return [header, body];
}

/** flagBits 0, then section kind 0: the body follows. */
const OP_MSG_PREFIX = Buffer.alloc(5);

export function encodeOpMsg(responseTo: number, body: Document): Uint8Array[] {
  return frame(OP_MSG, responseTo, OP_MSG_PREFIX, BSON.serialize(body, { ignoreUndefined: true }));
}

export function encodeOpReply(responseTo: number, body: Document): Uint8Array[] {
  const prefix = Buffer.alloc(20);
  prefix.writeInt32LE(0, 0); // responseFlags
  prefix.writeBigInt64LE(0n, 4); // cursorID
  prefix.writeInt32LE(0, 12); // startingFrom
  prefix.writeInt32LE(1, 16); // numberReturned
  return frame(OP_REPLY, responseTo, prefix, BSON.serialize(body, { ignoreUndefined: true }));
}
