import { describe, expect, it } from "vitest";
import type { UserDocument } from "../../../../server/db/models";
import { failure } from "../../../support/graphql-answers";
import type { TestUser } from "../../../support/test-server";
import { useTestShop } from "../../../support/test-shop";

/** The profile: the spec's rules and messages through GraphQL. */

const { shop } = useTestShop();

describe("the profile", () => {
  const UPDATE =
    "mutation($input: ProfileInput!) { updateProfile(input: $input) { email profile { education address phone } } }";
  const ME = "{ me { email profile { education address phone } } }";
  /** Saves `input` as `customer`'s profile. */
  const update = (customer: TestUser, input: Record<string, string>) =>
    shop.gql<{ updateProfile: { email: string; profile: unknown } }>(UPDATE, { input }, customer.accessToken);
  /** `me` as `customer` sees it. */
  const meOf = (customer: TestUser) =>
    shop.gql<{ me: { email: string; profile: unknown } }>(ME, {}, customer.accessToken);

  it("needs education, address and phone, and stores nothing otherwise", async () => {
    const customer = await shop.signUp("customer");
    const users = shop.db.collection<UserDocument>("users");
    const before = await users.findOne({ email: customer.email });
    const empty = await update(customer, { education: "", address: "", phone: "" });
    expect(failure(empty, "BAD_USER_INPUT").fields).toEqual([
      { field: "education", message: "Education is Required" },
      { field: "address", message: "Address is Required" },
      { field: "phone", message: "Phone is Required" },
    ]);
    const badPhone = await update(customer, { education: "BSc", address: "1 Main St", phone: "phone" });
    expect(failure(badPhone, "BAD_USER_INPUT").fields).toEqual([
      { field: "phone", message: "Provide a valid phone number" },
    ]);
    expect(await users.findOne({ email: customer.email })).toEqual(before);
    const me = await meOf(customer);
    expect(me.data!.me.profile).toEqual({ education: null, address: null, phone: null });
  });

  it("saves the profile and shows it on me", async () => {
    const customer = await shop.signUp("customer");
    const profile = {
      education: "BSc Mechanical Engineering",
      address: "7 Elm Road",
      phone: "+44 20 7946 0000",
    };
    const saved = await update(customer, profile);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateProfile).toEqual({ email: customer.email, profile });
    const me = await meOf(customer);
    expect(me.data!.me).toEqual({ email: customer.email, profile });

    // Saving again replaces it; a bad second save leaves the first.
    const next = { ...profile, address: "9 Oak Avenue" };
    await update(customer, next);
    await update(customer, { ...next, education: "" });
    const after = await meOf(customer);
    expect(after.data!.me.profile).toEqual(next);
  });
});
