import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { LoadingState } from "../../components/loading-state";
import { useAuth } from "../../lib/auth-context";
import { PATHS } from "../../lib/paths";

/** Protected pages: a signed-out visitor goes to /login, which sends them back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === "loading") return <LoadingState label="Checking your session…" />;
  if (status === "signedOut") return <Navigate to={PATHS.login} replace state={{ from: location }} />;
  return children;
}
