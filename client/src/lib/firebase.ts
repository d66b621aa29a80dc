import type { Auth } from "firebase/auth";
import { loadRuntimeConfig } from "./runtime-config";

let loading: Promise<Auth> | null = null;

/**
 * Firebase Auth for this page, pointed at the emulator when the server says it uses one. Its ~100 KB of
 * script loads on first need (signing in or up, restoring or ending a session), so a visitor who never
 * signs in never downloads it; the runtime config comes with it, as nothing else needs it. Resolves once
 * Firebase has read the user it keeps between visits, so `currentUser` is settled. One load per page;
 * a failed one (offline) is tried again on the next call.
 */
export function loadFirebaseAuth(): Promise<Auth> {
  loading ??= connect().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function connect(): Promise<Auth> {
  const [config, { initializeApp }, { connectAuthEmulator, getAuth }] = await Promise.all([
    loadRuntimeConfig(),
    import("firebase/app"),
    import("firebase/auth"),
  ]);
  const auth = getAuth(initializeApp(config.firebase));
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  await auth.authStateReady();
  return auth;
}
