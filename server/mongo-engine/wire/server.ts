import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type { Document } from "bson";
import {
  MAX_MESSAGE_SIZE,
  ProtocolError,
  encodeOpMsg,
  encodeOpReply,
  parseMessage,
  type IncomingCommand,
} from "./protocol";

export interface ConnectionInfo {
  id: number;
  remote: string;
}

/** What the wire layer needs from the engine: run a command and resolve with its (durable) reply. */
export type CommandHandler = (command: IncomingCommand, connection: ConnectionInfo) => Promise<Document>;

export interface WireServer {
  /** The TCP port, or null on a Unix socket. */
  port: number | null;
  close(): Promise<void>;
}

/** The kernel's limit for a Unix socket's path (sun_path holds 108 bytes with the final NUL). */
const MAX_SOCKET_PATH_BYTES = 107;

/** Where to accept connections: a TCP port on `host`, or a Unix socket only this user may open. */
export type ListenAddress = { host: string; port: number } | { path: string };

export async function listen(
  handler: CommandHandler,
  address: ListenAddress,
  log: (message: string) => void,
): Promise<WireServer> {
  const sockets = new Set<net.Socket>();
  let nextConnectionId = 1;

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const remote = "path" in address ? "local" : `${socket.remoteAddress}:${socket.remotePort}`;
    const connection = { id: nextConnectionId++, remote };
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    serveConnection(socket, connection, handler, log);
  });

  if ("path" in address) await prepareSocketPath(address.path);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    if ("path" in address) server.listen(address.path, () => resolve());
    else server.listen(address.port, address.host, () => resolve());
  });
  // Owner-only from the start is the directory's job (prepareSocketPath); this is the socket's own.
  if ("path" in address) await fs.chmod(address.path, 0o600);

  return {
    port: "path" in address ? null : (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A socket file left by a process that died holding it (the data directory's lock says none runs now)
 * would make listen fail: it goes. Its directory must be the owner's alone, so nobody else can reach
 * the socket in the moment between listen and chmod.
 */
async function prepareSocketPath(socketPath: string): Promise<void> {
  const bytes = Buffer.byteLength(socketPath);
  if (bytes > MAX_SOCKET_PATH_BYTES) {
    throw new Error(
      `the engine's socket path ${socketPath} is ${bytes} bytes, over the ${MAX_SOCKET_PATH_BYTES} a Unix socket allows: use a shorter DATA_DIR`,
    );
  }
  const directory = await fs.stat(path.dirname(socketPath));
  if ((directory.mode & 0o077) !== 0) {
    throw new Error(`the engine's socket directory ${path.dirname(socketPath)} must be private (mode 700)`);
  }
  await fs.rm(socketPath, { force: true });
}

/**
 * Frames the byte stream into messages and answers them one at a time, in order: a driver never
 * pipelines requests on one connection, and ordering keeps unacknowledged (moreToCome) writes in sequence.
 */
function serveConnection(
  socket: net.Socket,
  connection: ConnectionInfo,
  handler: CommandHandler,
  log: (message: string) => void,
): void {
  let pending: Buffer = Buffer.alloc(0);
  let queue = Promise.resolve();

  socket.on("data", (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length >= 4) {
      const length = pending.readInt32LE(0);
      if (length < 16 || length > MAX_MESSAGE_SIZE) {
        // mongod closes the connection on a message it cannot frame; so do we.
        log(`connection ${connection.id}: invalid message length ${length}, closing`);
        socket.destroy();
        return;
      }
      if (pending.length < length) break;
      const message = pending.subarray(0, length);
      pending = pending.subarray(length);
      queue = queue.then(() => answer(message));
    }
  });

  async function answer(message: Buffer): Promise<void> {
    let command: IncomingCommand;
    try {
      command = parseMessage(message);
    } catch (error) {
      const reason = error instanceof ProtocolError ? error.message : String(error);
      log(`connection ${connection.id}: ${reason}, closing`);
      socket.destroy();
      return;
    }
    const reply = await handler(command, connection);
    if (command.noReply || socket.destroyed) return;
    const encode = command.legacy ? encodeOpReply : encodeOpMsg;
    // One write to the socket for the reply's pieces.
    socket.cork();
    for (const piece of encode(command.header.requestId, reply)) socket.write(piece);
    socket.uncork();
  }
}
