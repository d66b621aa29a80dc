import { MongoServerError, ObjectId, type Db } from "mongodb";
import type { UserDocument } from "../db/models";
import type { AccessTokens } from "../identity/access-tokens";
import {
  IdentityProviderUnavailableError,
  InvalidIdTokenError,
  type IdentityProvider,
} from "../identity/firebase-identity";
import type { ProfileInput } from "../../generated/server/graphql";
import { ShopError, ValidationError, forbidden, notFound, unauthenticated } from "./errors";
import { RateLimiter } from "./rate-limiter";
import { isAdmin, type RequestContext } from "./request-context";
import { Validator } from "./validation";

export interface UsersServiceDeps {
  db: Db;
  identity: IdentityProvider;
  tokens: AccessTokens;
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

  constructor(private readonly deps: UsersServiceDeps) {}

  private get users() {
    return this.deps.db.collection<UserDocument>("users");
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
        throw new ShopError(
          "SERVICE_UNAVAILABLE",
          "Signing in is unavailable right now; please try again shortly",
        );
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
    if (expectedEmail != null && expectedEmail.trim().toLowerCase() !== email) {
      throw forbidden("The ID token belongs to another e-mail address");
    }
    const now = new Date();
    const known = {
      uid: identity.uid,
      lastSignInAt: now,
      ...(identity.displayName ? { displayName: identity.displayName } : {}),
      ...(identity.photoUrl ? { photoUrl: identity.photoUrl } : {}),
    };
    // The shop account belongs to the provider account (uid) that made it. Another provider account with
    // the same e-mail (the first deleted and the address signed up again, or a project allowing several
    // accounts per e-mail) may continue it only once it has verified the address: else an unverified
    // sign-up with an admin's address would inherit the admin's role, orders and profile. Matching on the
    // uid makes check and write one step; a different owner then collides with the unique e-mail index.
    const owner = identity.emailVerified ? {} : { uid: identity.uid };
    let user = (await this.users
      .findOneAndUpdate(
        { email, ...owner },
        {
          $set: known,
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
        if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
        // A concurrent first sign-in of this same account inserted it first: that is the account.
        const existing = await this.users.findOne({ email });
        if (existing && existing.uid === identity.uid) return existing;
        throw forbidden(
          "This e-mail address belongs to another account; verify your e-mail address to sign in",
        );
      }))!;
    if (user.role !== "admin" && identity.emailVerified && this.deps.adminEmails.has(email)) {
      user = (await this.users.findOneAndUpdate(
        { _id: user._id },
        { $set: { role: "admin" } },
        { returnDocument: "after" },
      ))!;
    }
    const { token, expiresAt } = await this.deps.tokens.issue({ userId: user._id.toHexString() });
    return { accessToken: token, expiresAt, user };
  }

  /** The user an access token names, or null if the account is gone (removed users lose access at once). */
  findById(id: string): Promise<UserDocument | null> {
    return ObjectId.isValid(id) ? this.users.findOne({ _id: new ObjectId(id) }) : Promise.resolve(null);
  }

  /** Users may look themselves up; admins anyone. */
  async findByEmail(ctx: RequestContext, email: string): Promise<UserDocument | null> {
    const wanted = email.trim().toLowerCase();
    if (ctx.user!.email !== wanted && !isAdmin(ctx)) throw forbidden("You can only look up your own account");
    return this.users.findOne({ email: wanted });
  }

  list(): Promise<UserDocument[]> {
    return this.users.find({}).sort({ createdAt: 1, _id: 1 }).toArray();
  }

  async makeAdmin(email: string): Promise<{ user: UserDocument; changed: boolean }> {
    const wanted = email.trim().toLowerCase();
    const before = await this.users.findOneAndUpdate({ email: wanted }, { $set: { role: "admin" } });
    if (!before) throw notFound("User");
    return { user: { ...before, role: "admin" }, changed: before.role !== "admin" };
  }

  /**
   * Removes the account here and at the identity provider, so the person can neither use an access
   * token already issued (it names a user that no longer exists) nor sign in again with the old account.
   */
  async remove(ctx: RequestContext, email: string): Promise<{ email: string; removed: boolean }> {
    const wanted = email.trim().toLowerCase();
    if (wanted === ctx.user!.email) throw forbidden("You cannot remove your own account");
    const user = await this.users.findOneAndDelete({ email: wanted });
    if (!user) throw notFound("User");
    await this.deps.identity.deleteUser(user.uid);
    return { email: wanted, removed: true };
  }

  /** Saves a profile: the user's own, or, for admins, anyone's named by e-mail. */
  async updateProfile(
    ctx: RequestContext,
    input: ProfileInput,
    email?: string | null,
  ): Promise<UserDocument> {
    const target = email ? email.trim().toLowerCase() : ctx.user!.email;
    if (target !== ctx.user!.email && !isAdmin(ctx)) throw forbidden("You can only edit your own profile");
    const v = new Validator();
    const profile = {
      education: v.text("education", input.education, { label: "Education", required: true, max: 100 }),
      address: v.text("address", input.address, { label: "Address", required: true, max: 300 }),
      phone: v.phone("phone", input.phone),
    };
    v.check();
    const user = await this.users.findOneAndUpdate(
      { email: target },
      { $set: { profile } },
      { returnDocument: "after" },
    );
    if (!user) throw notFound("User");
    return user;
  }
}
