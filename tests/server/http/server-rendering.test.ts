// @vitest-environment jsdom
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENDERED_STATE_ID } from "../../../shared/page-rendering";
import { addProduct } from "../../support/products";
import { startTestServer, type TestServer } from "../../support/test-server";

/**
 * The public pages as a crawler, or a phone before its scripts arrive, gets them: plain HTML over HTTP, no
 * script run. What the page shows must already be in it.
 */
describe("server-rendered pages", () => {
  let shop: TestServer;
  let brakes: { id: string; name: string };
  let filter: { id: string; name: string };
  beforeAll(async () => {
    shop = await startTestServer();
    const admin = await shop.signUp("admin");
    brakes = { name: "Ceramic Pad Set SSR", id: "" };
    brakes.id = await addProduct(shop.gql, admin.accessToken, {
      name: brakes.name,
      price: 19.99,
      category: "Brakes",
    });
    filter = { name: "Oil Filter SSR", id: "" };
    filter.id = await addProduct(shop.gql, admin.accessToken, {
      name: filter.name,
      price: 7.5,
      category: "Filters",
    });
  });
  afterAll(() => shop?.close());

  /** The page as sent, parsed without running a script (DOMParser runs none). */
  async function page(path: string) {
    const response = await fetch(`${shop.url}${path}`, { headers: { accept: "text/html" } });
    const html = await response.text();
    return { status: response.status, html, document: new DOMParser().parseFromString(html, "text/html") };
  }
  const shown = (document: Document) => document.getElementById("root")!.textContent ?? "";

  it("sends the home page with the newest parts, their prices and the vehicle finder in it", async () => {
    const { status, document } = await page("/");
    expect(status).toBe(200);
    const text = shown(document);
    expect(text).toContain(brakes.name);
    expect(text).toContain("$19.99");
    expect(text).toContain(filter.name);
    expect(text).toContain("$7.50");
    expect(document.querySelector("#root form, #root select")).not.toBeNull();
  });

  it("sends the catalogue filtered as its URL says", async () => {
    const { status, document } = await page("/products?category=Filters");
    expect(status).toBe(200);
    expect(shown(document)).toContain(filter.name);
    expect(shown(document)).not.toContain(brakes.name);
  });

  it("hands the browser the answers the page was rendered from, so it does not ask again", async () => {
    const { document } = await page("/");
    const block = document.getElementById(RENDERED_STATE_ID)!;
    expect(block.getAttribute("type")).toBe("application/json");
    const state = JSON.parse(block.textContent!) as Record<string, { name?: string }>;
    expect(Object.values(state).map((entry) => entry.name)).toContain(brakes.name);
  });

  it("keeps the page hidden until its markup is all in, so no half-parsed part is painted and moved", async () => {
    const { document } = await page("/");
    const rules = [...document.head.querySelectorAll("style")].map((style) => style.textContent);
    expect(rules).toContain(`#root:not(:has(+ #${RENDERED_STATE_ID})){visibility:hidden}`);
    // The rule shows the root once the data block right after it is parsed.
    expect(document.getElementById("root")!.nextElementSibling?.id).toBe(RENDERED_STATE_ID);
  });

  it("runs no inline script: the page's policy forbids them, so data travels in data blocks", async () => {
    const { document } = await page("/");
    for (const script of document.querySelectorAll("script")) {
      if (script.src) continue;
      expect(["application/json", "application/ld+json"]).toContain(script.type);
    }
  });

  it("keeps a part whose name tries to close the data block as text", async () => {
    const admin = await shop.signUp("admin");
    const name = "</script><script>alert(1)</script>";
    await addProduct(shop.gql, admin.accessToken, { name: name.slice(0, 20), category: "Tricks" });
    const { html, document } = await page("/products?category=Tricks");
    expect(shown(document)).toContain(name.slice(0, 20));
    expect(document.querySelectorAll("script:not([src])")).toHaveLength(1);
    expect(JSON.parse(document.getElementById(RENDERED_STATE_ID)!.textContent!)).toBeTruthy();
    expect(html).not.toContain("<script>alert");
  });

  it("keeps a rendered page for the next visitors and browsers until the catalogue changes", async () => {
    const first = await fetch(`${shop.url}/products?category=Filters`);
    const etag = first.headers.get("etag")!;
    expect(first.headers.get("cache-control")).toContain("public");
    const again = await fetch(`${shop.url}/products?category=Filters`, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);

    const admin = await shop.signUp("admin");
    await addProduct(shop.gql, admin.accessToken, { name: "Cabin Filter SSR", category: "Filters" });
    const { status, document } = await page("/products?category=Filters");
    expect(status).toBe(200);
    expect(shown(document)).toContain("Cabin Filter SSR");
  });

  it("keeps a page per host: its canonical link names the host it was asked for", async () => {
    const canonicalFor = (host: string) =>
      new Promise<string>((resolve, reject) => {
        const request = httpRequest(`${shop.url}/`, { headers: { host } }, (response) => {
          let html = "";
          response.setEncoding("utf8").on("data", (chunk: string) => (html += chunk));
          response.on("end", () => resolve(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? ""));
        });
        request.on("error", reject).end();
      });
    expect(await canonicalFor("shop.example")).toBe("http://shop.example/");
    expect(await canonicalFor("other.example:8080")).toBe("http://other.example:8080/");
    expect(await canonicalFor("shop.example")).toBe("http://shop.example/");
  });

  it.each([
    ["/shipping", "Shipping & delivery"],
    ["/returns", "Returns & warranty"],
    ["/about", "About us"],
    ["/contact", "Contact"],
    ["/terms", "Terms of use"],
    ["/privacy", "Privacy policy"],
    ["/cookies", "Cookie policy"],
  ])("sends the information page %s rendered, headed %s, with its own title", async (path, heading) => {
    const { status, document } = await page(path);
    expect(status).toBe(200);
    expect(document.querySelector("#root h1")?.textContent).toBe(heading);
    expect(document.title).toBe(`${heading} · Vehicle Parts Shop`);
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute("content");
    expect(description).toBe(document.querySelector("#root h1 + p")?.textContent);
    expect(document.querySelectorAll("#root section h2").length).toBeGreaterThanOrEqual(2);
    // Its links to the footer's pages are plain links, which work before the scripts arrive.
    const footerLinks = [...document.querySelectorAll<HTMLAnchorElement>("#root footer a")];
    expect(footerLinks.map((link) => link.getAttribute("href"))).toContain(path);
    expect(footerLinks.filter((link) => link.getAttribute("href") === "#")).toEqual([]);
  });

  it("answers an unknown page with the not-found screen and a 404", async () => {
    const { status, document } = await page("/no-such-page");
    expect(status).toBe(404);
    expect(shown(document)).toContain("The page you are looking for is not found.");
  });

  it.each([
    "/dashboard",
    "/dashboard/myProduct",
    "/purchase/665f1c2b9a1e4b0012345678",
    "/products/purchase/665f1c2b9a1e4b0012345678",
  ])("leaves %s, which is behind a login, to the browser", async (path) => {
    const { status, document } = await page(path);
    expect(status).toBe(200);
    expect(document.getElementById("root")!.innerHTML).toBe("");
    expect(document.getElementById(RENDERED_STATE_ID)).toBeNull();
  });
});
