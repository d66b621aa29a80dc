import { ObjectId, type Db } from "mongodb";
import { collection } from "../../db/collections";
import type { ReviewDocument } from "../../db/models";
import type { CatalogueChanges } from "../catalogue/catalogue-changes";
import type { ReviewInput } from "../../../generated/server/graphql";
import { REVIEW_FIELDS } from "../../../shared/field-rules/shop-fields";
import type { SignedInContext } from "../common/request-context";
import { pageSize } from "../common/paging";
import { RateLimiter } from "../common/rate-limiter";
import { Validator } from "../common/validation";

export class ReviewsService {
  /** Reviews are public: one account may not flood the home page (counted per user, stored ones only). */
  private readonly addLimit = new RateLimiter(
    5,
    10 * 60_000,
    "You have added several reviews just now; please try again in a few minutes",
  );

  constructor(
    private readonly db: Db,
    private readonly changes: CatalogueChanges,
  ) {}

  private get reviews() {
    return collection(this.db, "reviews");
  }

  /** The `last` most recent reviews (a page: 20 by default, at most 100), oldest first, as the home page lists them. */
  async list(last?: number | null): Promise<ReviewDocument[]> {
    const size = pageSize("last", last);
    // limit(0) would mean "no limit" to MongoDB: asking for none is answered here.
    if (size === 0) return [];
    const newest = await this.reviews.find({}).sort({ createdAt: -1, _id: -1 }).limit(size).toArray();
    return newest.reverse();
  }

  async add(ctx: SignedInContext, input: ReviewInput): Promise<ReviewDocument> {
    const v = new Validator();
    const feedback = v.text("feedback", input.feedback, REVIEW_FIELDS.feedback);
    const name = v.text("name", input.name, REVIEW_FIELDS.name);
    const ratings = v.number("ratings", input.ratings, REVIEW_FIELDS.ratings);
    v.check();
    this.addLimit.take(ctx.user._id.toHexString());
    const review: ReviewDocument = {
      _id: new ObjectId(),
      name: name!,
      feedback: feedback!,
      ratings: ratings!,
      userId: ctx.user._id,
      createdAt: new Date(),
    };
    await this.reviews.insertOne(review);
    this.changes.publish({ kind: "review" });
    return review;
  }
}
