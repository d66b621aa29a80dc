import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import type { ReactElement } from "react";
import { Toasts } from "../../client/src/app/toasts";
import { createApolloClient } from "../../client/src/lib/apollo-client";
import type { SessionStatus } from "../../client/src/lib/auth-context";
import { sessionState, WithSession } from "./session";

export interface InShopOptions {
  /** Whose page it is; signed in by default (the access token is the test's to store). */
  status?: SessionStatus;
  email?: string;
  /** The GraphQL client, for pages that must share one (a page and the page it leads to); a new one else. */
  client?: ApolloClient;
}

/**
 * A page as the shop's App holds it, for a jsdom test against a real shop (useShopForPage): a GraphQL
 * client of its own, the session, and the toast area. Give it to renderUi.
 */
export function inShop(
  page: ReactElement,
  { status = "signedIn", email, client = createApolloClient() }: InShopOptions = {},
): ReactElement {
  return (
    <ApolloProvider client={client}>
      <WithSession session={sessionState(status, email)}>
        {page}
        <Toasts />
      </WithSession>
    </ApolloProvider>
  );
}
