import type { ApolloClient } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import type { Auth, User } from "firebase/auth";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import {
  clearAccessToken,
  readAccessToken,
  storeAccessToken,
  usableAccessToken,
} from "../../lib/access-token";
import { SESSION_REJECTED_EVENT } from "../../lib/apollo-client";
import { useBrowserValue } from "../../lib/browser-value";
import { loadFirebaseAuth } from "../../lib/firebase";
import { errorMessage } from "../../lib/graphql-errors";
import { SignInDocument } from "./api";
import { AuthContext, type AuthState, type SessionStatus } from "../../lib/auth-context";

interface Session {
  status: SessionStatus;
  user: User | null;
  error: string | null;
}

/**
 * Keeps the Firebase session and the shop's access token in step: whenever Firebase reports a user, the
 * shop's token for that user is reused if still fresh, else the user's ID token is exchanged for a new
 * one (`signIn`). Signing out of either ends both.
 *
 * Firebase loads only when needed: at start if a token is stored (a session to restore or end), else when
 * a sign-in screen asks (loadAuth). Until then the session is a visitor's ("signedOut") unless a token is
 * stored ("loading"): so the server renders a visitor's page, a visitor's browser takes it over unchanged,
 * and a returning customer's shows their name once Firebase confirms the session.
 */
export function AuthProvider({
  children,
  onSigningIn,
}: {
  children: ReactNode;
  /**
   * What must be done with the shop's token in hand before the session counts as signed in: the app
   * joins a visitor's browser-kept cart to their account's here (auth knows nothing of carts). Called on
   * every sign-in and restored session.
   */
  onSigningIn?: (client: ApolloClient) => Promise<void>;
}) {
  const client = useApolloClient();
  const [session, setSession] = useState<Session>({ status: "loading", user: null, error: null });
  const [auth, setAuth] = useState<Auth | null>(null);
  // The newest sign-in wins: a slow exchange for a user who has since signed out must not sign them in.
  const generation = useRef(0);

  const loadAuth = useCallback(async () => {
    const loaded = await loadFirebaseAuth();
    setAuth(loaded);
    return loaded;
  }, []);

  const establish = useCallback(
    async (user: User | null, forceNewToken: boolean) => {
      const mine = ++generation.current;
      if (!user) {
        const hadSession = readAccessToken() !== null;
        clearAccessToken();
        if (mine === generation.current)
          setSession((s) => ({ status: "signedOut", user: null, error: s.error }));
        // What was cached belonged to the user who left; the page's visible queries run again as a visitor.
        // A first visit has nothing to drop, and resetting would cancel the page's first queries.
        if (hadSession) await client.resetStore().catch(() => {});
        return;
      }
      try {
        if (forceNewToken || !usableAccessToken(user.uid)) {
          const idToken = await user.getIdToken(forceNewToken);
          const { data } = await client.mutate({ mutation: SignInDocument, variables: { idToken } });
          if (mine !== generation.current) return;
          storeAccessToken(data!.signIn.accessToken, user.uid);
          // Whatever was cached belonged to the previous caller (a visitor or another account).
          await client.resetStore().catch(() => {});
        }
        // Before the session counts as signed in: the page a visitor signed in for (the checkout) then
        // shows the cart they filled as a visitor, with their account's lines.
        await onSigningIn?.(client);
        if (mine === generation.current) setSession({ status: "signedIn", user, error: null });
      } catch (error) {
        if (mine !== generation.current) return;
        // Without the shop's token the user can do nothing a visitor can't: end the Firebase session too,
        // and say why on the login page.
        setSession({ status: "signedOut", user: null, error: errorMessage(error) });
        await (await loadFirebaseAuth()).signOut();
      }
    },
    [client, onSigningIn],
  );

  useEffect(() => {
    // No stored token, no session: a visitor is signed out at once, without downloading Firebase.
    if (readAccessToken() === null) {
      setSession((s) => (s.status === "loading" ? { ...s, status: "signedOut" } : s));
      return;
    }
    // The stored session is Firebase's to renew or end. If Firebase cannot load (offline), the page
    // still works as a visitor's, and the next visit tries again.
    loadAuth().catch((error: unknown) =>
      setSession({ status: "signedOut", user: null, error: errorMessage(error) }),
    );
  }, [loadAuth]);

  useEffect(() => auth?.onAuthStateChanged((user) => void establish(user, false)), [auth, establish]);

  useEffect(() => {
    // The server refused the token: renew it if Firebase still has the user, else (or if Firebase cannot
    // load) the session is over.
    const onRejected = () =>
      void loadAuth().then(
        (loaded) => establish(loaded.currentUser, true),
        () => establish(null, true),
      );
    window.addEventListener(SESSION_REJECTED_EVENT, onRejected);
    return () => window.removeEventListener(SESSION_REJECTED_EVENT, onRejected);
  }, [loadAuth, establish]);

  // The server's answer, and the browser's while it takes over the server's page: no token anywhere.
  const sessionStored = useBrowserValue(() => readAccessToken() !== null, false);
  const status = session.status === "loading" && !sessionStored ? "signedOut" : session.status;

  // Built from the fields, not the session object: a visitor's "loading" settling to "signedOut" changes
  // nothing they show, and must not re-render every reader while the page is being taken over.
  const { user, error } = session;
  const value = useMemo<AuthState>(
    () => ({
      user,
      error,
      status,
      auth,
      loadAuth,
      async signOut() {
        const loaded = await loadAuth();
        if (!loaded.currentUser) throw new Error("No user is logged in");
        // Firebase then reports no user, and establish(null) removes the access token and cached data.
        await loaded.signOut();
      },
      renewSession: async () => establish((await loadAuth()).currentUser, true),
    }),
    [user, error, status, auth, loadAuth, establish],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
