import type { UserDocument } from "../../db/models";
import type { AccessTokenProblem } from "../../identity/access-tokens";
import { ShopError, forbidden, unauthenticated } from "../../shop-errors";
import { rolesAllow, type StaffRole } from "../../../shared/staff-roles";

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

/** The staff roles a user holds: an admin of old is the owner, whatever else they were given. */
export function staffRolesOf(user: UserDocument | null): StaffRole[] {
  if (!user) return [];
  const given = user.staffRoles ?? [];
  return user.role === "admin" ? ["owner", ...given] : given;
}

/** Whether the caller may do what `role` covers (the owner may do anything). */
export const may = (ctx: RequestContext, role: StaffRole) => rolesAllow(staffRolesOf(ctx.user), role);

/** Why someone without `role` is refused, naming the role they would need. */
export const STAFF_REFUSALS: Record<StaffRole, string> = {
  owner: "Only the shop's owners may do this",
  catalogue: "Only staff with the catalogue role may do this",
  orders: "Only staff with the orders role may do this",
  customers: "Only staff with the customers role may do this",
};

/** The refusal of a signed-in caller without `role`; null when they hold it. */
export const lacksRole = (ctx: RequestContext, role: StaffRole): ShopError | null =>
  may(ctx, role) ? null : forbidden(STAFF_REFUSALS[role]);

/**
 * Narrows a context to a signed-in one. The permission rules have already refused visitors by the time
 * a resolver runs; this makes that a checked fact for the types instead of a `!`.
 */
export function signedIn<T extends RequestContext>(ctx: T): T & { user: UserDocument } {
  if (!ctx.user) throw unauthenticated();
  return ctx as T & { user: UserDocument };
}

const SIGN_IN_AGAIN: Record<NonNullable<RequestContext["tokenProblem"]>, string> = {
  expired: "Your session has expired; sign in again",
  invalid: "The access token is not valid; sign in again",
  "unknown-user": "This account no longer exists",
  revoked: "Your session has ended; sign in again",
  "identity-unavailable": "Your sign-in cannot be checked right now; please try again shortly",
};

/** Why a visitor may not do what needs a signed-in user, saying why a presented token was refused. */
export function notSignedIn(ctx: RequestContext): ShopError {
  // Not the caller's fault: they should retry, not sign in again.
  if (ctx.tokenProblem === "identity-unavailable")
    return new ShopError("SERVICE_UNAVAILABLE", SIGN_IN_AGAIN["identity-unavailable"]);
  return new ShopError(
    "UNAUTHENTICATED",
    ctx.tokenProblem ? SIGN_IN_AGAIN[ctx.tokenProblem] : "Sign in to do this",
  );
}
