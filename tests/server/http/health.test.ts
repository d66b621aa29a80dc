import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_PING_TTL_MS, registerHealth } from "../../../server/http/health";
import type { IdentityProvider } from "../../../server/identity/firebase-identity";
import { emulatorIdentity, useShopDatabase } from "../../support/backing-services";

/** /healthz against a real database and the run's real Auth emulator, with the provider's pings counted. */
describe("GET /healthz", () => {
  const database = useShopDatabase("health-");
  let identity: IdentityProvider;
  let server: FastifyInstance;
  let pings = 0;

  beforeAll(async () => {
    identity = emulatorIdentity();
    const counted = { ...identity, ping: () => (pings++, identity.ping()) };
    server = Fastify();
    registerHealth(server, { db: database.db, identity: counted });
  });
  afterAll(async () => {
    await server.close();
    await identity.close();
  });

  it("answers every poll but asks the identity provider once per few seconds", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.inject("/healthz")));
    for (let i = 0; i < 10; i++) answers.push(await server.inject("/healthz"));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: "ok", database: "up", identity: "up" });
    }
    expect(pings).toBe(1);
    expect(IDENTITY_PING_TTL_MS).toBeLessThanOrEqual(10_000);
  });
});
