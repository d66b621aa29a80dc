import type { Resolvers } from "../../../generated/server/graphql";
import { signedIn } from "../../services/common/request-context";
import { surelyFits } from "../../../shared/fitment";

export const productResolvers: Resolvers = {
  Query: {
    products: async (_, args, ctx) => {
      const page = await ctx.services.products.list(args);
      const edges = page.items.map((node) => ({ cursor: page.cursorOf(node), node }));
      return {
        totalCount: page.totalCount,
        edges,
        pageInfo: { hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
      };
    },
    product: (_, { id }, ctx) => ctx.services.products.get(id),
    categories: (_, __, ctx) => ctx.services.facets.categories(),
    vehicles: (_, __, ctx) => ctx.services.facets.vehicles(),
  },
  Mutation: {
    addProduct: (_, { input }, ctx) => ctx.services.products.add(signedIn(ctx), input),
    updateProduct: (_, { id, input }, ctx) => ctx.services.products.update(signedIn(ctx), id, input),
    deleteProduct: (_, { id }, ctx) => ctx.services.products.remove(signedIn(ctx), id),
  },
  Product: {
    id: (product) => product._id.toHexString(),
    universal: (product) => product.universal ?? false,
    fitmentState: (product, { vehicle }, ctx) => ctx.services.products.fitmentState(product, vehicle),
    fits: (product, { vehicle }, ctx) => surelyFits(ctx.services.products.fitmentState(product, vehicle)),
    // Parts stored before parts had these lists have none.
    oeNumbers: (product) => product.oeNumbers ?? [],
    interchangeNumbers: (product) => product.interchangeNumbers ?? [],
  },
};
