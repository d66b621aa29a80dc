import type { AccessTokens } from "../identity/access-tokens";
import type { Services } from "../services/index";
import type { RequestContext } from "../services/common/request-context";

/**
 * The GraphQL context: who is calling (resolved once per request from the access token; the user is
 * read from the database every time, so Make Admin and Remove User take effect at once) and the services.
 */
export interface ShopContext extends RequestContext {
  services: Services;
}

/** The token of an `Authorization: Bearer <token>` header; undefined for any other header or none. */
export const bearerToken = (authorization: string | undefined) =>
  /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? "")?.[1];

/**
 * Resolves the caller from `Authorization: Bearer <accessToken>`. A missing token makes a visitor; a bad
 * or expired one, or one whose session has ended (see UsersService.sessionUser), also makes a visitor
 * but remembers why, so protected fields answer UNAUTHENTICATED with a reason while public ones keep
 * working.
 */
export async function resolveCaller(
  authorization: string | undefined,
  deps: { tokens: AccessTokens; services: Services },
): Promise<Pick<RequestContext, "user" | "tokenProblem">> {
  if (!authorization) return { user: null, tokenProblem: null };
  const token = bearerToken(authorization);
  if (!token) return { user: null, tokenProblem: "invalid" };
  const claims = await deps.tokens.verify(token);
  if (typeof claims === "string") return { user: null, tokenProblem: claims };
  const { user, problem } = await deps.services.users.sessionUser(claims);
  return { user, tokenProblem: problem };
}
