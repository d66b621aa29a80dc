import type { FastifyInstance, FastifyReply } from "fastify";
import { INFO_PAGE_PATHS } from "../../shared/info-page-paths";
import type { CatalogueListing } from "../services/catalogue/catalogue-listing";
import { publicOrigin } from "./public-origin";

export const SITEMAP_PATH = "/sitemap.xml";
/** The sitemaps the index names live under here (storefront.ts answers a miss there with a plain 404). */
export const SITEMAPS_PREFIX = "/sitemaps/";
const PAGES_SITEMAP = `${SITEMAPS_PREFIX}pages.xml`;
const partsSitemap = (page: number) => `${SITEMAPS_PREFIX}parts-${page}.xml`;

/**
 * The shop's public pages besides the parts' (client/src/lib/paths.ts, which the server does not import;
 * the information pages' paths come from shared/, which both read). Signed-in pages, the dashboard and
 * purchase steps stay out: a crawler only ever sees their sign-in screen.
 */
const PUBLIC_PAGES = ["/", "/products", "/blogs", "/myPortfolio", ...Object.values(INFO_PAGE_PATHS)];

/**
 * Crawlers come back every few hours at most; five minutes of caching lets a CDN or the crawler's own
 * cache answer repeats, and a part added or removed shows there within that time.
 */
export const CRAWLER_CACHE_CONTROL = "public, max-age=300";

const XMLNS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
/** Text as XML character data: the protocol asks for URLs entity-escaped. */
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`;

function sendXml(reply: FastifyReply, body: string) {
  return reply
    .type("application/xml; charset=utf-8")
    .header("cache-control", CRAWLER_CACHE_CONTROL)
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`);
}

export interface SitemapOptions {
  listing: CatalogueListing;
  /** Parts per sitemap: config's sitemapPartsPerPage (SITEMAP_PARTS_PER_PAGE, else PARTS_PER_SITEMAP there). */
  partsPerSitemap: number;
}

/**
 * The sitemaps (sitemaps.org protocol): /sitemap.xml is an index naming one sitemap of the public pages
 * and as many of part pages (`/products/{id}`) as the catalogue fills, oldest parts first, so the
 * earlier sitemaps keep their parts as parts are added. URLs are absolute, on the origin the request
 * came to (publicOrigin). Each part's <lastmod> is when it was added or last edited.
 */
export function registerSitemap(app: FastifyInstance, { listing, partsPerSitemap }: SitemapOptions): void {
  app.get(SITEMAP_PATH, async (request, reply) => {
    const origin = publicOrigin(request);
    const sitemaps = Math.ceil((await listing.count()) / partsPerSitemap);
    const paths = [PAGES_SITEMAP, ...Array.from({ length: sitemaps }, (_, i) => partsSitemap(i + 1))];
    const entries = paths.map((path) => `<sitemap><loc>${xml(origin + path)}</loc></sitemap>`);
    return sendXml(reply, `<sitemapindex ${XMLNS}>\n${entries.join("\n")}\n</sitemapindex>`);
  });

  app.get(PAGES_SITEMAP, async (request, reply) => {
    const origin = publicOrigin(request);
    const entries = PUBLIC_PAGES.map((path) => urlEntry(origin + path));
    return sendXml(reply, `<urlset ${XMLNS}>\n${entries.join("\n")}\n</urlset>`);
  });

  app.get<{ Params: { page: string } }>(
    `${SITEMAPS_PREFIX}parts-:page(^[1-9]\\d{0,5}).xml`,
    async (request, reply) => {
      const origin = publicOrigin(request);
      const parts = await listing.page(Number(request.params.page) - 1, partsPerSitemap);
      if (!parts.length) return reply.callNotFound();
      const entries = parts.map((part) =>
        urlEntry(`${origin}/products/${part._id.toHexString()}`, part.updatedAt),
      );
      return sendXml(reply, `<urlset ${XMLNS}>\n${entries.join("\n")}\n</urlset>`);
    },
  );
}
