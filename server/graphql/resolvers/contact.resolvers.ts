import type { Resolvers } from "../../../generated/server/graphql";

export const contactResolvers: Resolvers = {
  Mutation: {
    sendContactMessage: (_, { input }, ctx) => ctx.services.contact.send(ctx, input),
  },
  ContactMessage: {
    id: (message) => message._id.toHexString(),
  },
};
