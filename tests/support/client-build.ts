import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./repo-root";

export const CLIENT_DIST_DIR = join(REPO_ROOT, "dist", "client");

/** The build's inputs: a build older than any of them is stale. */
const SOURCES = [
  "vite.config.ts",
  "scripts/typed-documents-plugin.ts",
  "client",
  "generated/client",
  "shared",
];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** What `npm run build` writes last: the page renderer (vite.config.ts), after the browser's build. */
const RENDERER = join(REPO_ROOT, "dist", "ssr", "entry-server.js");

/**
 * Builds as `npm run build` does (the browser's files, then the page renderer) unless the renderer is newer
 * than every source, with React's development build (NODE_ENV=development), so React's warnings (a
 * hydration mismatch of an attribute, a missing key) reach the journeys' console checks; production React
 * reports none of them. That build's files are also precompressed at quick levels (vite.config.ts). The
 * benchmarks measure the production build (`npm run build`).
 * Called once per test run from the global setup: builds empty their folders first, so two test files
 * building at once would break each other.
 */
export async function ensureClientBuilt(): Promise<void> {
  const newestSource = Math.max(...SOURCES.map((source) => newestMtime(join(REPO_ROOT, source))));
  if (existsSync(RENDERER) && statSync(RENDERER).mtimeMs >= newestSource) return;
  const vite = join(REPO_ROOT, "node_modules", "vite", "bin", "vite.js");
  for (const args of [["build"], ["build", "--ssr"]])
    await promisify(execFile)(process.execPath, [vite, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: "development" },
      maxBuffer: 64 * 1024 * 1024,
    });
}
