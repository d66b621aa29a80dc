import { MongoServerError, ObjectId, type Db } from "mongodb";
import { collection, DUPLICATE_KEY } from "../../db/collections";
import { USERS_BY_EMAIL } from "../../db/indexes";
import { inTransaction } from "../../db/transactions";
import { changedFields, type AuditLog } from "../audit/audit-log";
import type { UserDocument } from "../../db/models";
import type { AccessTokens, VerifiedAccessToken } from "../../identity/access-tokens";
import type { AccountStatus } from "../../identity/account-status";
import {
  IdentityProviderUnavailableError,
  InvalidIdTokenError,
  type IdentityProvider,
} from "../../identity/firebase-identity";
import type { ProfileInput, UserFilter } from "../../../generated/server/graphql";
import { PROFILE_FIELDS, USER_SEARCH_FIELDS } from "../../../shared/field-rules/shop-fields";
import { Batcher } from "../common/batcher";
import { emailStartingWith } from "./email-search";
import { ValidationError, forbidden, notFound, unauthenticated, unavailable } from "../../shop-errors";
import { readPage, type Page, type PageOrder } from "../common/paging";
import { RateLimiter } from "../common/rate-limiter";
import { accountEmail, isOwn, requireOwnOrStaff } from "../common/ownership";
import {
  may,
  staffRolesOf,
  type RequestContext,
  type SessionProblem,
  type SignedInContext,
} from "../common/request-context";
import { STAFF_PERMISSIONS, type StaffRole } from "../../../shared/staff-roles";
import { Validator } from "../common/validation";

export type UserPage = Page<UserDocument>;

/** The admin's list order, with `_id` breaking ties as its cursors do (an index walks it: APP_INDEXES). */
const SIGN_UP_ORDER: PageOrder = { key: "createdAt", direction: 1, kind: "date" };

/** A user as the audit log names them. */
const userSubject = (user: UserDocument) => ({ id: user._id.toHexString(), label: user.email });

export interface UsersServiceDeps {
  db: Db;
  audit: AuditLog;
  identity: IdentityProvider;
  tokens: AccessTokens;
  accountStatus: AccountStatus;
  /** ADMIN_EMAILS, lower case. */
  adminEmails: ReadonlySet<string>;
}

export class UsersService {
  /** Sign-in verifies a token with the identity provider: cheap to ask, so it is limited per address. */
  private readonly signInLimit = new RateLimiter(
    30,
    60_000,
    "Too many sign-in attempts; try again in a minute",
  );

  /**
   * The users concurrent requests name, read together (see Batcher): each request's read still starts
   * after the request asked, so a removed or changed user is seen at once, as with a read of its own.
   */
  private readonly usersById = new Batcher(async (ids: ObjectId[]) => {
    const found = await this.users.find({ _id: { $in: ids } }).toArray();
    const byId = new Map(found.map((user) => [user._id.toHexString(), user]));
    return ids.map((id) => byId.get(id.toHexString()) ?? null);
  });

  constructor(private readonly deps: UsersServiceDeps) {}

  private get users() {
    return collection(this.deps.db, "users");
  }

  /**
   * Exchanges a Firebase ID token for the shop's access token. The token must be valid for this Firebase
   * project; the account is created on first sign-in (keyed by e-mail). An e-mail in ADMIN_EMAILS becomes
   * admin only once the identity provider has verified it, so nobody can claim an admin address.
   */
  async signIn(
    ctx: RequestContext,
    idToken: string,
    expectedEmail?: string | null,
  ): Promise<{ accessToken: string; expiresAt: Date; user: UserDocument }> {
    this.signInLimit.take(ctx.ip);
    let identity;
    try {
      identity = await this.deps.identity.verifyIdToken(idToken);
    } catch (error) {
      // Checked first: it is also an InvalidIdTokenError, but the token may be fine and the caller
      // should retry, not sign in again.
      if (error instanceof IdentityProviderUnavailableError) {
        throw unavailable("Signing in is unavailable right now; please try again shortly");
      }
      if (error instanceof InvalidIdTokenError)
        throw unauthenticated("The sign-in token is invalid or has expired");
      throw error;
    }
    if (!identity.email) {
      throw new ValidationError([{ field: "idToken", message: "The account has no e-mail address" }]);
    }
    const email = identity.email.toLowerCase();
    // Legacy clients name the e-mail they sign in as: a token of anybody else is refused before any write.
    if (expectedEmail != null && accountEmail(expectedEmail) !== email) {
      throw forbidden("The ID token belongs to another e-mail address");
    }
    const now = new Date();
    const known = {
      lastSignInAt: now,
      ...(identity.displayName ? { displayName: identity.displayName } : {}),
      ...(identity.photoUrl ? { photoUrl: identity.photoUrl } : {}),
    };
    // The usual case: the account that owns the shop user signs in again, its e-mail no more proven
    // than before.
    let user = await this.users.findOneAndUpdate(
      { email, uid: identity.uid, ...(identity.emailVerified ? { emailVerified: true } : {}) },
      { $set: known },
      { returnDocument: "after" },
    );
    // Else a first sign-in; or the owner's first sign-in since proving the address (sessions begun
    // before the proof may be an impostor's who signed the address up without it: they end); or another
    // provider account with the same e-mail (the first deleted and the address signed up again). That
    // one may take the shop user over only once it has verified the address: else an unverified sign-up
    // with an admin's address would inherit the admin's role, orders and profile. Any change of owner or
    // of proof bumps the session version in the same write, ending every earlier session at once.
    // Matching on the uid makes check and write one step; a different owner then collides with the
    // unique e-mail index.
    user ??= await this.users
      .findOneAndUpdate(
        identity.emailVerified ? { email } : { email, uid: identity.uid },
        {
          $set: { ...known, uid: identity.uid, emailVerified: identity.emailVerified },
          $inc: { sessionVersion: 1 },
          $setOnInsert: {
            _id: new ObjectId(),
            email,
            role: "customer" as const,
            profile: {},
            createdAt: now,
            ...(identity.displayName ? {} : { displayName: null }),
            ...(identity.photoUrl ? {} : { photoUrl: null }),
          },
        },
        { upsert: true, returnDocument: "after" },
      )
      .catch(async (error: unknown) => {
        if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
        // A concurrent first sign-in of this same account inserted it first: that is the account.
        const existing = await this.users.findOne({ email });
        if (existing && existing.uid === identity.uid) return existing;
        throw forbidden(
          "This e-mail address belongs to another account; verify your e-mail address to sign in",
        );
      });
    // An upsert always returns its document; only a removal racing this sign-in leaves none.
    if (!user) throw notFound("User");
    if (user.role !== "admin" && identity.emailVerified && this.deps.adminEmails.has(email)) {
      await this.users.updateOne({ _id: user._id }, { $set: { role: "admin" } });
      user = { ...user, role: "admin" };
    }
    const { token, expiresAt } = await this.deps.tokens.issue({
      userId: user._id.toHexString(),
      uid: user.uid,
      sessionVersion: user.sessionVersion ?? 0,
    });
    return { accessToken: token, expiresAt, user };
  }

  /**
   * The user an access token speaks for, or why it speaks for nobody: the user is gone, the account
   * that signed in no longer owns it, its sessions were ended here (a newer session version), or the
   * identity provider has disabled, deleted or signed out the account (checked at most `AccountStatus`'s
   * interval ago).
   */
  async sessionUser(
    claims: VerifiedAccessToken,
  ): Promise<{ user: UserDocument; problem: null } | { user: null; problem: SessionProblem }> {
    const user = await this.findById(claims.userId);
    if (!user) return { user: null, problem: "unknown-user" };
    if (user.uid !== claims.uid || (user.sessionVersion ?? 0) !== claims.sessionVersion)
      return { user: null, problem: "revoked" };
    const verdict = await this.deps.accountStatus.verdict(claims.uid, claims.issuedAt);
    if (verdict === "revoked") return { user: null, problem: "revoked" };
    if (verdict === "unavailable") return { user: null, problem: "identity-unavailable" };
    return { user, problem: null };
  }

  /**
   * Ends every session of the signed-in user: at the identity provider first (no device can mint a new
   * ID token without signing in again), then here (every access token, this one included, stops
   * working). If the provider does not answer nothing has changed, so trying again is safe.
   */
  async signOutEverywhere(ctx: SignedInContext): Promise<void> {
    await this.deps.identity.revokeSessions(ctx.user.uid).catch((error: unknown) => {
      throw unavailable("Signing out everywhere is unavailable right now; please try again shortly", error);
    });
    this.deps.accountStatus.forget(ctx.user.uid);
    await this.users.updateOne({ _id: ctx.user._id }, { $inc: { sessionVersion: 1 } });
  }

  /** The user an access token names, or null if the account is gone (removed users lose access at once). */
  findById(id: string): Promise<UserDocument | null> {
    return ObjectId.isValid(id) ? this.usersById.add(new ObjectId(id)) : Promise.resolve(null);
  }

  /** Users may look themselves up; staff with the customers role anyone. */
  async findByEmail(ctx: SignedInContext, email: string): Promise<UserDocument | null> {
    requireOwnOrStaff(ctx, email, "customers", "You can only look up your own account");
    return this.users.findOne({ email: accountEmail(email) });
  }

  /** The admin's list: users in sign-up order, narrowed by the start of their e-mail, a page at a time. */
  list(args: {
    filter?: UserFilter | null;
    first?: number | null;
    after?: string | null;
  }): Promise<UserPage> {
    const v = new Validator();
    const emailRange = emailStartingWith(v, args.filter?.email, USER_SEARCH_FIELDS.email);
    v.check();
    return readPage(this.users, emailRange ? { email: emailRange } : {}, SIGN_UP_ORDER, {
      first: args.first,
      after: args.after,
      hint: emailRange ? USERS_BY_EMAIL : undefined,
    });
  }

  /** Makes a user an admin: the owner's role, their other roles kept beside it. */
  makeAdmin(ctx: SignedInContext, email: string): Promise<{ user: UserDocument; changed: boolean }> {
    return this.changeRoles(ctx, email, { role: "admin" });
  }

  /**
   * Gives a user exactly `roles` (shared/staff-roles.ts), taking the others. The owner's role is the
   * stored admin flag, so makeAdmin, ADMIN_EMAILS and legacy clients keep meaning the same; the rest are
   * kept beside it. Owners cannot take the owner's role from themselves, so the shop keeps one.
   */
  setStaffRoles(
    ctx: SignedInContext,
    email: string,
    roles: readonly StaffRole[],
  ): Promise<{ user: UserDocument; changed: boolean }> {
    if (isOwn(ctx, email) && !roles.includes("owner"))
      throw forbidden("You cannot take the owner role from yourself; another owner can");
    return this.changeRoles(ctx, email, {
      role: roles.includes("owner") ? "admin" : "customer",
      staffRoles: STAFF_PERMISSIONS.filter((permission) => roles.includes(permission)),
    });
  }

  /** Stores a user's new roles and, when they changed, the audit record of it, in one transaction. */
  private changeRoles(
    ctx: SignedInContext,
    email: string,
    set: Pick<UserDocument, "role" | "staffRoles">,
  ): Promise<{ user: UserDocument; changed: boolean }> {
    return inTransaction(this.deps.db, async (session) => {
      const before = await this.users.findOneAndUpdate(
        { email: accountEmail(email) },
        { $set: set },
        { session },
      );
      if (!before) throw notFound("User");
      const after = { ...before, ...set };
      const changes = changedFields(
        { staffRoles: staffRolesOf(before) },
        { staffRoles: staffRolesOf(after) },
      );
      if (changes.length)
        await this.deps.audit.record(session, ctx, {
          kind: "user.roles",
          subject: userSubject(after),
          changes,
        });
      return { user: after, changed: changes.length > 0 };
    });
  }

  /**
   * Removes the account here and at the identity provider. In this order, each step safe to repeat:
   * end the user's sessions (a new session version: tokens already issued stop working at once), delete
   * the provider account (so nobody can sign in with it again), then the shop record. If the provider
   * fails, the record stays and the admin sees an error and can try again. The user's orders stay,
   * with their id: a later account with the same e-mail is another user and does not see them.
   */
  async remove(ctx: SignedInContext, email: string): Promise<{ email: string; removed: boolean }> {
    if (isOwn(ctx, email)) throw forbidden("You cannot remove your own account");
    const wanted = accountEmail(email);
    // Staff only go by an owner's hand: the filter keeps them out of anyone else's reach.
    const removable = may(ctx, "owner")
      ? {}
      : { role: "customer" as const, "staffRoles.0": { $exists: false } };
    const user = await this.users.findOneAndUpdate(
      { email: wanted, ...removable },
      { $inc: { sessionVersion: 1 } },
      { returnDocument: "after" },
    );
    if (!user) {
      if (await this.users.countDocuments({ email: wanted }, { limit: 1 }))
        throw forbidden("Only the shop's owners may remove a member of staff");
      throw notFound("User");
    }
    await this.deps.identity.deleteUser(user.uid).catch((error: unknown) => {
      throw unavailable(
        "The sign-in account could not be deleted, so the user was not removed (their sessions were ended); please try again",
        error,
      );
    });
    this.deps.accountStatus.forget(user.uid);
    await inTransaction(this.deps.db, async (session) => {
      const { deletedCount } = await this.users.deleteOne({ _id: user._id }, { session });
      // Removed meanwhile by another request, which recorded it.
      if (!deletedCount) return;
      await this.deps.audit.record(session, ctx, {
        kind: "user.removed",
        subject: userSubject(user),
        changes: [
          { field: "email", before: user.email },
          { field: "staffRoles", before: staffRolesOf(user) },
        ],
      });
    });
    return { email: wanted, removed: true };
  }

  /** Saves a profile: the user's own, or, for staff with the customers role, anyone's named by e-mail. */
  async updateProfile(
    ctx: SignedInContext,
    input: ProfileInput,
    email?: string | null,
  ): Promise<UserDocument> {
    const own = email == null || isOwn(ctx, email);
    if (!own) requireOwnOrStaff(ctx, email, "customers", "You can only edit your own profile");
    const v = new Validator();
    const profile = {
      education: v.text("education", input.education, PROFILE_FIELDS.education),
      address: v.text("address", input.address, PROFILE_FIELDS.address),
      phone: v.text("phone", input.phone, PROFILE_FIELDS.phone),
    };
    v.check();
    // Your own profile by your id: the e-mail may since belong to another account.
    if (own) {
      const user = await this.users.findOneAndUpdate(
        { _id: ctx.user._id },
        { $set: { profile } },
        { returnDocument: "after" },
      );
      if (!user) throw notFound("User");
      return user;
    }
    // Someone else's, by staff: a change the audit log records.
    return inTransaction(this.deps.db, async (session) => {
      const before = await this.users.findOneAndUpdate(
        { email: accountEmail(email) },
        { $set: { profile } },
        { session },
      );
      if (!before) throw notFound("User");
      const changes = changedFields(before.profile ?? {}, profile).map((change) => ({
        ...change,
        field: `profile.${change.field}`,
      }));
      if (changes.length)
        await this.deps.audit.record(session, ctx, {
          kind: "user.profile",
          subject: userSubject(before),
          changes,
        });
      return { ...before, profile };
    });
  }
}
