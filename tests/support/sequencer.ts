import { readFile } from "node:fs/promises";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The environment a test file asks for in its docblock, as vitest reads it (node when it names none). */
async function environmentOf(spec: TestSpecification): Promise<string> {
  const code = await readFile(spec.moduleId, "utf8");
  return code.match(/@(?:vitest|jest)-environment\s+([\w-]+)\b/)?.[1] ?? "node";
}

/**
 * Vitest's own order (the slowest or largest files first), with the files of one environment kept
 * together. A worker that keeps its modules (`isolate: false`) is only handed the next file if that file
 * wants the same environment; otherwise it is stopped and a fresh process imports the server, React and
 * Chakra all over again. In vitest's order jsdom and node files alternate some 80 times a run.
 */
export default class EnvironmentGroupingSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const environments = await Promise.all(sorted.map(environmentOf));
    const order = [...new Set(environments)];
    return sorted
      .map((spec, index) => ({ spec, group: order.indexOf(environments[index]!) }))
      .sort((a, b) => a.group - b.group)
      .map(({ spec }) => spec);
  }
}
