import { createHash } from "node:crypto";

/**
 * How long the server keeps a public answer: the bound on how long a write made through another instance
 * (or by a repair, or straight to the database) can go unseen here. Writes made through this instance drop
 * what they change at once. Stock shown from a kept answer may lag by this; ordering checks stock itself.
 */
export const RESPONSE_CACHE_TTL_MS = 5_000;

/** Memory the kept answers may hold, bodies and compressed copies together. */
export const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * For browsers and CDNs on anonymous public answers: fresh for as long as the server keeps them, then
 * served stale for a minute while one request revalidates (a 304 when nothing changed), so a busy page
 * reaches the shop about once per TTL per edge, and never waits for it.
 */
export const PUBLIC_CACHE_CONTROL = `public, max-age=${RESPONSE_CACHE_TTL_MS / 1000}, stale-while-revalidate=60`;

/**
 * A weak validator: the same bytes before compression give the same tag, whichever encoding is sent (a
 * strong ETag would have to differ per encoding).
 */
export function weakEtag(body: Buffer | string): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Whether If-None-Match names this ETag (compared weakly, as RFC 9110 asks for GET), or is `*`. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === opaque;
  });
}
