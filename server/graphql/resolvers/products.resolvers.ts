import type { Resolvers } from "../../../generated/server/graphql";
import { lacksRole, may, signedIn, type RequestContext } from "../../services/common/request-context";
import { surelyFits } from "../../../shared/fitment";
import { selectedFields } from "../selected-fields";
import { productReads } from "./product-reads";

export const productResolvers: Resolvers = {
  Query: {
    products: async (_, args, ctx, info) => {
      const page = await ctx.services.products.list(
        args,
        productReads(selectedFields(info, ["edges", "node"])),
      );
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
    vehicleVariants: (_, vehicle, ctx) => ctx.services.facets.variants(vehicle),
    fitmentChecks: (_, __, ctx) => ctx.services.fitmentReturns.flagged(),
  },
  Mutation: {
    addProduct: (_, { input }, ctx) => ctx.services.products.add(signedIn(ctx), input),
    updateProduct: (_, { id, input }, ctx) => ctx.services.products.update(signedIn(ctx), id, input),
    deleteProduct: (_, { id }, ctx) => ctx.services.products.remove(signedIn(ctx), id),
    confirmFitment: (_, { productId }, ctx) => ctx.services.fitmentReturns.confirm(signedIn(ctx), productId),
  },
  Product: {
    id: (product) => product._id.toHexString(),
    // Shield guards root fields only (permissions.ts); these two are the shop's own business, so they
    // ask for staff themselves.
    fitmentCheck: (product, _, ctx) => staffOnly(ctx, () => product.fitmentCheck ?? false),
    fitReturns: (product, _, ctx) => staffOnly(ctx, () => ctx.services.fitmentReturns.rates(product._id)),
    universal: (product) => product.universal ?? false,
    fitmentState: (product, { vehicle }, ctx) => ctx.services.products.fitmentState(product, vehicle),
    fits: (product, { vehicle }, ctx) => surelyFits(ctx.services.products.fitmentState(product, vehicle)),
    // Parts stored before parts had these lists have none.
    oeNumbers: (product) => product.oeNumbers ?? [],
    interchangeNumbers: (product) => product.interchangeNumbers ?? [],
  },
};

/** What returns say of a part is for staff with the catalogue or orders role; anyone else is refused. */
function staffOnly<T>(ctx: RequestContext, read: () => T): T {
  if (!may(signedIn(ctx), "catalogue") && !may(ctx, "orders")) throw lacksRole(ctx, "catalogue")!;
  return read();
}
