import type { Resolvers } from "../../../generated/server/graphql";

export const jobKitResolvers: Resolvers = {
  Query: {
    jobKit: (_, { job, vehicle }, ctx) => ctx.services.jobKits.kit(job, vehicle),
  },
};
