import type { Resolvers, StaffRole as StaffRoleName } from "../../../generated/server/graphql";
import { signedIn, staffRolesOf } from "../../services/common/request-context";
import type { StaffRole } from "../../../shared/staff-roles";

/** The schema's StaffRole as stored: the same words in lower case. */
const storedStaffRole = (role: StaffRoleName) => role.toLowerCase() as StaffRole;
import { connectionResolvers } from "./connection";

export const userResolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => ctx.user,
    user: (_, { email }, ctx) => ctx.services.users.findByEmail(signedIn(ctx), email),
    users: (_, args, ctx) => ctx.services.users.list(args),
  },
  Mutation: {
    signIn: (_, { idToken, email }, ctx) => ctx.services.users.signIn(ctx, idToken, email),
    updateProfile: (_, { input, email }, ctx) =>
      ctx.services.users.updateProfile(signedIn(ctx), input, email),
    makeAdmin: (_, { email }, ctx) => ctx.services.users.makeAdmin(signedIn(ctx), email),
    setStaffRoles: (_, { email, roles }, ctx) =>
      ctx.services.users.setStaffRoles(signedIn(ctx), email, roles.map(storedStaffRole)),
    signOutEverywhere: async (_, __, ctx) => {
      await ctx.services.users.signOutEverywhere(signedIn(ctx));
      return { signedOut: true };
    },
    removeUser: (_, { email }, ctx) => ctx.services.users.remove(signedIn(ctx), email),
  },
  UserConnection: connectionResolvers,
  User: {
    id: (user) => user._id.toHexString(),
    role: (user) => (user.role === "admin" ? "ADMIN" : "CUSTOMER"),
    staffRoles: (user) => staffRolesOf(user).map((role) => role.toUpperCase() as StaffRoleName),
    profile: (user) => ({
      education: user.profile?.education ?? null,
      address: user.profile?.address ?? null,
      phone: user.profile?.phone ?? null,
    }),
  },
};
