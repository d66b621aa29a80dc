import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../generated/client";
import { useAuth } from "./auth-context";

/** Who the shop thinks the caller is; the role decides the dashboard's menu and the admin guard. */
export const MeDocument = graphql(`
  query Me {
    me {
      id
      email
      role
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

/** The signed-in user as the shop knows them (role, profile); read per user, as the spec's admin lookup. */
export function useMe() {
  const { status } = useAuth();
  const { data, loading, error, refetch } = useQuery(MeDocument, { skip: status !== "signedIn" });
  return {
    me: data?.me ?? null,
    isAdmin: data?.me?.role === "ADMIN",
    // Until the session is settled and the answer is in, the role is unknown.
    loading: status === "loading" || (status === "signedIn" && !data && !error) || loading,
    error,
    refetch,
  };
}
