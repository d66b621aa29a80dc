import type { FastifyInstance } from "fastify";
import { publicOrigin } from "./public-origin";
import { CRAWLER_CACHE_CONTROL, SITEMAP_PATH } from "./sitemap";

export const ROBOTS_PATH = "/robots.txt";

/**
 * What crawlers skip: the signed-in pages (dashboard, purchase steps, checkout, an order's confirmation),
 * which show them only a sign-in screen; the cart, which is each shopper's own and empty to a crawler; and
 * the APIs, whose answers are data for the pages, not pages. Everything else, the part pages included, may
 * be crawled.
 */
const DISALLOWED = [
  "/dashboard",
  "/purchase/",
  "/products/purchase/",
  "/cart",
  "/checkout",
  "/orders/",
  "/api/",
  "/graphql",
];

/** /robots.txt (RFC 9309): the rules above for every crawler, and where the sitemap is. */
export function registerRobots(app: FastifyInstance): void {
  app.get(ROBOTS_PATH, async (request, reply) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      "",
      `Sitemap: ${publicOrigin(request)}${SITEMAP_PATH}`,
    ];
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", CRAWLER_CACHE_CONTROL)
      .send(`${lines.join("\n")}\n`);
  });
}
