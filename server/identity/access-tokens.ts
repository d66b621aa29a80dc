import { SignJWT, errors, jwtVerify } from "jose";

const ISSUER = "vehicle-parts-shop";

export interface AccessTokenClaims {
  /** The user's id in the shop's database. */
  userId: string;
}

export type AccessTokenProblem = "expired" | "invalid";

/**
 * The shop's own access token: an HS256 JWT naming the user, short-lived. It carries no role: the role
 * is read from the database on every request, so Make Admin and Remove User take effect at once.
 */
export class AccessTokens {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  async issue(claims: AccessTokenClaims): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.secret);
    return { token, expiresAt };
  }

  async verify(token: string): Promise<AccessTokenClaims | AccessTokenProblem> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer: ISSUER, algorithms: ["HS256"] });
      return typeof payload.sub === "string" ? { userId: payload.sub } : "invalid";
    } catch (error) {
      return error instanceof errors.JWTExpired ? "expired" : "invalid";
    }
  }
}
