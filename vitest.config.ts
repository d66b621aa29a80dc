import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";
import EnvironmentGroupingSequencer from "./tests/support/sequencer";

/**
 * graphql ships a CommonJS and an ES module build. Node (and so `npm start`) loads the CommonJS one for
 * everybody; vitest's resolver would hand our code the ES one while graphql-shield, loaded by Node, gets
 * the CommonJS one, and the schema would mix types from "another realm". One copy for all.
 */
const graphqlEntry = createRequire(import.meta.url).resolve("graphql");

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    globalSetup: ["./tests/support/global-setup.ts"],
    // Component tests (jsdom) get the few browser APIs jsdom lacks; a no-op for the others.
    setupFiles: ["./tests/support/dom-setup.ts"],
    // Two cores on CI: every test file starts its own engine (and later servers), so two at a time.
    pool: "forks",
    maxWorkers: 2,
    // A worker keeps the modules it has loaded from one test file to the next: re-importing React,
    // Chakra, Apollo and the server for each of some 170 files was a third of the run. Every file still
    // starts its own shop and data directory, and restores what it changes of process.env.
    isolate: false,
    // It keeps them only while the next file wants the same environment (node or jsdom): the files of one
    // environment are queued together, so each worker is replaced once instead of some 80 times a run.
    sequence: { sequencer: EnvironmentGroupingSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
