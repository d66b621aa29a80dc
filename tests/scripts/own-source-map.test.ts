import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { SourceMap, type SourceMapPayload } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepOwnMappings } from "../../scripts/own-source-map";

/**
 * A bundle of our code calling a package, mapped as npm run build maps the shop's: each generated line
 * looked up before and after, in the map Node itself reads for --enable-source-maps.
 */
describe("the shop bundle's source map, kept to our own code", () => {
  let dir: string;
  let lines: string[];
  let before: SourceMap;
  let after: SourceMap;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "own-source-map-"));
    await mkdir(path.join(dir, "node_modules", "greeter"), { recursive: true });
    await writeFile(
      path.join(dir, "node_modules", "greeter", "index.js"),
      "export function greet(name) {\n  const words = ['Hello', name];\n  return words.join(', ');\n}\n",
    );
    await writeFile(
      path.join(dir, "main.ts"),
      "import { greet } from 'greeter';\nconst who: string = 'shop';\nexport const said = greet(who);\nconsole.log(said);\n",
    );
    const outfile = path.join(dir, "out.mjs");
    await build({
      entryPoints: [path.join(dir, "main.ts")],
      bundle: true,
      format: "esm",
      platform: "node",
      outfile,
      sourcemap: "linked",
      sourcesContent: false,
      logLevel: "error",
    });
    lines = (await readFile(outfile, "utf8")).split("\n");
    const readMap = async () =>
      new SourceMap(JSON.parse(await readFile(`${outfile}.map`, "utf8")) as SourceMapPayload);
    before = await readMap();
    await keepOwnMappings(`${outfile}.map`);
    after = await readMap();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Every position of the bundle at the given columns, with what each map finds there. */
  const lookups = () =>
    lines.flatMap((text, line) =>
      [0, 2, 8].map((column) => ({
        before: before.findEntry(line, column) as { originalSource?: string },
        after: after.findEntry(line, column),
      })),
    );

  it("maps every position in our code exactly as before", () => {
    const ours = lookups().filter(({ before }) => before.originalSource?.endsWith("main.ts"));
    expect(ours.length).toBeGreaterThan(0);
    for (const { before, after } of ours) expect(after).toEqual(before);
  });

  it("maps no position in a package's code, not even to the code of ours before it", () => {
    const theirs = lookups().filter(({ before }) => before.originalSource?.includes("node_modules/"));
    expect(theirs.length).toBeGreaterThan(0);
    for (const { after } of theirs) expect(after).not.toHaveProperty("originalSource", expect.any(String));
  });
});
