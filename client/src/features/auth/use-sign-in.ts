import type { Auth } from "firebase/auth";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { PATHS } from "../../lib/paths";
import { useAuth } from "../../lib/auth-context";
import { readLoginState } from "./login-state";

interface Attempt<Way> {
  way: Way;
  /** "provider": Firebase (and, for sign-up, its follow-up steps) is at work; "shop": the token exchange. */
  stage: "provider" | "shop";
}

/** Where a guard sent the user from (it keeps the whole Location in navigation state), else home. */
function origin(state: unknown): string {
  const { from } = readLoginState(state);
  return from ? from.pathname + from.search : PATHS.home;
}

/**
 * One sign-in at a time for the login and sign-up pages: which way (e-mail, Google, ...) is busy, the
 * identity provider's error, and the redirect to where the user was going once the session is complete.
 *
 * Firebase answering is only half of signing in: the AuthProvider then trades the ID token for the
 * shop's access token. The attempt stays busy until that ends, so the button spins until the page
 * moves on. If the shop refuses, the provider signs Firebase out again and useAuth().error says why.
 */
export function useSignIn<Way extends string>() {
  const { status, error: sessionError, auth, loadAuth, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [attempt, setAttempt] = useState<Attempt<Way> | null>(null);
  const [providerError, setProviderError] = useState<string | null>(null);

  // Firebase's currentUser is not React state, but every way the exchange ends updates the session (and
  // so re-renders this): signed in, or refused and signed out of Firebase again.
  const awaitingShop = attempt?.stage === "shop" && status !== "signedIn" && auth?.currentUser != null;
  const busy = attempt && (attempt.stage === "provider" || awaitingShop) ? attempt.way : null;
  // Sign-up's steps after creating the account (display name, renewed token) must finish first.
  const holdRedirect = attempt?.stage === "provider";
  const target = origin(location.state);

  const refused = readLoginState(location.state).refused === true;

  // Firebase loads with the screen, not on the click: Google's pop-up must open while the click still
  // counts as the user's, and the form should not wait for a download. A failure shows on the attempt.
  useEffect(() => {
    loadAuth().catch(() => {});
  }, [loadAuth]);

  useEffect(() => {
    if (status !== "signedIn" || holdRedirect) return;
    // Sent here by the admin guard: this account ends its session, so another can log in; the page then
    // forgets why it was opened, or the next sign-in would be ended too.
    if (refused) void signOut().then(() => navigate(location.pathname, { replace: true, state: null }));
    else void navigate(target, { replace: true });
  }, [status, holdRedirect, refused, signOut, navigate, target, location.pathname]);

  async function signIn(way: Way, run: (auth: Auth) => Promise<unknown>) {
    setAttempt({ way, stage: "provider" });
    setProviderError(null);
    try {
      await run(await loadAuth());
      setAttempt({ way, stage: "shop" });
    } catch (error) {
      // The provider's own words, e.g. "Firebase: Error (auth/invalid-credential).", as the spec asks.
      setProviderError(error instanceof Error ? error.message : String(error));
      setAttempt(null);
    }
  }

  return { busy, errorMessage: busy ? null : (providerError ?? sessionError), signIn };
}
