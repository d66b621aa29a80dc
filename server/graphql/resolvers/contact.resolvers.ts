import type { Resolvers } from "../../../generated/server/graphql";
import { signedIn } from "../../services/common/request-context";
import { connectionResolvers } from "./connection";

export const contactResolvers: Resolvers = {
  Query: {
    contactMessages: (_, args, ctx) => ctx.services.contact.list(signedIn(ctx), args),
  },
  Mutation: {
    sendContactMessage: (_, { input }, ctx) => ctx.services.contact.send(ctx, input),
    markContactMessageHandled: (_, { id, handled }, ctx) =>
      ctx.services.contact.markHandled(signedIn(ctx), id, handled),
    answerContactMessage: (_, { id, answer }, ctx) => ctx.services.contact.answer(signedIn(ctx), id, answer),
  },
  ContactMessage: {
    id: (message) => message._id.toHexString(),
    answers: (message) => message.answers ?? [],
  },
  ContactMessageConnection: connectionResolvers,
};
