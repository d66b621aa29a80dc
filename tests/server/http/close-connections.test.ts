import { Readable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { closeConnectionsWhenDone } from "../../../server/http/close-connections";
import { registerCompression } from "../../../server/http/compression";

/** What the shop's own close must not wait out: Fastify's default keep-alive timeout. */
const KEEP_ALIVE_MS = 72_000;

/** An app whose one answer is compressed and still streaming for `ms` after its headers went out. */
async function appWithSlowAnswer(ms: number) {
  const app = Fastify({ keepAliveTimeout: KEEP_ALIVE_MS });
  await registerCompression(app);
  closeConnectionsWhenDone(app);
  app.get("/slow", async (_request, reply) => {
    const body = new Readable({ read() {} });
    body.push(`[${JSON.stringify({ part: "first" })}`);
    setTimeout(() => {
      body.push(`,${JSON.stringify({ part: "last" })}]`);
      body.push(null);
    }, ms);
    return reply.type("application/json").send(body);
  });
  return app;
}

// Without closeConnectionsWhenDone, Node 20 keeps the connection for the keep-alive timeout once the answer
// is done, and close() waits for it: this test then times out.
describe("closing while a compressed answer is still going out", () => {
  it("finishes the answer, then closes its keep-alive connection at once", async () => {
    const app = await appWithSlowAnswer(300);
    const url = await app.listen({ host: "127.0.0.1", port: 0 });
    const response = await fetch(`${url}/slow`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const body = response.json();
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await body).toEqual([{ part: "first" }, { part: "last" }]);
  });
});
