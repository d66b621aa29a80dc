import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    // Two cores on CI: every test file starts its own engine (and later servers), so two at a time.
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
