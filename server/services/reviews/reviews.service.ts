import { ObjectId, type Db, type Filter } from "mongodb";
import { collection } from "../../db/collections";
import { REVIEWS_OF_PART } from "../../db/indexes";
import type { ListedProduct, ReviewDocument } from "../../db/models";
import { inTransaction } from "../../db/transactions";
import { notFound } from "../../shop-errors";
import type { AuditLog } from "../audit/audit-log";
import type { CatalogueChanges } from "../catalogue/catalogue-changes";
import { ProductsById } from "../catalogue/products-by-id";
import type { ReviewInput } from "../../../generated/server/graphql";
import { CROSS_FIELD_MESSAGES } from "../../../shared/field-rules/messages";
import { REVIEW_FIELDS } from "../../../shared/field-rules/shop-fields";
import type { SignedInContext } from "../common/request-context";
import { pageSize, readPage, type Page, type PageOrder } from "../common/paging";
import { RateLimiter } from "../common/rate-limiter";
import { isIdText, parseId, Validator } from "../common/validation";
import { ProductRatings, SHOWN, type PartRating } from "./product-ratings";
import { purchaseOf, type ReviewerPurchase } from "./review-purchase";

export type ReviewPage = Page<ReviewDocument>;

/** A part's reviews and the staff's list: newest first, `_id` breaking ties as their cursors do. */
const NEWEST_FIRST: PageOrder = { key: "createdAt", direction: -1, kind: "date" };

/** Reviews of the shop and of its parts: written by customers, hidden and restored by staff. */
export class ReviewsService {
  /** Reviews are public: one account may not flood the home page (counted per user, stored ones only). */
  private readonly addLimit = new RateLimiter(
    5,
    10 * 60_000,
    "You have added several reviews just now; please try again in a few minutes",
  );
  private readonly ratings: ProductRatings;
  private readonly products: ProductsById;

  constructor(
    private readonly db: Db,
    private readonly changes: CatalogueChanges,
    private readonly audit: AuditLog,
  ) {
    this.ratings = new ProductRatings(db);
    this.products = new ProductsById(db);
  }

  private get reviews() {
    return collection(this.db, "reviews");
  }

  /**
   * The `last` most recent reviews that are shown (a page: 20 by default, at most 100), oldest first, as
   * the home page lists them: of the shop and of its parts alike.
   */
  async list(last?: number | null): Promise<ReviewDocument[]> {
    const size = pageSize("last", last);
    // limit(0) would mean "no limit" to MongoDB: asking for none is answered here.
    if (size === 0) return [];
    const newest = await this.reviews.find(SHOWN).sort({ createdAt: -1, _id: -1 }).limit(size).toArray();
    return newest.reverse();
  }

  /** A part's shown reviews, newest first, a page at a time (Product.reviews). */
  ofProduct(
    productId: ObjectId,
    args: { first?: number | null; after?: string | null },
  ): Promise<ReviewPage> {
    return readPage(this.reviews, { productId, ...SHOWN }, NEWEST_FIRST, { ...args, hint: REVIEWS_OF_PART });
  }

  ratingOf(productId: ObjectId): Promise<PartRating> {
    return this.ratings.of(productId);
  }

  /** The part a review is of, if it is of one still sold. */
  async productOf(review: ReviewDocument): Promise<ListedProduct | null> {
    if (!review.productId) return null;
    return (await this.products.read([review.productId])).get(review.productId.toHexString()) ?? null;
  }

  /** The staff's list: every review, newest first; `hidden` true keeps the hidden ones, false those shown. */
  listAll(args: {
    hidden?: boolean | null;
    first?: number | null;
    after?: string | null;
  }): Promise<ReviewPage> {
    const filter: Filter<ReviewDocument> =
      args.hidden === true ? { hidden: true } : args.hidden === false ? SHOWN : {};
    return readPage(this.reviews, filter, NEWEST_FIRST, args);
  }

  /** What the caller's review of the part would carry (Query.myPurchase). */
  purchase(ctx: SignedInContext, productId: string): Promise<ReviewerPurchase | null> {
    return purchaseOf(this.db, ctx.user._id, parseId(productId, "Product id", "productId"));
  }

  /**
   * Adds a review in the caller's name. Of a part, the shop decides what the reviewer cannot claim:
   * whether they bought it and for which vehicle (review-purchase.ts), kept with the review as they are
   * now; the reviewer only says whether it fitted that vehicle.
   */
  async add(ctx: SignedInContext, input: ReviewInput): Promise<ReviewDocument> {
    const v = new Validator();
    const feedback = v.text("feedback", input.feedback, REVIEW_FIELDS.feedback);
    const name = v.text("name", input.name, REVIEW_FIELDS.name);
    const ratings = v.number("ratings", input.ratings, REVIEW_FIELDS.ratings);
    const productId = input.productId == null ? null : await this.soldPart(input.productId);
    if (productId === undefined) v.add("productId", CROSS_FIELD_MESSAGES.noSuchPart());
    const purchase = productId ? await purchaseOf(this.db, ctx.user._id, productId) : null;
    if (input.fitConfirmed && !purchase?.vehicle)
      v.add("fitConfirmed", CROSS_FIELD_MESSAGES.fitWithoutVehicle());
    v.check();
    this.addLimit.take(ctx.user._id.toHexString());
    const review: ReviewDocument = {
      _id: new ObjectId(),
      name: name!,
      feedback: feedback!,
      ratings: ratings!,
      userId: ctx.user._id,
      createdAt: new Date(),
      ...(productId && {
        productId,
        verifiedPurchase: purchase !== null,
        vehicle: purchase?.vehicle ?? null,
        fitConfirmed: input.fitConfirmed === true,
      }),
    };
    await this.reviews.insertOne(review);
    this.changes.publish({ kind: "review", productId: productId?.toHexString() ?? null });
    return review;
  }

  /** The id of a part the catalogue has; undefined when it has none of that id (or it is no id at all). */
  private async soldPart(id: string): Promise<ObjectId | undefined> {
    if (!isIdText(id)) return undefined;
    const _id = new ObjectId(id);
    return (await this.products.read([_id])).has(_id.toHexString()) ? _id : undefined;
  }

  /**
   * Hides a review from the public, or shows it again; recorded in the audit log with the change, in one
   * transaction. Asking for what already is changes nothing and records nothing.
   */
  async setHidden(ctx: SignedInContext, id: string, hidden: boolean): Promise<ReviewDocument> {
    const _id = parseId(id, "Review id");
    const before = await inTransaction(this.db, async (session) => {
      const found = await this.reviews.findOneAndUpdate(
        { _id },
        hidden ? { $set: { hidden: true } } : { $unset: { hidden: "" } },
        { returnDocument: "before", session },
      );
      if (found && (found.hidden ?? false) !== hidden)
        await this.audit.record(session, ctx, {
          kind: hidden ? "review.hidden" : "review.restored",
          subject: { id, label: `Review by ${found.name}: ${found.feedback.slice(0, 60)}` },
          changes: [{ field: "hidden", before: found.hidden ?? false, after: hidden }],
        });
      return found;
    });
    if (!before) throw notFound("Review");
    this.changes.publish({ kind: "review", productId: before.productId?.toHexString() ?? null });
    return { ...before, hidden };
  }
}
