import { ChakraProvider } from "@chakra-ui/react";
import { render, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { system } from "../../client/src/app/theme";

/** Shows where the router is, so a test can assert a redirect by the words on screen. */
export function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return (
    <p data-testid="location">
      {location.pathname}
      {from ? ` from ${from}` : ""}
    </p>
  );
}

/**
 * Renders a component with the shop's theme inside a router at `path`. Other routes can be given, e.g.
 * `{ "/login": <LocationProbe /> }`, to see where a guard sends the user.
 */
export interface RenderUiOptions {
  /** The URL the router starts at. */
  path?: string;
  /** The route pattern `ui` is mounted at (defaults to `path`). */
  routePattern?: string;
  /** Other routes, by pattern. */
  routes?: Record<string, ReactElement>;
}

export function renderUi(
  ui: ReactElement,
  { path = "/", routePattern, routes = {} }: RenderUiOptions = {},
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const result = render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePattern ?? path} element={ui} />
          {Object.entries(routes).map(([routePath, element]) => (
            <Route key={routePath} path={routePath} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
  return { ...result, user };
}
