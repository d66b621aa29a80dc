import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { filesOfPage } from "../../server/http/client-manifest";
import { CLIENT_DIST_DIR } from "../support/client-build";

const manifest = JSON.parse(readFileSync(join(CLIENT_DIST_DIR, ".vite", "manifest.json"), "utf8")) as Record<
  string,
  { file: string }
>;

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
  ])("leaves %s to a later chunk", (page) => {
    const chunk = manifest[page]?.file;
    expect(chunk, `${page} is not in the build`).toBeDefined();
    expect(whole).toContain(chunk);
    expect(firstLoad).not.toContain(chunk);
  });

  it("does not load the GraphQL explorer", () => {
    expect([...whole].some((file) => /explorer|monaco/i.test(file))).toBe(false);
  });
});
