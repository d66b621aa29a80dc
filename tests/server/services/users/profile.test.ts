import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserDocument } from "../../../../server/db/models";
import { failure } from "../../../support/graphql-answers";
import { startTestServer, type TestServer } from "../../../support/test-server";

/** The profile: the spec's rules and messages through GraphQL. */

let shop: TestServer;

beforeAll(async () => {
  shop = await startTestServer();
});
afterAll(() => shop.close());

describe("the profile", () => {
  const UPDATE =
    "mutation($input: ProfileInput!) { updateProfile(input: $input) { email profile { education address phone } } }";
  const ME = "{ me { email profile { education address phone } } }";

  it("needs education, address and phone, and stores nothing otherwise", async () => {
    const customer = await shop.signUp("customer");
    const users = shop.db.collection<UserDocument>("users");
    const before = await users.findOne({ email: customer.email });
    const empty = await shop.gql(
      UPDATE,
      { input: { education: "", address: "", phone: "" } },
      customer.accessToken,
    );
    expect(failure(empty, "BAD_USER_INPUT").fields).toEqual([
      { field: "education", message: "Education is Required" },
      { field: "address", message: "Address is Required" },
      { field: "phone", message: "Phone is Required" },
    ]);
    const badPhone = await shop.gql(
      UPDATE,
      { input: { education: "BSc", address: "1 Main St", phone: "phone" } },
      customer.accessToken,
    );
    expect(failure(badPhone, "BAD_USER_INPUT").fields).toEqual([
      { field: "phone", message: "Provide a valid phone number" },
    ]);
    expect(await users.findOne({ email: customer.email })).toEqual(before);
    const me = await shop.gql<{ me: { profile: unknown } }>(ME, {}, customer.accessToken);
    expect(me.data!.me.profile).toEqual({ education: null, address: null, phone: null });
  });

  it("saves the profile and shows it on me", async () => {
    const customer = await shop.signUp("customer");
    const profile = {
      education: "BSc Mechanical Engineering",
      address: "7 Elm Road",
      phone: "+44 20 7946 0000",
    };
    const saved = await shop.gql<{ updateProfile: { email: string; profile: unknown } }>(
      UPDATE,
      { input: profile },
      customer.accessToken,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateProfile).toEqual({ email: customer.email, profile });
    const me = await shop.gql<{ me: { email: string; profile: unknown } }>(ME, {}, customer.accessToken);
    expect(me.data!.me).toEqual({ email: customer.email, profile });

    // Saving again replaces it; a bad second save leaves the first.
    const next = { ...profile, address: "9 Oak Avenue" };
    await shop.gql(UPDATE, { input: next }, customer.accessToken);
    await shop.gql(UPDATE, { input: { ...next, education: "" } }, customer.accessToken);
    const after = await shop.gql<{ me: { profile: unknown } }>(ME, {}, customer.accessToken);
    expect(after.data!.me.profile).toEqual(next);
  });
});
