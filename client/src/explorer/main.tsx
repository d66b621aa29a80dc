// Monaco's editor, JSON and GraphQL workers, bundled by Vite as same-origin files (`?worker` imports).
// GraphiQL's other setups would fetch them from a CDN (esm.sh), which this server must never rely on.
import "graphiql/setup-workers/vite";
// Carries GraphiQL's fonts (Roboto, Fira Code) and Monaco's icon font inline as data: URLs, so no font
// is fetched from anywhere; Monaco's own CSS imports add its icon font as a bundled file.
import "graphiql/style.css";
import "./explorer.css";

import { createGraphiQLFetcher } from "@graphiql/toolkit";
import { GraphiQL } from "graphiql";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

// Same origin as the page: the explorer is served by the API server itself at the GraphQL path.
const fetcher = createGraphiQLFetcher({ url: "/graphql" });

// JSONC, so the hint can stay a comment until the integrator pastes a token.
const defaultHeaders = `{
  // Signed-in operations need the shop's access token,
  // returned by the signIn mutation:
  // "Authorization": "Bearer <accessToken>"
}`;

// Kept narrow: it opens in a half-width editor.
const defaultQuery = `# Vehicle Parts Shop API
#
# Docs: the book icon at the top left lists every
# type and field. Run with Ctrl-Enter (Cmd-Enter).
# Headers (below): add your Authorization header.

query Catalogue {
  products(first: 5) {
    totalCount
    edges {
      node {
        id
        name
        price
        availableQuantity
      }
    }
  }
}
`;

function ExplorerLogo() {
  return <span className="explorer-logo">Vehicle Parts Shop API</span>;
}

const root = document.getElementById("explorer");
if (!root) throw new Error("explorer.html has no #explorer element");

createRoot(root).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      // The contract's own description (auth, error codes) opens the documentation explorer.
      schemaDescription
      defaultQuery={defaultQuery}
      defaultHeaders={defaultHeaders}
      initialHeaders={defaultHeaders}
      defaultEditorToolsVisibility="headers"
    >
      <GraphiQL.Logo>
        <ExplorerLogo />
      </GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
