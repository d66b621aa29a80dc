import { join } from "node:path";

import type { FastifyInstance } from "fastify";
import { sendBuiltPage } from "./built-page";
import { appendVary } from "./compression";
import { EXPLORER_PAGE } from "./security-headers";

/** Name of the route constraint that tells a browser's page load from a GraphQL-over-HTTP GET. */
const CONSTRAINT = "explorerPage";

/** What find-my-way keeps per constraint value (Fastify does not export the type by name). */
type RouteHandler = NonNullable<
  ReturnType<ReturnType<Parameters<FastifyInstance["addConstraintStrategy"]>[0]["storage"]>["get"]>
>;

export interface ExplorerOptions {
  /** The Vite build output (dist/client): explorer.html and static/. */
  distDir: string;
  /** Where GraphQL is served, and so where browsers open the explorer. */
  graphqlPath?: string;
}

/**
 * Serves GraphiQL at the GraphQL path to browsers; its bundled assets are the storefront's /static/.
 *
 * The page route is constrained to requests whose Accept prefers text/html, so it sits beside the
 * GraphQL server's own GET route on the same path: a GraphQL-over-HTTP GET (`?query=`, JSON Accept)
 * never matches it, whichever was registered first.
 */
export async function registerExplorer(app: FastifyInstance, options: ExplorerOptions): Promise<void> {
  const graphqlPath = options.graphqlPath ?? "/graphql";
  const pageFile = join(options.distDir, "explorer.html");

  if (!app.hasConstraintStrategy(CONSTRAINT)) {
    app.addConstraintStrategy({
      name: CONSTRAINT,
      storage() {
        const handlers = new Map<unknown, RouteHandler>();
        return {
          get: (value) => handlers.get(value) ?? null,
          set: (value, handler) => void handlers.set(value, handler),
        };
      },
      // Runs for every request once the route exists: prefersHtml keeps the common case to one search.
      deriveConstraint: (req) => (prefersHtml(req.headers.accept) ? "html" : undefined),
      mustMatchWhenDerived: false,
    });
  }

  app.route({
    method: "GET",
    url: graphqlPath,
    constraints: { [CONSTRAINT]: "html" },
    config: EXPLORER_PAGE,
    handler: async (_request, reply) => {
      // The same URL answers JSON to GraphQL clients: caches must keep the two apart.
      appendVary(reply, "accept");
      return sendBuiltPage(reply, pageFile, { what: "The GraphQL explorer" });
    },
  });
}

/**
 * Names Accept in Vary on the GraphQL server's GET answers: their media type follows Accept
 * (application/graphql-response+json or application/json), and with the explorer on a browser's Accept gets
 * its page at the same URL. A CDN caching `GET /graphql?query=...` must keep those apart.
 */
export function varyGraphqlGetOnAccept(app: FastifyInstance, graphqlPath = "/graphql"): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method === "GET" && request.routeOptions.url === graphqlPath) appendVary(reply, "accept");
    return payload;
  });
}

/**
 * Whether an Accept header ranks HTML above JSON, as a browser's page load does
 * (`text/html,...,*\/*;q=0.8`) and GraphQL clients (`application/graphql-response+json, application/json`),
 * curl (`*\/*`) and a missing header do not.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (accept === undefined || !accept.includes("text/html")) return false;
  const ranges = accept.split(",").map(parseMediaRange);
  const html = quality(ranges, "text", "html");
  const json = Math.max(
    quality(ranges, "application", "json"),
    quality(ranges, "application", "graphql-response+json"),
  );
  return html > 0 && html > json;
}

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function parseMediaRange(range: string): MediaRange {
  const [mediaType = "", ...params] = range.split(";");
  const [type = "", subtype = ""] = mediaType.trim().toLowerCase().split("/");
  let q = 1;
  for (const param of params) {
    const [name, value] = param.split("=").map((part) => part.trim());
    if (name === "q" && value !== undefined) q = Number.parseFloat(value) || 0;
  }
  return { type, subtype, q };
}

/** The q of the most specific range that matches (exact, then type/*, then *\/*); 0 when none does. */
function quality(ranges: MediaRange[], type: string, subtype: string): number {
  let best = { specificity: -1, q: 0 };
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === "*"
          ? 1
          : range.type === "*" && range.subtype === "*"
            ? 0
            : -1;
    if (specificity > best.specificity) best = { specificity, q: range.q };
  }
  return best.q;
}
