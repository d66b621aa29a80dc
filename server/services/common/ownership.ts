import type { ObjectId } from "mongodb";
import { forbidden } from "../../shop-errors";
import type { StaffRole } from "../../../shared/staff-roles";
import { may, type SignedInContext } from "./request-context";

/**
 * The shop's one ownership rule: what belongs to an account (its orders, its profile, its record) is its
 * owner's to see and change, and staff's whose role covers it (orders: the orders role; accounts and
 * profiles: the customers role). Services ask here rather than comparing ids and e-mails
 * themselves, so "own or admin" means the same thing on every path, GraphQL and REST alike.
 */

/** E-mails are stored trimmed and in lower case; one typed otherwise still names the same account. */
export const accountEmail = (email: string) => email.trim().toLowerCase();

/**
 * An account as something names it: by id (an order's buyer) or by e-mail (a form, a REST path); null
 * where the owner is not known (an order older than the shop's user ids), which is nobody's own.
 */
export type Owner = ObjectId | string | null;

/** Whether `owner` is the caller's own account. */
export const isOwn = (ctx: SignedInContext, owner: Owner) =>
  typeof owner === "string" ? accountEmail(owner) === ctx.user.email : !!owner && ctx.user._id.equals(owner);

/** Whether the caller may act on what `owner` owns: their own account's, or anyone's for staff with `role`. */
export const ownOrStaff = (ctx: SignedInContext, owner: Owner, role: StaffRole) =>
  isOwn(ctx, owner) || may(ctx, role);

/** Refuses, with `refusal` as the message, unless `owner` is the caller's own account. */
export function requireOwn(ctx: SignedInContext, owner: Owner, refusal: string): void {
  if (!isOwn(ctx, owner)) throw forbidden(refusal);
}

/** Refuses, with `refusal` as the message, unless the caller owns what `owner` owns or holds `role`. */
export function requireOwnOrStaff(
  ctx: SignedInContext,
  owner: Owner,
  role: StaffRole,
  refusal: string,
): void {
  if (!ownOrStaff(ctx, owner, role)) throw forbidden(refusal);
}
