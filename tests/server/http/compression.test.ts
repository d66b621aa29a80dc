import { existsSync, readFileSync, statSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSION_THRESHOLD_BYTES, registerCompression } from "../../../server/http/compression";
import { ASSETS_PREFIX, registerStorefront } from "../../../server/http/storefront";
import { filesOfPage } from "../../../server/http/client-manifest";
import { CLIENT_DIST_DIR } from "../../support/client-build";
import { startTestServer, type TestServer } from "../../support/test-server";
import { REPO_ROOT } from "../../support/repo-root";

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire, not decoded (fetch would decode them). */
  body: Buffer;
}

/** One request with node:http, which leaves Content-Encoding to the caller. */
function send(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The body as sent before encoding, by its Content-Encoding. */
function decoded(response: RawResponse): Buffer {
  switch (response.headers["content-encoding"]) {
    case "br":
      return brotliDecompressSync(response.body);
    case "gzip":
      return gunzipSync(response.body);
    case undefined:
      return response.body;
    default:
      throw new Error(`unexpected Content-Encoding ${response.headers["content-encoding"]}`);
  }
}

const varies = (response: RawResponse) =>
  String(response.headers.vary ?? "")
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes("accept-encoding");

describe("compression of the shop's answers", () => {
  let shop: TestServer;
  /** The app's entry script (started by index.html's boot module), e.g. /static/main-abc.js */
  let mainScript: string;
  /** The same file on disk. */
  let mainScriptFile: Buffer;

  beforeAll(async () => {
    shop = await startTestServer();
    const manifest = JSON.parse(readFileSync(join(CLIENT_DIST_DIR, ".vite", "manifest.json"), "utf8"));
    mainScript = `/${manifest["src/main.tsx"].file}`;
    mainScriptFile = readFileSync(join(CLIENT_DIST_DIR, mainScript));
  });
  afterAll(() => shop?.close());

  const graphql = (query: string, acceptEncoding?: string) =>
    send(`${shop.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(acceptEncoding !== undefined && { "accept-encoding": acceptEncoding }),
      },
      body: JSON.stringify({ query }),
    });

  describe("the home page's main script (compressed by the build)", () => {
    it.each([
      ["br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["br;q=0.5, gzip", "gzip", gunzipSync],
    ])(
      "comes back for Accept-Encoding: %s as %s, exactly the built file",
      async (accept, encoding, decode) => {
        const response = await send(`${shop.url}${mainScript}`, { headers: { "accept-encoding": accept } });
        expect(response.status).toBe(200);
        expect(response.headers["content-encoding"]).toBe(encoding);
        expect(response.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
        expect(response.headers["cache-control"]).toContain("immutable");
        expect(varies(response)).toBe(true);
        expect(decode(response.body).equals(mainScriptFile)).toBe(true);
        // Sent as the build wrote it beside the script, not compressed again for this request.
        const sibling = readFileSync(
          join(CLIENT_DIST_DIR, `${mainScript}.${encoding === "br" ? "br" : "gz"}`),
        );
        expect(response.body.equals(sibling)).toBe(true);
        expect(response.body.length).toBeLessThan(mainScriptFile.length / 3);
      },
    );

    it.each([["identity"], [null]])("is sent as it is for Accept-Encoding: %s", async (accept) => {
      const response = await send(`${shop.url}${mainScript}`, {
        headers: accept === null ? {} : { "accept-encoding": accept },
      });
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.body.equals(mainScriptFile)).toBe(true);
      expect(varies(response)).toBe(true);
    });

    it("keeps brotli smaller than gzip", async () => {
      const br = await send(`${shop.url}${mainScript}`, { headers: { "accept-encoding": "br" } });
      const gzip = await send(`${shop.url}${mainScript}`, { headers: { "accept-encoding": "gzip" } });
      expect(br.body.length).toBeLessThan(gzip.body.length);
    });
  });

  it("sends a built file under 1 KB as it is: the build left it alone and nothing compresses it per request", async () => {
    const firstLoad = filesOfPage(CLIENT_DIST_DIR, "index.html", { firstLoadOnly: true })!;
    const small = [...firstLoad]
      .map((file) => `/${file}`)
      .find(
        (file) =>
          file.endsWith(".js") && statSync(join(CLIENT_DIST_DIR, file)).size < COMPRESSION_THRESHOLD_BYTES,
      );
    expect(small, "the home page loads no script under 1 KB").toBeDefined();
    expect(existsSync(join(CLIENT_DIST_DIR, `${small}.br`))).toBe(false);
    const response = await send(`${shop.url}${small}`, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.equals(readFileSync(join(CLIENT_DIST_DIR, small!)))).toBe(true);
  });

  describe("GraphQL", () => {
    const PAGE =
      "{ products(first: 20) { edges { node { id name description price partNumber category } } } }";

    it("compresses an answer over 1 KB with brotli or gzip, as asked", async () => {
      const plain = await graphql(PAGE);
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      const data = JSON.parse(plain.body.toString("utf8"));
      expect(data.data.products.edges).toHaveLength(20);

      for (const [accept, encoding] of [
        ["br", "br"],
        ["gzip", "gzip"],
        ["gzip, deflate, br, zstd", "br"],
      ] as const) {
        const response = await graphql(PAGE, accept);
        expect(response.status, accept).toBe(200);
        expect(response.headers["content-encoding"], accept).toBe(encoding);
        expect(response.headers["content-type"], accept).toContain("application/json");
        expect(varies(response), accept).toBe(true);
        expect(response.body.length, accept).toBeLessThan(plain.body.length / 2);
        expect(JSON.parse(decoded(response).toString("utf8")), accept).toEqual(data);
      }
    });

    it.each([["identity"], ["deflate"], ["zstd"], [undefined]])(
      "answers plain for Accept-Encoding: %s",
      async (accept) => {
        const response = await graphql(PAGE, accept);
        expect(response.status).toBe(200);
        expect(response.headers["content-encoding"]).toBeUndefined();
        expect(JSON.parse(response.body.toString("utf8")).data.products.edges).toHaveLength(20);
        expect(varies(response)).toBe(true);
      },
    );

    it("leaves an answer under 1 KB plain, still naming Accept-Encoding in Vary", async () => {
      const response = await graphql("{ __typename }", "br, gzip");
      expect(response.status).toBe(200);
      expect(response.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers["content-length"]).toBe(String(response.body.length));
      expect(JSON.parse(response.body.toString("utf8"))).toEqual({ data: { __typename: "Query" } });
      expect(varies(response)).toBe(true);
    });

    it("compresses errors too, with Apollo's status kept", async () => {
      // Over 1 KB of errors: one per unknown field.
      const fields = Array.from({ length: 30 }, (_, i) => `unknownField${i}`).join(" ");
      const response = await graphql(`{ ${fields} }`, "br");
      expect(response.status).toBe(400);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(JSON.parse(decoded(response).toString("utf8")).errors.length).toBeGreaterThan(0);
    });
  });

  describe("pages", () => {
    it.each(["/", "/products", "/no-such-page"])("compresses the HTML of %s", async (path) => {
      const plain = await send(`${shop.url}${path}`, { headers: { accept: BROWSER_ACCEPT } });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      const response = await send(`${shop.url}${path}`, {
        headers: { accept: BROWSER_ACCEPT, "accept-encoding": "gzip, deflate, br" },
      });
      expect(response.status).toBe(path === "/no-such-page" ? 404 : 200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["content-encoding"]).toBe("br");
      expect(varies(response)).toBe(true);
      // The same page, rendered once for both or twice alike: a visitor's page is everyone's.
      expect(decoded(response).equals(plain.body)).toBe(true);
      expect(decoded(response).toString("utf8")).toContain('<div id="root">');
      // The security headers go out with compressed answers as with any other.
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    });

    it("answers a HEAD for a page (Fastify's HEAD route: no body, so nothing to compress)", async () => {
      const response = await send(`${shop.url}/products`, {
        method: "HEAD",
        headers: { accept: BROWSER_ACCEPT, "accept-encoding": "br" },
      });
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body.length).toBe(0);
    });

    it("keeps misses under API prefixes as small JSON, not the page", async () => {
      const response = await send(`${shop.url}/api/no-such-path`, {
        headers: { accept: BROWSER_ACCEPT, "accept-encoding": "br" },
      });
      expect(response.status).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(JSON.parse(decoded(response).toString("utf8"))).toMatchObject({ statusCode: 404 });
    });
  });

  describe("REST", () => {
    it("compresses GET /api/products", async () => {
      const plain = await send(`${shop.url}/api/products`);
      expect(plain.status).toBe(200);
      expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      for (const encoding of ["br", "gzip"]) {
        const response = await send(`${shop.url}/api/products`, { headers: { "accept-encoding": encoding } });
        expect(response.status).toBe(200);
        expect(response.headers["content-encoding"]).toBe(encoding);
        expect(varies(response)).toBe(true);
        expect(response.body.length).toBeLessThan(plain.body.length / 2);
        expect(JSON.parse(decoded(response).toString("utf8"))).toEqual(
          JSON.parse(plain.body.toString("utf8")),
        );
      }
    });

    it("leaves a small REST answer plain", async () => {
      const response = await send(`${shop.url}/api/products/000000000000000000000000`, {
        headers: { "accept-encoding": "br" },
      });
      expect(response.status).toBe(404);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(varies(response)).toBe(true);
    });
  });

  it("leaves the tiny health check plain", async () => {
    const response = await send(`${shop.url}/healthz`, { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(response.body.toString("utf8"))).toMatchObject({ status: "ok" });
  });

  it("compresses a product picture over 1 KB", async () => {
    const file = join(REPO_ROOT, "server", "assets", "parts", "front-strut-assembly.svg");
    const svg = readFileSync(file);
    expect(svg.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const response = await send(`${shop.url}/assets/parts/front-strut-assembly.svg`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toContain("image/svg+xml");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(decoded(response).equals(svg)).toBe(true);
  });
});

describe("the built files with the explorer switched off (served from the manifest's list)", () => {
  let app: FastifyInstance;
  let origin: string;
  const manifest = JSON.parse(
    readFileSync(join(CLIENT_DIST_DIR, ".vite", "manifest.json"), "utf8"),
  ) as Record<string, { file: string }>;

  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app, { precompressedPrefixes: [ASSETS_PREFIX] });
    await registerStorefront(app, {
      distDir: CLIENT_DIST_DIR,
      browserConfig: { firebase: { apiKey: "k", authDomain: "d", projectId: "p" }, authEmulatorUrl: null },
      explorer: false,
      renderConcurrency: 1,
    });
    origin = await app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => app?.close());

  it("serves a listed file's .br and .gz for its name", async () => {
    const file = `/${manifest["index.html"]!.file}`;
    const onDisk = readFileSync(join(CLIENT_DIST_DIR, file));
    for (const [accept, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const response = await send(`${origin}${file}`, { headers: { "accept-encoding": accept } });
      expect(response.status, accept).toBe(200);
      expect(response.headers["content-encoding"], accept).toBe(accept);
      expect(decode(response.body).equals(onDisk), accept).toBe(true);
    }
  });

  it("serves neither the explorer's scripts nor their compressed siblings", async () => {
    const explorer = `/${manifest["explorer.html"]!.file}`;
    expect(existsSync(join(CLIENT_DIST_DIR, `${explorer}.br`))).toBe(true);
    for (const path of [explorer, `${explorer}.br`, `${explorer}.gz`]) {
      const response = await send(`${origin}${path}`, { headers: { "accept-encoding": "br, gzip" } });
      expect(response.status, path).toBe(404);
    }
  });
});
