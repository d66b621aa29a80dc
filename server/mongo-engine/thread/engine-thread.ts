import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";
import type { EngineOptions, RunningEngine } from "../engine";
import { freshEngineBundle } from "./engine-bundle";
import type { FromEngineThread, ToEngineThread } from "./messages";

/** The engine's options a thread can be given: everything but the log, which comes back as messages. */
export type EngineThreadOptions = Omit<EngineOptions, "log"> & {
  log?: (message: string) => void;
  /**
   * Called once if the thread stops without being asked to (an uncaught error in the engine, the thread
   * killed): the database is gone, and whoever started it must not go on half alive.
   */
  onStopped?: (error: Error) => void;
};

export interface EngineThread extends RunningEngine {
  /** The thread the engine runs in, for whoever watches it (its resource use, a test stopping it). */
  thread: Worker;
}

/**
 * The engine in a worker thread of its own, reached by the driver over its socket as before. Its heap
 * is its own, so the catalogue's documents and indexes are not marked by the application's garbage
 * collections, and its work (decoding, planning, encoding) runs on another core than the application's
 * HTTP and GraphQL. A kill -9 still takes both at once: the journal is what survives, as before.
 */
export function startEngineThread(options: EngineThreadOptions): Promise<EngineThread> {
  const { log = () => {}, onStopped = () => {}, ...engineOptions } = options;
  const [entry, entryOptions] = threadEntry();
  const worker = new Worker(entry, { ...entryOptions, workerData: engineOptions });
  let closed: Promise<void> | undefined;
  const exited = new Promise<number>((resolve) => worker.once("exit", resolve));

  return new Promise<EngineThread>((resolve, reject) => {
    let started = false;
    let stopped = false;
    // An uncaught error is followed by the thread's exit: the first of the two is told, once.
    const fail = (error: Error) => {
      if (!started) reject(error);
      else if (!closed && !stopped) onStopped(error);
      stopped = true;
    };
    worker.on("message", (message: FromEngineThread) => {
      if (message.kind === "log") log(message.text);
      else if (message.kind === "started") {
        started = true;
        resolve({
          uri: message.uri,
          port: message.port,
          thread: worker,
          close() {
            closed ??= (async () => {
              worker.postMessage({ kind: "close" } satisfies ToEngineThread);
              await exited;
            })();
            return closed;
          },
        });
      } else if (message.kind === "failed")
        fail(Object.assign(new Error(message.message), { stack: message.stack }));
    });
    worker.on("error", fail);
    void exited.then((code) => fail(new Error(`the database engine's thread stopped (exit code ${code})`)));
  });
}

/**
 * The thread's entry module. Run from TypeScript source (npm start, the tests), the thread takes the
 * built bundle when it is fresh (engine-bundle.ts); else it needs tsx's loader, which a worker does not
 * inherit from `--import tsx` on Node 20: a two-line stub registers it first, as `--import tsx` would,
 * then imports the entry.
 */
function threadEntry(): [string | URL, WorkerOptions] {
  // Built from this file's own path: Vite (which runs the client's tests) rewrites the
  // `new URL("./x", import.meta.url)` idiom into a URL of the web server's.
  const here = fileURLToPath(import.meta.url);
  const entry = pathToFileURL(path.join(path.dirname(here), `engine-thread-main${path.extname(here)}`));
  if (!entry.pathname.endsWith(".ts")) return [entry, {}];
  const bundle = freshEngineBundle();
  if (bundle) return [pathToFileURL(bundle), {}];
  // tsx's ESM API: createRequire finds its CommonJS twin, beside it; the CommonJS one fails when imported.
  const api = createRequire(import.meta.url)
    .resolve("tsx/esm/api")
    .replace(/\.cjs$/, ".mjs");
  const stub = `import(${JSON.stringify(pathToFileURL(api).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return [stub, { eval: true }];
}
