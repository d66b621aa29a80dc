import { ObjectId } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReviewDocument } from "../../../../server/db/models";
import { failure, type FieldError } from "../../../support/graphql-answers";
import type { TestUser } from "../../../support/test-server";
import { useTestShop } from "../../../support/test-shop";

/** Reviews: the spec's rules and messages through GraphQL. */

const { shop } = useTestShop();

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
