import { join } from "node:path";
import { fileURLToPath } from "node:url";

import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const clientRoot = fileURLToPath(new URL("./client/", import.meta.url));

/**
 * Every HTML page the build emits, by name, as a path under client/. Each becomes
 * dist/client/<file>; the server picks them up from there.
 */
const pages: Record<string, string> = {
  explorer: "explorer.html",
  index: "index.html",
};

export default defineConfig({
  root: clientRoot,
  // Absolute asset URLs: explorer.html is served at /graphql, not beside its assets.
  base: "/",
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL("./dist/client/", import.meta.url)),
    emptyOutDir: true,
    // Served at /static/ by the server; /assets/ is taken by product pictures (/assets/parts/).
    assetsDir: "static",
    // Lists each page's chunks; the code-splitting test reads it (it is not served: only static/ is).
    manifest: true,
    // Monaco (the explorer's editor) is a few MB by itself; it loads once per visit, from this server.
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      onLog(level, log, defaultHandler) {
        // GraphiQL ships React-compiler hints ("use no memo") that mean nothing once bundled.
        if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
        defaultHandler(level, log);
      },
      input: Object.fromEntries(Object.entries(pages).map(([name, file]) => [name, join(clientRoot, file)])),
    },
  },
  // Monaco's workers import modules of their own; module workers let Vite split them like the page.
  worker: { format: "es" },
});
