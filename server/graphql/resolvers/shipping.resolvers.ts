import type { Resolvers } from "../../../generated/server/graphql";
import { countryOf } from "../../../shared/postal-addresses";
import { toCents } from "../../services/common/money";
import { signedIn } from "../../services/common/request-context";

/** Where orders go and what getting them there costs: shipping methods, quotes, addresses. */
export const shippingResolvers: Resolvers = {
  Query: {
    shippingMethods: (_, __, ctx) => [...ctx.services.charges.methods],
    myAddresses: (_, __, ctx) => ctx.services.addressBook.list(signedIn(ctx)),
  },
  Mutation: {
    forgetAddress: (_, { id }, ctx) => ctx.services.addressBook.forget(signedIn(ctx), id),
  },
  Cart: {
    quote: (cart, { destination }, ctx) =>
      ctx.services.charges.quote(toCents(cart.subtotal), destination ?? null),
  },
  ShippingMethod: {
    minDays: (method) => method.days[0],
    maxDays: (method) => method.days[1],
  },
  PostalAddress: {
    countryName: (address) => countryOf(address.country)?.name ?? address.country,
  },
  SavedAddress: {
    id: (saved) => saved._id.toHexString(),
    address: (saved) => saved,
  },
};
