import { findFreePort, startAuthEmulator } from "../../server/identity/auth-emulator";
import { buildEngineBundle } from "../../scripts/build-engine";
import { ensureClientBuilt } from "./client-build";
import { TEST_FIREBASE_PROJECT_ID } from "./identity";

/**
 * Builds the client once (the explorer is served from dist/client) and the engine's thread (every test
 * file starts engines: the bundle saves each one compiling the engine's sources), then starts
 * one Firebase Auth emulator for the whole test run (it takes several seconds to start), unless
 * FIREBASE_AUTH_EMULATOR_HOST already names one (started with project id demo-vehicle-parts).
 * Vitest builds the workers' environment from process.env after global setup, so setting the variable
 * here is how every test file (forks pool) finds the emulator.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  ensureClientBuilt();
  await buildEngineBundle();
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return undefined;
  // A free port rather than 9099: a developer's `npm start` may be holding the default.
  const emulator = await startAuthEmulator({
    projectId: TEST_FIREBASE_PROJECT_ID,
    port: await findFreePort(),
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  return async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    await emulator.stop();
  };
}
