import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./repo-root";

export const CLIENT_DIST_DIR = join(REPO_ROOT, "dist", "client");

/** The build's inputs: a build older than any of them is stale. */
const SOURCES = ["vite.config.ts", "client", "generated/client"];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/**
 * Runs `vite build` unless dist/client is newer than every source. Called once per test run from the
 * global setup: builds empty dist/client first, so two test files building at once would break each other.
 */
export function ensureClientBuilt(): void {
  const page = join(CLIENT_DIST_DIR, "explorer.html");
  const newestSource = Math.max(...SOURCES.map((source) => newestMtime(join(REPO_ROOT, source))));
  if (existsSync(page) && statSync(page).mtimeMs >= newestSource) return;
  execFileSync(process.execPath, [join(REPO_ROOT, "node_modules", "vite", "bin", "vite.js"), "build"], {
    cwd: REPO_ROOT,
    stdio: "pipe",
  });
}
