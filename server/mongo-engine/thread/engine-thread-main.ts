/** The engine thread's entry (see engine-thread.ts): starts the engine, and closes it when asked. */
import { getHeapStatistics } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { startEngine, type EngineOptions } from "../engine";
import type { FromEngineThread, ToEngineThread } from "./messages";

const port = parentPort!;
const tell = (message: FromEngineThread) => port.postMessage(message);

try {
  const engine = await startEngine({
    ...(workerData as Omit<EngineOptions, "log">),
    log: (text) => tell({ kind: "log", text }),
  });
  port.on("message", (message: ToEngineThread) => {
    if (message.kind !== "close") return;
    // This thread's heap holds the catalogue, apart from the shop's: its size is worth a line (bench:http
    // prints it).
    tell({
      kind: "log",
      text: `closing (heap: ${Math.round(getHeapStatistics().used_heap_size / 2 ** 20)} MB used)`,
    });
    // Once closed, nothing keeps the thread: the port is its last handle.
    void engine.close().finally(() => port.close());
  });
  tell({ kind: "started", uri: engine.uri, port: engine.port });
} catch (error) {
  tell({ kind: "failed", message: (error as Error).message, stack: (error as Error).stack });
  port.close();
}
