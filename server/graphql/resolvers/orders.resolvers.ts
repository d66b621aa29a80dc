import type { Resolvers } from "../../../generated/server/graphql";

export const orderResolvers: Resolvers = {
  Query: {
    myOrders: (_, __, ctx) => ctx.services.orders.listMine(ctx),
    orders: (_, __, ctx) => ctx.services.orders.listAll(),
  },
  Mutation: {
    placeOrder: (_, { input }, ctx) => ctx.services.orders.place(ctx, input),
    cancelOrder: (_, { id }, ctx) => ctx.services.orders.cancel(ctx, id),
  },
  Order: {
    id: (order) => order._id.toHexString(),
    productId: (order) => order.productId.toHexString(),
    // A cancellation still finishing is already a cancellation to everyone looking.
    status: (order) => (order.status === "placed" ? "PLACED" : "CANCELLED"),
    cancelledAt: (order) => order.cancelledAt ?? null,
  },
};
