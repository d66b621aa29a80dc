import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { filesOfPage } from "../../server/http/client-manifest";
import { CLIENT_DIST_DIR } from "../support/client-build";

const manifest = JSON.parse(readFileSync(join(CLIENT_DIST_DIR, ".vite", "manifest.json"), "utf8")) as Record<
  string,
  { file: string; isDynamicEntry?: boolean }
>;

/** The chunk of a package's module that the client imports with import() (the manifest keys it by path). */
const dynamicChunkOf = (modulePath: string) =>
  Object.entries(manifest).find(([key, chunk]) => key.endsWith(modulePath) && chunk.isDynamicEntry)?.[1].file;

const scriptsSaying = (files: Set<string>, word: string) =>
  [...files].filter(
    (file) => file.endsWith(".js") && readFileSync(join(CLIENT_DIST_DIR, file), "utf8").includes(word),
  );

describe("the home page's first load (the built client's manifest)", () => {
  const firstLoad = filesOfPage(CLIENT_DIST_DIR, "index.html", { firstLoadOnly: true })!;
  const whole = filesOfPage(CLIENT_DIST_DIR, "index.html")!;

  it.each([
    "src/features/auth/login-page.tsx",
    "src/features/auth/sign-up-page.tsx",
    "src/features/dashboard/dashboard-layout.tsx",
    "src/features/users/all-users-page.tsx",
    "src/features/products-admin/add-product-page.tsx",
    "src/features/products-admin/manage-products-page.tsx",
    "src/features/orders/manage-orders-page.tsx",
    "src/features/purchase/purchase-page.tsx",
    "src/features/catalogue/part-page.tsx",
    "src/features/cart/cart-page.tsx",
    "src/features/checkout/checkout-page.tsx",
    "src/features/checkout/order-placed-page.tsx",
  ])("leaves %s to a later chunk", (page) => {
    const chunk = manifest[page]?.file;
    expect(chunk, `${page} is not in the build`).toBeDefined();
    expect(whole).toContain(chunk);
    expect(firstLoad).not.toContain(chunk);
  });

  it.each([
    "node_modules/firebase/app/dist/esm/index.esm.js",
    "node_modules/firebase/auth/dist/esm/index.esm.js",
    "node_modules/react-toastify/dist/index.mjs",
  ])("loads %s only when asked for, in a chunk of its own", (modulePath) => {
    const chunk = dynamicChunkOf(modulePath);
    expect(chunk, `${modulePath} is not imported with import()`).toBeDefined();
    expect(whole).toContain(chunk);
    expect(firstLoad).not.toContain(chunk);
  });

  // Words of each library's own that minifying keeps (error names, option names read as properties).
  it.each([
    ["Firebase", "FirebaseError"],
    ["react-hook-form", "criteriaMode"],
  ])("has no %s in its scripts", (_library, word) => {
    expect(scriptsSaying(firstLoad, word)).toEqual([]);
    expect(scriptsSaying(whole, word), `no chunk says ${word}: the check would find nothing`).not.toEqual([]);
  });

  it("does not load the GraphQL explorer", () => {
    expect([...whole].some((file) => /explorer|monaco/i.test(file))).toBe(false);
  });
});
