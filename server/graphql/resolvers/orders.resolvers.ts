import type { Resolvers } from "../../../generated/server/graphql";
import { signedIn } from "../../services/request-context";

export const orderResolvers: Resolvers = {
  Query: {
    myOrders: (_, __, ctx) => ctx.services.orders.listMine(signedIn(ctx)),
    orders: (_, __, ctx) => ctx.services.orders.listAll(),
  },
  Mutation: {
    placeOrder: (_, { input }, ctx) => ctx.services.orders.place(signedIn(ctx), input),
    cancelOrder: (_, { id }, ctx) => ctx.services.orders.cancel(signedIn(ctx), id),
  },
  Order: {
    id: (order) => order._id.toHexString(),
    productId: (order) => order.productId.toHexString(),
    // A cancellation still finishing is already a cancellation to everyone looking.
    status: (order) => (order.status === "placed" ? "PLACED" : "CANCELLED"),
    cancelledAt: (order) => order.cancelledAt ?? null,
  },
};
