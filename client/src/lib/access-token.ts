/** The shop's access token lives in localStorage under this key (SPEC section 3). */
export const ACCESS_TOKEN_KEY = "accessToken";
/** The Firebase uid the stored token was issued for, so another account never inherits it. */
const OWNER_KEY = "accessTokenOwner";

export const readAccessToken = (): string | null => localStorage.getItem(ACCESS_TOKEN_KEY);

export function storeAccessToken(token: string, ownerUid: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
  localStorage.setItem(OWNER_KEY, ownerUid);
}

export function clearAccessToken(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(OWNER_KEY);
}

/** Seconds of slack so a token is renewed before, not after, the server starts refusing it. */
const EXPIRY_MARGIN_SECONDS = 60;

/**
 * The stored token, if it belongs to this Firebase user and is still worth sending. Reads the JWT's
 * `exp` without verifying it: the server verifies; this only spares a round trip that would surely fail.
 */
export function usableAccessToken(ownerUid: string, nowSeconds = Date.now() / 1000): string | null {
  const token = readAccessToken();
  if (!token || localStorage.getItem(OWNER_KEY) !== ownerUid) return null;
  try {
    const payload = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as {
      exp?: number;
    };
    return typeof payload.exp === "number" && payload.exp - EXPIRY_MARGIN_SECONDS > nowSeconds ? token : null;
  } catch {
    return null;
  }
}
