import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createApolloClient } from "./lib/apollo-client";
import { createFirebaseAuth } from "./lib/firebase";
import { loadRuntimeConfig } from "./lib/runtime-config";

const root = createRoot(document.getElementById("root")!);

loadRuntimeConfig().then(
  (config) =>
    root.render(
      <StrictMode>
        <App client={createApolloClient()} auth={createFirebaseAuth(config)} />
      </StrictMode>,
    ),
  (error: Error) => {
    document.getElementById("root")!.textContent =
      `The shop could not start: ${error.message}. Reload the page to try again.`;
  },
);
