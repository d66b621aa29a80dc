import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type BuildOptions, type Plugin } from "esbuild";
import { ENGINE_BUNDLE } from "../server/mongo-engine/thread/engine-bundle";
import { keepOwnMappings } from "./own-source-map";

const ROOT = ENGINE_BUNDLE.root;
/** What `npm start` runs (package.json's "start"). */
const SHOP_BUNDLE = path.join(ROOT, "dist/server/main.mjs");

const common: BuildOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  absWorkingDir: ROOT,
  logLevel: "warning",
};

/** What the CommonJS packages bundled into the shop expect of their module scope. */
const COMMONJS_GLOBALS = [
  'import { createRequire as __shopRequire } from "node:module";',
  'import { fileURLToPath as __shopPath } from "node:url";',
  "const require = __shopRequire(import.meta.url);",
  "const __filename = __shopPath(import.meta.url);",
  'const __dirname = __shopPath(new URL(".", import.meta.url));',
].join(" ");

/**
 * Gives each of our modules its own `import.meta.url` inside a bundle, as it has when run from source: the
 * server finds files beside its sources with it (the schema, the assets, the Auth emulator's preloads, the
 * engine thread's entry). Written relative to the bundle, so the repository may be moved after a build.
 */
function ownImportMetaUrl(outfile: string): Plugin {
  return {
    name: "own-import-meta-url",
    setup(builder) {
      // Each file is read here once, and handed to esbuild, changed or not.
      builder.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
        const source = await readFile(file, "utf8");
        const fromBundle = path.relative(path.dirname(outfile), file).split(path.sep).join("/");
        const own = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return { contents: source.replaceAll("import.meta.url", own), loader: "ts" };
      });
    },
  };
}

/**
 * `npm run build`'s server half, also run by the test run's global setup:
 * - the engine's thread with the packages it uses (engine-bundle.ts says why; mingo alone is some hundreds
 *   of small CommonJS files), its inputs listed beside it so that a bundle older than any is not used;
 * - the shop itself, our sources and the packages they import in one module: Node loads it in about half
 *   the time and CPU that tsx takes to compile some 260 files at every start (and every restart after a
 *   crash; the test run starts some fifty shops), and the packages bundled in save it resolving and
 *   reading some 1,400 files of node_modules at each start (0.7 s of its 4 s of CPU here). No package
 *   the shop bundles finds a file beside its own by import.meta.url; those that use __dirname do it only
 *   for pino's worker transports, which the shop does not use.
 */
export async function buildServer(): Promise<void> {
  const [engine] = await Promise.all([
    build({
      ...common,
      entryPoints: [ENGINE_BUNDLE.entry],
      outfile: ENGINE_BUNDLE.file,
      metafile: true,
    }),
    build({
      ...common,
      entryPoints: [path.join(ROOT, "server/main.ts")],
      outfile: SHOP_BUNDLE,
      // The packages are bundled too. Those written as CommonJS call require and read __dirname, which an ES
      // module lacks: given here, as of the bundle's own file (a package's require still finds node_modules).
      banner: { js: COMMONJS_GLOBALS },
      // Error classes keep their names, which messages and logs show.
      keepNames: true,
      // Stack traces name our sources' lines (npm start runs with --enable-source-maps), which are beside
      // it; the sources' text in the map too made it 20 MB for Node to read at every start (some 0.3 s of CPU),
      // and the packages' mappings are dropped below (keepOwnMappings).
      sourcemap: "linked",
      sourcesContent: false,
      plugins: [ownImportMetaUrl(SHOP_BUNDLE)],
    }),
  ]);
  // Beside the bundle, in the folder esbuild has just made for it.
  await writeFile(ENGINE_BUNDLE.inputs, JSON.stringify(Object.keys(engine.metafile!.inputs)));
  await keepOwnMappings(`${SHOP_BUNDLE}.map`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildServer();
