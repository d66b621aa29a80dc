import path from "node:path";

/** Settings read from the environment once, at start-up (names as in DESIGN.md's stable interfaces). */
export interface DatabaseConfig {
  /** A real MongoDB (replica set, Atlas, sharded cluster); unset starts the embedded engine. */
  mongodbUri: string | undefined;
  /** Where the embedded engine keeps its journal. */
  dataDir: string;
}

export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return {
    mongodbUri: env.MONGODB_URI || undefined,
    dataDir: path.resolve(env.DATA_DIR || ".data"),
  };
}
