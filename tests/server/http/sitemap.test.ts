// @vitest-environment jsdom
// jsdom for its DOMParser: every sitemap must be well-formed XML, which a real parser tells.
import { request as httpRequest } from "node:http";
import type { Document } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogueListing } from "../../../server/services/catalogue/catalogue-listing";
import { executionStats, stagesOf } from "../mongo-engine/conformance/support";
import { expectOk } from "../../support/graphql-answers";
import { addProduct } from "../../support/products";
import { connectBeside } from "../../support/test-database";
import { startTestServer, type TestServer } from "../../support/test-server";

/** Small pages, so the starting catalogue (36 parts) fills several. */
const PER_PAGE = 10;

let shop: TestServer;
let adminToken: string;

beforeAll(async () => {
  shop = await startTestServer({ SITEMAP_PARTS_PER_PAGE: String(PER_PAGE) });
  adminToken = (await shop.signUp("admin")).accessToken;
});
afterAll(() => shop?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${shop.url}${path}`, { headers });

/** The document of a sitemap answer, which must be well-formed XML in the sitemaps namespace. */
async function sitemapOf(path: string): Promise<XMLDocument> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  const doc = new DOMParser().parseFromString(await response.text(), "application/xml");
  expect(doc.getElementsByTagName("parsererror"), path).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  return doc;
}

const textsOf = (doc: XMLDocument, tag: string) =>
  [...doc.getElementsByTagName(tag)].map((element) => element.textContent ?? "");

/** The part sitemaps the index names, in order, as paths. */
async function partSitemaps(): Promise<string[]> {
  const index = await sitemapOf("/sitemap.xml");
  expect(index.documentElement.localName).toBe("sitemapindex");
  const paths = textsOf(index, "loc").map((loc) => loc.replace(shop.url, ""));
  expect(paths[0]).toBe("/sitemaps/pages.xml");
  return paths.slice(1);
}

/** Every part page URL over all part sitemaps, in their order. */
async function listedParts(): Promise<string[]> {
  const urls: string[] = [];
  for (const path of await partSitemaps()) urls.push(...textsOf(await sitemapOf(path), "loc"));
  return urls;
}

async function storedProducts() {
  return shop.db
    .collection("products")
    .find({}, { projection: { _id: 1, updatedAt: 1 } })
    .toArray();
}

/** A GET with a Host header of our choosing (fetch always sends the URL's own). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(shop.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body }));
    });
    request.on("error", reject).end();
  });
}

describe("/robots.txt", () => {
  it("lets crawlers read the public pages, keeps them out of the signed-in ones and the APIs, and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await response.text()).split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /dashboard",
      "Disallow: /purchase/",
      "Disallow: /products/purchase/",
      "Disallow: /cart",
      "Disallow: /checkout",
      "Disallow: /orders/",
      "Disallow: /api/",
      "Disallow: /graphql",
      "",
      `Sitemap: ${shop.url}/sitemap.xml`,
      "",
    ]);
  });

  it("names the sitemap on the origin the request came to", async () => {
    const { body } = await getWithHost("/robots.txt", "Shop.Example:8443");
    expect(body).toContain("Sitemap: http://shop.example:8443/sitemap.xml\n");
  });
});

describe("/sitemap.xml", () => {
  it("lists the public pages, each answering 200", async () => {
    const pages = await sitemapOf("/sitemaps/pages.xml");
    const urls = textsOf(pages, "loc");
    expect(urls).toEqual(
      [
        "/",
        "/products",
        "/blogs",
        "/myPortfolio",
        // The information pages the footer links to.
        "/shipping",
        "/returns",
        "/about",
        "/contact",
        "/terms",
        "/privacy",
        "/cookies",
      ].map((path) => shop.url + path),
    );
    for (const url of urls) expect((await fetch(url)).status, url).toBe(200);
  });

  it("names every part's page exactly once, with when it last changed, in sitemaps of at most the page size", async () => {
    const stored = await storedProducts();
    const sitemaps = await partSitemaps();
    expect(sitemaps).toEqual(
      Array.from({ length: Math.ceil(stored.length / PER_PAGE) }, (_, i) => `/sitemaps/parts-${i + 1}.xml`),
    );
    const lastmods = new Map<string, string>();
    for (const path of sitemaps) {
      const doc = await sitemapOf(path);
      const entries = [...doc.getElementsByTagName("url")];
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(PER_PAGE);
      for (const entry of entries) {
        const loc = entry.getElementsByTagName("loc")[0]!.textContent!;
        expect(lastmods.has(loc), `${loc} listed twice`).toBe(false);
        lastmods.set(loc, entry.getElementsByTagName("lastmod")[0]!.textContent!);
      }
    }
    expect(Object.fromEntries(lastmods)).toEqual(
      Object.fromEntries(
        stored.map((product) => [
          `${shop.url}/products/${product._id.toHexString()}`,
          product.updatedAt.toISOString(),
        ]),
      ),
    );
  });

  it("shows a part added at once, at the end, and drops a part deleted", async () => {
    const before = await listedParts();
    const added = await addProduct(shop.gql, adminToken);
    const afterAdding = await listedParts();
    expect(afterAdding).toEqual([...before, `${shop.url}/products/${added}`]);

    const removed = before[3]!.split("/").pop()!;
    await expectOk(
      shop.gql("mutation($id: ID!) { deleteProduct(id: $id) { deleted } }", { id: removed }, adminToken),
    );
    expect(await listedParts()).toEqual(afterAdding.filter((url) => !url.endsWith(removed)));
  });

  it("answers a part sitemap past the end, or one that never exists, with a plain 404", async () => {
    const last = (await partSitemaps()).length;
    for (const path of [
      `/sitemaps/parts-${last + 1}.xml`,
      "/sitemaps/parts-0.xml",
      "/sitemaps/parts-x.xml",
      "/sitemaps/other.xml",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("application/json");
    }
  });

  it("goes out compressed when large enough, with the shop's security headers", async () => {
    const response = await get("/sitemaps/parts-1.xml", { "accept-encoding": "br" });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toContain("accept-encoding");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(
      new DOMParser().parseFromString(await response.text(), "application/xml").documentElement.localName,
    ).toBe("urlset");
  });

  it("writes no markup a crafted Host header carries: such a request is refused", async () => {
    for (const path of ["/sitemap.xml", "/sitemaps/pages.xml", "/sitemaps/parts-1.xml", "/robots.txt"]) {
      for (const host of ['evil.example"><script>alert(1)</script>', "evil.example/a&b", "a b"]) {
        const { status, body } = await getWithHost(path, host);
        expect(status, `${path} with ${host}`).toBe(400);
        expect(body).not.toContain("<script>");
      }
      const { status, body } = await getWithHost(path, "shop.example:8080");
      expect(status).toBe(200);
      expect(body).toContain("http://shop.example:8080/");
    }
  });
});

describe("reading a part sitemap", () => {
  it("walks the catalogue's index from the page's start: no collection scan, no sort, only the page's parts read", async () => {
    const client = await connectBeside(shop.db, { monitorCommands: true });
    try {
      const sent: Document[] = [];
      client.on("commandStarted", (event) => event.commandName === "find" && sent.push(event.command));
      const db = client.db(shop.db.databaseName);
      const page = await new CatalogueListing(db).page(2, PER_PAGE);
      expect(page).toHaveLength(PER_PAGE);
      expect(sent).toHaveLength(2);
      const plans = await Promise.all(
        sent.map(async ({ find, filter, sort, skip, limit, hint, projection }) => {
          const explain = await db.command({
            explain: { find, filter, sort, skip, limit, hint, projection },
            verbosity: "executionStats",
          });
          return { stages: stagesOf(explain), stats: executionStats(explain) };
        }),
      );
      for (const { stages } of plans) {
        const names = stages.map((stage) => stage.stage);
        expect(names).toContain("IXSCAN");
        expect(names).not.toContain("COLLSCAN");
        expect(names).not.toContain("SORT");
        expect(new Set(stages.flatMap((stage) => stage.indexName ?? []))).toEqual(
          new Set(["catalogue_by_createdAt"]),
        );
      }
      // The page's own read starts at its first part and stops after the page.
      expect(plans[1]!.stats.totalKeysExamined).toBeLessThanOrEqual(PER_PAGE + 1);
      expect(plans[1]!.stats.totalDocsExamined).toBeLessThanOrEqual(PER_PAGE);
    } finally {
      await client.close();
    }
  });
});
