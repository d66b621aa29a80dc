import type { FastifyRequest } from "fastify";

/**
 * A host as a URL may carry it: a DNS name or IPv4 address (letters, digits, `.`, `-`, `_`) or a
 * bracketed IPv6 address, then an optional port. Nothing that could end a URL or an attribute, or open
 * markup, gets through.
 */
const PLAIN_HOST = /^(?:[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Fastify's default error handler answers with the error's statusCode. */
class BadHostError extends Error {
  readonly statusCode = 400;
}

/**
 * The shop's origin as this request reached it (`https://shop.example:8443`), for absolute URLs in what
 * it answers (the sitemap, canonical links). Behind a trusted proxy (TRUST_PROXY) the scheme and host come
 * from X-Forwarded-Proto and X-Forwarded-Host, as Fastify reads them (server/app.ts). The Host header is
 * the client's to write, so one that is not a plain host[:port] is refused with 400, as HTTP says an
 * invalid Host must be, rather than written into a page or a URL.
 */
export function publicOrigin(request: FastifyRequest): string {
  const { protocol, host } = request;
  if ((protocol !== "http" && protocol !== "https") || !PLAIN_HOST.test(host)) {
    throw new BadHostError("The Host header is not a host name with an optional port");
  }
  return `${protocol}://${host.toLowerCase()}`;
}
