/**
 * `npm run seed:bulk -- --parts N [--append]`: fills the configured database (the embedded engine in
 * DATA_DIR, default ./.data, or MONGODB_URI) with N parts of the bulk catalogue (server/seed/bulk/),
 * the same N parts on every run. Meant for a fresh data directory before `npm start`; a catalogue that
 * has products already is refused unless --append is given, which adds N parts after the earlier ones.
 *
 * Exit status: 0 done, 1 refused or failed (nothing written), 2 bad arguments, 130/143 interrupted
 * (nothing written).
 */
import { parseArgs } from "node:util";
import { loadDatabaseConfig } from "../server/config";
import { openDatabaseForCommand, type Database } from "../server/db/database";
import { bulkSeed, BulkSeedRefused, BulkSeedUndoFailed } from "../server/seed/bulk/bulk-seed";
import { MAX_BULK_PARTS } from "../server/seed/bulk/generate";

const USAGE = "usage: npm run seed:bulk -- --parts N [--append]";
const say = (message: string) => console.log(`seed:bulk: ${message}`);
const fail = (message: string, status: number) => {
  console.error(`seed:bulk: ${message}`);
  process.exitCode = status;
};

function readArguments(): { parts: number; append: boolean } | string {
  let values;
  try {
    ({ values } = parseArgs({
      options: { parts: { type: "string" }, append: { type: "boolean" }, help: { type: "boolean" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return (error as Error).message;
  }
  if (values.help) return "";
  if (values.parts === undefined) return "--parts N is required: how many parts to make";
  const parts = Number(values.parts);
  if (!/^\d+$/.test(values.parts) || parts < 1 || parts > MAX_BULK_PARTS) {
    return `--parts must be a whole number from 1 to ${MAX_BULK_PARTS}, not "${values.parts}"`;
  }
  return { parts, append: values.append ?? false };
}

async function main(): Promise<void> {
  const args = readArguments();
  if (typeof args === "string") {
    if (args === "") return console.log(USAGE);
    return fail(`${args}\n${USAGE}`, 2);
  }
  const startedAt = performance.now();
  const config = loadDatabaseConfig();
  // Ctrl-C (or SIGTERM) stops after the batch in flight and undoes the run; a second one kills at once.
  const interrupted = new AbortController();
  const signals = { SIGINT: 130, SIGTERM: 143 } as const;
  for (const [signal, status] of Object.entries(signals)) {
    process.once(signal, () => {
      say(`${signal}: stopping`);
      process.exitCode = status;
      interrupted.abort(new Error(`interrupted by ${signal}`));
    });
  }

  let database: Database | undefined;
  try {
    database = await openDatabaseForCommand(config, say);
    if (!database.embedded) say("database: MONGODB_URI");
    const result = await bulkSeed(database.db, {
      parts: args.parts,
      append: args.append,
      exclusive: database.embedded,
      log: say,
      signal: interrupted.signal,
    });
    // Done is done, even if Ctrl-C came too late to stop it.
    process.exitCode = 0;
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    say(
      `done: ${result.inserted.toLocaleString("en-US")} parts (bulk parts ${result.first} to ` +
        `${result.first + result.inserted - 1}) in ${seconds} s`,
    );
  } catch (error) {
    if (error instanceof BulkSeedUndoFailed) fail(`failed: ${error.message}`, 1);
    else if (interrupted.signal.aborted) fail("interrupted; nothing was written", process.exitCode as number);
    else if (error instanceof BulkSeedRefused) fail(`refused: ${error.message}`, 1);
    else fail(`failed, nothing was written: ${String(error)}`, 1);
  } finally {
    await database?.close();
  }
}

await main();
