/**
 * `npm run bench:import`: catalogue:import of BENCH_PARTS parts (default 100,000) with three fitments
 * each, from the bulk catalogue, into an empty data directory, then the same file again (every part
 * unchanged), then catalogue:export of them all; each a command as an admin runs it, timed whole, with
 * its peak memory (the embedded engine's included: it runs inside the command).
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
import type { FitmentDocument } from "../server/db/models";
import { bulkProduct } from "../server/seed/bulk/generate";
import { CATALOGUE_COLUMNS, productCells } from "../server/services/catalogue/catalogue-file";

const FITMENTS_PER_PART = 3;
const repoRoot = path.join(import.meta.dirname, "..");

/** The bulk catalogue's first `parts` parts as a catalogue file, each fitting three vehicles of its pool. */
async function writeCatalogue(file: string, parts: number): Promise<void> {
  const pool: FitmentDocument[] = [];
  for (let i = 0; pool.length < 1_000; i++) pool.push(...bulkProduct(i).fitments);
  function* lines() {
    yield CATALOGUE_COLUMNS.map((column) => column.header);
    for (let i = 0; i < parts; i++) {
      const fitments = Array.from(
        { length: FITMENTS_PER_PART },
        (_, k) => pool[(i * 7 + k * 131) % pool.length]!,
      );
      yield productCells({ ...bulkProduct(i), fitments });
    }
  }
  await pipeline(Readable.from(lines()), stringify(), createWriteStream(file));
}

/** Runs an npm script on `dataDir`; answers its seconds and the peak memory it printed. */
function timed(
  script: string,
  args: string[],
  dataDir: string,
): Promise<{ seconds: number; output: string }> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.once("exit", (code) =>
      code === 0
        ? resolve({ seconds: (performance.now() - startedAt) / 1000, output })
        : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

/** What the command printed of its memory: the process's peak and its own heap's. */
const peakOf = (output: string) => /peak memory (.*)$/m.exec(output)?.[1] ?? "?";
const perSecond = (parts: number, seconds: number) => Math.round(parts / seconds).toLocaleString("en-US");

async function main() {
  const parts = Number(process.env.BENCH_PARTS || 100_000);
  const work = await mkdtemp(path.join(tmpdir(), "bench-import-"));
  try {
    const file = path.join(work, "catalogue.csv");
    await writeCatalogue(file, parts);
    const megabytes = ((await stat(file)).size / 1024 / 1024).toFixed(1);
    const dataDir = path.join(work, "data");
    const first = await timed("catalogue:import", [file], dataDir);
    const again = await timed("catalogue:import", [file], dataDir);
    const exported = await timed("catalogue:export", [path.join(work, "exported.csv")], dataDir);
    const count = parts.toLocaleString("en-US");
    console.log(
      `\n== bench:import (${count} parts, ${(parts * FITMENTS_PER_PART).toLocaleString("en-US")} fitments, a ${megabytes} MB file)`,
    );
    console.log(
      `import into an empty catalogue: ${first.seconds.toFixed(1)} s = ${perSecond(parts, first.seconds)} parts/s, peak memory ${peakOf(first.output)} (goal: under 120 s)`,
    );
    console.log(
      `the same file again, every part unchanged: ${again.seconds.toFixed(1)} s = ${perSecond(parts, again.seconds)} parts/s, peak memory ${peakOf(again.output)}`,
    );
    console.log(`export: ${exported.seconds.toFixed(1)} s = ${perSecond(parts, exported.seconds)} parts/s`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
