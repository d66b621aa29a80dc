export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * Info lines (an access log line per request among them) waiting for the end of this turn of the event
 * loop: under load one write carries many lines instead of one system call per request. Shared by every
 * logger, as they share stdout; written out at exit too.
 */
let pendingInfo = "";
let flushesAtExit = false;

function flushInfo(): void {
  if (!pendingInfo) return;
  process.stdout.write(pendingInfo);
  pendingInfo = "";
}

function queueInfo(line: string): void {
  if (!pendingInfo) setImmediate(flushInfo);
  if (!flushesAtExit) {
    process.once("exit", flushInfo);
    flushesAtExit = true;
  }
  pendingInfo += line;
}

/**
 * Readable lines for people running the shop locally; one JSON object per line in production, for log
 * collectors. Details of internal errors go here and never to clients. Warnings and errors are written at
 * once; info lines within the same turn of the event loop are written together.
 */
export function createLogger(options: { json: boolean; quiet?: boolean }): Logger {
  const write = (level: "info" | "warn" | "error", message: string) => {
    if (options.quiet && level === "info") return;
    const time = new Date().toISOString();
    const line = options.json
      ? JSON.stringify({ time, level, message })
      : `${time} ${level.padEnd(5)} ${message}`;
    if (level === "info") queueInfo(`${line}\n`);
    else process.stderr.write(`${line}\n`);
  };
  return {
    info: (message) => write("info", message),
    warn: (message) => write("warn", message),
    error: (message) => write("error", message),
  };
}
