/**
 * `npm run db`: the embedded engine on its own, for mongosh, Compass or a second app process.
 * Prints the connection string on stdout once it accepts connections; logs go to stderr.
 */
import path from "node:path";
import { startEngine } from "./index";

const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
const port = Number(process.env.MONGO_PORT ?? 27017);
const log = (message: string) => process.stderr.write(`${new Date().toISOString()} engine: ${message}\n`);

const engine = await startEngine({ dataDir, port, log });
log(`data in ${dataDir}`);
process.stdout.write(`${engine.uri}\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: closing`);
    void engine.close().then(() => process.exit(0));
  });
}
