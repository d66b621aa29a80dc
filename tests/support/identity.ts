/**
 * Test helpers over the Auth emulator's REST API: the same calls the browser's Firebase SDK makes
 * (signUp, signInWithPassword with an API key; any key is accepted by the emulator) plus the emulator's
 * privileged ones (`Authorization: Bearer owner`). No mocks: tokens come from the running emulator
 * named by FIREBASE_AUTH_EMULATOR_HOST (set by tests/support/global-setup.ts).
 */

const API_KEY = "fake-api-key";

/** The project id of the test run's emulator (tests/support/global-setup.ts). */
export const TEST_FIREBASE_PROJECT_ID = "demo-vehicle-parts";

export interface EmulatorUser {
  uid: string;
  idToken: string;
  email: string;
}

export interface CreateEmulatorUserOptions {
  email: string;
  /** Default: "password123" (the emulator wants at least 6 characters). */
  password?: string;
  displayName?: string;
  emailVerified?: boolean;
}

function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error("FIREBASE_AUTH_EMULATOR_HOST is not set: is tests/support/global-setup.ts registered?");
  return host;
}

async function call<T>(
  path: string,
  init: { method?: string; body?: unknown; owner?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (init.owner) headers.authorization = "Bearer owner";
  const response = await fetch(`http://${emulatorHost()}${path}`, {
    method: init.method ?? "POST",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Auth emulator ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** The project a token belongs to: its audience (the emulator serves every project id). */
function projectOf(idToken: string): string {
  const payload = idToken.split(".")[1] ?? "";
  const { aud } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { aud?: string };
  if (!aud) throw new Error("emulator token without an audience");
  return aud;
}

interface SignInResponse {
  localId: string;
  idToken: string;
  email: string;
}

/** Signs in with e-mail and password, as the browser does; returns a fresh ID token. */
export async function signInEmulatorUser(email: string, password: string): Promise<EmulatorUser> {
  const body = await call<SignInResponse>(
    `/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    {
      body: { email, password, returnSecureToken: true },
    },
  );
  return { uid: body.localId, idToken: body.idToken, email: body.email };
}

/**
 * Creates an e-mail/password account. With `emailVerified`, the account is marked verified through
 * the emulator's admin API and signed in again, because a token carries the claims of the moment it
 * was minted: only the second one says `email_verified: true`.
 */
export async function createEmulatorUser(options: CreateEmulatorUserOptions): Promise<EmulatorUser> {
  const { email, password = "password123", displayName, emailVerified = false } = options;
  const created = await call<SignInResponse>(
    `/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    {
      body: { email, password, displayName, returnSecureToken: true },
    },
  );
  if (!emailVerified) {
    // signUp's token already carries the display name (the emulator stores it before minting).
    return { uid: created.localId, idToken: created.idToken, email: created.email };
  }
  const projectId = projectOf(created.idToken);
  await call(`/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`, {
    owner: true,
    body: { localId: created.localId, emailVerified: true },
  });
  return signInEmulatorUser(email, password);
}

/**
 * Changes an account at the provider directly, as the Firebase console or the user's own actions would
 * (not through the shop): `emailVerified` as the verification link does, `disableUser` as disabling it,
 * `validSince` (seconds) as revoking its sessions.
 */
export async function updateEmulatorUser(
  uid: string,
  fields: { emailVerified?: boolean; disableUser?: boolean; validSince?: string },
): Promise<void> {
  await call(`/identitytoolkit.googleapis.com/v1/projects/${TEST_FIREBASE_PROJECT_ID}/accounts:update`, {
    owner: true,
    body: { localId: uid, ...fields },
  });
}

/**
 * Resets an account's password through the e-mail link, as its owner would: the emulator "sends" the
 * link (it keeps the code), and following it proves the address.
 */
export async function resetEmulatorPassword(email: string, newPassword: string): Promise<void> {
  await call(`/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=${API_KEY}`, {
    body: { requestType: "PASSWORD_RESET", email },
  });
  const { oobCodes } = await call<{ oobCodes: { email: string; oobCode: string; requestType: string }[] }>(
    `/emulator/v1/projects/${TEST_FIREBASE_PROJECT_ID}/oobCodes`,
    { method: "GET" },
  );
  const link = oobCodes.findLast((code) => code.email === email && code.requestType === "PASSWORD_RESET");
  if (!link) throw new Error(`the emulator kept no password-reset link for ${email}`);
  await call(`/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=${API_KEY}`, {
    body: { oobCode: link.oobCode, newPassword },
  });
}

/** Deletes an account at the provider directly, as the Firebase console would (not through the shop). */
export async function deleteEmulatorUser(uid: string): Promise<void> {
  await call(`/identitytoolkit.googleapis.com/v1/projects/${TEST_FIREBASE_PROJECT_ID}/accounts:delete`, {
    owner: true,
    body: { localId: uid },
  });
}

/** Removes every account of the project (the emulator's own reset endpoint). */
export async function clearEmulatorUsers(projectId: string): Promise<void> {
  await call(`/emulator/v1/projects/${projectId}/accounts`, { method: "DELETE" });
}

/**
 * Rewrites claims of a JWT (an emulator ID token, an access token), keeping its header and signature
 * part: what a forger can do without the key.
 */
export function tamperToken(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString("base64url"), signature].join(".");
}
