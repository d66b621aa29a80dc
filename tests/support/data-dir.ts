import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";

/**
 * For each test of a file or describe block: a fresh temporary data directory named after `prefix`
 * (`path`), and `opened`, where the test keeps what it opens over it (an engine, a database) and has not
 * closed itself. After each test those are closed, in order, and the directory is removed.
 */
export function useDataDirPerTest<T extends { close(): Promise<unknown> }>(
  prefix: string,
): { path: string; opened: T[] } {
  const dir = { path: "", opened: [] as T[] };
  beforeEach(async () => {
    dir.path = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterEach(async () => {
    for (const opened of dir.opened.splice(0)) await opened.close();
    await rm(dir.path, { recursive: true, force: true });
  });
  return dir;
}
