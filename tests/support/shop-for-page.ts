import { afterAll, beforeAll } from "vitest";
import { startTestServer, type TestServer } from "./test-server";

/**
 * For a jsdom test that renders a page against a real shop: starts one for the file, and sends the
 * page's relative requests (`/graphql`, as a browser would ask its own origin) to it. Returns a getter,
 * since the shop exists only once `beforeAll` has run. `env` configures the shop beyond the tests'
 * defaults (Stripe's keys, say); a function is asked in `beforeAll`, for what exists only then (a
 * stand-in's address).
 */
export function useShopForPage(
  env: Record<string, string> | (() => Record<string, string>) = {},
): () => TestServer {
  let server: TestServer | undefined;
  const nodeFetch = globalThis.fetch;
  beforeAll(async () => {
    server = await startTestServer(typeof env === "function" ? env() : env);
    globalThis.fetch = (input, init) =>
      nodeFetch(typeof input === "string" && input.startsWith("/") ? server!.url + input : input, init);
  });
  afterAll(async () => {
    globalThis.fetch = nodeFetch;
    await server?.close();
  });
  return () => server!;
}
