import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerResponseCache, type PublicRead } from "../../../server/http/response-cache/register";
import { CatalogueChanges } from "../../../server/services/catalogue/catalogue-changes";

/** The cache's hooks around a route whose answers and timing the test controls. */
describe("response cache hooks", () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  async function appWith(read: PublicRead, answer: () => Promise<unknown>) {
    const changes = new CatalogueChanges();
    app = Fastify();
    let executed = 0;
    registerResponseCache(app, { enabled: true, changes, reads: { "/things": read }, isApi: () => true });
    app.get("/things", async () => {
      executed++;
      return answer();
    });
    await app.ready();
    const fetchThings = async (headers: Record<string, string> = {}) =>
      (await app.inject({ method: "GET", url: "/things", headers })).json<unknown>();
    return { changes, fetchThings, executed: () => executed };
  }

  const PRODUCTS_READ: PublicRead = { key: (request) => request.url, tags: () => ["products"] };

  it("drops an answer whose read overlapped a change to what it shows, and keeps one that did not", async () => {
    let release!: () => void;
    let version = 1;
    const { changes, fetchThings, executed } = await appWith(PRODUCTS_READ, async () => {
      const read = version;
      await new Promise<void>((resolve) => (release = resolve));
      return { version: read };
    });

    const overlapping = fetchThings();
    await new Promise((resolve) => setTimeout(resolve, 20));
    version = 2;
    changes.publish({ kind: "stock", productId: "aa" });
    release();
    expect(await overlapping).toEqual({ version: 1 });

    // Not kept: the next request reads again, and that answer (no change meanwhile) is kept.
    const next = fetchThings();
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await next).toEqual({ version: 2 });
    expect(await fetchThings()).toEqual({ version: 2 });
    expect(executed()).toBe(2);
  });

  it("ignores changes to other tags, and never serves a request with an Authorization header", async () => {
    let version = 1;
    const { changes, fetchThings, executed } = await appWith(PRODUCTS_READ, async () => ({ version }));
    expect(await fetchThings()).toEqual({ version: 1 });
    version = 2;
    changes.publish({ kind: "review", productId: null });
    expect(await fetchThings()).toEqual({ version: 1 });
    expect(await fetchThings({ authorization: "Bearer x" })).toEqual({ version: 2 });
    expect(executed()).toBe(2);
    changes.publish({ kind: "product", productId: "bb" });
    expect(await fetchThings()).toEqual({ version: 2 });
    expect(executed()).toBe(3);
  });

  it("keeps only what the route calls complete", async () => {
    let version = 1;
    const { fetchThings, executed } = await appWith(
      { ...PRODUCTS_READ, complete: (body) => !body.includes("error") },
      async () => (version++ === 1 ? { error: "try again" } : { version }),
    );
    expect(await fetchThings()).toEqual({ error: "try again" });
    expect(await fetchThings()).toEqual({ version: 3 });
    expect(await fetchThings()).toEqual({ version: 3 });
    expect(executed()).toBe(2);
  });
});
