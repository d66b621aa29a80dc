import type { GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { ShopError } from "../shop-errors";

/** Codes GraphQL itself (or Apollo) assigns to a bad request; their messages are safe to show. */
const REQUEST_ERROR_CODES = new Set([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_USER_INPUT",
  "BAD_REQUEST",
  "OPERATION_RESOLUTION_FAILURE",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
]);

/**
 * graphql-js's hints at names the schema has ("Did you mean "products"?"), in validation errors and in
 * variable coercion errors alike; one message may hold several.
 */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

/**
 * What a client sees of an error: the code and message of a failure it caused (plus the bad fields),
 * never a stack trace or an internal message. Anything unexpected is logged in full and answered with
 * a generic message. With `hideSchema` (introspection off), no message suggests the schema's names.
 */
export function createErrorFormatter(log: (message: string) => void, options: { hideSchema: boolean }) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const message = options.hideSchema ? formatted.message.replace(SUGGESTION, "") : formatted.message;
    const base = { message, locations: formatted.locations, path: formatted.path };
    if (original instanceof ShopError) {
      // A failure of something we depend on (the identity provider) is ours to look into.
      if (original.cause) log(`${original.message}: ${String(original.cause)}`);
      return {
        ...base,
        message: original.message,
        extensions: { code: original.code, ...original.extensions },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === "string" && REQUEST_ERROR_CODES.has(code)) return { ...base, extensions: { code } };
    log(
      `unexpected error: ${original instanceof Error ? (original.stack ?? original.message) : String(original)}`,
    );
    return {
      ...base,
      message: "Something went wrong on our side",
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    };
  };
}
