import { beforeAll, describe, expect, it } from "vitest";
import { createEmulatorUser } from "../../support/identity";
import type { RestResponse } from "../../support/test-server";
import { useTestShop } from "../../support/test-shop";
import {
  UNKNOWN_ID,
  addProduct,
  counts,
  expectRefused,
  productDoc,
  userDoc,
  type RestErrorBody,
} from "./rest-helpers";

/**
 * Hostile input on every REST input: path params, query strings and bodies. Each must be a 4xx (never a
 * 500), must store nothing and must disclose nothing; strings that look like queries stay text.
 */
describe("REST /api against injection", () => {
  const { shop, admin, alice, bob } = useTestShop({ admin: "admin", alice: "customer", bob: "customer" });
  let productId: string;
  let aliceOrder: string;
  const aliceProfile = { education: "BSc", address: "3 Quiet Lane", phone: "555-0142" };

  beforeAll(async () => {
    productId = await addProduct(shop, admin);
    const placed = await shop.rest<{ insertedId: string }>("POST", "/order", {
      body: { email: alice.email, productId, quantity: 2, address: "3 Quiet Lane", phone: "555-0142" },
      token: alice.accessToken,
    });
    expect(placed.status).toBe(200);
    aliceOrder = placed.body.insertedId;
    expect(
      (
        await shop.rest("PUT", `/userProfile/${alice.email}`, {
          body: aliceProfile,
          token: alice.accessToken,
        })
      ).status,
    ).toBe(200);
  });

  /** Everything a refused call could have changed. */
  async function state() {
    return {
      counts: await counts(shop),
      stock: (await productDoc(shop, productId))?.availableQuantity,
      aliceProfile: (await userDoc(shop, alice.email))?.profile,
      bobProfile: (await userDoc(shop, bob.email))?.profile,
      admins: await shop.db.collection("users").countDocuments({ role: "admin" }),
      orderStatus: (await shop.db.collection("orders").findOne({}, { sort: { _id: 1 } }))?.status,
    };
  }

  /** A 4xx that names no other user's data. */
  function expectHarmless(response: RestResponse, label: string) {
    expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(400);
    expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBeLessThan(500);
    const text = JSON.stringify(response.body ?? "");
    expect(text, label).not.toContain(aliceOrder);
    expect(text, label).not.toContain("Quiet Lane");
  }

  /** Every body path, a valid body for it, who sends it, and which fields it reads. */
  const bodyPaths = () => [
    {
      label: "POST /products",
      method: "POST",
      path: "/products",
      token: admin.accessToken,
      body: { name: "Injected", price: "1", minimum_order_quantity: "1", available_quantity: "1" },
      fields: ["name", "description", "price", "minimum_order_quantity", "available_quantity", "picture"],
    },
    {
      label: "POST /reviews",
      method: "POST",
      path: "/reviews",
      token: bob.accessToken,
      body: { name: "Bob", feedback: "ok", ratings: 4 },
      fields: ["name", "feedback", "ratings"],
    },
    {
      label: "POST /order",
      method: "POST",
      path: "/order",
      token: bob.accessToken,
      body: { email: bob.email, productId, quantity: "1", address: "9 Side St", phone: "555-0177" },
      fields: ["email", "name", "productId", "address", "quantity", "phone"],
    },
    {
      label: "PUT /userProfile",
      method: "PUT",
      path: `/userProfile/${bob.email}`,
      token: bob.accessToken,
      body: { education: "MSc", address: "9 Side St", phone: "555-0177" },
      fields: ["education", "address", "phone"],
    },
    {
      label: "PUT /user",
      method: "PUT",
      path: `/user/${bob.email}`,
      token: bob.idToken,
      body: { email: bob.email },
      fields: ["email"],
    },
  ];

  /** `route`'s valid body with `field` set to `value` must be a harmless 400 that names `field`. */
  async function expectFieldRefused(
    route: ReturnType<typeof bodyPaths>[number],
    field: string,
    value: unknown,
    label: string,
  ) {
    const response = await shop.rest(route.method, route.path, {
      body: { ...route.body, [field]: value },
      token: route.token,
    });
    expectHarmless(response, label);
    expect(response.status, label).toBe(400);
    expect((response.body as RestErrorBody).fields, label).toContainEqual(expect.objectContaining({ field }));
  }

  const hostileValues: [string, unknown][] = [
    ["$ne null", { $ne: null }],
    ["$gt 0", { $gt: 0 }],
    ["$ne empty", { $ne: "" }],
    ["$regex", { $regex: ".*" }],
    ["$where object", { $where: "sleep(100) || true" }],
    ["array of one", ["x"]],
    ["array of two", ["x", "y"]],
    ["array of an operator", [{ $ne: null }]],
    ["boolean", true],
  ];

  it("refuses operator objects, arrays and booleans in every body field, storing nothing", async () => {
    const before = await state();
    for (const route of bodyPaths()) {
      for (const field of route.fields) {
        for (const [name, value] of hostileValues) {
          await expectFieldRefused(route, field, value, `${route.label} ${field}=${name}`);
        }
      }
    }
    expect(await state()).toEqual(before);
  });

  it("refuses a body that is no object", async () => {
    const before = await state();
    for (const route of bodyPaths()) {
      for (const body of [[route.body], "text", 42, null]) {
        const response = await shop.rest(route.method, route.path, { body, token: route.token });
        expectHarmless(response, `${route.label} body=${JSON.stringify(body)}`);
      }
    }
    expect(await state()).toEqual(before);
  });

  it("refuses prototype-pollution keys in every body, without polluting anything", async () => {
    const before = await state();
    for (const route of bodyPaths()) {
      const valid = JSON.stringify(route.body).slice(1, -1);
      for (const raw of [
        `{${valid},"__proto__":{"admin":true,"role":"admin"}}`,
        `{${valid},"constructor":{"prototype":{"admin":true,"role":"admin"}}}`,
      ]) {
        const response = await fetch(`${shop.url}/api${route.path}`, {
          method: route.method,
          headers: { "content-type": "application/json", authorization: `Bearer ${route.token}` },
          body: raw,
        });
        expect(response.status, `${route.label} ${raw}`).toBe(400);
      }
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expectRefused(await shop.rest("GET", "/user", { token: bob.accessToken }), 403);
    expect(await state()).toEqual(before);
  });

  it("refuses very long strings in every body field, naming the field", async () => {
    const before = await state();
    for (const route of bodyPaths()) {
      for (const field of route.fields) {
        await expectFieldRefused(route, field, "9".repeat(10_000), `${route.label} ${field}`);
      }
    }
    expect(await state()).toEqual(before);
  });

  it("refuses a body over 64 KiB on every body path with 413", async () => {
    const before = await state();
    for (const route of bodyPaths()) {
      const response = await shop.rest(route.method, route.path, {
        body: { ...route.body, padding: "p".repeat(64 * 1024) },
        token: route.token,
      });
      expect(response.status, route.label).toBe(413);
    }
    expect(await state()).toEqual(before);
  });

  it("refuses operator-shaped query strings on GET /order and discloses nobody's orders", async () => {
    const raw = [
      "/order?email[$ne]=x",
      "/order?email[$gt]=",
      "/order?email[$regex]=.*",
      "/order?email[$exists]=true",
      "/order?email[]=x",
      `/order?email=${bob.email}&email=${alice.email}`,
      `/order?email[$ne]=x&email[$ne]=y`,
      "/order?__proto__[email]=x",
      "/order?constructor[prototype][email]=x",
      `/order?email=${"a".repeat(5000)}@example.com`,
      "/order?email=%7B%22%24ne%22%3Anull%7D",
      "/order?email=.*",
    ];
    for (const user of [bob, admin]) {
      for (const path of raw) {
        const response = await shop.rest("GET", path, { token: user.accessToken });
        expectHarmless(response, path);
      }
    }
    // Extra keys beside the caller's own e-mail change nothing: still only the caller's orders.
    const own = await shop.rest<unknown[]>("GET", `/order?email=${bob.email}&email[$ne]=x&user[$ne]=y`, {
      token: bob.accessToken,
    });
    expect(own.status).toBe(200);
    expect(own.body).toEqual([]);
    expect(({} as Record<string, unknown>).email).toBeUndefined();
  });

  it("treats query-looking path params as text: nothing found, nobody changed", async () => {
    const before = await state();
    const texts = ['{"$ne":null}', '{"$gt":""}', '{"$where":"1"}', ".*", "[object Object]"].map(
      encodeURIComponent,
    );
    for (const text of texts) {
      expectHarmless(await shop.rest("GET", `/userProfile/${text}`, { token: admin.accessToken }), text);
      expect((await shop.rest("GET", `/userProfile/${text}`, { token: admin.accessToken })).status).toBe(404);
      expectHarmless(
        await shop.rest("PUT", `/userProfile/${text}`, { body: aliceProfile, token: admin.accessToken }),
        text,
      );
      expectHarmless(await shop.rest("PUT", `/user/admin/${text}`, { token: admin.accessToken }), text);
      expect(await shop.rest("GET", `/admin/${text}`, { token: admin.accessToken })).toEqual({
        status: 200,
        body: { admin: false },
      });
      expectHarmless(await shop.rest("GET", `/admin/${text}`, { token: bob.accessToken }), text);
      expectHarmless(await shop.rest("GET", `/userProfile/${text}`, { token: bob.accessToken }), text);
      expectHarmless(await shop.rest("PUT", `/user/${text}`, { body: {}, token: bob.idToken }), text);
      expectHarmless(await shop.rest("GET", `/products/${text}`), text);
      expectHarmless(await shop.rest("DELETE", `/products/${text}`, { token: admin.accessToken }), text);
      expectHarmless(await shop.rest("DELETE", `/order/${text}`, { token: admin.accessToken }), text);
    }
    expect(await state()).toEqual(before);
  });

  it("treats query-looking body strings as text", async () => {
    const before = await state();
    // As an order's buyer: not the caller's own e-mail.
    expectHarmless(
      await shop.rest("POST", "/order", {
        body: { email: '{"$ne": null}', productId, quantity: 1, address: "x", phone: "555-0177" },
        token: bob.accessToken,
      }),
      "order email",
    );
    // As a product id: not an id.
    expectHarmless(
      await shop.rest("POST", "/order", {
        body: { productId: '{"$ne": ""}', quantity: 1, address: "x", phone: "555-0177" },
        token: bob.accessToken,
      }),
      "order productId",
    );
    expect(await state()).toEqual(before);

    // As a review: stored and shown exactly as typed.
    const review = await shop.rest<{ insertedId: string }>("POST", "/reviews", {
      body: { name: '{"$where": "1"}', feedback: '{"$gt": ""}', ratings: 3 },
      token: bob.accessToken,
    });
    expect(review.status).toBe(200);
    const listed = await shop.rest<{ _id: string; name: string; feedback: string }[]>("GET", "/reviews");
    expect(listed.body.find((r) => r._id === review.body.insertedId)).toMatchObject({
      name: '{"$where": "1"}',
      feedback: '{"$gt": ""}',
    });
  });

  it("answers invalid ObjectIds in path params and bodies with 400 or 404, never 500", async () => {
    const before = await state();
    const ids = [
      "zzzzzzzzzzzzzzzzzzzzzzzz",
      "123456789012", // 12 characters: ObjectId.isValid would take it as 12 bytes
      "0".repeat(25),
      "0".repeat(23),
      "%00",
      "-1",
      "null",
      "undefined",
      UNKNOWN_ID,
      "FFFFFFFFFFFFFFFFFFFFFFFF",
    ];
    for (const id of ids) {
      const calls: [string, Promise<RestResponse>][] = [
        ["GET /products", shop.rest("GET", `/products/${id}`)],
        ["DELETE /products", shop.rest("DELETE", `/products/${id}`, { token: admin.accessToken })],
        ["DELETE /order", shop.rest("DELETE", `/order/${id}`, { token: admin.accessToken })],
        [
          "POST /order",
          shop.rest("POST", "/order", {
            body: { productId: decodeURIComponent(id), quantity: 1, address: "x", phone: "555-0177" },
            token: bob.accessToken,
          }),
        ],
      ];
      for (const [label, call] of calls) {
        const response = await call;
        expectHarmless(response, `${label} ${id}`);
        expect([400, 404], `${label} ${id}`).toContain(response.status);
      }
    }
    expect(await state()).toEqual(before);
  });

  it("refuses hostile bearer tokens with 401", async () => {
    for (const token of [
      '{"$ne":null}',
      "null",
      "undefined",
      "a.b.c",
      "x".repeat(4000),
      "[object%20Object]",
    ]) {
      expectRefused(await shop.rest("GET", "/orders", { token }), 401);
      expectHarmless(await shop.rest("GET", `/order?email=${alice.email}`, { token }), token);
      expectRefused(
        await shop.rest("PUT", `/user/${alice.email}`, { body: { email: alice.email }, token }),
        401,
      );
    }
  });

  it("refuses very long params", async () => {
    const long = "a".repeat(10_000);
    for (const path of [
      `/products/${long}`,
      `/admin/${long}@example.com`,
      `/userProfile/${long}@example.com`,
      `/order/${long}`,
    ]) {
      const response = await shop.rest("GET", path, { token: admin.accessToken });
      expectHarmless(response, path.slice(0, 20));
    }
    const fresh = await createEmulatorUser({ email: `long-${Date.now()}@example.com` });
    expectHarmless(
      await shop.rest("PUT", `/user/${"b".repeat(300)}@example.com`, { body: {}, token: fresh.idToken }),
      "PUT /user long",
    );
  });
});
