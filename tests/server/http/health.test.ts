import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../server/db/database";
import { IDENTITY_PING_TTL_MS, registerHealth } from "../../../server/http/health";
import { createFirebaseIdentity, type IdentityProvider } from "../../../server/identity/firebase-identity";
import { TEST_FIREBASE_PROJECT_ID } from "../../support/identity";

/** /healthz against a real database and the run's real Auth emulator, with the provider's pings counted. */
describe("GET /healthz", () => {
  let dataDir: string;
  let database: Database;
  let identity: IdentityProvider;
  let server: FastifyInstance;
  let pings = 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "health-"));
    database = await openDatabase({ mongodbUri: undefined, dataDir });
    identity = createFirebaseIdentity({
      projectId: TEST_FIREBASE_PROJECT_ID,
      emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    });
    const counted = { ...identity, ping: () => (pings++, identity.ping()) };
    server = Fastify();
    registerHealth(server, { db: database.db, identity: counted });
  });
  afterAll(async () => {
    await server.close();
    await identity.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
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
