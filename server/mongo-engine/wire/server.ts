import net from "node:net";
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
  port: number;
  close(): Promise<void>;
}

export async function listen(
  handler: CommandHandler,
  options: { host: string; port: number; log: (message: string) => void },
): Promise<WireServer> {
  const sockets = new Set<net.Socket>();
  let nextConnectionId = 1;

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const connection = { id: nextConnectionId++, remote: `${socket.remoteAddress}:${socket.remotePort}` };
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    serveConnection(socket, connection, handler, options.log);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });

  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
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
    socket.write(encode(command.header.requestId, reply));
  }
}
