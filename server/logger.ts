export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * Readable lines for people running the shop locally; one JSON object per line in production, for log
 * collectors. Details of internal errors go here and never to clients.
 */
export function createLogger(options: { json: boolean; quiet?: boolean }): Logger {
  const write = (level: "info" | "warn" | "error", message: string) => {
    if (options.quiet && level === "info") return;
    const time = new Date().toISOString();
    const line = options.json
      ? JSON.stringify({ time, level, message })
      : `${time} ${level.padEnd(5)} ${message}`;
    (level === "info" ? process.stdout : process.stderr).write(`${line}\n`);
  };
  return {
    info: (message) => write("info", message),
    warn: (message) => write("warn", message),
    error: (message) => write("error", message),
  };
}
