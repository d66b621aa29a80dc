import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PATHS } from "../../../client/src/lib/paths";
import { PAGE_PATHS_FILE, readPagePaths } from "../../../server/http/page-paths";
import { CLIENT_DIST_DIR } from "../../support/client-build";

describe("the page list the build hands the server (its 404 for unknown pages)", () => {
  const builtFile = join(CLIENT_DIST_DIR, PAGE_PATHS_FILE);

  it("is the router's paths", () => {
    expect(JSON.parse(readFileSync(builtFile, "utf8"))).toEqual(Object.values(PATHS));
  });

  it.each([
    "/",
    "/products",
    "/purchase/abc",
    "/products/purchase/abc",
    "/dashboard",
    "/dashboard/users",
    "/signup",
    "/signUp",
    "/login/",
  ])("knows %s", async (path) => expect((await readPagePaths(builtFile))!(path)).toBe(true));
  it.each(["/nope", "/purchase", "/purchase/a/b", "/dashboard/nope", "/productsx"])(
    "refuses %s",
    async (path) => expect((await readPagePaths(builtFile))!(path)).toBe(false),
  );

  it("is missing from a client that has not been built", async () => {
    expect(await readPagePaths(join(CLIENT_DIST_DIR, "no-such-build", PAGE_PATHS_FILE))).toBeUndefined();
  });
});
