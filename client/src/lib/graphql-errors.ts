import { CombinedGraphQLErrors } from "@apollo/client";
import type { ErrorCode } from "../../../generated/shared/enums";

/** The first error code an operation failed with, if the server sent one. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((e) => e.extensions?.code)?.extensions?.code as ErrorCode | undefined;
}

/**
 * BAD_USER_INPUT's message per field, to show beside the form's fields. The server sends
 * `extensions.fields` as `[{ field, message }]` (server/shop-errors.ts ValidationError).
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors.find((e) => e.extensions?.code === "BAD_USER_INPUT")?.extensions?.fields;
  if (!Array.isArray(fields)) return {};
  return Object.fromEntries(
    (fields as Array<{ field: string; message: string }>).map(({ field, message }) => [field, message]),
  );
}

/** A sentence for the user: the server's message for errors it explains, a plain one for the network. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? "Something went wrong";
  return "The shop could not be reached. Check your connection and try again.";
}
