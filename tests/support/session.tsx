import type { Auth, User } from "firebase/auth";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { AuthContext, type AuthState, type SessionStatus } from "../../client/src/lib/auth-context";

/**
 * A session as the AuthProvider would publish it, without Firebase: the guards read only the status
 * and call signOut, which is a spy here so a test can see the guard end the session.
 */
export function sessionState(status: SessionStatus, email = "driver@example.com"): AuthState {
  return {
    status,
    user: status === "signedIn" ? ({ uid: "uid-1", email, displayName: null, photoURL: null } as User) : null,
    error: null,
    // The guards never reach Firebase itself.
    auth: null,
    loadAuth: vi.fn(async () => ({}) as Auth),
    signOut: vi.fn(async () => {}),
    renewSession: vi.fn(async () => {}),
  };
}

export function WithSession({ session, children }: { session: AuthState; children: ReactNode }) {
  return <AuthContext.Provider value={session}>{children}</AuthContext.Provider>;
}
