import type { webcrypto } from "node:crypto";
import { SignJWT, errors, jwtVerify } from "jose";
import { setNewest } from "../newest-entries";

const ISSUER = "vehicle-parts-shop";

export interface AccessTokenClaims {
  /** The user's id in the shop's database. */
  userId: string;
  /** The identity provider's account (Firebase uid) that signed in: a token is good for that account only. */
  uid: string;
  /** The user's session version when the token was issued; a bump ends every older session. */
  sessionVersion: number;
}

export interface VerifiedAccessToken extends AccessTokenClaims {
  issuedAt: Date;
}

export type AccessTokenProblem = "expired" | "invalid";

/** A token verified before: what it says, and when it expires (seconds since the epoch, as `exp`). */
interface KnownToken {
  claims: VerifiedAccessToken;
  expiresAt: number;
}

/** Verified tokens remembered at once: the oldest go first. */
const MAX_KNOWN_TOKENS = 10_000;

/**
 * The shop's own access token: an HS256 JWT naming the user, the provider account and the session
 * version, short-lived. It carries no role: the role is read from the database on every request, so
 * Make Admin takes effect at once, and the request is refused unless the stored user still has this
 * account and this session version (see graphql/context.ts).
 */
export class AccessTokens {
  /** Imported once: importing the raw secret for every request cost as much as checking the signature. */
  private readonly key: Promise<webcrypto.CryptoKey>;

  /**
   * Tokens whose signature was checked, by their exact text: the same bytes verify the same way until
   * they expire, and a shopper's requests carry one token for its whole life. Checking the signature
   * again for each (Web Crypto's HMAC, a hop to the thread pool) cost a tenth of a placed order's time.
   * Whether the session still stands is the database's answer, read per request as before.
   */
  private readonly verified = new Map<string, KnownToken>();

  constructor(
    secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {
    this.key = crypto.subtle.importKey(
      "raw",
      new Uint8Array(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
  }

  async issue(claims: AccessTokenClaims): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    const token = await new SignJWT({ uid: claims.uid, sv: claims.sessionVersion })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.key);
    return { token, expiresAt };
  }

  async verify(token: string): Promise<VerifiedAccessToken | AccessTokenProblem> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Math.floor(Date.now() / 1000)) return known.claims;
      this.verified.delete(token);
      return "expired";
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { issuer: ISSUER, algorithms: ["HS256"] });
      const { sub, uid, sv, iat, exp } = payload;
      // Tokens issued before sessions were bound to an account carry no uid: they are not accepted.
      if (typeof sub !== "string" || typeof uid !== "string" || typeof sv !== "number" || !iat || !exp)
        return "invalid";
      const claims = { userId: sub, uid, sessionVersion: sv, issuedAt: new Date(iat * 1000) };
      setNewest(this.verified, token, { claims, expiresAt: exp }, MAX_KNOWN_TOKENS);
      return claims;
    } catch (error) {
      return error instanceof errors.JWTExpired ? "expired" : "invalid";
    }
  }
}
