import { brotliDecompressSync } from "node:zlib";
import { request } from "node:http";
import { ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductDocument } from "../../../server/db/models";
import { startTestServer, type TestServer, type TestUser } from "../../support/test-server";
import { useTestShop } from "../../support/test-shop";

/**
 * The response cache and HTTP caching, seen from outside: what a visitor, a customer and a CDN get.
 * "Another instance" writes straight to the database: this instance hears nothing of it, so what it
 * answers shows whether the answer came from memory.
 */

const PRODUCT = "query Product($id: ID!) { product(id: $id) { id name price availableQuantity } }";
const LIST =
  "{ products(first: 5, sort: PRICE_ASC) { totalCount edges { node { id name availableQuantity } } } }";

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function post(
  shop: TestServer,
  query: string,
  variables?: object,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${shop.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, text: await response.text() } as Answer;
}

async function get(shop: TestServer, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${shop.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const graphqlGet = (query: string, variables: object) =>
  `/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`;
const PREFLIGHT = { "apollo-require-preflight": "true", accept: "application/json" };

/** Raw bytes and headers as sent (fetch would decompress). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

describe("the response cache", () => {
  let shop: TestServer;
  let admin: TestUser;
  let customer: TestUser;
  let product: ProductDocument;
  const products = () => shop.db.collection<ProductDocument>("products");
  /** What another instance would do: change the stored product without this instance knowing. */
  const renameElsewhere = (name: string) => products().updateOne({ _id: product._id }, { $set: { name } });
  const nameIn = (answer: Answer) =>
    (JSON.parse(answer.text) as { data: { product: { name: string } } }).data.product.name;

  beforeAll(async () => {
    shop = await startTestServer();
    [admin, customer] = await Promise.all([shop.signUp("admin"), shop.signUp("customer")]);
    product = (await products().find().sort({ price: 1 }).limit(1).next())!;
  });
  afterAll(() => shop?.close());

  it("answers a visitor's repeated catalogue query from memory, marked public with an ETag", async () => {
    const first = await post(shop, PRODUCT, { id: product._id.toHexString() });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=5, stale-while-revalidate=60");
    expect(first.headers.get("etag")).toMatch(/^W\/"[\w-]+"$/);

    await renameElsewhere("Renamed elsewhere");
    const second = await post(shop, PRODUCT, { id: product._id.toHexString() });
    expect(second.text).toBe(first.text);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(nameIn(second)).toBe(product.name);
    await renameElsewhere(product.name);
  });

  it("never answers a signed-in caller from memory, nor marks their answer public", async () => {
    const id = product._id.toHexString();
    await post(shop, PRODUCT, { id });
    await renameElsewhere("Seen by the customer");
    const signedIn = await post(shop, PRODUCT, { id }, { authorization: `Bearer ${customer.accessToken}` });
    expect(nameIn(signedIn)).toBe("Seen by the customer");
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
    expect(nameIn(await post(shop, PRODUCT, { id }))).toBe(product.name);
    await renameElsewhere(product.name);
  });

  it("shows an admin's product edit to visitors at once, in the product and in every list", async () => {
    const id = product._id.toHexString();
    await Promise.all([post(shop, PRODUCT, { id }), post(shop, LIST), get(shop, `/api/products/${id}`)]);
    const edit = await shop.gql(
      'mutation($id: ID!) { updateProduct(id: $id, input: { name: "Edited brake pads" }) { id } }',
      { id },
      admin.accessToken,
    );
    expect(edit.errors).toBeUndefined();
    expect(nameIn(await post(shop, PRODUCT, { id }))).toBe("Edited brake pads");
    expect((await post(shop, LIST)).text).toContain("Edited brake pads");
    expect(JSON.parse((await get(shop, `/api/products/${id}`)).text).name).toBe("Edited brake pads");
  });

  it("shows stock taken by an order and given back by a cancel at once", async () => {
    const id = product._id.toHexString();
    const stock = async () =>
      (
        JSON.parse((await post(shop, PRODUCT, { id })).text) as {
          data: { product: { availableQuantity: number } };
        }
      ).data.product.availableQuantity;
    const before = await stock();
    const placed = await shop.gql<{ placeOrder: { id: string } }>(
      "mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }",
      {
        input: {
          productId: id,
          quantity: product.minimumOrderQuantity,
          address: "1 Main St",
          phone: "555-0100",
        },
      },
      customer.accessToken,
    );
    expect(placed.errors).toBeUndefined();
    expect(await stock()).toBe(before - product.minimumOrderQuantity);

    await shop.gql(
      "mutation($id: ID!) { cancelOrder(id: $id) { id } }",
      { id: placed.data!.placeOrder.id },
      customer.accessToken,
    );
    expect(await stock()).toBe(before);
  });

  it("shows a new review on the next visit, over GraphQL and REST", async () => {
    const REVIEWS = "{ reviews(last: 3) { feedback } }";
    await Promise.all([post(shop, REVIEWS), get(shop, "/api/reviews")]);
    const added = await shop.gql(
      'mutation { addReview(input: { feedback: "Fitted in ten minutes", name: "Sam", ratings: 5 }) { id } }',
      {},
      customer.accessToken,
    );
    expect(added.errors).toBeUndefined();
    expect((await post(shop, REVIEWS)).text).toContain("Fitted in ten minutes");
    expect((await get(shop, "/api/reviews")).text).toContain("Fitted in ten minutes");
  });

  it("keeps no error and nothing private: a bad id and `me` are executed each time, without public caching", async () => {
    const missing = await post(shop, PRODUCT, { id: "not-an-id" });
    expect(missing.text).toMatch(/"errors"/);
    expect(missing.headers.get("cache-control")).toBe("no-store");

    const me = await post(shop, "{ me { email } products(first: 1) { totalCount } }");
    expect(me.headers.get("cache-control")).toBe("no-store");
    expect(me.headers.get("etag")).toBeNull();

    const orders = await get(shop, "/api/orders", { authorization: `Bearer ${admin.accessToken}` });
    expect(orders.status).toBe(200);
    expect(orders.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 304 to a matching If-None-Match, over GET /graphql and REST", async () => {
    const path = graphqlGet(PRODUCT, { id: product._id.toHexString() });
    const fresh = await get(shop, path, PREFLIGHT);
    const etag = fresh.headers.get("etag")!;
    const revalidated = await get(shop, path, { ...PREFLIGHT, "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(revalidated.headers.get("cache-control")).toMatch(/^public/);

    const rest = await get(shop, `/api/products/${product._id.toHexString()}`);
    expect(rest.headers.get("cache-control")).toMatch(/^public/);
    const restAgain = await get(shop, `/api/products/${product._id.toHexString()}`, {
      "if-none-match": `"other", ${rest.headers.get("etag")}`,
    });
    expect(restAgain.status).toBe(304);
    expect(
      (await get(shop, `/api/products/${product._id.toHexString()}`, { "if-none-match": '"other"' })).status,
    ).toBe(200);
  });

  it("sends a kept answer compressed as the client asks, and the same bytes in any encoding", async () => {
    const path = `/api/products`;
    const plain = await rawGet(`${shop.url}${path}`, {});
    const brotli = await rawGet(`${shop.url}${path}`, { "accept-encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plain.body.toString());
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
  });

  it("still refuses a GET that Apollo's CSRF prevention refuses, even when its answer is kept", async () => {
    const path = graphqlGet(LIST, {});
    expect((await get(shop, path, PREFLIGHT)).status).toBe(200);
    const simple = await get(shop, path, { accept: "application/json" });
    expect(simple.status).toBe(400);
    expect(simple.text).toMatch(/Cross-Site Request Forgery/);
  });
});

describe("with RESPONSE_CACHE=false", () => {
  const { shop } = useTestShop({}, { RESPONSE_CACHE: "false" });

  it("executes every request, and public answers still carry Cache-Control, an ETag and 304", async () => {
    const product = (await shop.db.collection<ProductDocument>("products").findOne({}))!;
    const id = product._id.toHexString();
    const first = await post(shop, PRODUCT, { id });
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=5/);
    await shop.db
      .collection<ProductDocument>("products")
      .updateOne({ _id: new ObjectId(id) }, { $set: { name: "Changed in the database" } });
    const second = await post(shop, PRODUCT, { id });
    expect(second.text).toContain("Changed in the database");
    expect(second.headers.get("etag")).not.toBe(first.headers.get("etag"));
    const again = await get(shop, graphqlGet(PRODUCT, { id }), {
      ...PREFLIGHT,
      "if-none-match": second.headers.get("etag")!,
    });
    expect(again.status).toBe(304);
  });
});
