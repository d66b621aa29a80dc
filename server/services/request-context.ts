import type { UserDocument } from "../db/models";
import type { AccessTokenProblem } from "../identity/access-tokens";

/** Who is calling and from where: the first argument of every service method that acts for someone. */
export interface RequestContext {
  /** The signed-in user, read from the database for this request; null for visitors. */
  user: UserDocument | null;
  /** Why a presented access token was not accepted, so "sign in again" can say why. */
  tokenProblem: AccessTokenProblem | "unknown-user" | null;
  ip: string;
}

export const isAdmin = (ctx: RequestContext) => ctx.user?.role === "admin";
