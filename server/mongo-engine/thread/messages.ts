/** What the application's thread tells the engine's thread. */
export type ToEngineThread = { kind: "close" };

/** What the engine's thread tells the application's: its log, that it listens, or why it could not. */
export type FromEngineThread =
  | { kind: "log"; text: string }
  | { kind: "started"; uri: string; port: number | null }
  | { kind: "failed"; message: string; stack?: string };
