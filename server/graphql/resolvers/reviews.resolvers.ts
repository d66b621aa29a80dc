import type { Resolvers } from "../../../generated/server/graphql";

export const reviewResolvers: Resolvers = {
  Query: {
    reviews: (_, { last }, ctx) => ctx.services.reviews.list(last),
  },
  Mutation: {
    addReview: (_, { input }, ctx) => ctx.services.reviews.add(ctx, input),
  },
  Review: {
    id: (review) => review._id.toHexString(),
  },
};
