import { ObjectId } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReviewDocument } from "../../../../server/db/models";
import { CROSS_FIELD_MESSAGES } from "../../../../shared/field-rules/messages";
import { FITS_COROLLA } from "../../../support/carts";
import { badInput, expectOk, failure } from "../../../support/graphql-answers";
import { placeOrder } from "../../../support/orders";
import { addProduct } from "../../../support/products";
import { shippedPurchase, type ChosenVehicle } from "../../../support/purchases";
import type { TestUser } from "../../../support/test-server";
import { useTestShop } from "../../../support/test-shop";

/**
 * Reviews of a part: the shop, not the reviewer, says whether they bought it and for which vehicle; the
 * reviewer may say it fitted that vehicle; the part's rating counts them; staff hide and restore them,
 * and a hidden review leaves every public list and the rating.
 */

const COROLLA_2016: ChosenVehicle = { make: "Toyota", model: "Corolla", year: 2016 };
const COROLLA_2018: ChosenVehicle = { make: "Toyota", model: "Corolla", year: 2018 };

const ADD = `mutation($input: ReviewInput!) {
  addReview(input: $input) { id verifiedPurchase fitConfirmed hidden vehicle { make model year } product { id } }
}`;
const PART = `query($id: ID!, $first: Int, $after: String) {
  product(id: $id) {
    rating { average count fitConfirmed { vehicle { make model year } count } }
    reviews(first: $first, after: $after) {
      totalCount
      edges { node { id name ratings verifiedPurchase fitConfirmed vehicle { year make model } } }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;
const HIDE = "mutation($id: ID!) { hideReview(id: $id) { id hidden } }";
const RESTORE = "mutation($id: ID!) { restoreReview(id: $id) { id hidden } }";

interface AddedReview {
  id: string;
  verifiedPurchase: boolean;
  fitConfirmed: boolean;
  hidden: boolean;
  vehicle: ChosenVehicle | null;
  product: { id: string } | null;
}
interface PartAnswer {
  rating: {
    average: number | null;
    count: number;
    fitConfirmed: { vehicle: ChosenVehicle; count: number }[];
  };
  reviews: {
    totalCount: number;
    edges: { node: { id: string; name: string; ratings: number; verifiedPurchase: boolean } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const { shop, admin } = useTestShop({ admin: "admin" });
const reviews = () => shop.db.collection<ReviewDocument>("reviews");

/** A customer of their own: one account may add only a few reviews in ten minutes. */
const newCustomer = () => shop.signUp("customer");
const newPart = () => addProduct(shop.gql, admin.accessToken, { fitments: FITS_COROLLA });
const bought = (buyer: TestUser, productId: string, vehicle?: ChosenVehicle) =>
  shippedPurchase(shop.gql, { buyer: buyer.accessToken, staff: admin.accessToken }, productId, vehicle);

async function review(
  reviewer: TestUser,
  productId: string | null,
  fields: { ratings?: number; fitConfirmed?: boolean; name?: string } = {},
): Promise<AddedReview> {
  const input = { feedback: "Went on in ten minutes.", name: "Rae Viewer", ratings: 4, productId, ...fields };
  return (await expectOk(shop.gql<{ addReview: AddedReview }>(ADD, { input }, reviewer.accessToken)))
    .addReview;
}

const part = async (id: string, first?: number, after?: string | null, token?: string) =>
  (await expectOk(shop.gql<{ product: PartAnswer }>(PART, { id, first, after }, token))).product;

describe("a review of a part", () => {
  it("is a verified purchase, with the vehicle of the order, once the reviewer's order has shipped", async () => {
    const productId = await newPart();
    const buyer = await newCustomer();
    await bought(buyer, productId, COROLLA_2016);
    const added = await review(buyer, productId, { fitConfirmed: true });
    expect(added).toMatchObject({
      verifiedPurchase: true,
      fitConfirmed: true,
      hidden: false,
      vehicle: COROLLA_2016,
      product: { id: productId },
    });
    const stored = await reviews().findOne({ _id: new ObjectId(added.id) });
    expect(stored).toMatchObject({
      productId: new ObjectId(productId),
      verifiedPurchase: true,
      fitConfirmed: true,
      vehicle: COROLLA_2016,
    });
  });

  it("takes the newest order's vehicle, and keeps an earlier car when a later order named none", async () => {
    const productId = await newPart();
    const buyer = await newCustomer();
    await bought(buyer, productId, COROLLA_2016);
    await bought(buyer, productId, COROLLA_2018);
    await bought(buyer, productId);
    expect((await review(buyer, productId)).vehicle).toEqual(COROLLA_2018);
    const purchase = await expectOk(
      shop.gql<{ myPurchase: { vehicle: ChosenVehicle | null; orderedAt: string } }>(
        "query($id: ID!) { myPurchase(productId: $id) { orderedAt vehicle { make model year } } }",
        { id: productId },
        buyer.accessToken,
      ),
    );
    expect(purchase.myPurchase.vehicle).toEqual(COROLLA_2018);
  });

  it("is not verified while the order can still be cancelled, nor without one; then no fit can be confirmed", async () => {
    const productId = await newPart();
    const placedOnly = await newCustomer();
    await placeOrder(shop.gql, placedOnly.accessToken, { productId, quantity: 1 });
    const stranger = await newCustomer();
    for (const reviewer of [placedOnly, stranger]) {
      expect(await review(reviewer, productId)).toMatchObject({
        verifiedPurchase: false,
        fitConfirmed: false,
        vehicle: null,
      });
      const refused = badInput(
        await shop.gql(
          ADD,
          { input: { feedback: "Fits!", name: "Rae", ratings: 5, productId, fitConfirmed: true } },
          reviewer.accessToken,
        ),
      );
      expect(refused.fields).toEqual([
        { field: "fitConfirmed", message: CROSS_FIELD_MESSAGES.fitWithoutVehicle() },
      ]);
      const none = await expectOk(
        shop.gql(
          "query($id: ID!) { myPurchase(productId: $id) { orderedAt } }",
          { id: productId },
          reviewer.accessToken,
        ),
      );
      expect(none).toEqual({ myPurchase: null });
    }
    // Bought for no vehicle: verified, but there is no car to say it fitted.
    const noCar = await newCustomer();
    await bought(noCar, productId);
    expect(await review(noCar, productId)).toMatchObject({ verifiedPurchase: true, vehicle: null });
    expect(
      badInput(
        await shop.gql(
          ADD,
          { input: { feedback: "ok", name: "Rae", ratings: 5, productId, fitConfirmed: true } },
          noCar.accessToken,
        ),
      ).fields.map((field) => field.field),
    ).toEqual(["fitConfirmed"]);
  });

  it("names a part that is not in the catalogue on productId, with every other bad field, and stores nothing", async () => {
    const reviewer = await newCustomer();
    const before = await reviews().countDocuments();
    for (const productId of [new ObjectId().toHexString(), "not-an-id"]) {
      const refused = badInput(
        await shop.gql(
          ADD,
          { input: { feedback: "", name: "Rae", ratings: 9, productId } },
          reviewer.accessToken,
        ),
      );
      expect(refused.fields).toEqual([
        { field: "feedback", message: "Message is Required" },
        { field: "ratings", message: "Rating must be between 1 and 5" },
        { field: "productId", message: CROSS_FIELD_MESSAGES.noSuchPart() },
      ]);
    }
    expect(await reviews().countDocuments()).toBe(before);
  });

  it("without a part is a review of the shop, as before, and counts in no part's rating", async () => {
    const reviewer = await newCustomer();
    const added = await review(reviewer, null);
    expect(added).toMatchObject({
      product: null,
      verifiedPurchase: false,
      vehicle: null,
      fitConfirmed: false,
    });
    const stored = await reviews().findOne({ _id: new ObjectId(added.id) });
    expect(Object.keys(stored!).sort()).toEqual([
      "_id",
      "createdAt",
      "feedback",
      "name",
      "ratings",
      "userId",
    ]);
  });
});

describe("a part's rating and reviews", () => {
  it("average the shown reviews' ratings and count fit confirmed per year, make and model", async () => {
    const productId = await newPart();
    const other = await newPart();
    expect((await part(productId)).rating).toEqual({ average: null, count: 0, fitConfirmed: [] });
    const ratings = [5, 4, 4, 2];
    const vehicles = [COROLLA_2016, COROLLA_2018, COROLLA_2016, undefined];
    const added: AddedReview[] = [];
    for (const [i, ratingsGiven] of ratings.entries()) {
      const buyer = await newCustomer();
      await bought(buyer, productId, vehicles[i]);
      added.push(
        await review(buyer, productId, { ratings: ratingsGiven, fitConfirmed: vehicles[i] !== undefined }),
      );
    }
    // Another part's review and the shop's are not this part's.
    await review(await newCustomer(), other, { ratings: 1 });
    await review(await newCustomer(), null, { ratings: 1 });

    const answer = await part(productId);
    expect(answer.rating).toEqual({
      average: 3.75,
      count: 4,
      fitConfirmed: [
        { vehicle: COROLLA_2016, count: 2 },
        { vehicle: COROLLA_2018, count: 1 },
      ],
    });
    expect(answer.reviews.totalCount).toBe(4);
    // Newest first.
    expect(answer.reviews.edges.map((edge) => edge.node.id)).toEqual(added.map((r) => r.id).reverse());

    await expectOk(shop.gql(HIDE, { id: added[0]!.id }, admin.accessToken));
    const hidden = await part(productId);
    expect(hidden.rating).toEqual({
      average: 10 / 3,
      count: 3,
      // Ties newest year first.
      fitConfirmed: [
        { vehicle: COROLLA_2018, count: 1 },
        { vehicle: COROLLA_2016, count: 1 },
      ],
    });
    expect(hidden.reviews.edges.map((edge) => edge.node.id)).not.toContain(added[0]!.id);
  });

  it("come a page at a time, newest first, to visitors", async () => {
    const productId = await newPart();
    const reviewer = await newCustomer();
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push((await review(reviewer, productId, { name: `Page ${n}` })).id);
    const first = await part(productId, 2);
    expect(first.reviews.edges.map((edge) => edge.node.id)).toEqual([ids[2], ids[1]]);
    expect(first.reviews.pageInfo.hasNextPage).toBe(true);
    const second = await part(productId, 2, first.reviews.pageInfo.endCursor);
    expect(second.reviews.edges.map((edge) => edge.node.id)).toEqual([ids[0]]);
    expect(second.reviews.pageInfo.hasNextPage).toBe(false);
  });
});

describe("hiding and restoring a review", () => {
  const ALL = `query($hidden: Boolean) { allReviews(hidden: $hidden, first: 100) { totalCount edges { node { id hidden product { id } } } } }`;
  const allIds = async (hidden?: boolean) =>
    (
      await expectOk(
        shop.gql<{ allReviews: { edges: { node: { id: string; hidden: boolean } }[] } }>(
          ALL,
          { hidden },
          admin.accessToken,
        ),
      )
    ).allReviews.edges.map((edge) => edge.node);
  const publicIds = async (productId: string) => {
    const home = await expectOk(shop.gql<{ reviews: { id: string }[] }>("{ reviews(last: 100) { id } }"));
    const legacy = await shop.rest<{ _id: string }[]>("GET", "/reviews");
    const page = await part(productId, 100);
    return {
      home: home.reviews.map((r) => r.id),
      legacy: legacy.body.map((r) => r._id),
      part: page.reviews.edges.map((edge) => edge.node.id),
      count: page.rating.count,
    };
  };

  let productId: string;
  let reviewId: string;
  let reviewer: TestUser;
  beforeAll(async () => {
    productId = await newPart();
    reviewer = await newCustomer();
    await bought(reviewer, productId, COROLLA_2016);
    reviewId = (await review(reviewer, productId, { fitConfirmed: true, name: "Hidden Hal" })).id;
  });

  it("takes it out of the home page, the part page, its rating and GET /api/reviews, and lists it for staff", async () => {
    expect(await publicIds(productId)).toMatchObject({ count: 1, part: [reviewId] });
    const answer = await expectOk(
      shop.gql<{ hideReview: { id: string; hidden: boolean } }>(HIDE, { id: reviewId }, admin.accessToken),
    );
    expect(answer.hideReview).toEqual({ id: reviewId, hidden: true });
    const shown = await publicIds(productId);
    expect(shown).toMatchObject({ count: 0, part: [] });
    expect(shown.home).not.toContain(reviewId);
    expect(shown.legacy).not.toContain(reviewId);
    expect(await allIds(true)).toContainEqual({ id: reviewId, hidden: true, product: { id: productId } });
    expect((await allIds(false)).map((r) => r.id)).not.toContain(reviewId);
    expect((await allIds()).map((r) => r.id)).toContain(reviewId);
  });

  it("restores it everywhere, and records both in the audit log once each", async () => {
    await expectOk(shop.gql(HIDE, { id: reviewId }, admin.accessToken));
    const answer = await expectOk(
      shop.gql<{ restoreReview: { hidden: boolean } }>(RESTORE, { id: reviewId }, admin.accessToken),
    );
    expect(answer.restoreReview.hidden).toBe(false);
    const shown = await publicIds(productId);
    expect(shown).toMatchObject({ count: 1, part: [reviewId] });
    expect(shown.home).toContain(reviewId);
    expect(shown.legacy).toContain(reviewId);
    const audit = await expectOk(
      shop.gql<{
        auditLog: { edges: { node: { kind: string; by: string; subjectId: string; changes: unknown[] } }[] };
      }>(
        "{ auditLog(first: 100) { edges { node { kind by subjectId changes { field before after } } } } }",
        {},
        admin.accessToken,
      ),
    );
    const records = audit.auditLog.edges
      .map((edge) => edge.node)
      .filter((entry) => entry.subjectId === reviewId);
    // Newest first: hidden (the first test), hidden again (nothing to record), restored.
    expect(records).toEqual([
      {
        kind: "REVIEW_RESTORED",
        by: admin.email,
        subjectId: reviewId,
        changes: [{ field: "hidden", before: "true", after: "false" }],
      },
      {
        kind: "REVIEW_HIDDEN",
        by: admin.email,
        subjectId: reviewId,
        changes: [{ field: "hidden", before: "false", after: "true" }],
      },
    ]);
  });

  it("is refused to customers, and an unknown review is not found", async () => {
    const refused = failure(await shop.gql(HIDE, { id: reviewId }, reviewer.accessToken), "FORBIDDEN");
    expect(refused.message).toBe("Only staff with the customers role may do this");
    failure(await shop.gql(HIDE, { id: reviewId }), "UNAUTHENTICATED");
    failure(await shop.gql(RESTORE, { id: new ObjectId().toHexString() }, admin.accessToken), "NOT_FOUND");
    expect((await reviews().findOne({ _id: new ObjectId(reviewId) }))?.hidden).toBeUndefined();
  });
});
