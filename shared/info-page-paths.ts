/**
 * The shop's information pages, which the footer links to: how delivery and returns work, who we are,
 * the legal pages. Every one is public and server-rendered, so it is listed here once for both sides:
 * the storefront's route table (client/src/lib/paths.ts) and the server's sitemap (server/http/sitemap.ts),
 * which imports no client source.
 */
export const INFO_PAGE_PATHS = {
  shipping: "/shipping",
  returns: "/returns",
  about: "/about",
  contact: "/contact",
  terms: "/terms",
  privacy: "/privacy",
  cookies: "/cookies",
} as const;
