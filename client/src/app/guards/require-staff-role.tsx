import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { LoadingState } from "../../components/loading-state";
import { useAuth } from "../../lib/auth-context";
import type { LoginState } from "../../features/auth";
import { PATHS } from "../../lib/paths";
import { useMe } from "../../lib/use-me";
import type { StaffRole } from "../../../../shared/staff-roles";

/**
 * Back-office pages, as the spec guards its admin pages: until the roles are known a loading indicator
 * shows; a customer is signed out and sent to /login. A member of staff without the page's role (the
 * orders role on Import Catalogue) goes back to the dashboard, whose menu lists what they may open. This
 * is for the screen only: the server refuses the same calls whatever the browser does.
 */
export function RequireStaffRole({ role, children }: { role: StaffRole; children: ReactNode }) {
  const { status } = useAuth();
  const { may, isStaff, loading } = useMe();
  const location = useLocation();

  if (loading) return <LoadingState label="Checking your access…" />;
  if (may(role)) return children;
  if (isStaff) return <Navigate to={PATHS.dashboard} replace />;
  // A signed-in customer: the login page signs them out. Not signing out here, where the sign-out would
  // make RequireAuth remember this page, and logging in again would bring them back to be refused, in a
  // loop. A visitor is sent to log in and comes back here after (an admin's way in).
  const state: LoginState = status === "signedIn" ? { refused: true } : { from: location };
  return <Navigate to={PATHS.login} replace state={state} />;
}
