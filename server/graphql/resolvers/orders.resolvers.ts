import type { Resolvers } from "../../../generated/server/graphql";
import { toCents } from "../../services/common/money";
import { amountDueCents, paymentMethodOf, refundDueCents } from "../../services/orders/order-payments";
import { orderStatus } from "../../services/orders/order-statuses";
import { returnCents } from "../../services/orders/returning";
import { returnStatus } from "../../services/orders/return-statuses";
import { signedIn } from "../../services/common/request-context";
import { connectionResolvers } from "./connection";

export const orderResolvers: Resolvers = {
  Query: {
    myOrders: (_, { email }, ctx) => ctx.services.orders.listMine(signedIn(ctx), email),
    orders: (_, args, ctx) => ctx.services.orders.list(args),
    salesSummary: (_, { from, to }, ctx) => ctx.services.orders.salesSummary(from, to),
    order: (_, { id }, ctx) => ctx.services.orders.get(signedIn(ctx), id),
    paymentOptions: (_, __, ctx) => ctx.services.paymentOptions,
    myReturns: (_, __, ctx) => ctx.services.orders.returning.listMine(signedIn(ctx)),
    returns: (_, { status, first }, ctx) => ctx.services.orders.returning.list(status, first),
  },
  Mutation: {
    placeOrder: (_, { input }, ctx) => ctx.services.orders.place(signedIn(ctx), input),
    cancelOrder: (_, { id }, ctx) => ctx.services.orders.cancel(signedIn(ctx), id),
    checkout: (_, { input }, ctx) => ctx.services.orders.checkout(signedIn(ctx), input),
    shipOrder: (_, { id, carrier, trackingNumber }, ctx) =>
      ctx.services.orders.ship(signedIn(ctx), id, carrier, trackingNumber),
    deliverOrder: (_, { id }, ctx) => ctx.services.orders.deliver(signedIn(ctx), id),
    recordPayment: (_, { id, amountCents, reference }, ctx) =>
      ctx.services.orders.recordPayment(signedIn(ctx), id, amountCents, reference),
    refundOrder: (_, { id, amountCents, reference }, ctx) =>
      ctx.services.orders.refund(signedIn(ctx), id, amountCents, reference),
    requestReturn: (_, { input }, ctx) => ctx.services.orders.returning.request(signedIn(ctx), input),
    approveReturn: (_, { id }, ctx) => ctx.services.orders.returning.approve(signedIn(ctx), id),
    refuseReturn: (_, { id, reason }, ctx) => ctx.services.orders.returning.refuse(signedIn(ctx), id, reason),
    receiveReturn: (_, { id, lines }, ctx) => ctx.services.orders.returning.receive(signedIn(ctx), id, lines),
    refundReturn: (_, { id, reference }, ctx) =>
      ctx.services.orders.returning.refund(signedIn(ctx), id, reference),
    startCardPayment: (_, { orderId }, ctx) => ctx.services.orders.startCardPayment(signedIn(ctx), orderId),
  },
  OrderConnection: connectionResolvers,
  Order: {
    id: (order) => order._id.toHexString(),
    productId: (order) => order.productId.toHexString(),
    // Read with the other orders' buyers of the same moment (UsersService.findById batches them).
    buyerName: async (order, _, ctx) =>
      order.userId
        ? ((await ctx.services.users.findById(order.userId.toHexString()))?.displayName ?? null)
        : null,
    status: (order) => orderStatus(order.status),
    cancelledAt: (order) => order.cancelledAt ?? null,
    shipment: (order) => order.shipment ?? null,
    totalCents: (order) => toCents(order.total),
    // The total less what it adds to the parts: the same as its lines' sum, read without the lines.
    subtotalCents: (order) =>
      toCents(order.total) - (order.shipping?.priceCents ?? 0) - (order.taxCents ?? 0),
    taxCents: (order) => order.taxCents ?? 0,
    taxPercent: (order) => order.taxPercent ?? 0,
    shipTo: (order) => order.shipTo ?? null,
    shipping: (order) => order.shipping ?? null,
    paymentMethod: (order) => paymentMethodOf(order),
    payments: (order) => order.payments ?? [],
    amountDueCents: (order) => amountDueCents(order),
    refunds: (order) => order.refunds ?? [],
    refundDueCents: (order) => refundDueCents(order),
    returns: (order, _, ctx) => ctx.services.orders.returning.ofOrder(order._id),
    returnableUntil: (order, _, ctx) => ctx.services.orders.returning.returnableUntil(order),
    paymentDueBy: (order) => order.paymentDueBy ?? null,
  },
  OrderLine: {
    productId: (line) => line.productId.toHexString(),
    // Lines placed before the state was kept knew only fits or not.
    fitmentState: (line) =>
      line.fitmentState ?? (line.fits === null ? null : line.fits ? "FITS" : "DOES_NOT_FIT"),
  },
  OrderEvent: {
    status: (event) => orderStatus(event.status),
  },
  OrderReturn: {
    id: (ret) => ret._id.toHexString(),
    orderId: (ret) => ret.orderId.toHexString(),
    note: (ret) => ret.note ?? null,
    refusal: (ret) => ret.refusal ?? null,
    refund: (ret) => ret.refund ?? null,
    status: (ret) => returnStatus(ret.status),
    amountCents: (ret) => returnCents(ret),
  },
  ReturnLine: {
    productId: (line) => line.productId.toHexString(),
    restocked: (line) => line.restocked ?? null,
  },
  ReturnEvent: {
    status: (event) => returnStatus(event.status),
  },
};
