/**
 * `npm run bench:client`: what a shopper's phone downloads and how Lighthouse rates the pages, against
 * the goals. From the built client (`npm run build` first) and a shop started as `npm start` runs it on a
 * fresh data directory (the starting catalogue):
 *
 * - the first load as sent: the page's HTML and every file it needs before it can run, fetched from the
 *   shop with `Accept-Encoding: br` (the build's brotli 11 files) and counted as received; gzip beside it;
 * - Lighthouse (its Node API, Debian's Chromium) on the home page and a part page, with its mobile
 *   preset (the default: a slow 4G phone, simulated) and its desktop one, three runs each, medians; then
 *   the mobile preset loaded for real at the phone's speeds (`--throttling-method=devtools`), whose LCP and
 *   TBT are measured rather than simulated;
 * - interaction to next paint on /products for choosing a vehicle, opening the filters and adding to cart,
 *   on a phone-sized Chromium at 4x CPU slowdown (bench-interactions.ts).
 *
 * `BENCH_CLIENT_PRESETS=mobile,desktop` runs only those presets (a lever's quick before and after).
 * Run it on a quiet machine: Lighthouse's performance score is timing, and swings under other load.
 */
import { request } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Config, type Flags } from "lighthouse";
import { filesOfPage } from "../server/http/client-manifest";
import { findFreePort, startAuthEmulator } from "../server/identity/auth-emulator";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium";
import { TEST_FIREBASE_PROJECT_ID } from "../tests/support/identity";
import { stopShop } from "../tests/support/shop-process";
import { interactionLatencies, interactionTable } from "./bench-interactions";
import { graphql, startBenchShop } from "./bench-shop";
import { median } from "./median";

const RUNS = 3;
const FIRST_LOAD_GOAL_KIB = 150;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const PERFECT = { accessibility: 100, "best-practices": 100, seo: 100 };
interface Preset {
  config?: Config;
  flags?: Flags;
  goals: Record<Category, number>;
  /** Goals for measured timings, in ms, where the preset has them. */
  timingGoals?: Partial<Record<"LCP" | "TBT", number>>;
}
const PRESETS: Record<string, Preset> = {
  mobile: { goals: { performance: 95, ...PERFECT } },
  desktop: { config: desktopConfig, goals: { performance: 99, ...PERFECT } },
  "mobile devtools": {
    flags: { throttlingMethod: "devtools" },
    goals: { performance: 95, ...PERFECT },
    timingGoals: { LCP: 2_000, TBT: 200 },
  },
};
const chosenPresets = process.env.BENCH_CLIENT_PRESETS?.split(",").map((name) => name.trim());
const unknownPresets = chosenPresets?.filter((name) => !(name in PRESETS)) ?? [];
if (unknownPresets.length)
  throw new Error(
    `BENCH_CLIENT_PRESETS names no preset ${unknownPresets.map((name) => `"${name}"`).join(", ")}: ` +
      `the presets are ${Object.keys(PRESETS).join("; ")}`,
  );
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
};

const distDir = join(import.meta.dirname, "..", "dist", "client");
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/**
 * The bytes a GET of `url` puts on the wire after the headers, as sent for `encoding`: fetch would
 * decompress them, node:http hands them over as they came.
 */
function bytesSent(url: string, encoding: "br" | "gzip"): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": encoding } }, (response) => {
      if (response.statusCode! >= 400 && response.statusCode !== 404) {
        reject(new Error(`${url}: ${response.statusCode}`));
      }
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
    })
      .on("error", reject)
      .end();
  });
}

/** The page's HTML and its first-load files (the build's manifest), as sent for `encoding`. */
async function firstLoadBytes(origin: string, page: string, files: Set<string>, encoding: "br" | "gzip") {
  const sizes = await Promise.all(
    [page, ...[...files].map((file) => `/${file}`)].map((path) => bytesSent(origin + path, encoding)),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

interface Scores {
  categories: Record<Category, number>;
  metrics: Record<keyof typeof METRICS, number>;
}

/**
 * Runs a run again when Lighthouse's own trace recording failed (NO_NAVSTART and the like, now and then on
 * this machine's Chromium): that says nothing about the page. An error about the page (a 404) is final.
 */
const ATTEMPTS_PER_RUN = 3;
const isTraceFailure = (code: string | undefined) => code === "NO_NAVSTART" || code?.startsWith("NO_TRACING");

/**
 * Lighthouse's medians over RUNS runs of one page with one preset, or why it could not score the page
 * (a part page answering 404 until the shop serves one).
 */
async function lighthouseMedians(
  url: string,
  port: number,
  { config, flags }: Preset,
): Promise<Scores | string> {
  const runs: Scores[] = [];
  for (let run = 0, attempt = 1; run < RUNS; attempt++) {
    const result = await lighthouse(
      url,
      { port, logLevel: "error", onlyCategories: [...CATEGORIES], ...flags },
      config,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError && isTraceFailure(runtimeError.code) && attempt < ATTEMPTS_PER_RUN) continue;
    if (runtimeError) return `not scored: ${runtimeError.message}`;
    run++;
    attempt = 0;
    runs.push({
      categories: Object.fromEntries(
        CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
      ) as Scores["categories"],
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([name, audit]) => [name, audits[audit]?.numericValue ?? NaN]),
      ) as Scores["metrics"],
    });
  }
  return {
    categories: Object.fromEntries(
      CATEGORIES.map((name) => [name, median(runs.map((run) => run.categories[name]))]),
    ) as Scores["categories"],
    metrics: Object.fromEntries(
      Object.keys(METRICS).map((name) => [
        name,
        median(runs.map((run) => run.metrics[name as keyof typeof METRICS])),
      ]),
    ) as Scores["metrics"],
  };
}

async function main() {
  const firstLoad = filesOfPage(distDir, "index.html", { firstLoadOnly: true });
  const whole = filesOfPage(distDir, "index.html");
  if (!firstLoad || !whole)
    throw new Error(`No client build with a manifest in ${distDir}: run \`npm run build\``);

  const emulator = await startAuthEmulator({
    projectId: TEST_FIREBASE_PROJECT_ID,
    port: await findFreePort(),
  });
  const dataDir = await mkdtemp(join(tmpdir(), "bench-client-"));
  const lines: string[] = [];
  try {
    const shop = await startBenchShop(dataDir, emulator.host);
    try {
      const { products } = await graphql<{ products: { edges: Array<{ node: { id: string } }> } }>(
        shop.url,
        "{ products(first: 1) { edges { node { id } } } }",
      );
      const pages = { home: "/", "part page": `/products/${products.edges[0]!.node.id}` };

      for (const [name, path] of Object.entries(pages)) {
        const br = await firstLoadBytes(shop.url, path, firstLoad, "br");
        const gzip = await firstLoadBytes(shop.url, path, firstLoad, "gzip");
        lines.push(
          `${name} (${path}) first load as sent: ${kib(br)} brotli (${kib(gzip)} gzip) in ${firstLoad.size + 1} files, ` +
            `goal <= ${FIRST_LOAD_GOAL_KIB} KiB: ${br / 1024 <= FIRST_LOAD_GOAL_KIB ? "met" : "NOT MET"}`,
        );
      }
      const allBr = await Promise.all([...whole].map((file) => bytesSent(`${shop.url}/${file}`, "br")));
      lines.push(
        `every page of the shop: ${kib(allBr.reduce((sum, size) => sum + size, 0))} brotli in ${whole.size} files; the rest loads per page`,
      );
      for (const line of lines) console.log(line);

      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        // chrome-launcher adds no headless flag of its own.
        chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
      });
      const rows: string[][] = [];
      try {
        for (const [name, path] of Object.entries(pages)) {
          for (const [preset, settings] of Object.entries(PRESETS)) {
            if (chosenPresets && !chosenPresets.includes(preset)) continue;
            console.log(`lighthouse: ${name}, ${preset} (${RUNS} runs)`);
            const scores = await lighthouseMedians(shop.url + path, chrome.port, settings);
            if (typeof scores === "string") {
              rows.push([name, preset, scores]);
              continue;
            }
            const { goals, timingGoals = {} } = settings;
            const timing = (metric: "LCP" | "TBT", shown: string) => {
              const goal = timingGoals[metric];
              if (goal === undefined) return shown;
              return `${shown} (<= ${goal} ms ${scores.metrics[metric] <= goal ? "met" : "NOT MET"})`;
            };
            rows.push([
              name,
              preset,
              ...CATEGORIES.map((category) => {
                const score = scores.categories[category];
                return `${score} (>= ${goals[category]} ${score >= goals[category] ? "met" : "NOT MET"})`;
              }),
              `${(scores.metrics.FCP / 1000).toFixed(2)} s`,
              timing("LCP", `${(scores.metrics.LCP / 1000).toFixed(2)} s`),
              timing("TBT", `${Math.round(scores.metrics.TBT)} ms`),
              scores.metrics.CLS.toFixed(3),
            ]);
          }
        }
      } finally {
        chrome.kill();
      }
      const header = ["page", "preset", ...CATEGORIES, "FCP", "LCP", "TBT", "CLS"];
      const table = [header, header.map(() => "---"), ...rows];
      console.log(`\n== bench:client: Lighthouse ${RUNS}-run medians\n`);
      for (const row of table) console.log(`| ${row.join(" | ")} |`);

      console.log(`\n== bench:client: interaction to next paint, ${RUNS}-run medians\n`);
      for (const line of interactionTable(await interactionLatencies(shop.url, RUNS))) console.log(line);
    } finally {
      await stopShop(shop);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await emulator.stop();
  }
}

await main();
