import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * The engine thread's code in one ES module (`npm run build`, and the test run's global setup, write it
 * with esbuild): a thread loads it in a fraction of the time tsx takes to compile some sixty source files
 * in every new thread, and each test file starts engines of its own.
 */
export const ENGINE_BUNDLE = {
  entry: path.join(REPO_ROOT, "server/mongo-engine/thread/engine-thread-main.ts"),
  file: path.join(REPO_ROOT, "dist/engine/engine-thread-main.mjs"),
  /** The sources it was built from, relative to the repository (esbuild's metafile inputs). */
  inputs: path.join(REPO_ROOT, "dist/engine/inputs.json"),
  root: REPO_ROOT,
};

/**
 * The bundle when it is at least as new as every source it was built from; undefined when it is missing
 * or stale (an engine file edited since the last build), and the thread then compiles the sources.
 */
export function freshEngineBundle(
  bundle: Omit<typeof ENGINE_BUNDLE, "entry"> = ENGINE_BUNDLE,
): string | undefined {
  if (!existsSync(bundle.file) || !existsSync(bundle.inputs)) return undefined;
  const built = statSync(bundle.file).mtimeMs;
  const inputs = JSON.parse(readFileSync(bundle.inputs, "utf8")) as string[];
  const stale = inputs.some((input) => {
    const source = path.join(bundle.root, input);
    return !existsSync(source) || statSync(source).mtimeMs > built;
  });
  return stale ? undefined : bundle.file;
}
