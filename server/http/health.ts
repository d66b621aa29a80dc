import type { FastifyInstance } from "fastify";
import type { Db } from "mongodb";
import type { IdentityProvider } from "../identity/firebase-identity";

/**
 * How long the identity provider's answer stands. Load balancers poll /healthz every few seconds per
 * instance; asking the provider each time would turn health checks into provider traffic.
 */
export const IDENTITY_PING_TTL_MS = 5_000;

/** GET /healthz: 200 once the database and the identity provider answer, 503 naming what does not. */
export function registerHealth(server: FastifyInstance, deps: { db: Db; identity: IdentityProvider }): void {
  const identityUp = remembered(() => deps.identity.ping().catch(() => false), IDENTITY_PING_TTL_MS);
  server.get("/healthz", async (_request, reply) => {
    const [database, identity] = await Promise.all([
      deps.db.command({ ping: 1 }).then(
        () => true,
        () => false,
      ),
      identityUp(),
    ]);
    const healthy = database && identity;
    return reply.code(healthy ? 200 : 503).send({
      status: healthy ? "ok" : "unavailable",
      database: database ? "up" : "down",
      identity: identity ? "up" : "down",
    });
  });
}

/** `ask`'s answer, asked again only once it is `ttlMs` old; concurrent callers share one question. */
function remembered<T>(ask: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let last: { answer: Promise<T>; at: number } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ttlMs) last = { answer: ask(), at: now };
    return last.answer;
  };
}
