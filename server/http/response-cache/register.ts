import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CATALOGUE_COPY_TTL_MS, type CatalogueChanges } from "../../services/catalogue/catalogue-changes";
import { COMPRESSION_THRESHOLD_BYTES, DYNAMIC_BROTLI_QUALITY, DYNAMIC_GZIP_LEVEL } from "../compression";
import { PUBLIC_CACHE_CONTROL, RESPONSE_CACHE_MAX_BYTES, notModified, weakEtag } from "./http-freshness";
import type { LeanHits } from "./lean-hits";
import { tagsChangedBy } from "./public-reads";
import { ResponseStore, type StoredResponse } from "./response-store";

/**
 * How a route tells an anonymous public read from anything else. `key` names everything the answer
 * depends on (undefined: not a read this cache may answer, e.g. a GET that Apollo's CSRF check refuses);
 * `tags` says what it shows, or undefined when it is not public (a private field, a mutation);
 * `complete` says whether an answer is one to keep (GraphQL errors are not).
 */
export interface PublicRead {
  key(request: FastifyRequest): string | undefined;
  tags(request: FastifyRequest): string[] | undefined;
  complete?(body: string): boolean;
}

export interface ResponseCacheOptions {
  /** false (RESPONSE_CACHE=false): every request executes; public answers still carry HTTP caching. */
  enabled: boolean;
  changes: CatalogueChanges;
  /** The public reads, by route URL as registered (`/graphql`, `/api/products/:id`). */
  reads: Record<string, PublicRead>;
  /** Whether a route answers with data (GraphQL, REST): those answers not public are sent `no-store`. */
  isApi(routeUrl: string): boolean;
  maxBytes?: number;
  ttlMs?: number;
  /** The fast lane in front of Fastify (lean-hits.ts) that sends a GET's kept answer again as it went out. */
  lean?: LeanHits;
}

/** One answer may take this share of the store at most: a whole legacy catalogue would push out every page. */
const LARGEST_SHARE = 8;

interface Pending {
  key: string;
  tags: string[];
  read: PublicRead;
  /** The change count when the request started: a change to its tags since then makes its answer stale. */
  startedAt: number;
}

/**
 * Answers anonymous public reads (the catalogue, the reviews; over GraphQL GET or POST and the legacy REST
 * paths) from memory before they are executed, and gives every anonymous public answer, kept or not,
 * `Cache-Control: public` with a short max-age, a weak ETag and 304 on If-None-Match; every other API
 * answer gets `no-store`. A request with an Authorization header is never answered from here nor stored:
 * what a signed-in caller sees is theirs.
 * Register after the security headers and CORS (their onRequest hooks must run for answers from here too)
 * and before the routes.
 */
export function registerResponseCache(
  app: FastifyInstance,
  options: ResponseCacheOptions,
): ResponseStore | undefined {
  const ttlMs = options.ttlMs ?? CATALOGUE_COPY_TTL_MS;
  const maxBytes = options.maxBytes ?? RESPONSE_CACHE_MAX_BYTES;
  const store = options.enabled ? new ResponseStore({ maxBytes, ttlMs }) : undefined;
  const pending = new WeakMap<FastifyRequest, Pending>();
  /** GETs answered from the store, with what was sent: the lean lane learns them once they are out. */
  const sentFromStore = new WeakMap<
    FastifyRequest,
    { storeKey: string; stored: StoredResponse; body: Buffer | string }
  >();
  if (store) options.lean?.readFrom((key) => store.get(key));
  let changeCount = 0;
  const lastChangeOf = new Map<string, number>();

  options.changes.subscribe((change) => {
    changeCount++;
    for (const tag of tagsChangedBy(change)) {
      lastChangeOf.set(tag, changeCount);
      store?.drop(tag);
    }
  });

  const lookUp = async (request: FastifyRequest, reply: FastifyReply) => {
    const read = options.reads[request.routeOptions.url ?? ""];
    if (!read || request.headers.authorization !== undefined) return;
    const key = read.key(request);
    if (key === undefined) return;
    const hit = store?.get(key);
    if (hit) {
      const body = sendStored(request, reply, hit, (encoding, bytes) =>
        store!.addEncoding(key, encoding, bytes),
      );
      if (options.lean && body !== undefined && request.method === "GET")
        sentFromStore.set(request, { storeKey: key, stored: hit, body });
      return reply;
    }
    const tags = read.tags(request);
    if (tags) pending.set(request, { key, tags, read, startedAt: changeCount });
  };
  // A GET read is known from its URL, so it is looked up as soon as the request is routed, before the
  // later hooks; a POST read needs its parsed body.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method === "GET") return lookUp(request, reply);
  });
  app.addHook("preHandler", async (request, reply) => {
    if (request.method !== "GET") return lookUp(request, reply);
  });

  // What is not a public answer may be someone's own data, or an error: no browser or CDN may keep it.
  const keepNowhere = (request: FastifyRequest, reply: FastifyReply) => {
    if (!reply.hasHeader("cache-control") && options.isApi(request.routeOptions.url ?? ""))
      reply.header("cache-control", "no-store");
  };

  app.addHook("onSend", async (request, reply, payload) => {
    const read = pending.get(request);
    if (!read || reply.statusCode !== 200 || (typeof payload !== "string" && !Buffer.isBuffer(payload))) {
      keepNowhere(request, reply);
      return payload;
    }
    const body = typeof payload === "string" ? payload : payload.toString("utf8");
    if (read.read.complete && !read.read.complete(body)) {
      keepNowhere(request, reply);
      return payload;
    }
    const etag = weakEtag(body);
    reply.header("cache-control", PUBLIC_CACHE_CONTROL).header("etag", etag);
    // Read before a write to what it shows finished: keeping it would show the old data for a whole TTL.
    const stale = read.tags.some((tag) => (lastChangeOf.get(tag) ?? 0) > read.startedAt);
    if (store && !stale && Buffer.byteLength(body) <= maxBytes / LARGEST_SHARE) {
      store.set(read.key, {
        contentType: String(reply.getHeader("content-type") ?? "application/json"),
        body,
        etag,
        tags: read.tags,
      });
    }
    if (notModified(request.headers["if-none-match"], etag)) {
      reply.code(304);
      return null;
    }
    return payload;
  });

  if (options.lean) {
    const lean = options.lean;
    // A closing server answers 503 and closes its connections: that is Fastify's to do.
    app.addHook("preClose", async () => lean.close());
    app.addHook("onResponse", async (request, reply) => {
      const sent = sentFromStore.get(request);
      if (!sent || reply.statusCode !== 200) return;
      const body = typeof sent.body === "string" ? Buffer.from(sent.body) : sent.body;
      lean.remember(request.raw, { ...sent, body, headers: reply.raw.getHeaders() });
    });
  }
  return store;
}

/** Typed as Fastify types serializers (to a string), though Fastify sends the Buffer it returns as well. */
const asIs = (payload: unknown) => payload as string;

const ENCODINGS = ["br", "gzip"];

/** Compressed as @fastify/compress would compress the executed answer, once per stored answer. */
const COMPRESS: Record<string, (body: string) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
  gzip: (body) => gzipSync(body, { level: DYNAMIC_GZIP_LEVEL }),
};

/** Sends a kept answer (or a 304); answers the body of a 200 as it sent it. */
function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  stored: StoredResponse,
  keepEncoded: (encoding: string, bytes: Buffer) => void,
): Buffer | string | undefined {
  reply.header("cache-control", PUBLIC_CACHE_CONTROL).header("etag", stored.etag).type(stored.contentType);
  if (notModified(request.headers["if-none-match"], stored.etag)) {
    reply.code(304).send();
    return undefined;
  }
  const accepted = request.headers["accept-encoding"];
  const encoding =
    accepted && stored.bodyBytes >= COMPRESSION_THRESHOLD_BYTES ? negotiate(accepted, ENCODINGS) : null;
  if (!encoding || encoding === "identity") {
    reply.send(stored.body);
    return stored.body;
  }
  let bytes = stored.encoded.get(encoding);
  if (!bytes) keepEncoded(encoding, (bytes = COMPRESS[encoding]!(stored.body)));
  // Sent as it is: @fastify/compress leaves an answer with a Content-Encoding alone. Fastify sends a
  // Buffer raw when its ArrayBuffer is of Fastify's realm; under the client tests' jsdom it is not, and
  // a JSON type would then be serialized, so the serializer is told to leave it alone.
  reply.header("content-encoding", encoding).serializer(asIs).send(bytes);
  return bytes;
}
