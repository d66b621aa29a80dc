import { readFile, readdir } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TestServer } from "../../support/test-server";
import { useTestShop } from "../../support/test-shop";
import { REPO_ROOT } from "../../support/repo-root";

const BROWSER_ACCEPT =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
const PARTNER = "https://partner.example";
const STRANGER = "https://elsewhere.example";
const INTROSPECTION = `{ __schema { queryType { name } } }`;

/** A CORS preflight for a JSON POST with a token, as a browser sends it before the real call. */
const preflight = (shop: TestServer, origin: string) =>
  fetch(`${shop.url}/graphql`, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type, authorization",
    },
  });

const postFrom = (shop: TestServer, origin: string) =>
  fetch(`${shop.url}/graphql`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ query: "{ __typename }" }),
  });

/** A GET with the path sent as written (fetch would resolve `..` segments itself). */
function rawGet(url: string, pathAsWritten: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(url), { path: pathAsWritten }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

describe("the HTTP surface with the default configuration", () => {
  const { shop } = useTestShop();

  it("answers GET /healthz with 200 once the database and identity are up", async () => {
    const response = await fetch(`${shop.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: "ok", database: "up", identity: "up" });
  });

  it("sends no CORS headers when no origin is configured", async () => {
    const before = await preflight(shop, PARTNER);
    expect(before.headers.get("access-control-allow-origin")).toBeNull();
    expect(before.headers.get("access-control-allow-methods")).toBeNull();
    const post = await postFrom(shop, PARTNER);
    expect(post.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers introspection (on by default)", async () => {
    const { status, data, errors } = await shop.gql(INTROSPECTION);
    expect(status).toBe(200);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ __schema: { queryType: { name: "Query" } } });
  });

  it("shows a browser the explorer at /graphql, served from this server with a locked-down policy", async () => {
    const response = await fetch(`${shop.url}/graphql`, { headers: { accept: BROWSER_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    const page = await response.text();
    expect(page).toContain("<title>Vehicle Parts Shop API</title>");
    const script = /src="(\/static\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${shop.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
  });

  it("runs a GraphQL GET that carries a preflight header", async () => {
    const response = await fetch(`${shop.url}/graphql?query=${encodeURIComponent("{ __typename }")}`, {
      headers: { "apollo-require-preflight": "true", accept: "application/json" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: "Query" } });
  });

  it("refuses a GET or a form POST a foreign page could send without a preflight (CSRF)", async () => {
    const subject = `csrf ${Date.now()}`;
    const mutation = `mutation { sendContactMessage(input: { email: "x@example.com", subject: "${subject}", message: "Hi" }) { id } }`;
    // A simple GET, as an <img> or a link would send it.
    const get = await fetch(`${shop.url}/graphql?query=${encodeURIComponent("{ __typename }")}`);
    expect(get.status).toBe(400);
    const body = (await get.json()) as { data?: unknown; errors: Array<{ message: string }> };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]?.message).toMatch(/Cross-Site Request Forgery/);
    // A form post in text/plain.
    const form = await fetch(`${shop.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ query: mutation }),
    });
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect(form.status).toBeLessThan(500);
    // A mutation over GET, even with the preflight header, is not run either.
    const getMutation = await fetch(`${shop.url}/graphql?query=${encodeURIComponent(mutation)}`, {
      headers: { "apollo-require-preflight": "true" },
    });
    expect(getMutation.status).toBe(405);
    expect(await shop.db.collection("contactMessages").countDocuments({ subject })).toBe(0);
  });

  it("serves the product pictures as SVG, and nothing outside their folder", async () => {
    const files = await readdir(path.join(REPO_ROOT, "server", "assets", "parts"));
    const svg = files.find((file) => file.endsWith(".svg"));
    expect(svg).toBeDefined();
    const direct = await fetch(`${shop.url}/assets/parts/${svg}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await direct.text()).toContain("<svg");

    // Every picture the catalogue names is there.
    const { data } = await shop.gql<{ products: { edges: Array<{ node: { picture: string } }> } }>(
      `{ products(first: 100) { edges { node { picture } } } }`,
    );
    const pictures = new Set(data!.products.edges.map((edge) => edge.node.picture));
    expect(pictures.size).toBeGreaterThan(0);
    for (const picture of pictures) {
      const response = await fetch(new URL(picture, shop.url));
      expect(response.status, picture).toBe(200);
      expect(response.headers.get("content-type"), picture).toMatch(/^image\/svg\+xml/);
    }

    for (const escape of ["/assets/../app.ts", "/assets/%2e%2e/app.ts", "/assets/..%2fapp.ts"]) {
      const response = await rawGet(shop.url, escape);
      expect(response.status, escape).toBeGreaterThanOrEqual(400);
      expect(response.body, escape).not.toContain("buildApp");
    }
  });
});

describe("the HTTP surface with partner origins, introspection and the explorer off", () => {
  const { shop } = useTestShop(
    {},
    {
      CORS_ORIGINS: PARTNER,
      GRAPHQL_INTROSPECTION: "false",
      GRAPHQL_EXPLORER: "false",
    },
  );

  it("allows a configured origin's preflight and call", async () => {
    const before = await preflight(shop, PARTNER);
    expect(before.status).toBeLessThan(300);
    expect(before.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(before.headers.get("access-control-allow-methods")).toMatch(/POST/);
    const post = await postFrom(shop, PARTNER);
    expect(post.status).toBe(200);
    expect(post.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(post.headers.get("vary")).toMatch(/origin/i);
    const rest = await fetch(`${shop.url}/api/products`, { headers: { origin: PARTNER } });
    expect(rest.headers.get("access-control-allow-origin")).toBe(PARTNER);
  });

  it("gives any other origin no CORS header", async () => {
    for (const origin of [STRANGER, "https://partner.example.evil.example", "null"]) {
      const before = await preflight(shop, origin);
      expect(before.headers.get("access-control-allow-origin"), origin).toBeNull();
      const post = await postFrom(shop, origin);
      expect(post.headers.get("access-control-allow-origin"), origin).toBeNull();
    }
  });

  it("refuses introspection and still answers ordinary queries", async () => {
    for (const query of [INTROSPECTION, `{ __type(name: "Product") { name } }`]) {
      const refused = await shop.gql(query);
      expect(refused.status, query).toBe(400);
      expect(refused.data).toBeUndefined();
      expect(refused.errors?.[0]?.message).toMatch(/introspection is not allowed/i);
      expect(refused.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    }
    const ordinary = await shop.gql<{ products: { totalCount: number }; __typename: string }>(
      `{ __typename products(first: 1) { totalCount } }`,
    );
    expect(ordinary.status).toBe(200);
    expect(ordinary.errors).toBeUndefined();
    expect(ordinary.data?.__typename).toBe("Query");
    expect(ordinary.data?.products.totalCount).toBeGreaterThan(0);
  });

  it("does not show a browser the explorer page or serve its files", async () => {
    const response = await fetch(`${shop.url}/graphql`, { headers: { accept: BROWSER_ACCEPT } });
    expect(response.status).not.toBe(200);
    expect(response.headers.get("content-type")).not.toMatch(/text\/html/);
    expect(await response.text()).not.toContain("Vehicle Parts Shop API");

    // The explorer's own files, as the default configuration links them; the shop's page still loads.
    const manifestFile = path.join(REPO_ROOT, "dist", "client", ".vite", "manifest.json");
    const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as Record<string, { file: string }>;
    expect((await fetch(`${shop.url}/${manifest["explorer.html"]!.file}`)).status).toBe(404);
    const script = await fetch(`${shop.url}/${manifest["index.html"]!.file}`);
    expect(script.status).toBe(200);
    // Read to the end: an unread script holds its connection open, and closing the shop waits for it.
    await script.arrayBuffer();
  });
});
