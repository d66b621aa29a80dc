import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCRIPT_TIMEOUT_MS, runNpmScript } from "../../../support/npm-script";
import { devShopEnv, launchShop, postGraphQL, stopShop, waitHealthy } from "../../../support/shop-process";

const HEADER =
  "Part Number,Name,Description,Category,Price,Available Quantity,Minimum Order Quantity,Photo URL,Fitments";

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "catalogue-commands-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A catalogue file in the test's folder. */
async function catalogueFile(name: string, ...lines: string[]): Promise<string> {
  const file = path.join(work, name);
  await writeFile(file, [HEADER, ...lines].join("\n") + "\n");
  return file;
}

describe("npm run catalogue:import and catalogue:export", { timeout: 4 * SCRIPT_TIMEOUT_MS }, () => {
  it("with the shop stopped: imports a good file, refuses a wrong one whole, exports what is stored", async () => {
    const dataDir = path.join(work, "stopped");
    const good = await catalogueFile(
      "good.csv",
      "CMD-1,Brake Pads,,Brakes,49.99,10,1,,Toyota|Camry|2012-2014",
      "CMD-2,Oil Filter,,Filters,6.5,40,2,,",
    );
    const imported = await runNpmScript("catalogue:import", [good], dataDir);
    expect(imported.code, imported.output).toBe(0);
    expect(imported.stdout).toMatch(/done in [\d.]+ s: 2 created, 0 updated, 0 unchanged, 0 refused/);

    const wrong = await catalogueFile(
      "wrong.csv",
      "CMD-1,Brake Pads,,Brakes,45,10,1,,",
      "CMD-3,Wiper,,Wipers,abc,1,1,,",
    );
    const refused = await runNpmScript("catalogue:import", [wrong], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("line 3, Price: Price must be a number");
    expect(refused.stdout).toContain("refused: 1 problems, nothing was written");

    const exported = path.join(work, "stopped-export.csv");
    const exporting = await runNpmScript("catalogue:export", [exported], dataDir);
    expect(exporting.code, exporting.output).toBe(0);
    expect(exporting.stdout).toContain(`2 parts written to ${exported}`);
    // The refused file changed nothing: CMD-1 keeps its price.
    // Every column: the OE and interchange numbers' too, empty for these parts.
    expect((await readFile(exported, "utf8")).split("\n").slice(0, 3)).toEqual([
      `\ufeff${HEADER.replace("Fitments", "Part Type,OE Numbers,Interchange Numbers,Fitments")}`,
      "CMD-1,Brake Pads,,Brakes,49.99,10,1,,,,,Toyota|Camry|2012-2014",
      "CMD-2,Oil Filter,,Filters,6.5,40,2,,,,,",
    ]);
  });

  it("says how to use it, and writes no file, when asked wrongly", async () => {
    const dataDir = path.join(work, "wrongly");
    const runs = await Promise.all([
      runNpmScript("catalogue:import", [], dataDir),
      runNpmScript("catalogue:import", [path.join(work, "missing.csv")], dataDir),
      runNpmScript("catalogue:export", [], dataDir),
    ]);
    expect(runs.map((run) => run.code)).toEqual([2, 2, 2]);
    expect(runs[0]!.stderr).toContain("usage: npm run catalogue:import -- file.csv [--good-lines-only]");
    expect(runs[1]!.stderr).toMatch(/cannot read .*missing\.csv: ENOENT/);
    expect(runs[2]!.stderr).toContain("usage: npm run catalogue:export -- file.csv");
    expect(existsSync(dataDir)).toBe(false);
  });

  it("with the shop running on the same data: goes through the shop's database, which then shows the parts", async () => {
    const dataDir = path.join(work, "running");
    const shop = await launchShop(devShopEnv(dataDir));
    try {
      await waitHealthy(shop);
      const file = await catalogueFile(
        "running.csv",
        "RUN-77,Cabin Filter,,Filters,12.5,3,1,,Honda|Civic|2016",
      );
      const imported = await runNpmScript("catalogue:import", [file, "--good-lines-only"], dataDir);
      expect(imported.code, imported.output).toBe(0);
      expect(imported.stdout).toContain(`the shop is running on ${dataDir}: using its database`);
      expect(imported.stdout).toMatch(/1 created/);

      // The shop's copies of the catalogue last CATALOGUE_COPY_TTL_MS (5 s) for writes made elsewhere.
      await expect
        .poll(
          async () => {
            const answer = await postGraphQL<{ products: { edges: Array<{ node: { name: string } }> } }>(
              shop.url,
              '{ products(filter: { search: "RUN-77" }) { edges { node { name } } } }',
            );
            return answer.data?.products.edges.map((edge) => edge.node.name);
          },
          { timeout: 15_000, interval: 500 },
        )
        .toEqual(["Cabin Filter"]);

      const exported = path.join(work, "running-export.csv");
      const exporting = await runNpmScript("catalogue:export", [exported], dataDir);
      expect(exporting.code, exporting.output).toBe(0);
      expect(await readFile(exported, "utf8")).toContain(
        "RUN-77,Cabin Filter,,Filters,12.5,3,1,,,,,Honda|Civic|2016\n",
      );
    } finally {
      await stopShop(shop);
    }
  });
});
