import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { createEmulatorUser } from "../../support/identity";
import { field } from "./page-reading";
import type { E2EShop } from "./shop";

export interface Account {
  name: string;
  email: string;
  password: string;
}

const run = randomBytes(3).toString("hex");
let made = 0;

/** A fresh identity (the emulator is shared by the whole test run, so e-mails must not repeat). */
export function newAccount(role: string, name: string): Account {
  return { name, email: `${role}-${run}-${++made}@example.com`, password: "secret-pass-1" };
}

/**
 * Registers the account in the Auth emulator (verified when `verified`, so ADMIN_EMAILS applies), the
 * way an account made elsewhere would exist; signing in through the shop is left to the journey.
 */
export async function registerAccount(account: Account, options: { verified?: boolean } = {}): Promise<void> {
  await createEmulatorUser({
    email: account.email,
    password: account.password,
    displayName: account.name,
    emailVerified: options.verified ?? false,
  });
}

/**
 * Registers the account and signs it in to the shop over GraphQL; returns its access token. Verified,
 * an address in the shop's ADMIN_EMAILS signs in as admin.
 */
export async function apiAccount(
  shop: E2EShop,
  account: Account,
  options: { verified?: boolean } = {},
): Promise<string> {
  const identity = await createEmulatorUser({
    email: account.email,
    password: account.password,
    displayName: account.name,
    emailVerified: options.verified ?? false,
  });
  const { signIn } = await shop.graphql<{ signIn: { accessToken: string } }>(
    "mutation($idToken: String!) { signIn(idToken: $idToken) { accessToken } }",
    { idToken: identity.idToken },
  );
  return signIn.accessToken;
}

/** The navigation bar's Sign Out button: there once a session is established. */
export const signOutButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: "Sign Out", exact: true });

/** The signed-in user's name in the navigation bar (the visible copy: the phone menu has another). */
export const navbarName = (page: Page, name: string) =>
  page.getByRole("banner").getByText(name, { exact: true }).filter({ visible: true });

/** Signs in through the login form, as a person would; resolves once the navigation bar says so. */
export async function logInThroughForm(page: Page, account: Account): Promise<void> {
  if (!new URL(page.url()).pathname.toLowerCase().startsWith("/login")) await page.goto("/login");
  await field(page, "Email").fill(account.email);
  await field(page, "Password").fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await signOutButton(page).waitFor();
}

export const storedAccessToken = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem("accessToken"));
