import type { Resolvers } from "../../../generated/server/graphql";
import { contactResolvers } from "./contact.resolvers";
import { orderResolvers } from "./orders.resolvers";
import { productResolvers } from "./products.resolvers";
import { reviewResolvers } from "./reviews.resolvers";
import { scalarResolvers } from "./scalars.resolvers";
import { userResolvers } from "./users.resolvers";

const domains: Resolvers[] = [
  scalarResolvers,
  productResolvers,
  orderResolvers,
  userResolvers,
  reviewResolvers,
  contactResolvers,
];

/** One resolver map from the per-domain ones (each type's fields come from a single domain file). */
export const resolvers: Resolvers = {
  ...Object.assign({}, ...domains),
  Query: Object.assign({}, ...domains.map((d) => d.Query)),
  Mutation: Object.assign({}, ...domains.map((d) => d.Mutation)),
};
