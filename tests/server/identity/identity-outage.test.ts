import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort } from "../../../server/identity/auth-emulator";
import { createEmulatorUser } from "../../support/identity";
import { launchShop, postGraphQL, stopShop, waitHealthy, type ShopProcess } from "../../support/shop-process";

/**
 * The identity provider down (here: an Auth emulator address nobody listens on). Its own process,
 * because firebase-admin reads the emulator address from the process environment.
 */
describe("when the identity provider does not answer", () => {
  let dataDir: string;
  let shop: ShopProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shop-outage-"));
    shop = await launchShop({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${await findFreePort()}`,
      ACCESS_TOKEN_SECRET: randomBytes(24).toString("hex"),
    });
    await waitHealthy(shop, 503);
  });

  afterAll(async () => {
    await stopShop(shop);
    await rm(dataDir, { recursive: true, force: true });
  });

  it("reports itself unhealthy, naming the identity provider", async () => {
    const response = await fetch(`${shop.url}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: "up", identity: "down" });
  });

  it("answers sign-in with 'try again later', not with 'your token is invalid'", async () => {
    // A real ID token (from the run's emulator): only the provider this shop is pointed at is down.
    const { idToken, email } = await createEmulatorUser({
      email: `outage-${randomBytes(4).toString("hex")}@example.com`,
    });
    const result = await postGraphQL(
      shop.url,
      "mutation($t: String!) { signIn(idToken: $t) { accessToken } }",
      {
        t: idToken,
      },
    );
    expect(result.errors?.[0]).toMatchObject({
      message: "Signing in is unavailable right now; please try again shortly",
      extensions: { code: "SERVICE_UNAVAILABLE" },
    });
    const rest = await fetch(`${shop.url}/api/user/${email}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${idToken}`, "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(rest.status).toBe(503);
  });

  it("keeps serving the catalogue to visitors", async () => {
    const result = await postGraphQL<{ products: { totalCount: number } }>(
      shop.url,
      "{ products { totalCount } }",
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.products.totalCount).toBeGreaterThan(0);
  });
});
