import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { AuthProvider } from "../features/auth/auth-provider";
import { routes } from "./routes";
import { system } from "./theme";
import { Toasts } from "./toasts";

const router = createBrowserRouter(routes);

/** The whole shop: styles, the GraphQL client, the session, the pages and the toast area. */
export function App({ client }: { client: ApolloClient }) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <AuthProvider>
          <RouterProvider router={router} />
          <Toasts />
        </AuthProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}
