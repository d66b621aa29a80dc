import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { ENGINE_BUNDLE } from "../server/mongo-engine/thread/engine-bundle";

/**
 * Bundles the embedded engine's thread (server/mongo-engine/thread/engine-bundle.ts says why) with the
 * packages it uses (mingo alone is some hundreds of small CommonJS files), and lists the files it read
 * beside it, so that a bundle older than any of them is not used.
 */
export async function buildEngineBundle(): Promise<void> {
  const result = await build({
    entryPoints: [ENGINE_BUNDLE.entry],
    outfile: ENGINE_BUNDLE.file,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    metafile: true,
    absWorkingDir: ENGINE_BUNDLE.root,
    logLevel: "warning",
  });
  // Beside the bundle, in the folder esbuild has just made for it.
  writeFileSync(ENGINE_BUNDLE.inputs, JSON.stringify(Object.keys(result.metafile.inputs)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildEngineBundle();
