import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import { buildSchema, graphql } from "graphql";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../../support/chromium";
import { CLIENT_DIST_DIR as distDir } from "../../support/client-build";

import { registerExplorer } from "../../../server/http/explorer.js";
import { registerSecurityHeaders } from "../../../server/http/security-headers.js";
import { registerStorefront } from "../../../server/http/storefront.js";
import { REPO_ROOT } from "../../support/repo-root";

const artifacts = join(REPO_ROOT, "test-artifacts");
const BROWSER_ACCEPT =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

const schema = buildSchema(readFileSync(join(REPO_ROOT, "schema.graphql"), "utf8"));

interface GraphQLParams {
  query?: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/**
 * A GraphQL endpoint over the real contract, shaped like Apollo's Fastify integration: one route for
 * GET and POST on the same path, so the explorer's page route has to share it. No resolvers:
 * introspection and `__typename` need none.
 */
async function buildApp(options: { distDir: string; explorerFirst: boolean }): Promise<FastifyInstance> {
  const app = Fastify();
  // As the shop does: the headers first, then the pages (the explorer's route names its own policy).
  registerSecurityHeaders(app, {
    production: false,
    authEmulatorUrl: null,
    authDomain: "d",
    cardPayments: false,
  });
  // The explorer's scripts are built with the storefront's and served under its /static/.
  await registerStorefront(app, {
    distDir: options.distDir,
    browserConfig: { firebase: { apiKey: "k", authDomain: "d", projectId: "p" }, authEmulatorUrl: null },
    explorer: true,
    renderConcurrency: 1,
  });
  const registerGraphQL = () =>
    app.route<{ Querystring: GraphQLParams; Body: GraphQLParams }>({
      method: ["GET", "POST"],
      url: "/graphql",
      handler: async (request) => {
        const params = request.method === "GET" ? request.query : request.body;
        return graphql({
          schema,
          source: params.query ?? "",
          variableValues: typeof params.variables === "object" ? params.variables : undefined,
          operationName: params.operationName,
        });
      },
    });
  if (options.explorerFirst) await registerExplorer(app, { distDir: options.distDir });
  registerGraphQL();
  if (!options.explorerFirst) await registerExplorer(app, { distDir: options.distDir });
  return app;
}

/** Replaces a Monaco editor's text as typed, undoing the brackets and quotes Monaco closes on its own. */
async function typeInto(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  for (const char of text) {
    await page.keyboard.type(char);
    await page.keyboard.press("Shift+ControlOrMeta+End");
    await page.keyboard.press("Delete");
  }
  await page.keyboard.press("Escape");
}

describe("GraphQL explorer", () => {
  let app: FastifyInstance;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    app = await buildApp({ distDir, explorerFirst: false });
    origin = await app.listen({ host: "127.0.0.1", port: 0 });
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it("answers a browser's GET with the explorer page, locked to this origin", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/graphql",
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["vary"]).toMatch(/accept/i);
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.body).toContain("<title>Vehicle Parts Shop API</title>");

    const script = /src="(\/static\/[^"]+\.js)"/.exec(response.body)?.[1];
    expect(script).toBeDefined();
    const asset = await app.inject({ method: "GET", url: script ?? "" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-type"]).toMatch(/javascript/);
  });

  it("leaves GraphQL over HTTP GET to the GraphQL server", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/graphql?query=%7B__typename%7D",
      headers: { accept: "application/json" },
    });
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ data: { __typename: "Query" } });

    for (const accept of [
      "*/*",
      "application/graphql-response+json, application/json",
      "text/html;q=0.5, application/json",
    ]) {
      const other = await app.inject({ method: "GET", url: "/graphql", headers: { accept } });
      expect(other.body, accept).not.toContain("Vehicle Parts Shop API");
    }
  });

  it("says to run the build when it is missing", async () => {
    const empty = mkdtempSync(join(tmpdir(), "explorer-"));
    const bare = await buildApp({ distDir: empty, explorerFirst: true });
    try {
      const response = await bare.inject({
        method: "GET",
        url: "/graphql",
        headers: { accept: BROWSER_ACCEPT },
      });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain("npm run build");
      const graphql = await bare.inject({
        method: "POST",
        url: "/graphql",
        payload: { query: "{ __typename }" },
      });
      expect(graphql.json()).toEqual({ data: { __typename: "Query" } });
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("runs in a browser from this server alone, with the schema's documentation", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const requested: string[] = [];
    context.on("request", (request) => requested.push(request.url()));
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    page.on("requestfailed", (request) => problems.push(`failed: ${request.url()}`));

    try {
      await page.goto(`${origin}/graphql`);
      await expect(page.title()).resolves.toBe("Vehicle Parts Shop API");
      const editor = page.locator(".graphiql-query-editor .monaco-editor");
      await editor.waitFor({ timeout: 20_000 });
      // The prefilled catalogue query is highlighted once the GraphQL language worker is up.
      await expect
        .poll(() => editor.locator(".view-lines").innerText(), { timeout: 20_000 })
        .toContain("products");
      await page.screenshot({ path: join(artifacts, "explorer-loaded.png") });

      // Replace the operation, add an Authorization header, and run it.
      await typeInto(page, editor, "{ __typename }");
      await expect.poll(() => editor.locator(".view-lines").innerText()).toMatch(/^\{\s*__typename\s*\}$/);
      const headersEditor = page.locator(
        ".graphiql-editor-tool .graphiql-editor:not(.hidden) .monaco-editor",
      );
      await expect.poll(() => headersEditor.locator(".view-lines").innerText()).toContain("Authorization");
      await typeInto(page, headersEditor, '{ "Authorization": "Bearer test-token" }');
      // GraphiQL takes in an edit (operation name included) 100 ms later, in the same step that stores
      // the query; running before that would send the previous operation's name.
      await page.waitForFunction(() => localStorage.getItem("graphiql:query")?.trim() === "{ __typename }");
      const sent = page.waitForRequest(
        (request) => request.method() === "POST" && /__typename/.test(request.postData() ?? ""),
      );
      await page.locator(".graphiql-execute-button").click();
      expect((await sent).headers()["authorization"]).toBe("Bearer test-token");
      const result = page.locator(".graphiql-response");
      await expect.poll(() => result.innerText(), { timeout: 20_000 }).toMatch(/"__typename":\s*"Query"/);
      await page.screenshot({ path: join(artifacts, "explorer-result.png") });

      // The documentation explorer lists the root types, then Query's fields with their descriptions.
      await page.locator('.graphiql-sidebar button[aria-label="Show Documentation Explorer"]').click();
      const docs = page.locator(".graphiql-doc-explorer");
      await docs.waitFor();
      await expect.poll(() => docs.innerText(), { timeout: 20_000 }).toContain("The vehicle parts shop API.");
      await page.screenshot({ path: join(artifacts, "explorer-docs-schema.png") });
      await docs.getByRole("link", { name: "Query", exact: true }).first().click();
      await expect
        .poll(() => docs.innerText(), { timeout: 20_000 })
        .toContain("The catalogue, filtered, sorted and paged");
      const text = await docs.innerText();
      expect(text).toContain("products");
      expect(text).toContain("myOrders");
      await page.screenshot({ path: join(artifacts, "explorer-docs-query.png") });

      // Nothing came from anywhere but this server (data: and blob: URLs are not network requests).
      const elsewhere = requested.filter(
        (url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url),
      );
      expect(elsewhere).toEqual([]);
      expect(requested.some((url) => url.includes(".worker-"))).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
