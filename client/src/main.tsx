import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createApolloClient } from "./lib/apollo-client";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App client={createApolloClient()} />
  </StrictMode>,
);
