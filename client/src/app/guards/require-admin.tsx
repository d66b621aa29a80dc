import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { LoadingState } from "../../components/loading-state";
import { useAuth } from "../../lib/auth-context";
import type { LoginState } from "../../features/auth";
import { PATHS } from "../../lib/paths";
import { useMe } from "../../lib/use-me";

/**
 * Admin pages, as the spec says: until the role is known a loading indicator shows; anyone who is not
 * an admin is signed out and sent to /login. This is for the screen only: the server refuses the same
 * calls to non-admins whatever the browser does.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const { isAdmin, loading } = useMe();
  const location = useLocation();

  if (loading) return <LoadingState label="Checking your access…" />;
  if (isAdmin) return children;
  // A signed-in customer: the login page signs them out. Not signing out here, where the sign-out would
  // make RequireAuth remember this page, and logging in again would bring them back to be refused, in a
  // loop. A visitor is sent to log in and comes back here after (an admin's way in).
  const state: LoginState = status === "signedIn" ? { refused: true } : { from: location };
  return <Navigate to={PATHS.login} replace state={state} />;
}
