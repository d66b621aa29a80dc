import type { webcrypto } from "node:crypto";
import { SignJWT, errors, jwtVerify } from "jose";

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

/**
 * The shop's own access token: an HS256 JWT naming the user, the provider account and the session
 * version, short-lived. It carries no role: the role is read from the database on every request, so
 * Make Admin takes effect at once, and the request is refused unless the stored user still has this
 * account and this session version (see graphql/context.ts).
 */
export class AccessTokens {
  /** Imported once: importing the raw secret for every request cost as much as checking the signature. */
  private readonly key: Promise<webcrypto.CryptoKey>;

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
    try {
      const { payload } = await jwtVerify(token, await this.key, { issuer: ISSUER, algorithms: ["HS256"] });
      const { sub, uid, sv, iat } = payload;
      // Tokens issued before sessions were bound to an account carry no uid: they are not accepted.
      if (typeof sub !== "string" || typeof uid !== "string" || typeof sv !== "number" || !iat)
        return "invalid";
      return { userId: sub, uid, sessionVersion: sv, issuedAt: new Date(iat * 1000) };
    } catch (error) {
      return error instanceof errors.JWTExpired ? "expired" : "invalid";
    }
  }
}
