import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/repo-root";

const eslint = new ESLint({ cwd: REPO_ROOT });

/** What the project's lint config says about one import, written in a (made-up) file at `file`. */
async function boundaryErrors(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`export * from "${specifier}";\n`, {
    filePath: join(REPO_ROOT, file),
  });
  return result!.messages
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

describe("the import boundaries (eslint.config.js)", () => {
  it.each([
    ["client/src/features/orders/my-orders-page.tsx", "../auth/use-sign-in"],
    ["client/src/features/orders/my-orders-page.tsx", "../../features/auth/login-page"],
    ["client/src/features/orders/cards/order-card.tsx", "../../catalogue/api"],
  ])("refuses a feature's import of another feature: %s importing %s", async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([
      expect.stringContaining("Features do not import each other"),
    ]);
  });

  it.each([
    ["client/src/features/orders/my-orders-page.tsx", "../../app/routes"],
    ["client/src/features/orders/cards/order-card.tsx", "../../../app/layout/navbar"],
    ["client/src/lib/use-me.ts", "../app/routes"],
    ["client/src/components/page-nav.tsx", "../app/theme"],
  ])("refuses an import of app/ from below it: %s importing %s", async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([
      expect.stringContaining("Only app/ (and main.tsx) import app/"),
    ]);
  });

  it("refuses a feature in shared code", async () => {
    expect(await boundaryErrors("client/src/lib/use-me.ts", "../features/auth/api")).toEqual([
      expect.stringContaining("Shared code (lib/, components/) imports no feature"),
    ]);
  });

  it.each([
    ["server/http/storefront.ts", "../../client/src/lib/paths"],
    ["server/app.ts", "../client/index.html"],
    ["scripts/bench-http.ts", "../client/src/features/catalogue/api"],
  ])("refuses client source in the server and the scripts: %s importing %s", async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([
      expect.stringContaining("The server and the scripts import no client source"),
    ]);
  });

  it.each([
    ["server/mongo-engine/cli.ts", "../config"],
    ["server/mongo-engine/query/match/regex.ts", "../../../logger"],
    ["server/mongo-engine/storage/keys.ts", "../../../client/src/lib/paths"],
  ])("refuses anything outside the engine in the engine: %s importing %s", async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([
      expect.stringContaining("The engine imports nothing from the app"),
    ]);
  });

  it.each([
    ["shared/field-rules/check.ts", "../../client/src/lib/paths"],
    ["shared/field-rules/check.ts", "../../server/services/validation"],
    ["shared/field-rules/check.ts", "../../generated/shared/enums"],
    ["shared/rules.ts", "../server/config"],
  ])("refuses anything outside shared/ in shared/: %s importing %s", async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([
      expect.stringContaining("shared/ imports nothing outside itself"),
    ]);
  });

  it.each([
    ["shared/field-rules/check.ts", "react"],
    ["shared/field-rules/check.ts", "react-hook-form"],
    ["shared/field-rules/check.ts", "node:fs"],
    ["shared/rules.ts", "mongodb"],
  ])("refuses packages and built-ins in shared/: %s importing %s", async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([
      expect.stringContaining("shared/ imports no package or built-in"),
    ]);
  });

  it.each([
    ["client/src/features/orders/my-orders-page.tsx", "./api"],
    ["client/src/features/orders/my-orders-page.tsx", "../../lib/paths"],
    ["client/src/features/orders/my-orders-page.tsx", "../../components/error-state"],
    ["client/src/features/orders/my-orders-page.tsx", "../../../../generated/client"],
    ["client/src/features/orders/cards/order-card.tsx", "../order-status-labels"],
    ["client/src/app/routes.tsx", "../features/auth/login-page"],
    ["client/src/main.tsx", "./app/app"],
    ["client/src/components/error-state.tsx", "../lib/graphql-errors"],
    ["server/rest/legacy-shapes.ts", "../../generated/client/graphql"],
    ["server/http/storefront.ts", "./page-paths"],
    ["server/mongo-engine/query/match/regex.ts", "../../errors"],
    ["server/mongo-engine/cli.ts", "node:fs"],
    ["server/mongo-engine/cli.ts", "bson"],
    ["scripts/bench-client.ts", "../server/http/client-manifest"],
    ["tests/client/features/auth/login-form.test.tsx", "../../../../client/src/features/auth/login-form"],
    ["vite.config.ts", "./client/src/lib/paths"],
    ["shared/field-rules/check.ts", "./messages"],
    ["shared/field-rules/deeper/rule.ts", "../messages"],
    ["client/src/lib/form-rules.ts", "../../../shared/field-rules/check"],
    ["client/src/features/reviews/review-form.tsx", "../../../../shared/field-rules/shop-fields"],
    ["server/services/validation.ts", "../../shared/field-rules/check"],
  ])("allows %s to import %s", async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });
});
