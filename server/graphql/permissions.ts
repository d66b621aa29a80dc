import type { GraphQLSchema } from "graphql";
import type { IMiddleware, IMiddlewareFieldMap } from "graphql-middleware";
import { allow, deny, rule, shield } from "graphql-shield";
import type { MutationResolvers, QueryResolvers } from "../../generated/server/graphql";
import { forbidden } from "../shop-errors";
import { lacksRole, notSignedIn, type RequestContext } from "../services/common/request-context";
import type { StaffRole } from "../../shared/staff-roles";

/**
 * Who may call what. Every root field names its rule here, and anything not named is denied
 * (`fallbackRule: deny`), so a field added to the schema is closed until someone decides otherwise;
 * tests/server/graphql/permissions-coverage.test.ts fails when a Query or Mutation field has no explicit rule.
 *
 * Roles are read from the user document loaded for this request (never from the token), so Make Admin
 * and Remove User take effect on the next request. Finer checks that need the data (whose order it is,
 * whose profile) are the ownership rule of services/common/ownership.ts, which the services ask next to the data
 * they read; the REST adapter adds no rule of its own.
 *
 * Rules read only the context, so their result is cached per request ("contextual"). Other types' fields
 * are open: what a caller can reach is decided at the root field that leads to it (rootPermissions).
 */

const signedInOnly = rule({ cache: "contextual" })((_parent, _args, ctx: RequestContext) =>
  ctx.user ? true : notSignedIn(ctx),
);

/** Staff holding `role`, or the owner (shared/staff-roles.ts); the refusal names the role needed. */
const staffWith = (role: StaffRole) =>
  rule(`staff-${role}`, { cache: "contextual" })((_parent, _args, ctx: RequestContext) =>
    ctx.user ? (lacksRole(ctx, role) ?? true) : notSignedIn(ctx),
  );

/** Products, fitments, the catalogue file. */
const catalogueStaff = staffWith("catalogue");
/** Every order and its way to the customer. */
const ordersStaff = staffWith("orders");
/** Users, the Inbox and reviews: what customers write to the shop. */
const customersStaff = staffWith("customers");
/** Roles, the audit log, webhooks, and everything else. */
const owners = staffWith("owner");

/** Visitors: the catalogue, reviews, vehicles, signing in and the contact form. */
const visitor = allow;

/** A rule for every root field of the schema and nothing else: a field left out or misspelled is a type error. */
type RootRules = {
  Query: Record<keyof QueryResolvers, FieldRule>;
  Mutation: Record<keyof MutationResolvers, FieldRule>;
};

/** What a root field's rule is here: open to all, or one of the rules above. */
type FieldRule = typeof allow | ReturnType<ReturnType<typeof rule>>;

export const ROOT_RULES = {
  Query: {
    products: visitor,
    product: visitor,
    categories: visitor,
    vehicles: visitor,
    vehicleVariants: visitor,
    // The public catalogue, read for one vehicle, as `products` filtered by it is.
    jobKit: visitor,
    // Reads shipped tables only: no data of anyone's.
    decodeVin: visitor,
    reviews: visitor,
    // Hidden reviews are shown to no one else: this list is the only way to find one to restore.
    allReviews: customersStaff,
    // One's own purchase: found by the signed-in user's id, so there is no one else's to name.
    myPurchase: signedInOnly,
    me: signedInOnly,
    // Own account or admin: services/common/ownership.ts, asked by UsersService.findByEmail.
    user: signedInOnly,
    // Only one's own (a legacy client may name the e-mail: it must be the caller's): services/common/ownership.ts.
    myOrders: signedInOnly,
    orders: ordersStaff,
    salesSummary: ordersStaff,
    fitmentChecks: catalogueStaff,
    // One's own, found by the signed-in user's id.
    myReturns: signedInOnly,
    returns: ordersStaff,
    // The shop's ways to pay, as checkout offers them to anyone.
    paymentOptions: visitor,
    // The shop's shipping table, as checkout offers it to anyone.
    shippingMethods: visitor,
    // One's own, found by the signed-in user's id.
    myAddresses: signedInOnly,
    users: customersStaff,
    contactMessages: customersStaff,
    auditLog: owners,
    webhooks: owners,
    // Only one's own, or any for admins (services/common/ownership.ts, asked by OrdersService.get).
    order: signedInOnly,
    // One's own: a cart is found by the signed-in user's id, so there is no one else's to name.
    cart: signedInOnly,
    // One's own, found by the signed-in user's id, as the cart.
    garage: signedInOnly,
    // Stores nothing and reads only the public catalogue: a visitor's cart kept in the browser.
    cartPreview: visitor,
  },
  Mutation: {
    signIn: visitor,
    signOutEverywhere: signedInOnly,
    sendContactMessage: visitor,
    markContactMessageHandled: customersStaff,
    answerContactMessage: customersStaff,
    // In the buyer's own name only: services/common/ownership.ts, asked by OrdersService.place.
    placeOrder: signedInOnly,
    // Own orders, or any for admins: services/common/ownership.ts, asked by OrdersService.cancel.
    cancelOrder: signedInOnly,
    // The signed-in user's own cart (no argument names another's).
    addToCart: signedInOnly,
    updateCartLine: signedInOnly,
    mergeCart: signedInOnly,
    // The signed-in user's own garage: a vehicle id names one of theirs, or none (NOT_FOUND).
    addGarageVehicle: signedInOnly,
    removeGarageVehicle: signedInOnly,
    setCurrentVehicle: signedInOnly,
    nameGarageVehicle: signedInOnly,
    mergeGarage: signedInOnly,
    checkout: signedInOnly,
    // From one's own address book: an id of anyone else's is answered as missing.
    forgetAddress: signedInOnly,
    shipOrder: ordersStaff,
    deliverOrder: ordersStaff,
    recordPayment: ordersStaff,
    refundOrder: ordersStaff,
    confirmFitment: catalogueStaff,
    // Of one's own delivered order: another's is answered as missing (Returning.request).
    requestReturn: signedInOnly,
    approveReturn: ordersStaff,
    refuseReturn: ordersStaff,
    receiveReturn: ordersStaff,
    refundReturn: ordersStaff,
    // One's own card order only, staff's asking included (a card payment is its holder's): Paying.startCard.
    startCardPayment: signedInOnly,
    // Own profile, or anyone's for admins: services/common/ownership.ts, asked by UsersService.updateProfile.
    updateProfile: signedInOnly,
    // In the caller's name; whether they bought the part is read from their own orders only.
    addReview: signedInOnly,
    hideReview: customersStaff,
    restoreReview: customersStaff,
    makeAdmin: owners,
    setStaffRoles: owners,
    addWebhook: owners,
    removeWebhook: owners,
    sendTestWebhook: owners,
    removeUser: customersStaff,
    addProduct: catalogueStaff,
    updateProduct: catalogueStaff,
    deleteProduct: catalogueStaff,
  },
} satisfies RootRules;

const permissions = shield(ROOT_RULES, {
  fallbackRule: deny,
  fallbackError: () => forbidden("This field is not open to anyone"),
  // Errors thrown by resolvers (validation, not found, stock) reach the client as they are.
  allowExternalErrors: true,
});

/**
 * Shield's checks on the root fields only. Shield wraps every field of every type (those of open types
 * in an `allow`) in an async function, so every field of every answer became a promise to await for a
 * check that always passes; the types are open, so only the roots are wrapped.
 */
export function rootPermissions(schema: GraphQLSchema): IMiddleware {
  const { Query, Mutation } = permissions.generate(schema) as Record<string, IMiddlewareFieldMap>;
  return { Query: Query!, Mutation: Mutation! };
}
