import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { FastifySchema, HTTPMethods } from "fastify";
import type { ErrorCode } from "../../generated/shared/enums";
import type { FieldError } from "../shop-errors";

/**
 * Runs one typed GraphQL operation (server/rest/operations.ts) as the caller; resolves with its `data`,
 * throws RestError for GraphQL errors.
 */
export type Exec = <Data, Variables>(
  operation: TypedDocumentNode<Data, Variables>,
  variables?: Variables,
) => Promise<Data>;

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: Record<string, unknown>;
  /** The bearer token as sent, for the one path where it is a Firebase ID token. */
  idToken: string | undefined;
}

/** A legacy path: its input schema, and how it maps to GraphQL operations and back to its answer shape. */
export interface RestRoute {
  method: Extract<HTTPMethods, "GET" | "POST" | "PUT" | "DELETE">;
  url: string;
  /** Params, query string and body are checked against these before anything runs. */
  schema?: Pick<FastifySchema, "params" | "querystring" | "body">;
  run(exec: Exec, request: RestRequest): Promise<unknown>;
  /**
   * For a GET whose anonymous answer is the same for everyone: what it shows, as the response cache tags
   * it (server/http/response-cache/public-reads.ts). Absent: never cached, never `Cache-Control: public`.
   */
  publicTags?(params: Record<string, string>): string[];
}

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: unknown,
  ) {
    super(message);
  }
}

/** A 400 for bad input: the problems' own words (after `lead`), each also listed under its field. */
export const badInput = (problems: FieldError[], lead = "") =>
  new RestError(
    400,
    "BAD_USER_INPUT",
    lead + problems.map((problem) => problem.message).join("; "),
    problems,
  );

/**
 * HTTP status for each error code the API gives (schema.graphql's ErrorCode, which says the same), and
 * for Apollo's own validation failure. Typed so that a code added to the schema needs its status here.
 */
export const STATUS_OF_CODE: Record<ErrorCode | "GRAPHQL_VALIDATION_FAILED", number> &
  Partial<Record<string, number>> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INSUFFICIENT_STOCK: 409,
  ORDER_STATE: 409,
  PRICE_CHANGED: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};
