import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Db } from "mongodb";
import { buildApp } from "./app";
import type { Config } from "./config";
import { openDatabase } from "./db/database";
import { startAuthEmulator, type AuthEmulator } from "./identity/auth-emulator";
import { createFirebaseIdentity } from "./identity/firebase-identity";
import type { Logger } from "./logger";
import { seedDatabase } from "./seed/seed";
import type { Services } from "./services/index";

export interface RunningShop {
  url: string;
  /** The database the shop uses, for operators' scripts and tests that check what was stored. */
  db: Db;
  /** The services the shop's requests run on, for tests that call the schema in-process. */
  services: Services;
  close(): Promise<void>;
}

/**
 * Starts everything the shop needs, in order: the Auth emulator (development only), the identity
 * provider, the database (embedded engine or MONGODB_URI), the starting catalogue, then the HTTP
 * server. `close()` stops them in reverse. `onFatal` is told what the shop cannot go on without
 * (the embedded engine stopped): half alive, it would answer every request with an error.
 */
export async function startShop(
  config: Config,
  log: Logger,
  onFatal: (error: Error) => void = () => {},
): Promise<RunningShop> {
  const cleanups: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => log.error(String(error)));
  };
  try {
    let emulator: AuthEmulator | undefined;
    if (config.identity.startEmulator) {
      const [host, port] = config.identity.emulatorHost!.split(":");
      log.info(`starting the Firebase Auth emulator on ${config.identity.emulatorHost}`);
      emulator = await startAuthEmulator({
        projectId: config.identity.projectId,
        host,
        port: Number(port),
        // Developers' test accounts survive a restart, next to the shop's own data.
        dataDir: path.join(config.database.dataDir, "auth-emulator"),
        // The emulator sends no e-mail: it prints the verification and password-reset links instead,
        // which a developer needs to see. The rest of its output is noise here.
        log: (line) => {
          if (/follow this link/i.test(line)) log.info(`auth emulator: ${line.trim()}`);
        },
      });
      cleanups.push(() => emulator!.stop());
      if (!emulator.started) {
        log.warn(
          `an Auth emulator is already running on ${emulator.host} (left by an earlier run, or started by hand): using it`,
        );
      }
    }
    const identity = createFirebaseIdentity({
      projectId: config.identity.projectId,
      emulatorHost: config.identity.emulatorHost,
    });
    cleanups.push(() => identity.close());
    log.info(
      config.identity.emulatorHost
        ? `identity: Firebase Auth emulator at ${config.identity.emulatorHost} (project ${config.identity.projectId})`
        : `identity: Firebase project ${config.identity.projectId}`,
    );

    if (config.production && !config.database.mongodbUri) {
      log.warn(
        `no MONGODB_URI: using the embedded single-node database in ${config.database.dataDir} ` +
          "(one process on one machine, no replication; set MONGODB_URI for a real MongoDB)",
      );
    }
    const database = await openDatabase(
      config.database,
      (message) => log.info(message),
      (error) => onFatal(new Error(`the embedded database stopped: ${error.message}`, { cause: error })),
    );
    cleanups.push(() => database.close());
    log.info(
      database.embedded ? `database: embedded engine in ${config.database.dataDir}` : "database: MONGODB_URI",
    );
    const seeded = await seedDatabase(database.db, (message) => log.info(message));
    if (seeded.products) log.info(`seeded ${seeded.products} products and ${seeded.reviews} reviews`);

    const { server, services } = await buildApp({ config, db: database.db, identity, log });
    cleanups.push(() => server.close());

    await server.listen({ host: config.host, port: config.port });
    const { port } = server.server.address() as AddressInfo;
    const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;
    return { url, db: database.db, services, close };
  } catch (error) {
    await close();
    throw error;
  }
}
