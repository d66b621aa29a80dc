import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { findFreePort, startAuthEmulator, type AuthEmulator } from "../../server/identity/auth-emulator";
import { buildServer } from "../../scripts/build-server";
import { ensureClientBuilt } from "./client-build";
import { TEST_FIREBASE_PROJECT_ID } from "./identity";
import { TEST_RUN_DIR } from "./run-dir";

/**
 * Builds the client once (the explorer is served from dist/client) and the server as `npm run build` does
 * (every test file starts engines, and some fifty shops are started as processes: the bundles save each
 * one compiling our sources), and meanwhile starts
 * one Firebase Auth emulator for the whole test run (it takes a few seconds to start), unless
 * FIREBASE_AUTH_EMULATOR_HOST already names one (started with project id demo-vehicle-parts).
 * Vitest builds the workers' environment from process.env after global setup, so setting the variable
 * here is how every test file (forks pool) finds the emulator.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // The emulator starts (a child process) while the client builds (another); should either fail, the
  // other is not left behind.
  const [started, ...built] = await Promise.allSettled([
    startRunEmulator(),
    ensureClientBuilt(),
    buildServer(),
  ]);
  const failed = [started, ...built].find((result) => result.status === "rejected");
  const emulator = started.status === "fulfilled" ? started.value : undefined;
  if (failed) {
    await emulator?.stop();
    throw failed.reason;
  }
  if (emulator) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const runDir = await mkdtemp(path.join(tmpdir(), "shop-test-run-"));
  process.env[TEST_RUN_DIR] = runDir;
  return async () => {
    delete process.env[TEST_RUN_DIR];
    await rm(runDir, { recursive: true, force: true });
    if (!emulator) return;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    await emulator.stop();
  };
}

async function startRunEmulator(): Promise<AuthEmulator | undefined> {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return undefined;
  // A free port rather than 9099: a developer's `npm start` may be holding the default.
  return startAuthEmulator({ projectId: TEST_FIREBASE_PROJECT_ID, port: await findFreePort() });
}
