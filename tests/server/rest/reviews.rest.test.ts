import { ObjectId } from "mongodb";
import { describe, expect, it } from "vitest";
import { useTestShop } from "../../support/test-shop";
import { OBJECT_ID, counts, expectBadInput, expectRefused, expectWholeCollection } from "./rest-helpers";

const REVIEW_KEYS = ["_id", "created_at", "feedback", "name", "ratings"];

describe("REST /api/reviews", () => {
  const { shop, customer, admin } = useTestShop({ customer: "customer", admin: "admin" });

  /** `token` null: sent by a visitor. */
  const post = (body: Record<string, unknown>, token: string | null = customer.accessToken) =>
    shop.rest<{ insertedId: string }>("POST", "/reviews", { body, token: token ?? undefined });
  const review = { name: "Dana", feedback: "Fast delivery, parts fit my Civic.", ratings: "5" };

  it("GET lists reviews with `_id`, to visitors, and never the writer's e-mail", async () => {
    await post(review);
    const listed = await expectWholeCollection(shop, "/reviews", "reviews", REVIEW_KEYS);
    for (const r of listed) expect(typeof r.ratings).toBe("number");
    expect(JSON.stringify(listed)).not.toContain(customer.email);
  });

  it("GET leaves out the reviews staff have hidden, and shows them again once restored", async () => {
    const { body } = await post({ ...review, feedback: "Soon hidden." });
    const ids = async () => (await shop.rest<{ _id: string }[]>("GET", "/reviews")).body.map((r) => r._id);
    const hide = (field: "hideReview" | "restoreReview") =>
      shop.gql(`mutation($id: ID!) { ${field}(id: $id) { id } }`, { id: body.insertedId }, admin.accessToken);
    expect(await ids()).toContain(body.insertedId);
    expect((await hide("hideReview")).errors).toBeUndefined();
    expect(await ids()).not.toContain(body.insertedId);
    expect((await hide("restoreReview")).errors).toBeUndefined();
    expect(await ids()).toContain(body.insertedId);
  });

  it("POST stores the review with the rating as a number, in the signed-in user's name", async () => {
    const response = await post(review);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ acknowledged: true, insertedId: expect.stringMatching(OBJECT_ID) });
    const stored = await shop.db
      .collection("reviews")
      .findOne({ _id: new ObjectId(response.body.insertedId) });
    expect(stored).toMatchObject({
      name: "Dana",
      feedback: "Fast delivery, parts fit my Civic.",
      ratings: 5,
      userId: (await shop.db.collection("users").findOne({ email: customer.email }))!._id,
    });
    const listed = await shop.rest<{ _id: string }[]>("GET", "/reviews");
    expect(listed.body.at(-1)).toMatchObject({ _id: response.body.insertedId, name: "Dana", ratings: 5 });
  });

  it("POST answers 401 to visitors and bad tokens, and stores nothing", async () => {
    const before = await counts(shop);
    expectRefused(await post(review, null), 401);
    expectRefused(await post(review, "not-a-token"), 401);
    expectRefused(await post(review, customer.idToken), 401);
    expect(await counts(shop)).toEqual(before);
  });

  it("POST names every missing field in the form's words", async () => {
    const before = await counts(shop);
    const response = await post({ ratings: 4 });
    expectBadInput(response, "name", "Name is Required");
    expectBadInput(response, "feedback", "Message is Required");
    expectBadInput(await post({ ...review, ratings: undefined }), "ratings", "Rating is Required");
    expectBadInput(await post({ ...review, ratings: "" }), "ratings", "Rating is Required");
    expect(await counts(shop)).toEqual(before);
  });

  it.each([
    ["6", "Rating must be between 1 and 5"],
    [6, "Rating must be between 1 and 5"],
    ["0", "Rating must be between 1 and 5"],
    [-3, "Rating must be between 1 and 5"],
    ["4.5", "Rating must be a whole number"],
    ["five", "Rating must be a number"],
  ])("POST answers rating %j with 400 naming the field, and stores nothing", async (ratings, message) => {
    const before = await counts(shop);
    expectBadInput(await post({ ...review, ratings }), "ratings", message);
    expect(await counts(shop)).toEqual(before);
  });

  it("POST answers a name over the limit with 400 naming the field", async () => {
    expectBadInput(
      await post({ ...review, name: "n".repeat(61) }),
      "name",
      "Name must be at most 60 characters",
    );
  });
});
