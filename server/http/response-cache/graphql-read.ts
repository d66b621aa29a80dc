import type { FastifyRequest } from "fastify";
import { prefersHtml } from "../explorer";
import { publicReadTags, type GraphQLRequestParts } from "./public-reads";
import type { PublicRead } from "./register";

/** Content types a plain HTML form can send without a CORS preflight (Apollo's CSRF prevention). */
const SIMPLE_CONTENT_TYPES = new Set([
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "text/plain",
]);
/** Apollo's default headers that prove a request was not a simple cross-site one. */
const PREFLIGHT_HEADERS = ["x-apollo-operation-name", "apollo-require-preflight"];

/**
 * Whether Apollo's CSRF prevention lets the request through: a content type a form cannot send, or one of
 * its preflight headers. The cache answers before Apollo, so it must refuse exactly what Apollo refuses.
 */
function passesCsrfPrevention(request: FastifyRequest): boolean {
  const type = request.headers["content-type"];
  if (type !== undefined && !SIMPLE_CONTENT_TYPES.has(type.split(";")[0]!.trim().toLowerCase())) return true;
  return PREFLIGHT_HEADERS.some((header) => request.headers[header] !== undefined);
}

/** The operation as sent: in the query string (GET) or the JSON body (POST); undefined if malformed. */
function partsOf(request: FastifyRequest): (GraphQLRequestParts & { variablesText: string }) | undefined {
  const source = (request.method === "GET" ? request.query : request.body) as
    Record<string, unknown> | undefined;
  const { query, operationName, variables } = source ?? {};
  if (typeof query !== "string" || (operationName !== undefined && typeof operationName !== "string")) return;
  if (variables === undefined || variables === null) return { query, operationName, variablesText: "" };
  if (typeof variables === "string") {
    try {
      const parsed: unknown = JSON.parse(variables);
      if (parsed !== null && typeof parsed !== "object") return undefined;
      return {
        query,
        operationName,
        variables: (parsed ?? {}) as Record<string, unknown>,
        variablesText: variables,
      };
    } catch {
      return undefined;
    }
  }
  if (typeof variables !== "object") return undefined;
  return {
    query,
    operationName,
    variables: variables as Record<string, unknown>,
    variablesText: JSON.stringify(variables),
  };
}

/**
 * GraphQL's public reads: queries of the catalogue and the reviews only (public-reads.ts), over GET or
 * POST. The key holds Accept too, since Apollo's media type follows it.
 */
export const GRAPHQL_PUBLIC_READ: PublicRead = {
  key(request) {
    if (request.method !== "GET" && request.method !== "POST") return undefined;
    // A browser's page load at /graphql gets the explorer, not an answer.
    if (request.method === "GET" && prefersHtml(request.headers.accept)) return undefined;
    if (!passesCsrfPrevention(request)) return undefined;
    const parts = partsOf(request);
    if (!parts) return undefined;
    return [
      "graphql",
      request.headers.accept ?? "",
      parts.operationName ?? "",
      parts.query,
      parts.variablesText,
    ].join("\u0000");
  },
  tags(request) {
    const parts = partsOf(request);
    return parts && publicReadTags(parts);
  },
  // Apollo writes `errors` first: an answer starting with data has none.
  complete: (body) => body.startsWith('{"data"'),
};
