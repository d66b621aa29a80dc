import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import type { FastifyServerFactory } from "fastify";
import { requestLine } from "../request-line";
import type { StoredResponse } from "./response-store";

/**
 * Request headers that cannot change a kept public answer: left out of the lean key, so that browsers and
 * load balancers that differ only in them share one lean answer. Everything else a request carries is in
 * the key (Host, Accept, Accept-Encoding, Origin, X-Forwarded-Proto, Apollo's preflight headers, ...).
 */
const IRRELEVANT = new Set([
  "user-agent",
  "connection",
  "keep-alive",
  "referer",
  "cache-control",
  "pragma",
  "dnt",
  "priority",
  "upgrade-insecure-requests",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
  "sec-fetch-user",
  "sec-ch-ua",
  "sec-ch-ua-mobile",
  "sec-ch-ua-platform",
  // The caller's address: a public read's answer is the same for every one (only its log line differs).
  "x-forwarded-for",
  "x-real-ip",
]);

/** Requests the lean path never answers: a caller's own, a revalidation (Fastify answers the 304), a body. */
const FULL_PATH_ONLY = new Set(["authorization", "if-none-match", "content-length", "transfer-encoding"]);

/** A kept answer as it last went out through the full path, headers and bytes, to send again as it is. */
interface LeanAnswer {
  storeKey: string;
  stored: StoredResponse;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** Lean answers kept at most: one per kept answer and variant of the headers above, oldest going first. */
const MAX_LEAN_ANSWERS = 10_000;

/**
 * The response cache's fast lane. A GET the response cache answered goes through all of Fastify: routing,
 * the security headers set one by one, CORS, the lookup, four onSend and two onResponse hooks. The answer
 * it produced is fixed by the URL and the request's headers (the key below) and by the kept answer it was
 * sent from. So the full path's answer, once sent, is remembered under that key, headers and bytes as
 * they went out, and the next request with the same key is answered with them before Fastify sees it, as
 * long as the kept answer is still the one it came from (a catalogue write, the TTL or eviction ends it).
 * Anything else, and any request the full path must see (signed in, If-None-Match, with a body, while
 * closing), goes through Fastify as before. Each lean answer writes the same access-log line.
 */
export class LeanHits {
  private readonly answers = new Map<string, LeanAnswer>();
  private keptAnswer: (storeKey: string) => StoredResponse | undefined = () => undefined;
  private open = true;

  constructor(private readonly log: (line: string) => void) {}

  /** The key of a request the lean path may answer: its URL and what it carries that can matter. */
  static keyOf(request: IncomingMessage): string | undefined {
    if (request.method !== "GET") return undefined;
    let key = request.url ?? "";
    const raw = request.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i]!.toLowerCase();
      if (FULL_PATH_ONLY.has(name)) return undefined;
      if (!IRRELEVANT.has(name)) key += `\n${name}:${raw[i + 1]}`;
    }
    return key;
  }

  /** Fastify's server: the lean path first, Fastify for everything it does not answer. */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    // Fastify's options, its defaults filled in, as it would set up a server it made itself.
    const {
      http: serverOptions,
      keepAliveTimeout,
      requestTimeout,
      connectionTimeout,
    } = options as {
      http?: http.ServerOptions;
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
    };
    const server = http.createServer(serverOptions ?? {}, (request, response) => {
      if (!this.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    return server;
  };

  /** Where lean answers are checked: the response cache's kept answer under the key it was sent from. */
  readFrom(keptAnswer: (storeKey: string) => StoredResponse | undefined): void {
    this.keptAnswer = keptAnswer;
  }

  /** Called once the full path has sent `body` from the kept answer `stored`, headers final. */
  remember(request: IncomingMessage, answer: LeanAnswer): void {
    if (!this.open) return;
    const key = LeanHits.keyOf(request);
    if (key === undefined) return;
    this.answers.delete(key);
    this.answers.set(key, answer);
    if (this.answers.size > MAX_LEAN_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
  }

  /** From now on every request goes through Fastify, which answers 503 and closes connections as it closes. */
  close(): void {
    this.open = false;
    this.answers.clear();
  }

  private answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.open || this.answers.size === 0) return false;
    const started = performance.now();
    const key = LeanHits.keyOf(request);
    if (key === undefined) return false;
    const answer = this.answers.get(key);
    if (!answer) return false;
    if (this.keptAnswer(answer.storeKey) !== answer.stored) {
      this.answers.delete(key);
      return false;
    }
    response.writeHead(200, answer.headers).end(answer.body);
    this.log(requestLine("GET", request.url!, 200, performance.now() - started));
    return true;
  }
}
