import { createContext, useContext } from "react";
import type { Auth, User } from "firebase/auth";

/**
 * Where the page is in signing in. "signedIn" means both halves are done: Firebase knows the user and
 * the shop has issued its access token, so calls that need a user will work.
 */
export type SessionStatus = "loading" | "signedOut" | "signedIn";

export interface AuthState {
  status: SessionStatus;
  /** The identity provider's user: uid, displayName, email, photoURL. */
  user: User | null;
  /** Why the last sign-in could not be completed with the shop, to show on the login page. */
  error: string | null;
  /** Firebase Auth once this page has loaded it (see loadAuth), else null. */
  auth: Auth | null;
  /** Loads Firebase Auth if not yet loaded (a visitor's page starts without it) and follows its user. */
  loadAuth(): Promise<Auth>;
  /** Ends the session and removes the stored access token; rejects with 'No user is logged in' if none. */
  signOut(): Promise<void>;
  /** Exchanges a fresh ID token for a new access token, e.g. once sign-up has set the display name. */
  renewSession(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
