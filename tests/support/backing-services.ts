import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database } from "../../server/db/database";
import { createFirebaseIdentity, type IdentityProvider } from "../../server/identity/firebase-identity";
import { TEST_FIREBASE_PROJECT_ID } from "./identity";

/** What the shop stands on, for tests of the parts beneath the HTTP server: its database and identity. */

/**
 * For a test file or describe block: the shop's own database (openDatabase, embedded engine) over a fresh
 * data directory named after `prefix`, opened before its tests, closed and removed after them (after its
 * other afterAll hooks). The fields are there once beforeAll has run.
 */
export function useShopDatabase(prefix: string): Database {
  const opened = {} as Database;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), prefix));
    Object.assign(opened, await openDatabase({ mongodbUri: undefined, dataDir }));
  });
  afterAll(async () => {
    await opened.close?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return opened;
}

/** The shop's identity provider (server/identity/firebase-identity.ts) on the run's Auth emulator. */
export const emulatorIdentity = (): IdentityProvider =>
  createFirebaseIdentity({
    projectId: TEST_FIREBASE_PROJECT_ID,
    emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  });
