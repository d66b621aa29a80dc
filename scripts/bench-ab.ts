/**
 * `npm run bench:ab -- <commit>`: the catalogue pages a cache has not seen (RESPONSE_CACHE=false) at
 * 100,000 parts, this checkout (B) against another commit (A), in alternation (A B, B A, ...) so that the
 * machine's drift during the run falls on both alike. Each side seeds its own data directory with its
 * own seed:bulk, as that version stores parts, and runs from its own checkout (a git worktree sharing
 * this one's node_modules). B also measures the vehicle page with an engine told, which A may not know.
 * BENCH_AB_ROUNDS rounds (default 2), BENCH_AB_PARTS parts (default 100000); BENCH_SECONDS and
 * BENCH_WARMUP_SECONDS as for bench:http. Run it alone on the machine.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { findFreePort, startAuthEmulator } from "../server/identity/auth-emulator";
import { TEST_FIREBASE_PROJECT_ID } from "../tests/support/identity";
import { REPO_ROOT } from "../tests/support/repo-root";
import { stopShop } from "../tests/support/shop-process";
import {
  CONNECTIONS,
  SECONDS,
  UNCACHED_PAGES,
  fmt,
  graphql,
  measure,
  pageBody,
  postGraphQL,
  ratio,
  runScript,
  startBenchShop,
  type Measured,
} from "./bench-shop";
import { median } from "./median";

const ROUNDS = Number(process.env.BENCH_AB_ROUNDS || 2);
const PARTS = Number(process.env.BENCH_AB_PARTS || 100_000);
const VEHICLE = { make: "Toyota", model: "Corolla", year: 2016 };

interface Side {
  name: string;
  root: string;
  dataDir: string;
  pages: Record<string, string>;
  results: Record<string, Measured[]>;
}

const git = (args: string[], cwd = REPO_ROOT) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

/** The other commit checked out beside this one, sharing its installed packages. */
async function checkout(commit: string, dir: string): Promise<string> {
  const root = path.join(dir, "tree");
  git(["worktree", "add", "--detach", root, commit]);
  await symlink(path.join(REPO_ROOT, "node_modules"), path.join(root, "node_modules"));
  // Its server as its own `npm start` runs it: built, from the commit that bundles it on.
  if (existsSync(path.join(root, "scripts/build-server.ts")))
    await runScript("npx", ["tsx", "scripts/build-server.ts"], {}, root);
  if (git(["diff", "--name-only", commit, "--", "package-lock.json"]))
    console.warn(`warning: ${commit}'s package-lock.json differs: A runs on B's packages`);
  return root;
}

const summary = (runs: Measured[]): Measured => ({
  rps: median(runs.map((run) => run.rps)),
  p99: median(runs.map((run) => run.p99)),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
});

async function main() {
  const commit = process.argv[2];
  if (!commit) {
    console.error("usage: npm run bench:ab -- <commit to compare this checkout with>");
    process.exit(2);
  }
  const dir = await mkdtemp(path.join(tmpdir(), "bench-ab-"));
  const emulator = await startAuthEmulator({
    projectId: TEST_FIREBASE_PROJECT_ID,
    port: await findFreePort(),
  });
  const base = { "{ __typename }": JSON.stringify({ query: "{ __typename }" }), ...UNCACHED_PAGES };
  const sides: Side[] = [];
  try {
    const aRoot = await checkout(commit, dir);
    for (const [name, root] of [
      [`A ${git(["rev-parse", "--short", commit])}`, aRoot],
      [
        `B ${git(["rev-parse", "--short", "HEAD"])}${git(["status", "--porcelain"]) ? "+changes" : ""}`,
        REPO_ROOT,
      ],
    ] as const) {
      const dataDir = path.join(dir, `data-${sides.length}`);
      console.log(`\n== ${name}: seed:bulk --parts ${PARTS}`);
      await runScript(
        "npm",
        ["run", "--silent", "seed:bulk", "--", "--parts", String(PARTS)],
        { DATA_DIR: dataDir },
        root,
      );
      sides.push({ name, root, dataDir, pages: { ...base }, results: {} });
    }
    const [a, b] = sides as [Side, Side];
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of round % 2 === 0 ? [a, b] : [b, a]) {
        // The pages are GraphQL's: both serve this checkout's client build, which A's start-up looks for.
        const env = { RESPONSE_CACHE: "false", CLIENT_DIST_DIR: path.join(REPO_ROOT, "dist/client") };
        const shop = await startBenchShop(side.dataDir, emulator.host, env, side.root);
        try {
          if (side === b && round === 0) {
            const { vehicleVariants } = await graphql<{ vehicleVariants: { engines: string[] } }>(
              shop.url,
              `
                query ($year: Int!, $make: String!, $model: String!) {
                  vehicleVariants(year: $year, make: $make, model: $model) {
                    engines
                  }
                }
              `,
              VEHICLE,
            );
            const engine = vehicleVariants.engines[0];
            if (engine) b.pages[`vehicle page, ${engine} told`] = pageBody({ ...VEHICLE, engine });
          }
          for (const [page, body] of Object.entries(side.pages)) {
            const measured = await measure(postGraphQL(shop.url, body));
            (side.results[page] ??= []).push(measured);
            console.log(`round ${round + 1}, ${side.name}, ${page}: ${fmt(measured)}`);
          }
        } finally {
          await stopShop(shop);
        }
      }
    }

    console.log(
      `\n== bench:ab at ${PARTS.toLocaleString("en")} parts (${CONNECTIONS} connections, ${SECONDS} s each, median of ${ROUNDS} alternating rounds, RESPONSE_CACHE=false)`,
    );
    for (const page of Object.keys(b.pages)) {
      const [ofA, ofB] = [a, b].map((side) => side.results[page] && summary(side.results[page]));
      const typename = (side: Side) => summary(side.results["{ __typename }"]!).rps;
      const line = [a, b]
        .map((side, i) => {
          const measured = [ofA, ofB][i];
          return measured
            ? `${side.name}: ${fmt(measured)} (${ratio(measured.rps, typename(side))} of its { __typename })`
            : `${side.name}: -`;
        })
        .join(";  ");
      const change = ofA && ofB ? `;  B/A ${ratio(ofB.rps, ofA.rps)}, p99 ${ratio(ofB.p99, ofA.p99)}` : "";
      console.log(`${page.padEnd(40)} ${line}${change}`);
    }
  } finally {
    await emulator.stop();
    if (sides.length) git(["worktree", "remove", "--force", sides[0]!.root]);
    else git(["worktree", "prune"]);
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
