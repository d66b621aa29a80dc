import type { Resolvers } from "../../../generated/server/graphql";
import { signedIn } from "../../services/common/request-context";

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_, __, ctx) => ctx.services.carts.get(signedIn(ctx)),
    cartPreview: (_, { lines }, ctx) => ctx.services.carts.preview(lines),
  },
  Mutation: {
    addToCart: (_, { productId, quantity, vehicle }, ctx) =>
      ctx.services.carts.add(signedIn(ctx), productId, quantity, vehicle),
    updateCartLine: (_, { productId, quantity }, ctx) =>
      ctx.services.carts.update(signedIn(ctx), productId, quantity),
    mergeCart: (_, { lines }, ctx) => ctx.services.carts.merge(signedIn(ctx), lines),
  },
};
