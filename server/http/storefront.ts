import { join } from "node:path";

import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readBuiltFile, sendNotBuilt, sendPage } from "./built-page";
import { filesOfPage } from "./client-manifest";
import { PAGE_PATHS_FILE, readPagePaths } from "./page-paths";
import {
  RENDER_TIMEOUT_MS,
  inProcessFetch,
  loadPageRenderer,
  pageWithRendering,
  rendererFileOf,
} from "./server-rendering";
import { publicOrigin } from "./public-origin";
import { RenderSlots } from "./render-slots";
import { SITEMAPS_PREFIX } from "./sitemap";

/** URL prefix of the built scripts, styles and fonts (Vite's `build.assetsDir`). */
export const ASSETS_PREFIX = "/static/";
/** Paths that belong to the API or to files; a miss there answers JSON, never the storefront's page. */
const API_PREFIXES = ["/api/", "/graphql", "/static/", "/assets/", "/healthz", SITEMAPS_PREFIX];

/** What the browser needs to know at run time, so one build serves every environment. */
export interface BrowserConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** `http://host:port` of the Auth emulator the browser signs in with; null with real Firebase. */
  authEmulatorUrl: string | null;
}

export interface StorefrontOptions {
  /** The Vite build output (dist/client): index.html and static/. */
  distDir: string;
  browserConfig: BrowserConfig;
  /**
   * Whether the GraphQL explorer's scripts are served too (they are built into the same folder). Off, only
   * what the shop's own page loads is served, so a switched-off explorer leaves nothing behind.
   */
  explorer: boolean;
  /** Pages rendered at a time (render-slots.ts); RENDER_CONCURRENCY. */
  renderConcurrency: number;
}

/**
 * The shop's pages: the built scripts under /static/, the browser's run-time configuration, and
 * index.html for every page path of the build's list (page-paths.ts; the client-side router takes it from
 * there). The public pages arrive rendered (server-rendering.ts): their HTML already shows the parts,
 * prices and forms, and the browser's scripts take over that markup. Unknown paths get the not-found
 * screen, with a 404 status so crawlers and monitors see it too; so does a page that finds nothing to show.
 *
 * The built files are served as the build compressed them (`name.br`, `name.gz` beside `name`, see
 * vite.config.ts), by the request's Accept-Encoding, so sending them costs no compression per request.
 */
export async function registerStorefront(app: FastifyInstance, options: StorefrontOptions): Promise<void> {
  const pageFile = join(options.distDir, "index.html");
  const pagePathsFile = join(options.distDir, PAGE_PATHS_FILE);
  const shopFiles = options.explorer ? undefined : filesOfPage(options.distDir, "index.html");
  const rendererFile = rendererFileOf(options.distDir);
  const renderPage = await loadPageRenderer(rendererFile);
  const slots = new RenderSlots(
    options.renderConcurrency,
    options.renderConcurrency * RenderSlots.WAITING_PER_RENDER,
  );
  if (!renderPage)
    app.log.warn(`${rendererFile} is missing: pages go out unrendered. Run \`npm run build\`.`);

  await app.register(fastifyStatic, {
    root: join(options.distDir, "static"),
    prefix: ASSETS_PREFIX,
    decorateReply: false,
    index: false,
    logLevel: "warn",
    // File names carry a content hash: a changed file is a new URL.
    immutable: true,
    // A route per file the build wrote, found once at start: the catch-all route lists each directory of
    // a request's path (to refuse a name spelt in another case) on every request.
    wildcard: false,
    maxAge: "365d",
    // index-abc.js.br for `Accept-Encoding: br`, .gz for gzip, the file itself otherwise and for files the
    // build left alone (under 1 KB, or nothing to gain). Adds Vary: Accept-Encoding. Compression per request
    // is off on this route (app.ts: registerCompression's precompressedPrefixes).
    preCompressed: true,
    // Asked about the requested name (index-abc.js), not the sibling sent, so the .br/.gz of a listed file
    // are served and those of any other file are not.
    ...(shopFiles && { allowedPath: (pathName: string) => shopFiles.has(`static${pathName}`) }),
  });

  app.get("/app-config.json", async (_request, reply) =>
    reply.header("cache-control", "no-cache").send(options.browserConfig),
  );

  /**
   * The page rendered into the template, or undefined when it is one the browser renders alone, or when
   * rendering failed or took too long: the visitor then gets the page unrendered, which still works.
   */
  const renderOrNot = async (request: FastifyRequest, template: string) => {
    if (!renderPage) return undefined;
    // Outside the try: a Host that is no host name is the client's error (400), not a rendering failure.
    const origin = publicOrigin(request);
    try {
      const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
      const fetch = inProcessFetch(app, request);
      const page = await slots.run(() => renderPage({ url: request.url, origin, fetch, signal }), signal);
      if (page === undefined) {
        request.log.warn({ url: request.url }, "every rendering turn taken; the page went out unrendered");
        return undefined;
      }
      const html = page && pageWithRendering(template, page);
      return html ? { html, status: page.status } : undefined;
    } catch (error) {
      request.log.error({ err: error, url: request.url }, "rendering the page failed; sent unrendered");
      return undefined;
    }
  };

  const pageOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    const pageRequest =
      (request.method === "GET" || request.method === "HEAD") &&
      !API_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (pageRequest) {
      const isPagePath = await readPagePaths(pagePathsFile);
      if (!isPagePath) return sendNotBuilt(reply, "The storefront", pagePathsFile);
      const template = await readBuiltFile(pageFile);
      if (template === undefined) return sendNotBuilt(reply, "The storefront", pageFile);
      const known = isPagePath(path);
      const rendered = await renderOrNot(request, template);
      return sendPage(reply, rendered?.html ?? template, known ? (rendered?.status ?? 200) : 404);
    }
    return reply
      .code(404)
      .send({ error: "Not Found", message: `No ${request.method} ${path} here`, statusCode: 404 });
  };
  // The pages are a route (the least specific one: every other route wins), not only the not-found
  // handler, because route hooks such as compression never run for the not-found handler.
  app.get("/*", pageOrNotFound);
  app.setNotFoundHandler(pageOrNotFound);
}
