import type { Resolvers } from "../../../generated/server/graphql";
import { signedIn } from "../../services/common/request-context";
import { connectionResolvers } from "./connection";

export const reviewResolvers: Resolvers = {
  Query: {
    reviews: (_, { last }, ctx) => ctx.services.reviews.list(last),
    allReviews: (_, args, ctx) => ctx.services.reviews.listAll(args),
    myPurchase: (_, { productId }, ctx) => ctx.services.reviews.purchase(signedIn(ctx), productId),
  },
  Mutation: {
    addReview: (_, { input }, ctx) => ctx.services.reviews.add(signedIn(ctx), input),
    hideReview: (_, { id }, ctx) => ctx.services.reviews.setHidden(signedIn(ctx), id, true),
    restoreReview: (_, { id }, ctx) => ctx.services.reviews.setHidden(signedIn(ctx), id, false),
  },
  Review: {
    id: (review) => review._id.toHexString(),
    product: (review, _, ctx) => ctx.services.reviews.productOf(review),
    vehicle: (review) => review.vehicle ?? null,
    // Shop reviews, and those written before reviews had parts, were bought by nobody in particular.
    verifiedPurchase: (review) => review.verifiedPurchase ?? false,
    fitConfirmed: (review) => review.fitConfirmed ?? false,
    hidden: (review) => review.hidden ?? false,
  },
  ReviewConnection: connectionResolvers,
  Product: {
    reviews: (product, args, ctx) => ctx.services.reviews.ofProduct(product._id, args),
    rating: (product, _, ctx) => ctx.services.reviews.ratingOf(product._id),
  },
};
