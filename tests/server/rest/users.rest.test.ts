import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createEmulatorUser } from "../../support/identity";
import { useTestShop } from "../../support/test-shop";
import {
  counts,
  expectBadInput,
  expectRefused,
  expectWholeCollection,
  keysOf,
  userDoc,
} from "./rest-helpers";

const freshEmail = (label: string) => `${label}-${randomBytes(4).toString("hex")}@example.com`;

describe("REST /api user paths", () => {
  const { shop, admin, alice, bob } = useTestShop({
    admin: "admin",
    alice: { role: "customer", displayName: "Alice" },
    bob: "customer",
  });

  describe("PUT /user/{email}", () => {
    it("exchanges a Firebase ID token for the shop's token, which then works as the bearer", async () => {
      const email = freshEmail("Legacy.Buyer");
      const identity = await createEmulatorUser({ email });
      const response = await shop.rest<{ token: string }>("PUT", `/user/${email}`, {
        body: { email },
        token: identity.idToken,
      });
      expect(response.status).toBe(200);
      expect(keysOf(response.body)).toEqual(["token"]);
      expect(response.body.token).toEqual(expect.any(String));
      expect(await userDoc(shop, email)).toMatchObject({ email: email.toLowerCase(), role: "customer" });

      const token = response.body.token;
      const admin = await shop.rest("GET", `/admin/${email.toLowerCase()}`, { token });
      expect(admin).toEqual({ status: 200, body: { admin: false } });
      const orders = await shop.rest("GET", `/order?email=${encodeURIComponent(email)}`, { token });
      expect(orders).toEqual({ status: 200, body: [] });
    });

    it("compares the e-mail without regard to case", async () => {
      const response = await shop.rest<{ token: string }>("PUT", `/user/${alice.email.toUpperCase()}`, {
        body: { email: alice.email.toUpperCase() },
        token: alice.idToken,
      });
      expect(response.status).toBe(200);
      expect(response.body.token).toEqual(expect.any(String));
    });

    it("answers 401 without a token, with a bad one, and with the shop's own token; stores nothing", async () => {
      const email = freshEmail("nobody");
      const before = await counts(shop);
      expectRefused(await shop.rest("PUT", `/user/${email}`, { body: { email } }), 401);
      expectRefused(await shop.rest("PUT", `/user/${email}`, { body: { email }, token: "not-a-jwt" }), 401);
      expectRefused(
        await shop.rest("PUT", `/user/${alice.email}`, {
          body: { email: alice.email },
          token: alice.accessToken,
        }),
        401,
      );
      expect(await counts(shop)).toEqual(before);
    });

    it("answers 403 for a Firebase ID token of another e-mail, with no token in the answer", async () => {
      const response = await shop.rest<Record<string, unknown>>("PUT", `/user/${alice.email}`, {
        body: { email: alice.email },
        token: bob.idToken,
      });
      expectRefused(response, 403);
      expect(response.body).not.toHaveProperty("token");
    });

    it("stores nothing when it refuses a Firebase ID token of another e-mail", async () => {
      const email = freshEmail("intruder");
      const intruder = await createEmulatorUser({ email });
      const target = freshEmail("victim");
      const before = await counts(shop);
      expectRefused(
        await shop.rest("PUT", `/user/${target}`, { body: { email: target }, token: intruder.idToken }),
        403,
      );
      expect(await userDoc(shop, target)).toBeNull();
      expect(await userDoc(shop, email), "the refused token's owner was signed up anyway").toBeNull();
      expect(await counts(shop)).toEqual(before);
    });
  });

  describe("GET /user", () => {
    it("lists every user for an admin, with `_id` and role 'admin' for admins", async () => {
      const listed = await expectWholeCollection(
        shop,
        "/user",
        "users",
        ["_id", "display_name", "email", "role"],
        admin.accessToken,
      );
      expect(listed).toContainEqual(expect.objectContaining({ email: admin.email, role: "admin" }));
      expect(listed).toContainEqual(
        expect.objectContaining({ email: alice.email, role: "customer", display_name: "Alice" }),
      );
    });

    it("answers every user in one array, in sign-up order, however many pages the list takes", async () => {
      // Two pages of the list behind it (100 a page), with sign-ups that share an instant.
      await shop.db.collection("users").insertMany(
        Array.from({ length: 150 }, (_, i) => ({
          email: `legacy-${i}@example.com`,
          uid: `legacy-uid-${i}`,
          role: "customer",
          displayName: null,
          photoUrl: null,
          profile: {},
          createdAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 4) * 60_000),
          lastSignInAt: new Date(Date.UTC(2025, 0, 1)),
        })),
      );
      const response = await shop.rest<{ _id: string; email: string }[]>("GET", "/user", {
        token: admin.accessToken,
      });
      expect(response.status).toBe(200);
      const stored = await shop.db.collection("users").find({}).sort({ createdAt: 1, _id: 1 }).toArray();
      expect(stored.length).toBeGreaterThan(150);
      expect(response.body.map((user) => user._id)).toEqual(stored.map((user) => user._id.toHexString()));
      for (const user of response.body)
        expect(keysOf(user)).toEqual(["_id", "display_name", "email", "role"]);
    });

    it("answers 401 to visitors and bad tokens, 403 to customers", async () => {
      expectRefused(await shop.rest("GET", "/user"), 401);
      expectRefused(await shop.rest("GET", "/user", { token: "x.y.z" }), 401);
      expectRefused(await shop.rest("GET", "/user", { token: alice.accessToken }), 403);
    });
  });

  describe("PUT /user/admin/{email}", () => {
    it("refuses customers (403) and visitors (401), and nobody changes role", async () => {
      expectRefused(await shop.rest("PUT", `/user/admin/${bob.email}`, { token: alice.accessToken }), 403);
      expectRefused(await shop.rest("PUT", `/user/admin/${alice.email}`, { token: alice.accessToken }), 403);
      expectRefused(await shop.rest("PUT", `/user/admin/${bob.email}`), 401);
      expect(await userDoc(shop, bob.email)).toMatchObject({ role: "customer" });
      expect(await userDoc(shop, alice.email)).toMatchObject({ role: "customer" });
    });

    it("makes a user admin for an admin, at once, and answers modifiedCount", async () => {
      const carol = await shop.signUp("customer");
      expectRefused(await shop.rest("GET", "/user", { token: carol.accessToken }), 403);
      const response = await shop.rest("PUT", `/user/admin/${carol.email}`, { token: admin.accessToken });
      expect(response).toEqual({
        status: 200,
        body: { acknowledged: true, matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null },
      });
      expect(await userDoc(shop, carol.email)).toMatchObject({ role: "admin" });
      expect((await shop.rest("GET", "/user", { token: carol.accessToken })).status).toBe(200);
      expect((await shop.rest("GET", `/admin/${carol.email}`, { token: carol.accessToken })).body).toEqual({
        admin: true,
      });

      const again = await shop.rest("PUT", `/user/admin/${carol.email}`, { token: admin.accessToken });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ acknowledged: true, modifiedCount: 0 });
    });

    it("answers 404 for an e-mail of nobody and creates no user", async () => {
      const email = freshEmail("ghost");
      expectRefused(await shop.rest("PUT", `/user/admin/${email}`, { token: admin.accessToken }), 404);
      expect(await userDoc(shop, email)).toBeNull();
    });
  });

  describe("GET /admin/{email}", () => {
    it("answers {admin} to the user themself", async () => {
      expect(await shop.rest("GET", `/admin/${alice.email}`, { token: alice.accessToken })).toEqual({
        status: 200,
        body: { admin: false },
      });
      expect(await shop.rest("GET", `/admin/${admin.email}`, { token: admin.accessToken })).toEqual({
        status: 200,
        body: { admin: true },
      });
    });

    it("lets an admin ask about anyone; nobody's e-mail is not an admin", async () => {
      expect(await shop.rest("GET", `/admin/${alice.email}`, { token: admin.accessToken })).toEqual({
        status: 200,
        body: { admin: false },
      });
      expect(
        (await shop.rest("GET", `/admin/${freshEmail("ghost")}`, { token: admin.accessToken })).body,
      ).toEqual({ admin: false });
    });

    it("answers 403 to a customer asking about another user, 401 to visitors", async () => {
      expectRefused(await shop.rest("GET", `/admin/${admin.email}`, { token: alice.accessToken }), 403);
      expectRefused(await shop.rest("GET", `/admin/${alice.email}`), 401);
      expectRefused(await shop.rest("GET", `/admin/${alice.email}`, { token: "nope" }), 401);
    });
  });

  describe("GET and PUT /userProfile/{email}", () => {
    const profile = { education: "BSc Mechanics", address: "12 Elm Street", phone: "+1 555-0100" };

    it("starts empty, saves the user's own profile and reads it back", async () => {
      expect(await shop.rest("GET", `/userProfile/${bob.email}`, { token: bob.accessToken })).toEqual({
        status: 200,
        body: { email: bob.email, education: null, address: null, phone: null },
      });
      const saved = await shop.rest("PUT", `/userProfile/${bob.email}`, {
        body: { ...profile, address: "  12 Elm Street  " },
        token: bob.accessToken,
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ acknowledged: true, modifiedCount: 1 });
      expect((await userDoc(shop, bob.email))?.profile).toEqual(profile);
      expect(await shop.rest("GET", `/userProfile/${bob.email}`, { token: bob.accessToken })).toEqual({
        status: 200,
        body: { email: bob.email, ...profile },
      });
    });

    it("answers 400 naming every missing field in the form's words, and stores nothing", async () => {
      const before = (await userDoc(shop, alice.email))?.profile;
      const response = await shop.rest("PUT", `/userProfile/${alice.email}`, {
        body: { education: "", phone: " " },
        token: alice.accessToken,
      });
      expectBadInput(response, "education", "Education is Required");
      expectBadInput(response, "address", "Address is Required");
      expectBadInput(response, "phone", "Phone is Required");
      expectBadInput(
        await shop.rest("PUT", `/userProfile/${alice.email}`, {
          body: { ...profile, phone: "call me" },
          token: alice.accessToken,
        }),
        "phone",
        "Provide a valid phone number",
      );
      expect((await userDoc(shop, alice.email))?.profile).toEqual(before);
    });

    it("keeps customers out of other users' profiles (403) and visitors out of all (401)", async () => {
      const before = (await userDoc(shop, bob.email))?.profile;
      expectRefused(await shop.rest("GET", `/userProfile/${bob.email}`, { token: alice.accessToken }), 403);
      expectRefused(
        await shop.rest("PUT", `/userProfile/${bob.email}`, {
          body: { education: "x", address: "Hijacked 1", phone: "555-0199" },
          token: alice.accessToken,
        }),
        403,
      );
      expectRefused(await shop.rest("GET", `/userProfile/${bob.email}`), 401);
      expectRefused(
        await shop.rest("PUT", `/userProfile/${bob.email}`, {
          body: { education: "x", address: "Hijacked 2", phone: "555-0199" },
        }),
        401,
      );
      expect((await userDoc(shop, bob.email))?.profile).toEqual(before);
    });

    it("lets an admin read and edit anyone's profile; 404 for nobody", async () => {
      const changed = { education: "MBA", address: "1 Admin Road", phone: "555-0123" };
      const saved = await shop.rest("PUT", `/userProfile/${alice.email}`, {
        body: changed,
        token: admin.accessToken,
      });
      expect(saved.status).toBe(200);
      expect((await userDoc(shop, alice.email))?.profile).toEqual(changed);
      expect(
        (await shop.rest("GET", `/userProfile/${alice.email}`, { token: admin.accessToken })).body,
      ).toEqual({
        email: alice.email,
        ...changed,
      });

      const ghost = freshEmail("ghost");
      expectRefused(await shop.rest("GET", `/userProfile/${ghost}`, { token: admin.accessToken }), 404);
      expectRefused(
        await shop.rest("PUT", `/userProfile/${ghost}`, { body: changed, token: admin.accessToken }),
        404,
      );
      expect(await userDoc(shop, ghost)).toBeNull();
    });
  });
});
