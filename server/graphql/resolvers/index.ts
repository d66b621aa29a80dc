import { auditResolvers } from "./audit.resolvers";
import { cartResolvers } from "./cart.resolvers";
import { contactResolvers } from "./contact.resolvers";
import { garageResolvers } from "./garage.resolvers";
import { jobKitResolvers } from "./job-kits.resolvers";
import { mergeResolvers } from "./merge-resolvers";
import { orderResolvers } from "./orders.resolvers";
import { productResolvers } from "./products.resolvers";
import { reviewResolvers } from "./reviews.resolvers";
import { scalarResolvers } from "./scalars.resolvers";
import { shippingResolvers } from "./shipping.resolvers";
import { userResolvers } from "./users.resolvers";
import { webhookResolvers } from "./webhooks.resolvers";

/** One resolver map from the per-domain ones, each field from a single domain file. */
export const resolvers = mergeResolvers([
  scalarResolvers,
  productResolvers,
  orderResolvers,
  cartResolvers,
  shippingResolvers,
  garageResolvers,
  jobKitResolvers,
  userResolvers,
  reviewResolvers,
  contactResolvers,
  auditResolvers,
  webhookResolvers,
]);
