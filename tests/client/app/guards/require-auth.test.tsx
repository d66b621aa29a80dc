// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RequireAuth } from "../../../../client/src/app/guards/require-auth";
import type { SessionStatus } from "../../../../client/src/lib/auth-context";
import { LocationProbe, renderUi } from "../../../support/render-ui";
import { sessionState, WithSession } from "../../../support/session";

function renderGuarded(status: SessionStatus) {
  return renderUi(
    <WithSession session={sessionState(status)}>
      <RequireAuth>
        <p>Purchase form</p>
      </RequireAuth>
    </WithSession>,
    { path: "/purchase/p1", routePattern: "/purchase/:productId", routes: { "/login": <LocationProbe /> } },
  );
}

describe("RequireAuth", () => {
  it("waits while the session is being checked", () => {
    renderGuarded("loading");
    expect(screen.getByText("Checking your session…")).toBeTruthy();
    expect(screen.queryByText("Purchase form")).toBeNull();
  });

  it("sends a signed-out visitor to /login, remembering where they were going", () => {
    renderGuarded("signedOut");
    expect(screen.getByTestId("location").textContent).toBe("/login from /purchase/p1");
    expect(screen.queryByText("Purchase form")).toBeNull();
  });

  it("shows the page to a signed-in user", () => {
    renderGuarded("signedIn");
    expect(screen.getByText("Purchase form")).toBeTruthy();
  });
});
