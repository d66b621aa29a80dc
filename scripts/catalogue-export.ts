/**
 * `npm run catalogue:export -- file.csv`: writes every part of the configured database (DATA_DIR, default
 * ./.data, or MONGODB_URI) as a catalogue file that catalogue:import reads back unchanged, with the shop
 * stopped or running. The file appears whole or not at all: it is written beside and renamed at the end.
 *
 * Exit status: 0 written, 1 failed (no file), 2 bad arguments.
 */
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { parseArgs } from "node:util";
import { loadDatabaseConfig } from "../server/config";
import { openDatabaseForCommand, type Database } from "../server/db/database";
import { exportCatalogue } from "../server/services/catalogue/catalogue-export";
import { terminalProgress } from "./terminal-progress";

const USAGE = "usage: npm run catalogue:export -- file.csv";
const say = (message: string) => console.log(`catalogue:export: ${message}`);

async function main(): Promise<void> {
  let file: string | undefined;
  try {
    const { values, positionals } = parseArgs({
      options: { help: { type: "boolean" } },
      allowPositionals: true,
    });
    if (values.help) return console.log(USAGE);
    if (positionals.length === 1) file = positionals[0];
  } catch {
    // reported below with the usage
  }
  if (!file) {
    console.error(`catalogue:export: name one file to write\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const startedAt = performance.now();
  const partial = `${file}.partial`;
  const progress = terminalProgress("catalogue:export");
  let database: Database | undefined;
  try {
    database = await openDatabaseForCommand(loadDatabaseConfig(), say);
    const total = await database.db.collection("products").estimatedDocumentCount();
    const { parts } = await exportCatalogue(database.db, createWriteStream(partial), (written) =>
      progress.show(total ? written / total : 1, `${written.toLocaleString("en-US")} parts`),
    );
    progress.done();
    await rename(partial, file);
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    say(`done in ${seconds} s: ${parts.toLocaleString("en-US")} parts written to ${file}`);
  } catch (error) {
    progress.done();
    await rm(partial, { force: true });
    console.error(
      `catalogue:export: failed, no file written: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

await main();
