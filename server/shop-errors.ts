import type { ErrorCode } from "../generated/shared/enums";

// The shop's failures, in neither a service nor a transport: the services throw them, and each
// transport (GraphQL's format-error, the REST adapter's statuses and field problems) translates them.
// Living beside both keeps the layers one-way: server/services/ imports no transport, server/rest/
// imports no service (eslint.config.js).

/**
 * The failures a caller can cause, independent of transport: schema.graphql's ErrorCode, which GraphQL
 * reports in `extensions.code` and the REST adapter maps to an HTTP status. Anything else is a bug,
 * logged on the server and answered without details.
 */
export type ShopErrorCode = ErrorCode;

export interface FieldError {
  field: string;
  message: string;
}

export class ShopError extends Error {
  readonly code: ShopErrorCode;
  readonly extensions: Record<string, unknown>;

  constructor(code: ShopErrorCode, message: string, extensions: Record<string, unknown> = {}) {
    // A refusal is an answer to the caller, not a bug: where it was thrown tells nobody anything, and
    // GraphQL reads every error's stack, whose capture and formatting (source-mapped, under tsx) cost a
    // refused order more than the rest of its work. So none is captured.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.code = code;
    this.extensions = extensions;
  }
}

/** One message per bad field, in the words the forms show (SPEC.md section 5). */
export class ValidationError extends ShopError {
  constructor(readonly fields: FieldError[]) {
    super("BAD_USER_INPUT", fields.map((f) => f.message).join("; "), { fields });
  }
}

export const notFound = (what: string) => new ShopError("NOT_FOUND", `${what} not found`);
export const forbidden = (message = "You are not allowed to do this") => new ShopError("FORBIDDEN", message);
export const unauthenticated = (message = "Sign in to do this") => new ShopError("UNAUTHENTICATED", message);
/** The identity provider did not answer or failed; `cause` is logged, never sent. */
export const unavailable = (message: string, cause?: unknown) =>
  Object.assign(new ShopError("SERVICE_UNAVAILABLE", message), { cause });
