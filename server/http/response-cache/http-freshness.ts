import { createHash } from "node:crypto";
import { CATALOGUE_COPY_TTL_MS } from "../../services/catalogue/catalogue-changes";

/** Memory the kept answers may hold, bodies and compressed copies together. */
export const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * For browsers and CDNs on anonymous public answers: fresh for as long as the server keeps them
 * (CATALOGUE_COPY_TTL_MS; stock shown may lag by that, while ordering checks stock itself), then served
 * stale for a minute while one request revalidates (a 304 when nothing changed), so a busy page reaches
 * the shop about once per TTL per edge, and never waits for it.
 */
export const PUBLIC_CACHE_CONTROL = `public, max-age=${CATALOGUE_COPY_TTL_MS / 1000}, stale-while-revalidate=60`;

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
