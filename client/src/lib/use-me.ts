import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../generated/client";
import { useAuth } from "./auth-context";
import { rolesAllow, type StaffRole } from "../../../shared/staff-roles";

/** Who the shop thinks the caller is; the role decides the dashboard's menu and the admin guard. */
export const MeDocument = graphql(`
  query Me {
    me {
      id
      email
      role
      staffRoles
      displayName
      photoUrl
      profile {
        education
        address
        phone
      }
    }
  }
`);

/** The signed-in user as the shop knows them (roles, profile); read per user, as the spec's admin lookup. */
export function useMe() {
  const { status } = useAuth();
  const { data, loading, error, refetch } = useQuery(MeDocument, { skip: status !== "signedIn" });
  const roles = (data?.me?.staffRoles ?? []).map((role) => role.toLowerCase() as StaffRole);
  return {
    me: data?.me ?? null,
    /** The shop's owner: an admin, as the spec says. */
    isAdmin: data?.me?.role === "ADMIN",
    /** Whether the user holds any staff role: their dashboard is the back office's. */
    isStaff: roles.length > 0,
    /** Whether the user may do what `role` covers (the owner may do anything). */
    may: (role: StaffRole) => rolesAllow(roles, role),
    // Until the session is settled and the answer is in, the role is unknown.
    loading: status === "loading" || (status === "signedIn" && !data && !error) || loading,
    error,
    refetch,
  };
}
