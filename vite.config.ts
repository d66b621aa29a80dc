import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { constants as zlib } from "node:zlib";

import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

import { PATHS } from "./client/src/lib/paths";
import { PAGE_PATHS_FILE } from "./server/http/page-paths";
import { typedDocuments } from "./scripts/typed-documents-plugin";

/** A build with React's development build: the tests' (tests/support/client-build.ts), never a visitor's. */
const FOR_TESTS = process.env.NODE_ENV === "development";
const clientRoot = fileURLToPath(new URL("./client/", import.meta.url));

/**
 * Every HTML page the build emits, by name, as a path under client/. Each becomes
 * dist/client/<file>; the server picks them up from there.
 */
const pages: Record<string, string> = {
  explorer: "explorer.html",
  index: "index.html",
};

/**
 * The built scripts, styles, fonts and pictures the server sends under /static/, as named in the bundle
 * (`static/...`); not the HTML pages (read and sent per visit) nor .vite/manifest.json (not served).
 */
const precompressed = /^static\/.+\.(?:js|mjs|css|json|svg|ttf|otf|txt|xml|wasm)$/;

/**
 * The storefront's server renderer (client/src/entry-server.tsx), built by `vite build --ssr` into
 * dist/ssr/ for the server to load (server/http/server-rendering.ts). Every package is bundled in, so the
 * renderer runs on the same code the browser gets, whatever module formats the packages ship for Node.
 */
const serverRendererBuild = defineConfig({
  root: clientRoot,
  plugins: [react()],
  ssr: { noExternal: true },
  build: {
    // `vite build --ssr` names no entry: this is it.
    ssr: true,
    rolldownOptions: { input: join(clientRoot, "src", "entry-server.tsx") },
    outDir: fileURLToPath(new URL("./dist/ssr/", import.meta.url)),
    emptyOutDir: true,
  },
});

const browserBuild = defineConfig({
  root: clientRoot,
  // Absolute asset URLs: explorer.html is served at /graphql, not beside its assets.
  base: "/",
  plugins: [
    react(),
    typedDocuments(fileURLToPath(new URL("./generated/client/graphql.ts", import.meta.url))),
    // The page list beside index.html, so the server answers unknown pages with a 404 without importing
    // client source (server/http/page-paths.ts).
    {
      name: "page-paths",
      generateBundle() {
        this.emitFile({
          type: "asset",
          fileName: PAGE_PATHS_FILE,
          source: JSON.stringify(Object.values(PATHS)),
        });
      },
    },
    // Each built file of 1 KB or more also as name.br and name.gz beside it, compressed once here at the
    // highest levels (brotli 11, gzip 9: slow, but paid once per build), so the server sends them as they
    // are (@fastify/static's preCompressed) and spends no CPU per request. A sibling no smaller than its
    // file is not written. The manifest is written before these, so it lists only the originals.
    // The tests' build is compressed at quick levels (brotli 5, gzip 6): 8 s instead of 25 s here, and
    // served the same way.
    compression({
      include: precompressed,
      threshold: 1024,
      algorithms: [
        defineAlgorithm("brotliCompress", {
          params: { [zlib.BROTLI_PARAM_QUALITY]: FOR_TESTS ? 5 : zlib.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm("gzip", { level: FOR_TESTS ? 6 : zlib.Z_BEST_COMPRESSION }),
      ],
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL("./dist/client/", import.meta.url)),
    emptyOutDir: true,
    // Served at /static/ by the server; /assets/ is taken by product pictures (/assets/parts/).
    assetsDir: "static",
    // Lists each page's chunks; the code-splitting test reads it (it is not served: only static/ is).
    manifest: true,
    // No module preloads in the shop's HTML: its one script is the boot module (client/src/boot.ts), which
    // starts the app after the first paint; its import() still preloads the app's chunks side by side.
    // The explorer keeps its preloads: it has nothing to paint before its script.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostId, hostType }) =>
        hostType === "html" && hostId.endsWith("index.html") ? [] : dependencies,
    },
    // Monaco (the explorer's editor) is a few MB by itself; it loads once per visit, from this server.
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      onLog(level, log, defaultHandler) {
        // GraphiQL ships React-compiler hints ("use no memo") that mean nothing once bundled.
        if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
        // Brotli at quality 11 (the precompression above) is most of the build's time, as expected.
        if (log.code === "PLUGIN_TIMINGS") return;
        defaultHandler(level, log);
      },
      input: Object.fromEntries(Object.entries(pages).map(([name, file]) => [name, join(clientRoot, file)])),
    },
  },
  // Monaco's workers import modules of their own; module workers let Vite split them like the page.
  worker: { format: "es" },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRendererBuild : browserBuild));
