import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth, type DecodedIdToken } from "firebase-admin/auth";

/**
 * The identity provider seen by the rest of the server: Firebase Auth through firebase-admin, either
 * the real service or the Auth emulator.
 *
 * firebase-admin has no per-app emulator setting: it reads the process-wide FIREBASE_AUTH_EMULATOR_HOST
 * (auth-api-request.js `useEmulator()`) at three moments:
 *  - on the first request of an Auth instance, to build its base URL (kept for the instance's life);
 *  - on every request, to send the emulator's `Bearer owner` instead of a Google access token;
 *  - on every verifyIdToken, where "set" means: accept UNSIGNED tokens (the emulator signs nothing)
 *    and look the user up instead.
 * So the variable cannot be scoped to one app. What this module does with that:
 *  - an emulator instance sets the variable if it is unset, and the last such instance to close
 *    unsets it again (a value set outside this module is left alone); it refuses to start when the
 *    variable names another emulator, since requests could then go to either;
 *  - a real-Firebase instance refuses to start while the variable is set, and fails every verification
 *    if it gets set later, because firebase-admin would then accept forged tokens for it.
 * Several instances (each its own uniquely named app) against the same emulator coexist fine.
 */

export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoUrl: string | null;
}

/** What the provider says of an account now: the shop ends the sessions of one that is gone or disabled. */
export type AccountState =
  | { exists: false }
  | {
      exists: true;
      disabled: boolean;
      /** Sessions begun before this were revoked ("sign out everywhere", a password change). */
      tokensValidAfter: Date | null;
    };

export interface IdentityProvider {
  /** Verifies a Firebase ID token (signature, expiry, audience = projectId); throws InvalidIdTokenError on any failure. */
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
  /** The account's state; throws IdentityProviderUnavailableError when the provider does not answer. */
  accountState(uid: string): Promise<AccountState>;
  /** Revokes the account's refresh tokens, so no device can mint new ID tokens without signing in again. */
  revokeSessions(uid: string): Promise<void>;
  /** Deletes the account at the identity provider (used by Remove User); no error if it is already gone. */
  deleteUser(uid: string): Promise<void>;
  /** Readiness for /healthz: true when the provider answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export class InvalidIdTokenError extends Error {
  override name = "InvalidIdTokenError";
}

/**
 * The token could not be checked because the provider did not answer (network error, timeout, its
 * internal error). Still an InvalidIdTokenError, as the interface promises, so callers that only know
 * that class refuse the token; callers that care can answer 503 instead of 401.
 */
export class IdentityProviderUnavailableError extends InvalidIdTokenError {
  override name = "IdentityProviderUnavailableError";
}

export interface FirebaseIdentityOptions {
  projectId: string;
  /** host:port of an Auth emulator; unset means the real Firebase Auth (credentials from ADC). */
  emulatorHost?: string;
}

const EMULATOR_ENV = "FIREBASE_AUTH_EMULATOR_HOST";
const PING_TIMEOUT_MS = 3_000;
// A uid no account has: looking it up proves the provider answers without reading anyone's data.
const PING_UID = "healthz-probe-no-such-user";

// Emulator instances relying on a variable this module set (0: unset, or set by someone else).
let holdersOfOurEnv = 0;

/** Points firebase-admin at `host` for as long as the returned release function is not called. */
function holdEmulatorEnv(host: string): () => void {
  const current = process.env[EMULATOR_ENV];
  if (current && current !== host) {
    throw new Error(
      `${EMULATOR_ENV} is ${current}, but this identity provider was asked to use ${host}: ` +
        "firebase-admin reads that variable process-wide, so one process can use one emulator only.",
    );
  }
  // Set by whoever started this process (a test run, the shell): theirs to keep.
  if (current && holdersOfOurEnv === 0) return () => {};
  process.env[EMULATOR_ENV] = host;
  holdersOfOurEnv += 1;
  return () => {
    holdersOfOurEnv -= 1;
    if (holdersOfOurEnv === 0) delete process.env[EMULATOR_ENV];
  };
}

const errorCode = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

// firebase-admin's codes for "could not ask": app/network-error, app/network-timeout, auth/internal-error.
// (In real mode a failed public-key download surfaces as auth/argument-error and cannot be told apart.)
function tokenError(error: unknown): InvalidIdTokenError {
  const code = errorCode(error) ?? "";
  const unavailable = code.startsWith("app/network") || code === "auth/internal-error";
  const ErrorClass = unavailable ? IdentityProviderUnavailableError : InvalidIdTokenError;
  return new ErrorClass(`invalid ID token: ${describe(error)}`, { cause: error });
}

function toIdentity(token: DecodedIdToken): VerifiedIdentity {
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  return {
    uid: token.uid,
    email: text(token.email),
    emailVerified: token.email_verified === true,
    displayName: text(token.name),
    photoUrl: text(token.picture),
  };
}

export function createFirebaseIdentity(options: FirebaseIdentityOptions): IdentityProvider {
  const { projectId, emulatorHost } = options;
  const emulated = emulatorHost !== undefined;
  if (!emulated && process.env[EMULATOR_ENV]) {
    throw new Error(
      `${EMULATOR_ENV} is set, so firebase-admin would accept unsigned tokens: ` +
        "unset it to use the real Firebase Auth, or pass emulatorHost.",
    );
  }
  const releaseEnv = emulated ? holdEmulatorEnv(emulatorHost) : () => {};

  let app: App;
  let auth: Auth;
  try {
    // A unique name lets several providers (tests, a restarted server) live in one process. No
    // credential: the emulator takes "owner", real Firebase gets Application Default Credentials.
    app = initializeApp({ projectId }, `identity-${projectId}-${randomUUID()}`);
    auth = getAuth(app);
  } catch (error) {
    releaseEnv();
    throw error;
  }
  let closed = false;

  async function verifyIdToken(idToken: string): Promise<VerifiedIdentity> {
    if (closed) throw new InvalidIdTokenError("identity provider is closed");
    if (!emulated && process.env[EMULATOR_ENV]) {
      // Set after start: firebase-admin would now skip the signature check for this instance too.
      throw new InvalidIdTokenError(`${EMULATOR_ENV} was set after start; refusing to verify tokens`);
    }
    let decoded: DecodedIdToken;
    try {
      // checkRevoked: disabled, deleted and signed-out accounts are refused (one lookup per sign-in).
      decoded = await auth.verifyIdToken(idToken, true);
    } catch (error) {
      throw tokenError(error);
    }
    if (emulated) await checkAgainstAccount(decoded);
    return toIdentity(decoded);
  }

  /**
   * Emulator tokens are unsigned, so their claims are only as good as the account they name. The
   * claims the server acts on (e-mail, e-mail verified: they decide who becomes admin) must not claim
   * more than the account has. A token minted before the e-mail was verified stays acceptable.
   */
  async function checkAgainstAccount(decoded: DecodedIdToken): Promise<void> {
    const account = await auth.getUser(decoded.uid).catch((error: unknown) => {
      throw tokenError(error);
    });
    if ((decoded.email ?? null) !== (account.email ?? null)) {
      throw new InvalidIdTokenError("invalid ID token: its e-mail is not the account's");
    }
    if (decoded.email_verified === true && !account.emailVerified) {
      throw new InvalidIdTokenError("invalid ID token: it claims an e-mail verification the account lacks");
    }
  }

  /** An account call: an account that is gone answers `gone`; any other failure is the provider's. */
  async function forAccount<T>(what: string, call: () => Promise<T>, gone: T): Promise<T> {
    if (closed) throw new IdentityProviderUnavailableError("identity provider is closed");
    try {
      return await call();
    } catch (error) {
      if (errorCode(error) === "auth/user-not-found") return gone;
      throw new IdentityProviderUnavailableError(`${what} failed: ${describe(error)}`, { cause: error });
    }
  }

  const accountState = (uid: string) =>
    forAccount<AccountState>(
      "account lookup",
      async () => {
        const account = await auth.getUser(uid);
        const validAfter = account.tokensValidAfterTime ? new Date(account.tokensValidAfterTime) : null;
        return { exists: true, disabled: account.disabled, tokensValidAfter: validAfter };
      },
      { exists: false },
    );

  const revokeSessions = (uid: string) =>
    forAccount("revoking sessions", () => auth.revokeRefreshTokens(uid), undefined);

  const deleteUser = (uid: string) =>
    forAccount("deleting the account", () => auth.deleteUser(uid), undefined);

  async function ping(): Promise<boolean> {
    if (closed) return false;
    const lookup = auth.getUser(PING_UID).then(
      () => true,
      (error: unknown) => errorCode(error) === "auth/user-not-found",
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    try {
      return await Promise.race([lookup, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    await deleteApp(app);
    releaseEnv();
  }

  return { verifyIdToken, accountState, revokeSessions, deleteUser, ping, close };
}
