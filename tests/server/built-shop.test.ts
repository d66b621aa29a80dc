import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  devShopEnv,
  launchShop,
  postGraphQL,
  stopShop,
  waitHealthy,
  type ShopProcess,
} from "../support/shop-process";

/**
 * `npm start` runs the server's build (scripts/build-server.ts): one module for all of our sources, each
 * of which must still find the files beside it as it does when run from source.
 */
describe("the built shop", () => {
  let dataDir: string;
  let shop: ShopProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "built-shop-"));
    shop = await launchShop(devShopEnv(dataDir));
    await waitHealthy(shop);
  });

  afterAll(async () => {
    await stopShop(shop);
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is what npm start runs", () => {
    expect(shop.child.spawnargs.slice(1)).toEqual(["--enable-source-maps", "dist/server/main.mjs"]);
  });

  it("serves the pictures kept beside its sources", async () => {
    const response = await fetch(`${shop.url}/assets/parts/ceramic-brake-pads.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toContain("<svg");
  });

  it("answers from the schema file and the database engine's thread, both found from its sources", async () => {
    const result = await postGraphQL<{ products: { totalCount: number } }>(
      shop.url,
      "{ products(first: 1) { totalCount } }",
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.products.totalCount).toBeGreaterThan(0);
  });
});
