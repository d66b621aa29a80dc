import type { FastifyRequest } from "fastify";
import { publicOrigin } from "../public-origin";
import { isRenderedPage } from "../server-rendering";
import type { PublicRead } from "./register";
import { TAG } from "./public-reads";

/**
 * The storefront's pages as public reads: a rendered page is what any visitor sees (it is rendered as a
 * visitor, and a browser's page request carries no Authorization), so the response cache keeps it and
 * answers the next visitor without rendering again, and browsers and a CDN may keep it as briefly as the
 * data behind it. A page shows the catalogue, the facets and the reviews in ways too varied to tag one by
 * one, so every catalogue write drops every page.
 */
export const PAGE_READ: PublicRead = {
  key(request: FastifyRequest) {
    if (request.method !== "GET") return undefined;
    // Per origin: canonical links and Open Graph URLs in the page are absolute, and the Host is the
    // client's to write. One that is not a plain host is no page to keep (the page itself answers 400).
    try {
      return `${publicOrigin(request)}${request.url}`;
    } catch {
      return undefined;
    }
  },
  tags: () => [TAG.products, TAG.facets, TAG.reviews],
  // A page that went out unrendered (rendering failed, timed out or found no turn) is not one to keep:
  // every visitor would get it unrendered until the next catalogue write.
  complete: isRenderedPage,
};
