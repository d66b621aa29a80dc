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
    ["client/src/features/checkout/checkout-page.tsx", "../cart/use-cart"],
    ["client/src/features/checkout/checkout-page.tsx", "../cart/state/index"],
    ["client/src/features/checkout/checkout-page.tsx", "../cart/index.css"],
    ["client/src/features/catalogue/cards/product-card.tsx", "../../../features/cart/use-cart"],
    ["client/src/features/catalogue/cards/product-card.tsx", "../../../../src/features/cart/api"],
  ])(
    "refuses a feature's import of a file inside another feature: %s importing %s",
    async (file, specifier) => {
      expect(await boundaryErrors(file, specifier)).toEqual([
        expect.stringContaining("A feature imports another feature only through its public entry"),
      ]);
    },
  );

  it.each([
    ["client/src/features/checkout/checkout-page.tsx", "../cart"],
    ["client/src/features/checkout/checkout-page.tsx", "../cart/"],
    ["client/src/features/checkout/checkout-page.tsx", "../cart/index"],
    ["client/src/features/checkout/checkout-page.tsx", "../cart/index.ts"],
    ["client/src/features/checkout/checkout-page.tsx", "../../features/cart"],
    ["client/src/features/catalogue/cards/product-card.tsx", "../../cart"],
    ["client/src/features/catalogue/cards/product-card.tsx", "../../../../src/features/cart/index"],
  ])(
    "allows a feature's import of another feature's public entry: %s importing %s",
    async (file, specifier) => {
      expect(await boundaryErrors(file, specifier)).toEqual([]);
    },
  );

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

  it.each([
    ["client/src/lib/use-me.ts", "../features/auth/api"],
    ["client/src/lib/use-me.ts", "../features/cart"],
    ["client/src/components/page-nav.tsx", "../features/cart/index"],
  ])("refuses a feature in shared code, even its public entry: %s importing %s", async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([
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
    ["server/services/orders.service.ts", "../graphql/context"],
    ["server/services/orders.service.ts", "../rest/route"],
    ["server/services/orders.service.ts", "../http/public-origin"],
    ["server/services/orders.service.ts", "../../server/http/sitemap"],
    ["server/services/orders/lines.ts", "../../graphql/format-error"],
    ["server/services/orders/lines.ts", "../../rest"],
  ])("refuses a transport in the services: %s importing %s", async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([
      expect.stringContaining("server/services/ imports no transport"),
    ]);
  });

  it.each([
    ["server/rest/route.ts", "../services/errors"],
    ["server/rest/adapter.ts", "../services"],
    ["server/rest/adapter.ts", "../db/models"],
    ["server/rest/adapter.ts", "../../server/db/collections"],
    ["server/rest/deeper/route.ts", "../../services/orders.service"],
  ])(
    "refuses the services and the database in the REST adapter: %s importing %s",
    async (file, specifier) => {
      expect(await boundaryErrors(file, specifier)).toEqual([
        expect.stringContaining("server/rest/ imports neither server/services/ nor server/db/"),
      ]);
    },
  );

  it.each([
    ["server/db/backfill-product-keys.ts", "../services/vehicle-keys"],
    ["server/db/database.ts", "../services"],
    ["server/db/migrations/lines.ts", "../../services/order-lines"],
  ])("refuses the services in the database module: %s importing %s", async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([
      expect.stringContaining("server/db/ imports no server/services/"),
    ]);
  });

  it.each([
    ["server/config.ts", "./http/sitemap"],
    ["server/config.ts", "./logger"],
    ["server/config.ts", "../shared/page-sizes"],
    ["server/config.ts", "../generated/shared/enums"],
    ["server/config.ts", "../client/src/lib/paths"],
  ])("refuses anything of the app in the config: %s importing %s", async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([
      expect.stringContaining("server/config.ts imports nothing of the app"),
    ]);
  });

  it.each([
    ["server/services/index.ts", "../../client/src/lib/paths"],
    ["server/rest/routes.ts", "../../client/src/lib/paths"],
    ["server/db/database.ts", "../../client/index.html"],
  ])(
    "keeps the server's no-client rule below the server's own layers: %s importing %s",
    async (file, specifier) => {
      expect(await boundaryErrors(file, specifier)).toEqual([
        expect.stringContaining("The server and the scripts import no client source"),
      ]);
    },
  );

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
    ["server/services/orders.service.ts", "../db/collections"],
    ["server/services/orders.service.ts", "../shop-errors"],
    ["server/services/orders.service.ts", "../config"],
    ["server/services/orders.service.ts", "./errors"],
    ["server/services/orders/lines.ts", "../../db/models"],
    ["server/rest/route.ts", "../shop-errors"],
    ["server/rest/adapter.ts", "../graphql/context"],
    ["server/rest/routes.ts", "../http/response-cache/public-reads"],
    ["server/rest/legacy-input.ts", "../../shared/field-rules/check"],
    ["server/db/backfill-product-keys.ts", "./vehicle-keys"],
    ["server/db/database.ts", "../config"],
    ["server/db/database.ts", "../mongo-engine/index"],
    ["server/graphql/permissions.ts", "../services/errors"],
    ["server/http/sitemap.ts", "../services/catalogue-listing"],
    ["server/app.ts", "./services/index"],
    ["server/config.ts", "node:path"],
    ["server/config.ts", "mongodb"],
  ])("allows %s to import %s", async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });
});
