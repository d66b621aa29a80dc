import { ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactMessageDocument, ReviewDocument, UserDocument } from "../../../server/db/models";
import { failure, type FieldError } from "../../support/graphql-answers";
import { startTestServer, type TestServer, type TestUser } from "../../support/test-server";

/** Reviews, the contact form and the profile: the spec's rules and messages through GraphQL. */

let shop: TestServer;

beforeAll(async () => {
  shop = await startTestServer();
});
afterAll(() => shop.close());

describe("reviews", () => {
  let customer: TestUser;
  const ADD =
    "mutation($input: ReviewInput!) { addReview(input: $input) { id name feedback ratings createdAt } }";
  const reviews = () => shop.db.collection<ReviewDocument>("reviews");
  const valid = { feedback: "Fast delivery, exact fit.", name: "Jo Customer", ratings: 5 };

  beforeAll(async () => {
    customer = await shop.signUp("customer");
  });

  const refused = async (input: Record<string, unknown>) => {
    const before = await reviews().countDocuments();
    const result = await shop.gql(ADD, { input }, customer.accessToken);
    const error = failure(result, "BAD_USER_INPUT");
    expect(await reviews().countDocuments()).toBe(before);
    return error;
  };

  it("checks the review form with the spec's words", async () => {
    const cases: [Record<string, unknown>, FieldError[]][] = [
      [{ feedback: "" }, [{ field: "feedback", message: "Message is Required" }]],
      [{ feedback: "  " }, [{ field: "feedback", message: "Message is Required" }]],
      [{ name: "" }, [{ field: "name", message: "Name is Required" }]],
      [{ ratings: 0 }, [{ field: "ratings", message: "Rating must be between 1 and 5" }]],
      [{ ratings: 6 }, [{ field: "ratings", message: "Rating must be between 1 and 5" }]],
      [{ ratings: -1 }, [{ field: "ratings", message: "Rating must be between 1 and 5" }]],
    ];
    for (const [change, expected] of cases) {
      const { fields } = await refused({ ...valid, ...change });
      expect(fields, JSON.stringify(change)).toEqual(expected);
    }
    const all = await refused({ feedback: "", name: "", ratings: 9 });
    expect(all.fields).toEqual([
      { field: "feedback", message: "Message is Required" },
      { field: "name", message: "Name is Required" },
      { field: "ratings", message: "Rating must be between 1 and 5" },
    ]);
    // A missing rating is refused by the schema's Int! before the service runs.
    expect((await refused({ feedback: "ok", name: "Jo" })).message).toMatch(/ratings/);
  });

  it("accepts ratings 1 to 5 and stores the review in the customer's name", async () => {
    for (const ratings of [1, 5]) {
      const result = await shop.gql<{ addReview: { id: string; ratings: number; name: string } }>(
        ADD,
        { input: { ...valid, ratings } },
        customer.accessToken,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.addReview).toMatchObject({ ratings, name: "Jo Customer" });
      const stored = await reviews().findOne({ _id: new ObjectId(result.data!.addReview.id) });
      const author = await shop.db.collection("users").findOne({ email: customer.email });
      expect(stored).toMatchObject({ ratings, feedback: valid.feedback, userId: author!._id });
    }
    failure(await shop.gql(ADD, { input: valid }), "UNAUTHENTICATED");
  });

  it("shows the most recent reviews, oldest first", async () => {
    // A reviewer of its own: one account may add only a few reviews in ten minutes.
    const reviewer = await shop.signUp("customer");
    const added: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      const result = await shop.gql<{ addReview: { id: string } }>(
        ADD,
        { input: { ...valid, name: `Reviewer ${n}`, feedback: `Review number ${n}` } },
        reviewer.accessToken,
      );
      added.push(result.data!.addReview.id);
    }
    const last3 = await shop.gql<{ reviews: { id: string; name: string }[] }>(
      "{ reviews(last: 3) { id name } }",
    );
    expect(last3.errors).toBeUndefined();
    expect(last3.data!.reviews.map((r) => r.id)).toEqual(added.slice(1));
    expect(last3.data!.reviews.map((r) => r.name)).toEqual(["Reviewer 2", "Reviewer 3", "Reviewer 4"]);

    const all = await shop.gql<{ reviews: { id: string; createdAt: string }[] }>(
      "{ reviews { id createdAt } }",
    );
    // A page: 20 unless asked for more (tests/server/graphql/abuse.test.ts checks the bounds).
    expect(all.data!.reviews).toHaveLength(Math.min(20, await reviews().countDocuments()));
    expect(all.data!.reviews.slice(-4).map((r) => r.id)).toEqual(added);
    const times = all.data!.reviews.map((r) => new Date(r.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const one = await shop.gql<{ reviews: { id: string }[] }>("{ reviews(last: 1) { id } }");
    expect(one.data!.reviews.map((r) => r.id)).toEqual([added[3]]);
    const none = await shop.gql<{ reviews: { id: string }[] }>("{ reviews(last: 0) { id } }");
    expect(none.errors).toBeUndefined();
    expect(none.data!.reviews).toEqual([]);
  });
});

describe("the contact form", () => {
  const SEND =
    "mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id email subject createdAt } }";
  const messages = () => shop.db.collection<ContactMessageDocument>("contactMessages");

  // The form is limited to a few messages per address and ten minutes: this block sends three.
  it("needs an email, a subject and a message, and a valid email", async () => {
    const empty = await shop.gql(SEND, { input: { email: "", subject: " ", message: "" } });
    expect(failure(empty, "BAD_USER_INPUT").fields).toEqual([
      { field: "email", message: "Email is Required" },
      { field: "subject", message: "Subject is Required" },
      { field: "message", message: "Message is Required" },
    ]);
    const badEmail = await shop.gql(SEND, {
      input: { email: "not-an-email", subject: "Hello", message: "Do you ship abroad?" },
    });
    expect(failure(badEmail, "BAD_USER_INPUT").fields).toEqual([
      { field: "email", message: "Provide a valid email" },
    ]);
    expect(await messages().countDocuments()).toBe(0);
  });

  it("stores a message from a visitor", async () => {
    const input = {
      email: "Visitor@Example.com",
      subject: "Bulk order",
      message: "Do you sell by the pallet?",
    };
    const sent = await shop.gql<{ sendContactMessage: { id: string; email: string; subject: string } }>(
      SEND,
      {
        input,
      },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendContactMessage).toMatchObject({
      email: "visitor@example.com",
      subject: "Bulk order",
    });
    const stored = await messages().find({}).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      _id: new ObjectId(sent.data!.sendContactMessage.id),
      email: "visitor@example.com",
      subject: "Bulk order",
      message: "Do you sell by the pallet?",
    });
  });
});

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
