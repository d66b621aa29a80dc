import { expect } from "vitest";
import type { FieldError } from "../../server/shop-errors";

export type { FieldError };

/**
 * A GraphQL call as the tests make it: to an in-process shop (TestServer.gql) or a shop process
 * (shop-process.ts's postGraphQL with its url), as `token`'s user when given.
 */
export type PostGraphQL = <T>(
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
) => Promise<{ data?: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>;

interface Answer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** The data of a call that must succeed. */
export async function expectOk<T>(answer: Answer<T> | Promise<Answer<T>>): Promise<T> {
  const { data, errors } = await answer;
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data!;
}

/** The first error of a failed call, which must carry `code`: its message, per-field messages, extensions. */
export function failure(answer: Answer<unknown>, code: string) {
  expect(answer.errors, `expected ${code}, got ${JSON.stringify(answer.data)}`).toBeDefined();
  const error = answer.errors![0]!;
  expect(error.extensions?.code, error.message).toBe(code);
  return {
    message: error.message,
    fields: (error.extensions?.fields as FieldError[] | undefined) ?? [],
    extensions: error.extensions ?? {},
  };
}

/** The first error of a failed call, which must be BAD_USER_INPUT. */
export const badInput = (answer: Answer<unknown>) => failure(answer, "BAD_USER_INPUT");
