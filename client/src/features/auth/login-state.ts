import type { Location } from "react-router-dom";

/**
 * What a guard tells the login page through navigation state. `from`: the page to return to once signed
 * in. `refused`: the signed-in account may not see the page it asked for (an admin page); the login page
 * signs it out, so someone else can log in, and offers no way back to that page.
 */
export interface LoginState {
  from?: Location;
  refused?: boolean;
}

export const readLoginState = (state: unknown): LoginState => (state ?? {}) as LoginState;
