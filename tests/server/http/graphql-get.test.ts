import { describe, expect, it } from "vitest";
import { useTestShop } from "../../support/test-shop";

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const CSRF_MESSAGE = "This operation has been blocked as a potential Cross-Site Request Forgery (CSRF)";

/**
 * Public queries over `GET /graphql?query=...&variables=...`, for integrators and CDNs (a GET can be
 * cached by URL), with Apollo's CSRF prevention kept: a GET must carry a header a plain HTML form or
 * <img> cannot send (`apollo-require-preflight` or `x-apollo-operation-name`).
 */
describe("GraphQL over GET /graphql", () => {
  const { shop } = useTestShop();

  const get = (params: Record<string, string>, headers: Record<string, string>) =>
    fetch(`${shop.url}/graphql?${new URLSearchParams(params)}`, { headers });

  const PRODUCTS =
    "query Products($first: Int!) { products(first: $first) { edges { node { id name price } } } }";

  it("runs a query with variables for a program that sends apollo-require-preflight", async () => {
    const response = await get(
      { query: PRODUCTS, variables: JSON.stringify({ first: 3 }) },
      { accept: "application/json", "apollo-require-preflight": "true" },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { data: { products: { edges: { node: { name: string } }[] } } };
    expect(body.data.products.edges).toHaveLength(3);
    expect(body.data.products.edges[0]!.node.name).toEqual(expect.any(String));
    // Its media type follows Accept, and a browser gets the explorer at this URL: caches keep them apart.
    expect(response.headers.get("vary")).toMatch(/\baccept\b/i);
  });

  it("runs a named operation for a client that names it in x-apollo-operation-name", async () => {
    const response = await get(
      { query: PRODUCTS, variables: JSON.stringify({ first: 1 }), operationName: "Products" },
      { accept: "application/graphql-response+json", "x-apollo-operation-name": "Products" },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/graphql-response\+json/);
    expect(((await response.json()) as { data: unknown }).data).toMatchObject({
      products: { edges: [{ node: { id: expect.any(String) } }] },
    });
  });

  it("gives the same answer as the same query POSTed", async () => {
    const viaGet = await get(
      { query: PRODUCTS, variables: JSON.stringify({ first: 5 }) },
      { accept: "application/json", "apollo-require-preflight": "true" },
    );
    const viaPost = await shop.gql(PRODUCTS, { first: 5 });
    expect(await viaGet.json()).toEqual({ data: viaPost.data });
  });

  it.each([
    ["application/json", {}],
    ["application/json", { "content-type": "text/plain" }],
    ["*/*", {}],
  ])(
    "refuses a GET (Accept %s) without a preflight header, as Apollo's CSRF prevention does",
    async (accept, extra) => {
      const response = await get({ query: "{ __typename }" }, { accept, ...extra });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { message: string }[]; data?: unknown };
      expect(body.errors[0]!.message).toContain(CSRF_MESSAGE);
      expect(body.data).toBeUndefined();
    },
  );

  it("refuses a mutation over GET, even with the preflight header", async () => {
    const response = await get(
      { query: 'mutation { signIn(idToken: "not-a-token") { accessToken } }' },
      { accept: "application/json", "apollo-require-preflight": "true" },
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toMatch(/GET requests only support query operations/);
  });

  it("applies the query limits to GET as to POST", async () => {
    // More aliases than LIMITS.maxAliases: refused before it runs.
    const query = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: __typename`).join(" ")} }`;
    const response = await get({ query }, { accept: "application/json", "apollo-require-preflight": "true" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string }[]; data?: unknown };
    expect(body.errors[0]!.message).toMatch(/alias/i);
    expect(body.data).toBeUndefined();
  });

  it("still shows the explorer to a browser opening /graphql", async () => {
    const response = await fetch(`${shop.url}/graphql`, { headers: { accept: BROWSER_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("vary")).toMatch(/\baccept\b/i);
    expect(await response.text()).toContain("<title>Vehicle Parts Shop API</title>");
  });
});
