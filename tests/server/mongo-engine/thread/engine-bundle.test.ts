import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freshEngineBundle } from "../../../../server/mongo-engine/thread/engine-bundle";

/**
 * A thread takes the built engine only while it is at least as new as every file it was built from:
 * after an edit to the engine, the sources run, never yesterday's build.
 */

let root: string;
const bundle = () => ({
  root,
  file: path.join(root, "engine.mjs"),
  inputs: path.join(root, "inputs.json"),
});
const at = (file: string, seconds: number) => utimes(path.join(root, file), seconds, seconds);

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "engine-bundle-"));
  await writeFile(path.join(root, "engine.mjs"), "export {};");
  await writeFile(path.join(root, "inputs.json"), JSON.stringify(["a.ts", "b.ts"]));
  await writeFile(path.join(root, "a.ts"), "");
  await writeFile(path.join(root, "b.ts"), "");
  await at("a.ts", 1_000);
  await at("b.ts", 1_000);
  await at("engine.mjs", 2_000);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("the engine's bundle", () => {
  it("is used when built after every source it read", () => {
    expect(freshEngineBundle(bundle())).toBe(bundle().file);
  });

  it("is not used once one of its sources is edited after it", async () => {
    await at("b.ts", 3_000);
    expect(freshEngineBundle(bundle())).toBeUndefined();
  });

  it("is not used when one of its sources is gone, or when it was never built", async () => {
    await rm(path.join(root, "a.ts"));
    expect(freshEngineBundle(bundle())).toBeUndefined();
    await rm(path.join(root, "inputs.json"));
    expect(freshEngineBundle(bundle())).toBeUndefined();
  });
});
