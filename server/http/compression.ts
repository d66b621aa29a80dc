import { constants as zlib } from "node:zlib";

import fastifyCompress from "@fastify/compress";
import type { FastifyInstance, FastifyReply } from "fastify";

/** Answers smaller than this go out as they are: below ~1 KB compression saves less than a packet. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality for answers compressed per request (GraphQL and REST JSON, HTML pages, pictures).
 * zlib's default, 11, is meant for compressing once: measured on this shop's answers it takes 60-130x the
 * CPU of quality 5 (a 5 KB page of 20 products: 7 ms against 0.12 ms; the 20 KB REST catalogue: 50 ms
 * against 0.37 ms) for ~15% fewer bytes, so under real traffic every large answer would hold the event loop
 * for milliseconds. Quality 5 costs about what gzip does and comes out a few per cent smaller than it; 4
 * (@fastify/compress's default) came out slightly larger than gzip on these JSON answers. The built files
 * are compressed at 11, once, by the build (vite.config.ts).
 */
export const DYNAMIC_BROTLI_QUALITY = 5;

/** gzip for clients without brotli: zlib's default level, the usual speed/size balance. */
export const DYNAMIC_GZIP_LEVEL = 6;

/**
 * What may be compressed: text (HTML, CSS, JavaScript, XML such as a sitemap), JSON (GraphQL's two media
 * types, REST) and SVG pictures. @fastify/compress also asks mime-db about any other type.
 */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|^application\/(?:[\w.-]+\+)?(?:json|xml)(?:;|$)|^application\/javascript|^image\/svg\+xml/u;

export interface CompressionOptions {
  /**
   * URL prefixes served from files compressed at build time (@fastify/static's `preCompressed`): their
   * routes skip per-request compression, so a built file costs no CPU to send, whatever its size.
   */
  precompressedPrefixes?: string[];
}

/**
 * Compresses every answer of ~1 KB or more, by the request's Accept-Encoding: brotli when accepted, else
 * gzip, else as it is (`identity`, or no header). Register before any route: @fastify/compress hooks the
 * routes registered after it. Request bodies are not decompressed (the body limit is meant for what a
 * client sends, and nobody here sends compressed bodies).
 */
export async function registerCompression(
  app: FastifyInstance,
  options: CompressionOptions = {},
): Promise<void> {
  const precompressed = options.precompressedPrefixes ?? [];
  // Runs before @fastify/compress's own onRoute hook (added next), which honours `compress: false`.
  app.addHook("onRoute", (route) => {
    if (route.compress === undefined && precompressed.some((prefix) => route.url.startsWith(prefix))) {
      route.compress = false;
    }
  });

  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
  });

  // @fastify/compress names Accept-Encoding in Vary only on the answers it compresses. A shared cache must
  // also know that an answer sent plain (small, or asked for without brotli or gzip) was chosen by that
  // header, or it would keep one variant for everybody; so every compressible type carries it.
  app.addHook("onSend", async (_request, reply, payload) => {
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && COMPRESSIBLE_TYPES.test(type)) appendVary(reply, "accept-encoding");
    return payload;
  });
}

/** Adds a request header's name to Vary, once, keeping what is there (e.g. the explorer's `Accept`). */
export function appendVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader("vary");
  const value = Array.isArray(current) ? current.join(", ") : current === undefined ? "" : String(current);
  const names = value
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes("*") || names.includes(header.toLowerCase())) return;
  reply.header("vary", value ? `${value}, ${header}` : header);
}
