import type { FastifyInstance } from "fastify";

/** How long close() lets answers in flight finish before it closes their connections all the same. */
export const CLOSE_GRACE_MS = 10_000;

/**
 * Lets `close()` end keep-alive connections whose answer was still going out when it was called.
 *
 * Fastify's close closes the connections idle at that moment and waits for the requests in flight; Node
 * (20) then leaves those connections open once their answer is done, for the whole keep-alive timeout
 * (72 s), and close() waits for them. Compressed answers over a few KB stream out after their headers
 * (@fastify/compress hands them to zlib's thread pool), as built files always did, so a SIGTERM during
 * one would hold shutdown for over a minute. Once closing, each finished answer closes the connections
 * that are idle now, its own included. An answer that finished just as close began is neither idle at
 * that moment nor followed by another, so idle connections are looked for again every 100 ms; and a
 * request still running CLOSE_GRACE_MS later (a call that hangs) has its connection closed, as a load
 * balancer's deadline would, rather than holding the shutdown.
 */
export function closeConnectionsWhenDone(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
    const idle = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    const cut = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS).unref();
    app.server.once("close", () => {
      clearInterval(idle);
      clearTimeout(cut);
    });
  });
  app.addHook("onResponse", async () => {
    if (closing) app.server.closeIdleConnections();
  });
}
