/**
 * `npm start`: the whole shop on http://localhost:$PORT (default 4000). Configuration is the
 * environment; see the README.
 */
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
      log.info(`${signal}: shutting down`);
      void shop.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  log.error(
    error instanceof ConfigError ? error.message : `failed to start: ${(error as Error).stack ?? error}`,
  );
  process.exit(1);
}
