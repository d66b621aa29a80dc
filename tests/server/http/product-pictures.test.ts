import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { collection } from "../../../server/db/collections";
import { PICTURE_MAX_BYTES, PICTURE_REFUSALS, PICTURE_UPLOAD_PATH } from "../../../shared/product-pictures";
import { useTestShop } from "../../support/test-shop";

const { shop, admin, customer } = useTestShop({ admin: "admin", customer: "customer" });

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
/** The start of a JPEG (JFIF) and of a WebP file: the shop reads only their signatures. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from("JFIF\0 jpeg body"),
]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from("WEBPVP8 webp body"),
]);

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function upload(body: Buffer, token?: string, contentType = "application/octet-stream") {
  const response = await fetch(`${shop.url}${PICTURE_UPLOAD_PATH}`, {
    method: "POST",
    headers: { "content-type": contentType, ...(token && { authorization: `Bearer ${token}` }) },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const storedPictures = () => collection(shop.db, "pictures").countDocuments();

describe("product pictures over HTTP", () => {
  it("refuses visitors (401) and customers (403) in the shop's error shape, and stores nothing", async () => {
    const visitor = await upload(PNG);
    expect(visitor).toEqual({
      status: 401,
      body: { error: { code: "UNAUTHENTICATED", message: "Sign in to do this" } },
    });
    const asCustomer = await upload(PNG, customer.accessToken);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body).toMatchObject({ error: { code: "FORBIDDEN" } });
    expect((asCustomer.body.error as { message: string }).message).toBeTruthy();
    expect(await storedPictures()).toBe(0);
  });

  it("stores a picture under the hash of its bytes and serves it to anyone, kept for a year", async () => {
    const answer = await upload(PNG, admin.accessToken);
    expect(answer).toEqual({ status: 201, body: { url: `/pictures/${sha256(PNG)}.png` } });

    const served = await fetch(`${shop.url}${answer.body.url as string}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    // The same bytes again: the same address, stored once.
    expect((await upload(PNG, admin.accessToken)).body.url).toBe(answer.body.url);
    expect(await storedPictures()).toBe(1);
  });

  it("tells JPEG and WebP by their bytes, whatever the content type says", async () => {
    const jpeg = await upload(JPEG, admin.accessToken, "image/png");
    expect(jpeg.body.url).toBe(`/pictures/${sha256(JPEG)}.jpg`);
    const webp = await upload(WEBP, admin.accessToken, "text/plain");
    expect(webp.body.url).toBe(`/pictures/${sha256(WEBP)}.webp`);
    const served = await fetch(`${shop.url}${webp.body.url as string}`);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });

  it("refuses a file that is no JPEG, PNG or WebP, even named and typed as one", async () => {
    const before = await storedPictures();
    for (const [bytes, type] of [
      [Buffer.from("<html><script>alert(1)</script></html>"), "image/jpeg"],
      [Buffer.from("GIF89a\x01\x00\x01\x00"), "image/gif"],
      [Buffer.alloc(0), "image/png"],
    ] as const) {
      const answer = await upload(bytes, admin.accessToken, type);
      expect(answer).toEqual({
        status: 400,
        body: { error: { code: "BAD_USER_INPUT", message: PICTURE_REFUSALS.notAPicture } },
      });
    }
    expect(await storedPictures()).toBe(before);
  });

  it("refuses a picture over 5 MB with 413, storing nothing", async () => {
    const before = await storedPictures();
    const huge = Buffer.concat([PNG, Buffer.alloc(PICTURE_MAX_BYTES)]);
    const answer = await upload(huge, admin.accessToken);
    expect(answer).toEqual({
      status: 413,
      body: { error: { code: "PAYLOAD_TOO_LARGE", message: PICTURE_REFUSALS.tooLarge } },
    });
    expect(await storedPictures()).toBe(before);
  });

  it("answers 404 for a picture it does not have, or asked for as another kind", async () => {
    for (const path of [
      `/pictures/${"0".repeat(64)}.png`,
      `/pictures/${sha256(PNG)}.jpg`,
      "/pictures/not-a-hash.png",
      "/pictures/..%2F..%2Fpackage.json",
    ]) {
      const response = await fetch(`${shop.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Picture not found" } });
    }
  });

  it("gives an address a product accepts as its picture", async () => {
    const { url } = (await upload(PNG, admin.accessToken)).body as { url: string };
    const answer = await shop.gql<{ addProduct: { picture: string } }>(
      "mutation($input: ProductInput!) { addProduct(input: $input) { picture } }",
      { input: { name: "Pictured part", price: 1, minimumOrderQuantity: 1, picture: url } },
      admin.accessToken,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.addProduct.picture).toBe(url);
  });

  it("records every upload in the audit log, by whom, with the picture's address, type and size; a refused one not", async () => {
    const uploads = async () => {
      const answer = await shop.gql<{ auditLog: { edges: { node: object }[] } }>(
        `{ auditLog(filter: { kind: PICTURE_UPLOADED }, first: 100) {
          edges { node { by subjectId subject changes { field before after } } } } }`,
        {},
        admin.accessToken,
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.auditLog.edges.map((edge) => edge.node);
    };
    const before = (await uploads()).length;
    const { url } = (await upload(JPEG, admin.accessToken)).body as { url: string };
    await upload(Buffer.from("<html></html>"), admin.accessToken, "image/jpeg");
    const recorded = await uploads();
    expect(recorded.length).toBe(before + 1);
    expect(recorded[0]).toEqual({
      by: admin.email,
      subjectId: sha256(JPEG),
      subject: url,
      changes: [
        {
          field: "picture",
          before: null,
          after: JSON.stringify({ url, type: "image/jpeg", bytes: JPEG.length }),
        },
      ],
    });
  });
});
