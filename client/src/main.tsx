import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { RENDERED_STATE_ID } from "../../shared/page-rendering";
import { App } from "./app/app";
import { routes } from "./app/routes";
import { createApolloClient } from "./lib/apollo-client";

const container = document.getElementById("root")!;
const client = createApolloClient();
const page = (
  <StrictMode>
    <App client={client}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </App>
  </StrictMode>
);

// A page the server rendered comes with the answers it was rendered from: with them in the cache, the
// first render here is the server's, and React adopts its markup instead of drawing the page again.
const renderedState = document.getElementById(RENDERED_STATE_ID);
if (renderedState) {
  client.cache.restore(JSON.parse(renderedState.textContent ?? "{}"));
  hydrateRoot(container, page);
} else {
  createRoot(container).render(page);
}
