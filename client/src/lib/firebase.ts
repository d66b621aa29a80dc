import { initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, type Auth } from "firebase/auth";
import type { RuntimeConfig } from "./runtime-config";

/** Firebase Auth for this page, pointed at the emulator when the server says it uses one. */
export function createFirebaseAuth(config: RuntimeConfig): Auth {
  const auth = getAuth(initializeApp(config.firebase));
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}
