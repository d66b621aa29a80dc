import { ObjectId } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../support/test-server";
import { useTestShop } from "../../support/test-shop";

/**
 * What an attacker finds in an afternoon, closed: queries whose cost explodes through fragments,
 * lists larger than their page, a flood of reviews, and error messages that leak the schema.
 */

/**
 * `levels` fragments, each spreading the next `spreads` times: ~900 bytes, 2^23 or 3^23 walks for a
 * rule that follows every spread. The last one is `__typename`, or a fragment that does not exist.
 */
function fragmentBomb(
  spreads: number,
  options: { on?: string; levels?: number; last?: string } = {},
): string {
  const { on = "Query", levels = 23, last = "__typename" } = options;
  const fragments = Array.from({ length: levels }, (_, i) => {
    const next = Array.from({ length: spreads }, () => `...F${i + 1}`).join(" ");
    return `fragment F${i} on ${on} { ${next} }`;
  });
  const root = on === "Query" ? "query { ...F0 }" : "query { __schema { ...F0 } }";
  return `${root} ${fragments.join(" ")} fragment F${levels} on ${on} { ${last} }`;
}

const { shop, customer } = useTestShop({ customer: "customer" });

describe("fragment bombs", () => {
  const BOMBS: [string, string, RegExp][] = [
    [
      "2 spreads per level, 23 levels deep",
      fragmentBomb(2),
      /^Query is too expensive: cost \d+, at most 20000$/,
    ],
    ["3 spreads per level", fragmentBomb(3), /^Query is too expensive/],
    // graphql-js's own MaxIntrospectionDepth rule follows every spread: ours must speak first.
    [
      "2 spreads per level inside __schema, 40 levels deep",
      fragmentBomb(2, { on: "__Schema", levels: 40 }),
      /^Query is too expensive/,
    ],
    // Spreads that end in no field cost nothing, but every rule that walks them walks 2^40 of them.
    [
      "2 spreads per level ending in a missing fragment",
      fragmentBomb(2, { on: "__Schema", levels: 40, last: "...Missing" }),
      /^Query is too large once its fragments are expanded: at most 5000 selections$/,
    ],
  ];
  for (const [shape, query, refusal] of BOMBS) {
    it(`refuses ${shape} while /healthz keeps answering`, async () => {
      expect(query.length).toBeLessThan(2000);
      // A server busy walking the fragments would answer neither the bomb nor anyone else: both must
      // come back (the timeout only guards against a hang; a refused bomb takes milliseconds).
      const bomb = fetch(`${shop.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query }),
        signal: AbortSignal.timeout(10_000),
      });
      const health = Array.from({ length: 5 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 20)).then(() =>
          fetch(`${shop.url}/healthz`, { signal: AbortSignal.timeout(10_000) }).then((r) => r.status),
        ),
      );
      const answer = await bomb;
      expect(answer.status).toBe(400);
      const body = (await answer.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors).toContainEqual({
        message: expect.stringMatching(refusal),
        extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
      });
      expect(await Promise.all(health)).toEqual([200, 200, 200, 200, 200]);
    });
  }

  it("still answers a query that spreads one fragment many times", async () => {
    const answer = await shop.gql<{ a: unknown; b: unknown }>(
      `{ a: products(first: 2) { ...Page } b: products(first: 3) { ...Page } }
       fragment Page on ProductConnection { totalCount edges { node { ...Part } } }
       fragment Part on Product { id name fitments { make } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.a).toBeDefined();
  });
});

describe("reviews come in pages", () => {
  beforeAll(async () => {
    const start = Date.now() - 1_000_000;
    await shop.db.collection("reviews").insertMany(
      Array.from({ length: 130 }, (_, i) => ({
        _id: new ObjectId(),
        name: `Reviewer ${i}`,
        feedback: `Review number ${i}`,
        ratings: 4,
        userId: null,
        createdAt: new Date(start + i * 1000),
      })),
    );
  });

  it("answers 20 without `last`, at most 100 with it, and refuses more", async () => {
    const page = await shop.gql<{ reviews: { feedback: string }[] }>(`{ reviews { feedback } }`);
    expect(page.data?.reviews).toHaveLength(20);
    expect(page.data?.reviews.at(-1)?.feedback).toBe("Review number 129");
    const hundred = await shop.gql<{ reviews: unknown[] }>(`{ reviews(last: 100) { id } }`);
    expect(hundred.data?.reviews).toHaveLength(100);
    const tooMany = await shop.gql(`{ reviews(last: 101) { id } }`);
    expect(tooMany.errors?.[0]).toMatchObject({
      message: "last must be between 0 and 100",
      extensions: {
        code: "BAD_USER_INPUT",
        fields: [{ field: "last", message: "last must be between 0 and 100" }],
      },
    });
  });

  it("GET /api/reviews returns the newest 100, oldest first", async () => {
    const listed = await shop.rest<{ feedback: string }[]>("GET", "/reviews");
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(100);
    expect(listed.body[0]?.feedback).toBe("Review number 30");
    expect(listed.body.at(-1)?.feedback).toBe("Review number 129");
  });
});

describe("a flood of reviews", () => {
  const ADD = `mutation($input: ReviewInput!) { addReview(input: $input) { id } }`;

  it("a burst of 40 from one user stores a few and refuses the rest", async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        shop.gql(ADD, { input: { feedback: `Burst ${i}`, name: "Flo", ratings: 5 } }, customer.accessToken),
      ),
    );
    const stored = await shop.db.collection("reviews").countDocuments({ feedback: /^Burst / });
    expect(stored).toBe(5);
    const refused = burst.filter((answer) => answer.errors);
    expect(refused).toHaveLength(35);
    expect(refused[0]?.errors?.[0]).toMatchObject({
      message: "You have added several reviews just now; please try again in a few minutes",
      extensions: { code: "TOO_MANY_REQUESTS" },
    });
    const legacy = await shop.rest("POST", "/reviews", {
      body: { feedback: "One more", name: "Flo", ratings: 5 },
      token: customer.accessToken,
    });
    expect(legacy.status).toBe(429);
    // Another customer is not held back by the first one's flood.
    const other = await shop.signUp("customer");
    const fine = await shop.gql(
      ADD,
      { input: { feedback: "Fine", name: "Oz", ratings: 4 } },
      other.accessToken,
    );
    expect(fine.errors).toBeUndefined();
  });

  it("refuses an over-long review, naming the field, and stores nothing", async () => {
    const other = await shop.signUp("customer");
    const long = await shop.gql(
      ADD,
      { input: { feedback: "x".repeat(1001), name: "N".repeat(61), ratings: 5 } },
      other.accessToken,
    );
    expect(long.errors?.[0]?.extensions?.fields).toEqual([
      { field: "feedback", message: expect.stringMatching(/^Message .*1000/) },
      { field: "name", message: expect.stringMatching(/^Name .*60/) },
    ]);
    expect(await shop.db.collection("reviews").countDocuments({ name: "N".repeat(61) })).toBe(0);
  });
});

describe("error messages and the schema", () => {
  const MISSPELLED = `{ prodcts { totalCount } }`;
  const BAD_ENUM = `query($sort: ProductSort) { products(sort: $sort) { totalCount } }`;

  it("suggest field and enum names while introspection is on", async () => {
    const field = await shop.gql(MISSPELLED);
    expect(field.errors?.[0]?.message).toMatch(/Did you mean "products"/);
    const value = await shop.gql(BAD_ENUM, { sort: "NEWST" });
    expect(value.errors?.[0]?.message).toMatch(/Did you mean the enum value "NEWEST"\?/);
  });

  it("suggest nothing with GRAPHQL_INTROSPECTION=false", async () => {
    const privateShop = await startTestServer({ GRAPHQL_INTROSPECTION: "false" });
    try {
      const field = await privateShop.gql(MISSPELLED);
      expect(field.errors?.[0]?.message).toBe('Cannot query field "prodcts" on type "Query".');
      const argument = await privateShop.gql(`{ products(frist: 1) { totalCount } }`);
      expect(argument.errors?.[0]?.message).toBe('Unknown argument "frist" on field "Query.products".');
      const value = await privateShop.gql(BAD_ENUM, { sort: "NEWST" });
      expect(value.errors?.[0]?.message).not.toMatch(/Did you mean|NEWEST/);
      expect(value.errors?.[0]?.message).toMatch(/"NEWST"/);
    } finally {
      await privateShop.close();
    }
  });
});
