import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { SetContextLink } from "@apollo/client/link/context";
import { readAccessToken } from "./access-token";

/** Dispatched on window when the server refused the access token we sent (expired, or the user removed). */
export const SESSION_REJECTED_EVENT = "shop:session-rejected";

/**
 * The one GraphQL client of the page. Every request carries the stored access token, read per request
 * so a sign-in or sign-out takes effect on the next call without rebuilding the client.
 */
export function createApolloClient(): ApolloClient {
  const auth = new SetContextLink((previous) => {
    const token = readAccessToken();
    return token ? { headers: { ...previous.headers, authorization: `Bearer ${token}` } } : {};
  });
  // A token the server no longer accepts is stale, not a reason to show the user an error page: the
  // auth provider hears of it and either gets a new one (still signed in to Firebase) or signs out.
  const sessionWatch = new ErrorLink(({ error, operation }) => {
    const sentToken = Boolean(operation.getContext().headers?.authorization);
    const rejected =
      CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED");
    if (sentToken && rejected) window.dispatchEvent(new Event(SESSION_REJECTED_EVENT));
  });
  return new ApolloClient({
    link: ApolloLink.from([sessionWatch, auth, new HttpLink({ uri: "/graphql" })]),
    cache: createShopCache(),
  });
}

/** The alias under which a query asks for `products` a page at a time, each page kept on its own. */
const PAGED_PRODUCTS = "productsPage";

/**
 * The cache of the browser's client and of the server renderer's: the same policies on both sides, so the
 * answers the server rendered a page from fit the browser's cache as they are.
 */
export function createShopCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // One list per filter, sort and page size (the home page's 6 is not the catalogue's first
          // page); "load more" asks with the same page size and appends the next page to the list. A
          // table turned by Previous and Next (Manage Product) asks under the alias PAGED_PRODUCTS and
          // keeps each page apart, by its cursor, so Previous shows the page before instead of them all.
          products: {
            keyArgs: (_args, { field }) =>
              field?.alias?.value === PAGED_PRODUCTS
                ? ["filter", "sort", "first", "after"]
                : ["filter", "sort", "first"],
            merge(existing, incoming, { args }) {
              if (!existing || !args?.after) return incoming;
              return { ...incoming, edges: [...existing.edges, ...incoming.edges] };
            },
          },
          // Every cart change answers with the whole cart, which replaces the one cached.
          cart: { merge: false },
        },
      },
      // A user's profile has no id of its own; it is part of the user.
      Profile: { merge: true },
    },
  });
}
