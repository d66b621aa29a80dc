import type { UserDocument } from "../db/models";
import type { AccessTokenProblem } from "../identity/access-tokens";
import { unauthenticated } from "./errors";

/** Why a presented access token speaks for nobody (see UsersService.sessionUser). */
export type SessionProblem = "unknown-user" | "revoked" | "identity-unavailable";

/** Who is calling and from where: the first argument of every service method that acts for someone. */
export interface RequestContext {
  /** The signed-in user, read from the database for this request; null for visitors. */
  user: UserDocument | null;
  /** Why a presented access token was not accepted, so "sign in again" can say why. */
  tokenProblem: AccessTokenProblem | SessionProblem | null;
  ip: string;
}

/** A request of a signed-in user: what the methods that act for someone take. */
export type SignedInContext = RequestContext & { user: UserDocument };

export const isAdmin = (ctx: RequestContext) => ctx.user?.role === "admin";

/**
 * Narrows a context to a signed-in one. The permission rules have already refused visitors by the time
 * a resolver runs; this makes that a checked fact for the types instead of a `!`.
 */
export function signedIn<T extends RequestContext>(ctx: T): T & { user: UserDocument } {
  if (!ctx.user) throw unauthenticated();
  return ctx as T & { user: UserDocument };
}
