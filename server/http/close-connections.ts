import type { FastifyInstance } from "fastify";

/**
 * Lets `close()` end keep-alive connections whose answer was still going out when it was called.
 *
 * Fastify's close closes the connections idle at that moment and waits for the requests in flight; Node
 * (20) then leaves those connections open once their answer is done, for the whole keep-alive timeout
 * (72 s), and close() waits for them. Compressed answers over a few KB stream out after their headers
 * (@fastify/compress hands them to zlib's thread pool), as built files always did, so a SIGTERM during
 * one would hold shutdown for over a minute. Once closing, each finished answer closes the connections
 * that are idle now, its own included.
 */
export function closeConnectionsWhenDone(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onResponse", async () => {
    if (closing) app.server.closeIdleConnections();
  });
}
