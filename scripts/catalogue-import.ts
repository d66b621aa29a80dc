/**
 * `npm run catalogue:import -- file.csv [--good-lines-only]`: creates or updates the parts of a catalogue
 * file (server/services/catalogue/catalogue-file.ts) in the configured database (DATA_DIR, default
 * ./.data, or MONGODB_URI), with the shop stopped or running. The file is checked first: a problem on any
 * line writes nothing, unless --good-lines-only writes the other lines.
 *
 * The embedded database, when the shop is not running, runs in a thread of this command: "peak memory in
 * all" counts the catalogue it holds; "the import's heap" is the import's own.
 *
 * Exit status: 0 imported, 1 refused (the problems are listed) or failed, 2 bad arguments.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { parseArgs } from "node:util";
import { loadDatabaseConfig } from "../server/config";
import { openDatabaseForCommand, type Database } from "../server/db/database";
import { importCatalogue, type ImportSummary } from "../server/services/catalogue/catalogue-import";
import { terminalProgress } from "./terminal-progress";

const USAGE = "usage: npm run catalogue:import -- file.csv [--good-lines-only]";
const say = (message: string) => console.log(`catalogue:import: ${message}`);
const count = (n: number) => n.toLocaleString("en-US");

function readArguments(): { file: string; goodLinesOnly: boolean } | string {
  try {
    const { values, positionals } = parseArgs({
      options: { "good-lines-only": { type: "boolean" }, help: { type: "boolean" } },
      allowPositionals: true,
    });
    if (values.help) return "";
    if (positionals.length !== 1) return "name one file to import";
    return { file: positionals[0]!, goodLinesOnly: values["good-lines-only"] ?? false };
  } catch (error) {
    return (error as Error).message;
  }
}

/** The most this thread's heap held, sampled at each batch: the import's own memory, bounded by its batches. */
let peakHeap = 0;

function report(summary: ImportSummary, seconds: string): void {
  for (const { line, column, message } of summary.problems) {
    console.error(`line ${line}${column ? `, ${column}` : ""}: ${message}`);
  }
  const unlisted = summary.problemCount - summary.problems.length;
  if (unlisted > 0) console.error(`... and ${count(unlisted)} more problems`);
  if (!summary.written) {
    say(
      `refused: ${count(summary.problemCount)} problems, nothing was written (--good-lines-only writes the other lines)`,
    );
    return;
  }
  const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
  say(
    `done in ${seconds} s: ${count(summary.created)} created, ${count(summary.updated)} updated, ` +
      `${count(summary.unchanged)} unchanged, ${count(summary.refused)} refused; peak memory ` +
      `${megabytes(process.resourceUsage().maxRSS * 1024)} MB in all, the import's heap ${megabytes(peakHeap)} MB`,
  );
}

async function main(): Promise<void> {
  const args = readArguments();
  if (typeof args === "string") {
    if (args === "") return console.log(USAGE);
    console.error(`catalogue:import: ${args}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const size = await stat(args.file).then(
    (file) => file.size,
    (error: NodeJS.ErrnoException) => error,
  );
  if (size instanceof Error) {
    console.error(`catalogue:import: cannot read ${args.file}: ${size.code ?? size.message}`);
    process.exitCode = 2;
    return;
  }
  const startedAt = performance.now();
  const progress = terminalProgress("catalogue:import");
  let phase = "";
  let database: Database | undefined;
  try {
    database = await openDatabaseForCommand(loadDatabaseConfig(), say);
    const summary = await importCatalogue(database.db, () => createReadStream(args.file), {
      goodLinesOnly: args.goodLinesOnly,
      onProgress: ({ phase: now, bytesRead, lines }) => {
        peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
        if (now !== phase) progress.done();
        phase = now;
        progress.show(size ? bytesRead / size : 1, `${now} (${count(lines)} lines)`);
      },
    });
    progress.done();
    report(summary, ((performance.now() - startedAt) / 1000).toFixed(1));
    process.exitCode = summary.written ? 0 : 1;
  } catch (error) {
    progress.done();
    console.error(`catalogue:import: failed: ${String(error)}`);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

await main();
