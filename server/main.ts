/**
 * `npm start`: the whole shop on http://localhost:$PORT (default 4000). Configuration is the
 * environment; see the README.
 */
import { getHeapStatistics } from "node:v8";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./logger";
import { startShop } from "./start";

const log = createLogger({ json: process.env.NODE_ENV === "production" });

try {
  const config = loadConfig();
  const shop = await startShop(config, log, (error) => {
    // Nothing to close gracefully: what the shop stands on is gone. A supervisor starts it again.
    log.error(`${error.message}; the shop stops. Start it again: the data is safe in its journal`);
    process.exit(1);
  });
  log.info(`shop:     ${shop.url}/`);
  log.info(
    `GraphQL:  ${shop.url}/graphql${config.explorer ? " (open it in a browser for the explorer)" : ""}`,
  );
  log.info(`REST:     ${shop.url}/api`);
  log.info(`health:   ${shop.url}/healthz`);
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      // The shop's own heap, apart from the embedded engine's (which says its own as it closes).
      const heapMb = Math.round(getHeapStatistics().used_heap_size / 2 ** 20);
      log.info(`${signal}: shutting down (heap: ${heapMb} MB used)`);
      void shop.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  log.error(
    error instanceof ConfigError ? error.message : `failed to start: ${(error as Error).stack ?? error}`,
  );
  process.exit(1);
}
