import { spawn, type ChildProcess } from "node:child_process";
import { access, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Runs the Firebase Auth emulator from the installed firebase-tools as a child process.
 *
 * The auth emulator is plain Node (no Java) and needs no network when the project id starts with
 * `demo-` (firebase-tools then skips the login check and every production call). Everything it writes
 * (firebase.json, its debug log, the hub locator file, the CLI's configstore) goes to a temporary
 * directory that is removed on stop, never into the repository or the user's home; its accounts go to
 * `dataDir` when one is given, so they survive a restart.
 *
 * It never outlives the process that started it: a preloaded watchdog stops it when its parent is gone,
 * whichever way that died (see auth-emulator-watchdog.cjs). An emulator already answering on the port
 * (one left by an older version, or started by hand) is used as it is, never a reason to fail.
 */

export interface AuthEmulatorOptions {
  projectId: string;
  host?: string;
  /** The emulator cannot pick a port itself (0 is refused): pass a fixed one, e.g. from findFreePort(). */
  port?: number;
  /** Receives the emulator's output, line by line. */
  log?: (line: string) => void;
  /** How long to wait for the emulator to answer HTTP; about 5 to 10 s here, so 60 s is generous. */
  startTimeoutMs?: number;
  /** Where its accounts are kept between runs: imported at start, exported on a clean stop. */
  dataDir?: string;
}

export interface AuthEmulator {
  /** host:port, the form FIREBASE_AUTH_EMULATOR_HOST takes, e.g. "127.0.0.1:9099". */
  host: string;
  /** False when an emulator was already answering there: it is used, and left running on stop. */
  started: boolean;
  /** Stops the emulator's whole process group (if this started it) and waits until it has exited. Idempotent. */
  stop(): Promise<void>;
}

const OUTPUT_LIMIT = 64 * 1024;
// Not `new URL(..., import.meta.url)`: bundlers (and vitest's browser-like test environment) rewrite that.
const HERE = path.dirname(fileURLToPath(import.meta.url));
const PRELOADS = ["auth-emulator-watchdog.cjs", "auth-emulator-lazy-validation.cjs"].flatMap((file) => [
  "--require",
  path.join(HERE, file),
]);
/** What firebase-tools writes beside an export; its presence means there is something to import. */
const EXPORT_METADATA = "firebase-export-metadata.json";
const STOP_GRACE_MS = 10_000;

/** A port the OS says is free now (bound to port 0, then released). */
export async function findFreePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    server.listen({ host, port: 0, exclusive: true }, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("could not read the port of a probe socket"));
      });
    });
  });
}

/** Why nothing could listen on host:port now (e.g. EADDRINUSE), or null when it is free. */
async function listenProblem(host: string, port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

function firebaseCliScript(): string {
  // The same script node_modules/.bin/firebase links to, run with this Node (no PATH or shebang lookup).
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("firebase-tools/package.json")), "lib/bin/firebase.js");
}

/** The child's environment: offline-friendly switches and every write redirected into `dir`. */
function emulatorEnv(dir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // CI skips the message-of-the-day fetch (fetchMOTD.js) and disables update-notifier (is-ci).
    CI: "true",
    // update-notifier-cjs: any value disables the registry check for a newer firebase-tools.
    NO_UPDATE_NOTIFIER: "1",
    // configstore (analytics consent, motd cache, login) lives here; empty means usage tracking off.
    XDG_CONFIG_HOME: path.join(dir, "config"),
    // The emulator hub writes its locator file (hub-<project>.json) to os.tmpdir(): keep emulators of
    // the same project id (a test run next to `npm start`) from overwriting each other's.
    TMPDIR: path.join(dir, "tmp"),
  };
  // Meant for clients of an emulator, not for the CLI that starts one.
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  return env;
}

async function answersHttp(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return response.ok && body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  // Only while the leader lives: once it has exited its group id may be reused by unrelated processes.
  // (The auth emulator runs inside the CLI's own process; it starts no children of its own.)
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // Negative pid: the whole group (a detached child leads its own), so nothing is orphaned.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Import what an earlier run exported (if anything), and export into the same place on a clean stop. */
async function persistenceArgs(dataDir: string): Promise<string[]> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const exported = await access(path.join(dataDir, EXPORT_METADATA)).then(
    () => true,
    () => false,
  );
  return [...(exported ? ["--import", dataDir] : []), "--export-on-exit", dataDir];
}

export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const { projectId, host = "127.0.0.1", port = 9099, log, startTimeoutMs = 60_000, dataDir } = options;
  const address = `${host}:${port}`;
  // Without one the CLI would pick a placeholder project, and tokens would not match the server's.
  if (!projectId) throw new Error("Auth emulator: a project id is required");
  // Polling a port someone else holds would report that server as ours.
  const problem = await listenProblem(host, port);
  if (problem === "EADDRINUSE") {
    // The emulator serves every project id, so one already running there serves ours too.
    if (await answersHttp(address)) return { host: address, started: false, stop: async () => {} };
    throw new Error(`Auth emulator: ${address} is in use by something that is not a Firebase Auth emulator`);
  }
  if (problem) throw new Error(`Auth emulator: cannot listen on ${address} (${problem})`);

  const dir = await mkdtemp(path.join(tmpdir(), "auth-emulator-"));
  await mkdir(path.join(dir, "config"));
  await mkdir(path.join(dir, "tmp"));
  // The hub and the logging emulator start with the auth emulator; free ports of their own keep two
  // emulators starting at once from racing for the defaults 4400/4500. No UI (it would take port 4000).
  const [hubPort, loggingPort] = [await findFreePort(host), await findFreePort(host)];
  const firebaseJson = {
    emulators: {
      auth: { host, port },
      hub: { host, port: hubPort },
      logging: { host, port: loggingPort },
      ui: { enabled: false },
    },
  };
  await writeFile(path.join(dir, "firebase.json"), JSON.stringify(firebaseJson, null, 2));

  const persistence = dataDir ? await persistenceArgs(dataDir) : [];
  const child = spawn(
    process.execPath,
    [
      ...PRELOADS,
      firebaseCliScript(),
      "emulators:start",
      "--only",
      "auth",
      "--project",
      projectId,
      ...persistence,
    ],
    { cwd: dir, env: emulatorEnv(dir), detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  // If this process exits without calling stop(), do not leave the emulator running on its port.
  const killOnExit = () => killGroup(child, "SIGKILL");
  process.once("exit", killOnExit);

  let output = "";
  let partial = "";
  const onData = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    output = (output + text).slice(-OUTPUT_LIMIT);
    if (!log) return;
    const lines = (partial + text).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) log(line);
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);

  // "error" without "exit" happens when the spawn itself fails; stop() must not wait forever then.
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.once("error", () => resolve());
  });
  let stopped = false;
  const stop = async () => {
    if (!stopped) {
      stopped = true;
      // SIGTERM lets firebase-tools shut the emulators down cleanly (well under a second here).
      killGroup(child, "SIGTERM");
      const timer = setTimeout(() => killGroup(child, "SIGKILL"), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
      process.removeListener("exit", killOnExit);
      await rm(dir, { recursive: true, force: true });
    }
    await exited;
  };

  // Set from callbacks, read by the polling loop below.
  const status: { exitCode: number | null; spawnError: Error | null } = { exitCode: null, spawnError: null };
  child.once("exit", (code, signal) => (status.exitCode = code ?? (signal ? 128 : 1)));
  child.once("error", (error) => (status.spawnError = error));
  const failure = async (reason: string) => {
    await stop();
    return new Error(`Auth emulator on ${address} ${reason}. Its output:\n${output}`);
  };
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (status.spawnError) throw await failure(`could not be started (${status.spawnError.message})`);
    if (status.exitCode !== null) {
      throw await failure(`exited with code ${status.exitCode} before it was ready`);
    }
    // Answering while our child is still alive: the port was free before the spawn, so it is ours.
    if ((await answersHttp(address)) && status.exitCode === null)
      return { host: address, started: true, stop };
    if (Date.now() > deadline) throw await failure(`did not answer within ${startTimeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
