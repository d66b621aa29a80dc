import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerStorefront } from "../../../server/http/storefront";
import { useTestShop } from "../../support/test-shop";

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

describe("the storefront's pages over HTTP", () => {
  const { shop } = useTestShop();

  const get = (path: string, accept = BROWSER_ACCEPT) => fetch(`${shop.url}${path}`, { headers: { accept } });

  it.each([
    "/",
    "/products",
    "/purchase/665f1c2b9a1e4b0012345678",
    "/dashboard/manageOrders",
    "/signup",
    "/blogs",
  ])("serves the app for the page %s with 200", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    // The boot module, whatever the server rendered before it (server-rendering.test.ts says what), and
    // nothing else to fetch before the first paint: it asks for the app's chunks after it.
    const html = await response.text();
    expect(html).toMatch(/<script type="module" crossorigin src="\/static\/index-[^"]+\.js">/);
    expect(html.match(/<script\b[^>]*\bsrc=/g)).toHaveLength(1);
    expect(html).not.toContain("modulepreload");
  });

  it("answers an unknown page with the app (it shows the not-found screen) and a real 404", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("The page you are looking for is not found.");
  });

  it("keeps API misses as JSON, never the page", async () => {
    for (const path of ["/api/no-such-path", "/static/no-such-file.js", "/assets/parts/nothing.svg"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("application/json");
    }
    const post = await fetch(`${shop.url}/products`, { method: "POST" });
    expect(post.status).toBe(404);
    expect(await post.json()).toMatchObject({ error: "Not Found", message: "No POST /products here" });
  });

  it("serves the page's scripts with long-lived caching (their names change with their content)", async () => {
    const script = /src="(\/static\/[^"]+\.js)"/.exec(await (await get("/")).text())?.[1];
    expect(script).toBeDefined();
    const response = await get(script!, "*/*");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("tells the browser which Firebase project and emulator to sign in with", async () => {
    const response = await get("/app-config.json", "application/json");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      firebase: {
        apiKey: "demo-api-key",
        authDomain: "demo-vehicle-parts.firebaseapp.com",
        projectId: "demo-vehicle-parts",
      },
      authEmulatorUrl: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    });
  });
});

describe("a storefront that has not been built", () => {
  it("answers pages with 503 and how to build it, and the API still works", async () => {
    const empty = await mkdtemp(path.join(tmpdir(), "no-client-"));
    const app = Fastify();
    await registerStorefront(app, {
      distDir: empty,
      browserConfig: { firebase: { apiKey: "k", authDomain: "d", projectId: "p" }, authEmulatorUrl: null },
      explorer: true,
      renderConcurrency: 1,
    });
    app.get("/api/ping", async () => ({ ok: true }));
    try {
      const page = await app.inject({ method: "GET", url: "/products", headers: { accept: BROWSER_ACCEPT } });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain("The storefront is not built");
      expect(page.body).toContain("npm run build");
      expect((await app.inject({ method: "GET", url: "/api/ping" })).json()).toEqual({ ok: true });
    } finally {
      await app.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
