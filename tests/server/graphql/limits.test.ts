import { randomBytes } from "node:crypto";
import { getIntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../../server/graphql/limits";
import { startTestServer, type TestServer } from "../../support/test-server";
import { useTestShop } from "../../support/test-shop";

interface HttpAnswer {
  status: number;
  text: string;
  body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  } & Record<string, unknown>;
}

const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`;
const SIGN_IN = `mutation($idToken: String!) { signIn(idToken: $idToken) { accessToken } }`;

/**
 * What no answer may carry: a stack trace, a source path, or a message from the database driver.
 * Checked on every answer these tests produce, errors or not.
 */
function expectNothingInternal(answer: HttpAnswer): void {
  expect(answer.text).not.toMatch(/stacktrace/i);
  expect(answer.text).not.toMatch(/\bat [\w.<>]+ \(|\.ts:\d+|node_modules|\/work\/|file:\/\//);
  for (const error of answer.body.errors ?? []) {
    expect(error.message).not.toMatch(/mongo|bson|E11000|TypeError|ReferenceError|undefined/i);
    expect(Object.keys(error.extensions ?? {})).not.toContain("exception");
    expect(typeof error.extensions?.code).toBe("string");
  }
}

/** A raw POST to /graphql: the body as given (a string is sent verbatim), optional extra headers. */
async function post(shop: TestServer, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${shop.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const answer: HttpAnswer = { status: response.status, text, body: text ? JSON.parse(text) : {} };
  expectNothingInternal(answer);
  return answer;
}

const contactMessages = (shop: TestServer, subject: string) =>
  shop.db.collection("contactMessages").countDocuments({ subject });

const aProduct = `products(first: 100) { edges { node { id name fitments { make model yearFrom yearTo } } } }`;

describe("limits on what one GraphQL request may ask", () => {
  const { shop } = useTestShop();

  it("refuses 300 aliases before running any of them", async () => {
    const subject = `aliases ${randomBytes(4).toString("hex")}`;
    // Aliases of a mutation that stores something, then cheap ones up to 300 (under the token limit).
    const fields = Array.from({ length: 300 }, (_, i) =>
      i < 25 ? `m${i}: sendContactMessage(input: $input) { id }` : `t${i}: __typename`,
    );
    const answer = await post(shop, {
      query: `mutation($input: ContactMessageInput!) { ${fields.join(" ")} }`,
      variables: { input: { email: "flood@example.com", subject, message: "Hello" } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toContainEqual(
      expect.objectContaining({
        message: `Too many aliases: at most ${LIMITS.maxAliases} per request`,
        extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
      }),
    );
    expect(await contactMessages(shop, subject)).toBe(0);

    // The limit itself: as many aliases as allowed run.
    const allowed = Array.from({ length: LIMITS.maxAliases }, (_, i) => `a${i}: __typename`).join(" ");
    const ok = await post(shop, { query: `{ ${allowed} }` });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body.data ?? {})).toHaveLength(LIMITS.maxAliases);
  });

  it("refuses a query nested deeper than the limit, fragments included", async () => {
    // The shop's own types do not nest that deep; introspection's do (a field's type's fields ...).
    // (Kept within graphql-js's own cap of two nested `fields`, so only our limit speaks.)
    const deep = `{ __schema { directives { args { type { fields { args { type { fields { args { type { name } } } } } } } } } } }`;
    const viaFragments = `{ __schema { directives { ...Args } } }
      fragment Args on __Directive { args { type { ...Type } } }
      fragment Type on __Type { fields { args { type { fields { args { type { name } } } } } } }`;
    for (const query of [deep, viaFragments]) {
      const answer = await post(shop, { query });
      expect(answer.status, query).toBe(400);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors).toEqual([
        {
          message: `Query is too deep: at most ${LIMITS.maxDepth} levels`,
          extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
        },
      ]);
    }
    // At the limit, it is answered.
    const shallower = await post(shop, {
      query: `{ __schema { types { fields { args { type { fields { args { type { enumValues { name } } } } } } } } } }`,
    });
    expect(shallower.status).toBe(200);
    expect(shallower.body.errors).toBeUndefined();
  });

  it("refuses an expensive query, with its page sizes written inline or as variables", async () => {
    const inline = await post(shop, { query: `{ a: ${aProduct} b: ${aProduct} c: ${aProduct} }` });
    expect(inline.status).toBe(400);
    expect(inline.body.data).toBeUndefined();
    expect(inline.body.errors).toHaveLength(1);
    expect(inline.body.errors?.[0]?.message).toMatch(/^Query is too expensive: cost \d+, at most 20000$/);
    expect(inline.body.errors?.[0]?.extensions).toEqual({ code: "GRAPHQL_VALIDATION_FAILED" });

    // Validation runs before variables are known: a variable page size must not cost less than 100 does.
    const viaVariable = aProduct.replace("first: 100", "first: $n");
    const variable = await post(shop, {
      query: `query($n: Int) { a: ${viaVariable} b: ${viaVariable} c: ${viaVariable} }`,
      variables: { n: 100 },
    });
    expect(variable.status).toBe(400);
    expect(variable.body.data).toBeUndefined();
    expect(variable.body.errors?.[0]?.message).toMatch(/^Query is too expensive/);

    // One such page is fine.
    const one = await post(shop, { query: `{ ${aProduct} }` });
    expect(one.status).toBe(200);
    expect(one.body.errors).toBeUndefined();
  });

  it("refuses more than 2,000 tokens before parsing them", async () => {
    // Ends in a syntax error: a parsed query would be answered with that, not with "too large".
    const tooMany = `{ ${"a ".repeat(LIMITS.maxTokens)} { {`;
    const answer = await post(shop, { query: tooMany });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [
        {
          message: `Query is too large: at most ${LIMITS.maxTokens} tokens`,
          extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
        },
      ],
    });

    // The same over GET.
    const viaGet = await fetch(`${shop.url}/graphql?query=${encodeURIComponent(tooMany)}`, {
      headers: { "apollo-require-preflight": "true" },
    });
    expect(viaGet.status).toBe(400);
    expect(((await viaGet.json()) as HttpAnswer["body"]).errors?.[0]?.message).toMatch(/too large/);

    // Just under the limit, the parser gets it.
    const under = await post(shop, { query: `{ ${"a ".repeat(LIMITS.maxTokens - 4)} { {` });
    expect(under.status).toBe(400);
    expect(under.body.errors?.[0]?.extensions?.code).toBe("GRAPHQL_PARSE_FAILED");
  });

  it("answers 413 to a JSON body over 64 KiB, on GraphQL and REST alike", async () => {
    const subject = `big ${randomBytes(4).toString("hex")}`;
    const input = { email: "big@example.com", subject, message: "Hello" };
    const tooBig = await post(shop, { query: CONTACT, variables: { input, pad: "x".repeat(64 * 1024) } });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.data).toBeUndefined();
    expect(await contactMessages(shop, subject)).toBe(0);

    const rest = await fetch(`${shop.url}/api/reviews`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "A", feedback: "x".repeat(70 * 1024), ratings: 5 }),
    });
    expect(rest.status).toBe(413);
    expectNothingInternal({ status: rest.status, text: await rest.text(), body: {} });

    // A large but ordinary body is accepted.
    const fits = await post(shop, { query: "{ __typename }", variables: { pad: "x".repeat(60 * 1024) } });
    expect(fits.status).toBe(200);
    expect(fits.body.data).toEqual({ __typename: "Query" });
  });

  it("refuses a batched array of operations and runs none of them", async () => {
    const subject = `batch ${randomBytes(4).toString("hex")}`;
    const operation = {
      query: CONTACT,
      variables: { input: { email: "batch@example.com", subject, message: "Hello" } },
    };
    const answer = await post(shop, [operation, operation]);
    expect(answer.status).toBe(400);
    expect(Array.isArray(answer.body)).toBe(false);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("BAD_REQUEST");
    expect(await contactMessages(shop, subject)).toBe(0);
  });

  it("lets the storefront's, the explorer's and an integrator's real queries through", async () => {
    const storefront = `query Shop($first: Int, $filter: ProductFilter, $after: String) {
      products(first: $first, filter: $filter, sort: PRICE_ASC, after: $after) {
        totalCount
        edges {
          cursor
          node {
            id name description price minimumOrderQuantity availableQuantity picture partNumber category
            createdAt fitments { make model yearFrom yearTo }
          }
        }
        pageInfo { hasNextPage endCursor }
      }
      categories
      reviews(last: 6) { id name feedback ratings createdAt }
    }`;
    const shopPage = await post(shop, {
      query: storefront,
      variables: { first: 100, filter: { inStock: true } },
    });
    expect(shopPage.status).toBe(200);
    expect(shopPage.body.errors).toBeUndefined();
    expect(shopPage.body.data?.products).toMatchObject({ totalCount: expect.any(Number) });
    const vehiclePicker = await post(shop, {
      query: `{ vehicles { make models { model years } } categories }`,
    });
    expect(vehiclePicker.status).toBe(200);
    expect(vehiclePicker.body.errors).toBeUndefined();

    // The explorer's prefilled query, and the introspection GraphiQL sends to draw its documentation.
    const catalogue = await post(shop, {
      query: `query Catalogue { products(first: 5) { totalCount edges { node { id name price availableQuantity } } } }`,
    });
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.errors).toBeUndefined();
    for (const query of [
      getIntrospectionQuery(),
      getIntrospectionQuery({
        descriptions: true,
        schemaDescription: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        inputValueDeprecation: true,
      }),
    ]) {
      const introspection = await post(shop, { query });
      expect(introspection.status).toBe(200);
      expect(introspection.body.errors).toBeUndefined();
      const schema = introspection.body.data?.__schema as { types: Array<{ name: string }> };
      expect(schema.types.map((type) => type.name)).toContain("Product");
    }
  });
});

describe("rate limits", () => {
  let shop: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    [shop, proxied] = await Promise.all([startTestServer(), startTestServer({ TRUST_PROXY: "true" })]);
  });
  afterAll(() => Promise.all([shop?.close(), proxied?.close()]));

  const signIn = (server: TestServer, headers: Record<string, string> = {}) =>
    post(
      server,
      { query: SIGN_IN, variables: { idToken: `garbage-${randomBytes(8).toString("hex")}` } },
      headers,
    );

  it("allows 30 sign-in attempts a minute from one address, then answers TOO_MANY_REQUESTS", async () => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      // Not trusted without TRUST_PROXY: a made-up X-Forwarded-For does not make a new address.
      const answer = await signIn(shop, { "x-forwarded-for": `198.51.100.${attempt}` });
      expect(answer.status).toBe(200);
      expect(answer.body.errors?.[0]?.extensions?.code, `attempt ${attempt}`).toBe("UNAUTHENTICATED");
    }
    const refused = await signIn(shop);
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors).toHaveLength(1);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: "Too many sign-in attempts; try again in a minute",
      extensions: { code: "TOO_MANY_REQUESTS", retryAfterSeconds: expect.any(Number) },
    });
    const retryAfter = refused.body.errors?.[0]?.extensions?.retryAfterSeconds as number;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // A real account is refused too while the window lasts: the limit is on the address.
    const user = await proxied.signUp("customer");
    const real = await post(shop, { query: SIGN_IN, variables: { idToken: user.idToken } });
    expect(real.body.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");

    // The REST path to a token runs the same operation, so it is refused too.
    const rest = await shop.rest("PUT", `/user/${encodeURIComponent(user.email)}`, {
      token: user.idToken,
      body: { email: user.email },
    });
    expect(rest.status).toBe(429);
  });

  it("behind a load balancer, counts the client address it saw, not one the client made up", async () => {
    const client = "203.0.113.7";
    for (let attempt = 1; attempt <= 30; attempt++) {
      // The client sends its own X-Forwarded-For; the load balancer appends the address it saw.
      const answer = await signIn(proxied, { "x-forwarded-for": `192.0.2.${attempt}, ${client}` });
      expect(answer.body.errors?.[0]?.extensions?.code, `attempt ${attempt}`).toBe("UNAUTHENTICATED");
    }
    const refused = await signIn(proxied, { "x-forwarded-for": `192.0.2.99, ${client}` });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");

    // Another client behind the same load balancer is not affected.
    const other = await signIn(proxied, { "x-forwarded-for": "203.0.113.8" });
    expect(other.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("stores five contact messages from one address in ten minutes and refuses the sixth", async () => {
    const subject = `contact ${randomBytes(4).toString("hex")}`;
    const from = { "x-forwarded-for": "203.0.113.20" };
    const send = (headers: Record<string, string>, n: number) =>
      post(
        proxied,
        { query: CONTACT, variables: { input: { email: "visitor@example.com", subject, message: `#${n}` } } },
        headers,
      );
    for (let n = 1; n <= 5; n++) {
      const answer = await send(from, n);
      expect(answer.body.errors, `message ${n}`).toBeUndefined();
      expect(answer.body.data?.sendContactMessage).toEqual({ id: expect.any(String) });
    }
    const sixth = await send(from, 6);
    expect(sixth.body.data).toBeNull();
    expect(sixth.body.errors?.[0]).toMatchObject({
      message: "Too many messages; please try again later",
      extensions: { code: "TOO_MANY_REQUESTS" },
    });
    expect(await contactMessages(proxied, subject)).toBe(5);

    // Another visitor can still write.
    const other = await send({ "x-forwarded-for": "203.0.113.21" }, 7);
    expect(other.body.errors).toBeUndefined();
    expect(await contactMessages(proxied, subject)).toBe(6);
  });
});

describe("error answers", () => {
  const { shop } = useTestShop();

  it("say what was wrong with the request and never how the server is built", async () => {
    const bad: Array<[unknown, number, string]> = [
      ["{ nope }", 400, "GRAPHQL_VALIDATION_FAILED"],
      ["{ products(first: ", 400, "GRAPHQL_PARSE_FAILED"],
      [
        { query: "query($n: Int) { products(first: $n) { totalCount } }", variables: { n: "x" } },
        400,
        "BAD_USER_INPUT",
      ],
      [`{ product(id: "not-an-id") { id } }`, 200, "BAD_USER_INPUT"],
      [`{ products(after: "not-a-cursor") { totalCount } }`, 200, "BAD_USER_INPUT"],
      [`{ products(first: 101) { totalCount } }`, 200, "BAD_USER_INPUT"],
      [`{ me { email } }`, 200, "UNAUTHENTICATED"],
      [`{ orders { totalCount } }`, 200, "UNAUTHENTICATED"],
      [`{ __typename }`, 200, ""],
    ];
    for (const [request, status, code] of bad) {
      const body = typeof request === "string" ? { query: request } : request;
      const answer = await post(shop, body, { authorization: "Bearer not-a-token" });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      if (code) expect(answer.body.errors?.[0]?.extensions?.code, JSON.stringify(body)).toBe(code);
    }
    // Failures of the HTTP layer itself.
    expect((await post(shop, "{not json")).status).toBe(400);
    expect((await post(shop, "{}")).status).toBe(400);
    expect((await post(shop, { query: "{ __typename }", variables: "{}" })).status).toBe(400);
  });
});
