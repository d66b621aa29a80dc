import type { GraphQLSchema } from "graphql";
import type { IMiddleware, IMiddlewareFieldMap } from "graphql-middleware";
import { allow, deny, rule, shield } from "graphql-shield";
import type { MutationResolvers, QueryResolvers } from "../../generated/server/graphql";
import { forbidden } from "../services/errors";
import { notSignedIn, type RequestContext } from "../services/request-context";

/**
 * Who may call what. Every root field names its rule here, and anything not named is denied
 * (`fallbackRule: deny`), so a field added to the schema is closed until someone decides otherwise;
 * tests/server/graphql/permissions-coverage.test.ts fails when a Query or Mutation field has no explicit rule.
 *
 * Roles are read from the user document loaded for this request (never from the token), so Make Admin
 * and Remove User take effect on the next request. Finer checks that need the data (whose order it is,
 * whose profile) live in the services, next to the data they read.
 *
 * Rules read only the context, so their result is cached per request ("contextual"). Other types' fields
 * are open: what a caller can reach is decided at the root field that leads to it (rootPermissions).
 */

export const isSignedIn = rule({ cache: "contextual" })((_parent, _args, ctx: RequestContext) =>
  ctx.user ? true : notSignedIn(ctx),
);

export const isAdmin = rule({ cache: "contextual" })((_parent, _args, ctx: RequestContext) => {
  if (!ctx.user) return notSignedIn(ctx);
  return ctx.user.role === "admin" ? true : forbidden("Only admins may do this");
});

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
    reviews: visitor,
    me: isSignedIn,
    // Self or admin: checked in UsersService.findByEmail, which knows whose e-mail it is.
    user: isSignedIn,
    myOrders: isSignedIn,
    orders: isAdmin,
    users: isAdmin,
  },
  Mutation: {
    signIn: visitor,
    signOutEverywhere: isSignedIn,
    sendContactMessage: visitor,
    placeOrder: isSignedIn,
    // Own orders, or any for admins: checked in OrdersService.cancel against the order's owner.
    cancelOrder: isSignedIn,
    // Own profile, or anyone's for admins: checked in UsersService.updateProfile.
    updateProfile: isSignedIn,
    addReview: isSignedIn,
    makeAdmin: isAdmin,
    removeUser: isAdmin,
    addProduct: isAdmin,
    updateProduct: isAdmin,
    deleteProduct: isAdmin,
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
