import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { AuthProvider } from "../features/auth";
import { mergeBrowserCart } from "../features/cart";
import { mergeBrowserGarage } from "../features/garage";
import { system } from "./theme";
import { Toasts } from "./toasts";

/**
 * The whole shop around its router: styles, the GraphQL client, the session and the toast area. The
 * browser (main.tsx) gives it its router, the server renderer (entry-server.tsx) a static one.
 */
const joinBrowserKeeps = async (client: ApolloClient) => {
  await Promise.all([mergeBrowserCart(client), mergeBrowserGarage(client)]);
};

export function App({
  client,
  styles = system,
  children,
}: {
  client: ApolloClient;
  /** The style system: the whole one unless the page's CSS is already there (main.tsx). */
  styles?: SystemContext;
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={styles}>
      <ApolloProvider client={client}>
        {/* A visitor's cart and garage join their account's as they sign in, before the session counts as
            signed in. */}
        <AuthProvider onSigningIn={joinBrowserKeeps}>
          {children}
          <Toasts />
        </AuthProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}
