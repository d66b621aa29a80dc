import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_DIST_DIR } from "../support/client-build";

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(join(CLIENT_DIST_DIR, ".vite", "manifest.json"), "utf8")) as Record<
  string,
  ManifestChunk
>;

/** Every module the browser must load before the page can run: the entry and its static imports. */
function initialModules(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  return seen;
}

describe("the home page's first load (the built client's manifest)", () => {
  const home = initialModules("index.html");
  const sources = [...home].map((key) => manifest[key]?.src ?? key);

  it.each([
    "src/features/auth/login-page.tsx",
    "src/features/auth/sign-up-page.tsx",
    "src/features/dashboard/dashboard-layout.tsx",
    "src/features/users/all-users-page.tsx",
    "src/features/products-admin/add-product-page.tsx",
    "src/features/products-admin/manage-products-page.tsx",
    "src/features/orders/manage-orders-page.tsx",
    "src/features/purchase/purchase-page.tsx",
  ])("leaves %s to a later chunk", (page) => {
    expect(manifest[page], `${page} is not in the build`).toBeDefined();
    expect(sources).not.toContain(page);
  });

  it("does not load the GraphQL explorer", () => {
    const files = [...home].map((key) => manifest[key]?.file ?? key);
    expect(files.some((file) => /explorer|monaco/i.test(file))).toBe(false);
  });
});
