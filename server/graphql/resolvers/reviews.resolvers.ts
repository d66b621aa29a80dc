import type { Resolvers } from "../../../generated/server/graphql";
import { signedIn } from "../../services/common/request-context";

export const reviewResolvers: Resolvers = {
  Query: {
    reviews: (_, { last }, ctx) => ctx.services.reviews.list(last),
  },
  Mutation: {
    addReview: (_, { input }, ctx) => ctx.services.reviews.add(signedIn(ctx), input),
  },
  Review: {
    id: (review) => review._id.toHexString(),
  },
};
