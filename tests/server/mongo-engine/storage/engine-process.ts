import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { REPO_ROOT } from "../../../support/repo-root";
import type { ExitStatus } from "../../../support/shop-process";

const tsxBin = path.join(REPO_ROOT, "node_modules", ".bin", process.platform === "win32" ? "tsx.cmd" : "tsx");
const cliPath = path.join(REPO_ROOT, "server", "mongo-engine", "cli.ts");

/** The line the CLI prints on stdout once it accepts connections. */
const READY_LINE = /^mongodb:\/\/127\.0\.0\.1:(\d+)\/\?replicaSet=\w+$/;
/** Keep at most this much of the child's output for error messages. */
const LOG_LIMIT = 64 * 1024;

export interface EngineProcess {
  uri: string;
  port: number;
  pid: number;
  /** Recent stdout and stderr of the child, for diagnostics. */
  output(): string;
  /** True until the child (and the process group it leads) has exited. */
  readonly running: boolean;
  /** Resolves when the child exits. */
  exited: Promise<ExitStatus>;
  /**
   * SIGKILL the whole process group: tsx runs the engine in a child node process, so killing only the
   * tsx wrapper would leave the engine running. Resolves once the child has exited.
   */
  kill9(): Promise<ExitStatus>;
  /** SIGTERM the CLI (tsx relays it to the engine) and wait for it to exit, SIGKILLing after timeoutMs. */
  terminate(timeoutMs?: number): Promise<ExitStatus>;
}

const live = new Set<EngineProcess>();

export interface SpawnEngineOptions {
  dataDir: string;
  port?: number;
  /** How long to wait for the ready line. */
  readyTimeoutMs?: number;
  env?: Record<string, string>;
}

/** Starts `tsx server/mongo-engine/cli.ts` in its own process group and waits for the URI it prints. */
export function spawnEngine(options: SpawnEngineOptions): Promise<EngineProcess> {
  const { dataDir, port = 0, readyTimeoutMs = 60_000 } = options;
  const child: ChildProcess = spawn(tsxBin, [cliPath], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env, DATA_DIR: dataDir, MONGO_PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const pid = child.pid;
  let log = "";
  const append = (chunk: string) => {
    log += chunk;
    if (log.length > LOG_LIMIT) log = log.slice(-LOG_LIMIT);
  };
  let running = true;
  const exited = new Promise<ExitStatus>((resolve) => {
    child.once("exit", (code, signal) => {
      running = false;
      resolve({ code, signal });
    });
    // A failed spawn emits "error" and never "exit".
    child.once("error", () => {
      if (child.pid == null) {
        running = false;
        resolve({ code: null, signal: null });
      }
    });
  });

  const signalGroup = (signal: NodeJS.Signals) => {
    if (pid == null) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };

  /**
   * The wrapper's exit does not mean the engine process under it is gone: wait until no member of the
   * group is left, as after a real crash, so a restart never sees the old engine still holding its lock.
   */
  const groupGone = async (timeoutMs = 15_000) => {
    if (pid == null) return;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        process.kill(-pid, 0);
      } catch {
        return;
      }
      if (Date.now() > deadline)
        throw new Error(`process group ${pid} still alive ${timeoutMs} ms after SIGKILL`);
      signalGroup("SIGKILL");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  const handle: EngineProcess = {
    uri: "",
    port: 0,
    pid: pid ?? -1,
    output: () => log,
    get running() {
      return running;
    },
    exited,
    async kill9() {
      signalGroup("SIGKILL");
      const status = await exited;
      await groupGone();
      live.delete(handle);
      return status;
    },
    async terminate(timeoutMs = 30_000) {
      if (running && pid != null) {
        try {
          process.kill(pid, "SIGTERM");
        } catch {
          // already gone
        }
      }
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), timeoutMs);
      });
      const first = await Promise.race([exited, timedOut]);
      clearTimeout(timer);
      if (first === "timeout") {
        signalGroup("SIGKILL");
        await exited;
        await groupGone();
        live.delete(handle);
        throw new Error(`engine did not exit within ${timeoutMs} ms of SIGTERM\n${log}`);
      }
      // The wrapper is gone; make sure nothing of the group lingers.
      signalGroup("SIGKILL");
      await groupGone();
      live.delete(handle);
      return first;
    },
  };
  live.add(handle);

  return new Promise<EngineProcess>((resolve, reject) => {
    let buffered = "";
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signalGroup("SIGKILL");
      void exited.then(() => live.delete(handle));
      reject(new Error(`${message}\n--- engine output ---\n${log}`));
    };
    const timer = setTimeout(
      () => fail(`engine did not print its URI within ${readyTimeoutMs} ms`),
      readyTimeoutMs,
    );
    child.stdout!.setEncoding("utf8");
    child.stderr!.setEncoding("utf8");
    // Keep draining both pipes for the child's whole life so it never blocks on a full pipe.
    child.stderr!.on("data", (chunk: string) => append(chunk));
    child.stdout!.on("data", (chunk: string) => {
      append(chunk);
      if (settled) return;
      buffered += chunk;
      const lines = buffered.split(/\r?\n/);
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        const match = READY_LINE.exec(line);
        if (match) {
          settled = true;
          clearTimeout(timer);
          handle.uri = line;
          handle.port = Number(match[1]);
          resolve(handle);
          return;
        }
      }
    });
    child.once("error", (err) => fail(`could not spawn engine: ${err.message}`));
    void exited.then(({ code, signal }) =>
      fail(`engine exited before it was ready (code ${code}, signal ${signal})`),
    );
  });
}

/** SIGKILLs every engine child still running; for afterAll hooks, so nothing outlives a failed test. */
export async function killAllEngines(): Promise<void> {
  await Promise.all([...live].map((engine) => engine.kill9()));
}

process.once("exit", () => {
  for (const engine of live) {
    if (engine.pid > 0) {
      try {
        process.kill(-engine.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
});
