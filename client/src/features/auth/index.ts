/** Sign-in: the session every page reads (AuthProvider), and the login and sign-up pages, fetched on first visit. */
export { AuthProvider } from "./auth-provider";
export type { LoginState } from "./login-state";

export const loadLoginPage = () => import("./login-page");
export const loadSignUpPage = () => import("./sign-up-page");
