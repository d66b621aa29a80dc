import { ApolloClient, HttpLink } from "@apollo/client";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import type { RenderPage } from "../../shared/page-rendering";
import { App } from "./app/app";
import { isBehindLogin, routes } from "./app/routes";
import { createShopCache } from "./lib/apollo-client";
import { ServerPageContext, type ServerPage } from "./lib/server-page";
import { SiteOriginContext } from "./lib/site-origin";

const handler = createStaticHandler(routes);

/**
 * React writes the `<title>`, `<meta>` and `<link>` elements a page renders ahead of its markup when it
 * renders less than a whole document; they belong in the document's head. React escapes `<` in text and
 * attributes, so the first `<` that does not open one of them is where the page begins.
 */
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

/**
 * The storefront's public pages as HTML, rendered as a visitor sees them: every query a page makes is
 * answered first (Apollo renders the tree until no query is left waiting), then the last render is the page.
 */
export const renderPage: RenderPage = async ({ url, origin, fetch, signal }) => {
  // The browser renders a signed-in user's pages alone.
  if (isBehindLogin(new URL(url, origin).pathname)) return null;

  const context = await handler.query(new Request(new URL(url, origin), { signal }));
  // No route has a loader or an action, so the handler never answers with a redirect of its own.
  if (context instanceof Response) return null;
  const client = new ApolloClient({
    ssrMode: true,
    link: new HttpLink({ uri: `${origin}/graphql`, fetch }),
    cache: createShopCache(),
  });
  const page: ServerPage = { status: context.statusCode };
  const tree = (
    <ServerPageContext.Provider value={page}>
      <SiteOriginContext.Provider value={origin}>
        <App client={client}>
          {/* No loader data to hand over, and an inline script is what the page's policy forbids. */}
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </App>
      </SiteOriginContext.Provider>
    </ServerPageContext.Provider>
  );
  // A component that throws while rendering would leave its part of the page to the browser, behind a
  // script the page's policy does not run: the server sends the page unrendered instead, and logs why.
  let failure: unknown;
  const { result, aborted } = await prerenderStatic({
    tree,
    signal,
    renderFunction: (node) =>
      // Every part of the page in place, however large: outlined parts are put in place by inline scripts.
      prerender(node, {
        signal,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          failure ??= error;
        },
      }),
  });
  if (failure) throw failure;
  // Out of time (the signal): the last render still shows its queries loading. Sent and kept as the page,
  // it would give crawlers and the response cache spinners for content; unrendered, the browser draws it.
  if (aborted) throw new Error("the page's queries were not all answered in time");
  const head = LEADING_HEAD_ELEMENTS.exec(result)![0];
  return {
    status: page.status,
    head,
    body: result.slice(head.length),
    state: JSON.stringify(client.extract()),
  };
};
