import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { LoadingState } from "../../components/loading-state";
import { useAuth } from "../../features/auth/auth-context";
import { useMe } from "../../features/auth/use-me";
import { PATHS } from "../paths";

/**
 * Admin pages, as the spec says: until the role is known a loading indicator shows; anyone who is not
 * an admin is signed out and sent to /login. This is for the screen only: the server refuses the same
 * calls to non-admins whatever the browser does.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, signOut } = useAuth();
  const { isAdmin, loading } = useMe();
  const location = useLocation();
  const refused = !loading && !isAdmin;

  useEffect(() => {
    if (refused && status === "signedIn") void signOut();
  }, [refused, status, signOut]);

  if (loading) return <LoadingState label="Checking your access…" />;
  // A visitor comes back here after logging in (an admin's way in). A signed-in customer does not: the
  // same account would be refused and signed out again, in a loop.
  if (refused) {
    return (
      <Navigate to={PATHS.login} replace state={status === "signedIn" ? undefined : { from: location }} />
    );
  }
  return children;
}
