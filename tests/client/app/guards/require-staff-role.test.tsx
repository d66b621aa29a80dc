// @vitest-environment jsdom
import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RequireStaffRole } from "../../../../client/src/app/guards/require-staff-role";
import { LoginPage } from "../../../../client/src/features/auth/login-page";
import type { AuthState } from "../../../../client/src/lib/auth-context";
import { LocationProbe, renderUi } from "../../../support/render-ui";
import { startTestServer, type TestServer, type TestUser } from "../../../support/test-server";
import { sessionState, WithSession } from "../../../support/session";
import { expectOk } from "../../../support/graphql-answers";

let server: TestServer;
let admin: TestUser;
let customer: TestUser;
let customersStaff: TestUser;
let ordersStaff: TestUser;

/** A customer given one staff role by the owner, through the API. */
async function staffWith(role: "CUSTOMERS" | "ORDERS"): Promise<TestUser> {
  const user = await server.signUp("customer");
  await expectOk(
    server.gql(
      `mutation($email: String!, $roles: [StaffRole!]!) { setStaffRoles(email: $email, roles: $roles) { changed } }`,
      { email: user.email, roles: [role] },
      admin.accessToken,
    ),
  );
  return user;
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, customer] = await Promise.all([server.signUp("admin"), server.signUp("customer")]);
  [customersStaff, ordersStaff] = await Promise.all([staffWith("CUSTOMERS"), staffWith("ORDERS")]);
});
afterAll(() => server.close());

/** The shop's real API, called as `user` (or anonymously), as the app's client would after sign-in. */
function apiClientFor(user: TestUser | null) {
  const headers: Record<string, string> = user ? { authorization: `Bearer ${user.accessToken}` } : {};
  return new ApolloClient({
    link: new HttpLink({ uri: `${server.url}/graphql`, headers }),
    cache: new InMemoryCache(),
  });
}

function renderAdminPage(session: AuthState, user: TestUser | null) {
  return renderUi(
    <ApolloProvider client={apiClientFor(user)}>
      <WithSession session={session}>
        <RequireStaffRole role="customers">
          <h1>All Users</h1>
        </RequireStaffRole>
      </WithSession>
    </ApolloProvider>,
    {
      path: "/dashboard/users",
      routes: {
        "/dashboard": <LocationProbe />,
        // The real login page: it is the one that signs a refused account out.
        "/login": (
          <WithSession session={session}>
            <LoginPage />
            <LocationProbe />
          </WithSession>
        ),
      },
    },
  );
}

describe("RequireStaffRole", () => {
  it("waits while the session is being checked", () => {
    renderAdminPage(sessionState("loading"), null);
    expect(screen.getByText("Checking your access…")).toBeTruthy();
  });

  it("shows the page to an admin once the role is known", async () => {
    const session = sessionState("signedIn", admin.email);
    renderAdminPage(session, admin);
    expect(screen.getByText("Checking your access…")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "All Users" })).toBeNull();
    expect(await screen.findByRole("heading", { name: "All Users" })).toBeTruthy();
    expect(session.signOut).not.toHaveBeenCalled();
  });

  it("shows the page to staff holding its role", async () => {
    const session = sessionState("signedIn", customersStaff.email);
    renderAdminPage(session, customersStaff);
    expect(await screen.findByRole("heading", { name: "All Users" })).toBeTruthy();
    expect(session.signOut).not.toHaveBeenCalled();
  });

  it("sends staff without the page's role back to the dashboard, still signed in", async () => {
    const session = sessionState("signedIn", ordersStaff.email);
    renderAdminPage(session, ordersStaff);
    expect((await screen.findByTestId("location")).textContent).toBe("/dashboard");
    expect(screen.queryByRole("heading", { name: "All Users" })).toBeNull();
    expect(session.signOut).not.toHaveBeenCalled();
  });

  it("signs a customer out and sends them to /login, not to come back here after logging in", async () => {
    const session = sessionState("signedIn", customer.email);
    renderAdminPage(session, customer);
    expect(screen.getByText("Checking your access…")).toBeTruthy();
    // Remembering the page would send the customer straight back, to be signed out again.
    expect((await screen.findByTestId("location")).textContent).toBe("/login");
    expect(await screen.findByRole("heading", { name: "Login now!" })).toBeTruthy();
    await waitFor(() => expect(session.signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("heading", { name: "All Users" })).toBeNull();
  });

  it("sends a signed-out visitor to /login without asking the server", () => {
    const session = sessionState("signedOut");
    renderAdminPage(session, null);
    expect(screen.getByTestId("location").textContent).toBe("/login from /dashboard/users");
    expect(session.signOut).not.toHaveBeenCalled();
  });
});
