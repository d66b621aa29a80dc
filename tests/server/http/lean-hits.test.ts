import http from "node:http";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerCompression } from "../../../server/http/compression";
import { requestLine } from "../../../server/http/request-line";
import { LeanHits } from "../../../server/http/response-cache/lean-hits";
import { registerResponseCache } from "../../../server/http/response-cache/register";
import { registerSecurityHeaders } from "../../../server/http/security-headers";
import { CatalogueChanges } from "../../../server/services/catalogue/catalogue-changes";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET over a real socket, the bytes as they came (no decompression), headers as sent. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

/** What two answers must share: everything but the time they were sent. */
const asSent = ({ status, headers, body }: Answer) => {
  const { date: _date, ...rest } = headers;
  return { status, headers: rest, body: body.toString("base64") };
};

/** The shop's hooks in front of a route whose answers the test controls, listening on a real port. */
describe("the response cache's lean lane", () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  async function shopWith() {
    const changes = new CatalogueChanges();
    const logged: string[] = [];
    const lean = new LeanHits((line) => logged.push(line));
    app = Fastify({ serverFactory: lean.serverFactory });
    registerSecurityHeaders(app, {
      production: true,
      authEmulatorUrl: null,
      authDomain: "shop.example.com",
      cardPayments: false,
    });
    await registerCompression(app);
    let seenByFastify = 0;
    app.addHook("onRequest", async () => void seenByFastify++);
    // The shop's access log, as app.ts writes it.
    app.addHook(
      "onResponse",
      async (request, reply) =>
        void logged.push(requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime)),
    );
    registerResponseCache(app, {
      enabled: true,
      changes,
      reads: { "/things": { key: (request) => request.url, tags: () => ["products"] } },
      isApi: () => true,
      lean,
    });
    let version = 1;
    let executed = 0;
    // Large enough to be compressed.
    app.get("/things", async () => {
      executed++;
      return { version, padding: "brake pads ".repeat(200) };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/things`;
    return {
      url,
      lean,
      logged,
      changes,
      seenByFastify: () => seenByFastify,
      executed: () => executed,
      setVersion: (next: number) => (version = next),
    };
  }

  it("sends a kept answer again before Fastify sees the request: same status, headers and bytes", async () => {
    const shop = await shopWith();
    for (const encoding of ["br", "gzip", "identity"]) {
      const headers = { "accept-encoding": encoding, accept: "application/json" };
      await get(shop.url, headers); // executed and kept
      const full = await get(shop.url, headers); // answered from the store through Fastify
      const before = shop.seenByFastify();
      const lean = await get(shop.url, headers);
      const again = await get(shop.url, { ...headers, "user-agent": "another browser" });
      expect(shop.seenByFastify()).toBe(before);
      expect(asSent(lean)).toEqual(asSent(full));
      expect(asSent(again)).toEqual(asSent(full));
      expect(lean.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
      expect(lean.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(lean.headers.etag).toMatch(/^W\//);
    }
    expect(shop.executed()).toBe(1);
    // Every answer has its access-log line, whichever path sent it.
    expect(shop.logged.filter((line) => /^GET \/things 200 \d+ms$/.test(line))).toHaveLength(12);
  });

  it("sends the new answer as soon as what it shows changes", async () => {
    const shop = await shopWith();
    await get(shop.url);
    await get(shop.url);
    expect(JSON.parse((await get(shop.url)).body.toString()).version).toBe(1);
    shop.setVersion(2);
    shop.changes.publish({ kind: "product", productId: "aa" });
    const seen = shop.seenByFastify();
    expect(JSON.parse((await get(shop.url)).body.toString()).version).toBe(2);
    expect(shop.seenByFastify()).toBe(seen + 1);
    expect(shop.executed()).toBe(2);
  });

  it("leaves signed-in callers, revalidations and bodies to the full path", async () => {
    const shop = await shopWith();
    const kept = await get(shop.url);
    await get(shop.url);
    const seen = shop.seenByFastify();

    const signedIn = await get(shop.url, { authorization: "Bearer someone" });
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    const revalidated = await get(shop.url, { "if-none-match": kept.headers.etag! });
    expect(revalidated.status).toBe(304);
    const withBody = await get(shop.url, { "content-length": "0" });
    expect(withBody.status).toBe(200);
    expect(shop.seenByFastify()).toBe(seen + 3);
  });

  it("leaves every request to Fastify once the server is closing", async () => {
    const shop = await shopWith();
    await get(shop.url);
    await get(shop.url);
    shop.lean.close();
    const seen = shop.seenByFastify();
    expect((await get(shop.url)).status).toBe(200);
    expect(shop.seenByFastify()).toBe(seen + 1);
  });
});
