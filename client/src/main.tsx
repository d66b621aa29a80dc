import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router-dom";
import { RENDERED_STATE_ID } from "../../shared/page-rendering";
import { App } from "./app/app";
import { routes } from "./app/routes";
import { system, systemForRenderedPage } from "./app/theme";
import { replayEarlyTaps } from "./early-taps";
import { createApolloClient } from "./lib/apollo-client";

/**
 * The code of the page at this URL, loaded before the first render (React Router's recipe for lazy routes
 * under server rendering): a page the server rendered must be drawn whole on the first render, or React
 * would have to take it apart and show it loading.
 */
async function loadThisPage(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

const container = document.getElementById("root")!;
const client = createApolloClient();

function start() {
  // A page the server rendered comes with the answers it was rendered from: with them in the cache, the
  // first render here is the server's, and React adopts its markup instead of drawing the page again.
  const renderedState = document.getElementById(RENDERED_STATE_ID);
  const page = (
    <StrictMode>
      <App client={client} styles={renderedState ? systemForRenderedPage() : system}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </App>
    </StrictMode>
  );
  if (renderedState) {
    client.cache.restore(JSON.parse(renderedState.textContent ?? "{}"));
    // In a transition, hydration yields to the browser every few milliseconds, the root's work as well as
    // each section's: a tap or a scroll during it is answered, and no task blocks the phone for long.
    startTransition(() => {
      hydrateRoot(container, page);
    });
  } else {
    createRoot(container).render(page);
  }
  replayEarlyTaps();
}

// If the page's code did not load (offline), the router tries again and shows its error page if it fails.
void loadThisPage().then(start, start);
