// @vitest-environment jsdom
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { screen, within } from "@testing-library/react";
import type { Auth, User } from "firebase/auth";
import { useMemo, useState, type ReactElement } from "react";
import { createPortal } from "react-dom";
import { NavLink, useLocation } from "react-router-dom";
import { of } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { Navbar } from "../../../client/src/app/layout/navbar";
import { createShopCache } from "../../../client/src/lib/apollo-client";
import { AuthContext, type AuthState } from "../../../client/src/lib/auth-context";
import {
  DashboardMenuPlaceContext,
  useDashboardMenuPlace,
} from "../../../client/src/lib/dashboard-menu-place";
import { renderUi } from "../../support/render-ui";

function session(overrides: Partial<AuthState>): AuthState {
  return {
    status: "signedOut",
    user: null,
    error: null,
    auth: null,
    loadAuth: vi.fn(async () => ({}) as Auth),
    signOut: vi.fn(async () => {}),
    renewSession: vi.fn(async () => {}),
    ...overrides,
  };
}

/** A cart of `itemCount` items, as the shop answers for a customer's cart or a visitor's preview. */
const cartOf = (itemCount: number) => ({ __typename: "Cart", lines: [], subtotal: 0, itemCount });

/** The shop, as far as the bar asks it: a customer's cart holds 3 items, a visitor's preview 1. */
const shopLink = new ApolloLink((operation) =>
  of({ data: operation.operationName === "Cart" ? { cart: cartOf(3) } : { cartPreview: cartOf(1) } }),
);

const renderNavbar = (
  state: AuthState,
  path = "/",
  routes?: Record<string, ReactElement>,
  routePattern?: string,
) =>
  renderUi(
    <ApolloProvider client={new ApolloClient({ link: shopLink, cache: createShopCache() })}>
      <AuthContext.Provider value={state}>
        <Navbar />
      </AuthContext.Provider>
    </ApolloProvider>,
    { path, routes, routePattern },
  );

/** Where the router went, with the query: the Products page reads its search from `q`. */
function AddressProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

const cartLink = () =>
  within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: /^Cart\b/ });

/**
 * The bar's links. jsdom applies no media queries, so the desktop row counts as hidden (display: none
 * below the lg breakpoint): `hidden: true` reads it anyway. The mobile menu repeats them outside the nav.
 */
const mainLinks = () =>
  within(screen.getByRole("navigation", { name: "Main" }))
    .getAllByRole("link", { hidden: true })
    .map((link) => [link.getAttribute("aria-label") ?? link.textContent, link.getAttribute("href")]);

describe("the navigation bar", () => {
  it("offers Login, not Dashboard, to a visitor", () => {
    renderNavbar(session({ status: "signedOut" }));
    expect(mainLinks()).toEqual([
      ["Vehicle Parts", "/"],
      ["Home", "/"],
      ["Products", "/products"],
      ["My Portfolio", "/myPortfolio"],
      ["Blogs", "/blogs"],
      // Between tablets and wide screens, where the bar has no room for the search box itself.
      ["Search parts", "/products"],
      ["Login", "/login"],
      ["Cart", "/cart"],
    ]);
    expect(screen.queryByRole("button", { name: "Sign Out" })).toBeNull();
  });

  it("offers Dashboard, the display name and Sign Out when signed in", async () => {
    const state = session({
      status: "signedIn",
      user: { displayName: "Rahim Uddin", email: "r@x.io" } as User,
    });
    const { user } = renderNavbar(state);
    expect(mainLinks()).toContainEqual(["Dashboard", "/dashboard"]);
    expect(mainLinks().map(([label]) => label)).not.toContain("Login");
    expect(screen.getAllByText("Rahim Uddin").length).toBeGreaterThan(0);
    // The desktop button (hidden to jsdom, which applies no media queries) and the mobile menu's.
    await user.click(screen.getAllByRole("button", { name: "Sign Out", hidden: true })[0]!);
    expect(state.signOut).toHaveBeenCalledOnce();
  });

  it("shows neither Login nor Dashboard while the session is unknown", () => {
    renderNavbar(session({ status: "loading" }));
    const labels = mainLinks().map(([label]) => label);
    expect(labels).not.toContain("Login");
    expect(labels).not.toContain("Dashboard");
  });

  it("leads everyone to the cart, naming how many items it holds once there are some", async () => {
    const { unmount } = renderNavbar(session({ status: "loading" }));
    expect(cartLink().getAttribute("href")).toBe("/cart");
    expect(cartLink().textContent).toBe("Cart");
    unmount();

    // An empty cart says no count: the page reads as the server sent it.
    const visitor = renderNavbar(session({ status: "signedOut" }));
    expect(cartLink().textContent).toBe("Cart");
    visitor.unmount();

    localStorage.setItem("cart", JSON.stringify([{ productId: "665f1c2e9b1e8a0012345678", quantity: 1 }]));
    const returning = renderNavbar(session({ status: "signedOut" }));
    expect(await screen.findByRole("link", { name: "Cart, 1 item" })).toBeTruthy();
    returning.unmount();

    renderNavbar(session({ status: "signedIn", user: { email: "r@x.io" } as User }));
    const link = await screen.findByRole("link", { name: "Cart, 3 items" });
    // The badge beside the link shows the count; the link's name says it in words, once.
    expect(link.textContent).toBe("Cart");
    expect(screen.getByText("3").getAttribute("aria-hidden")).toBe("true");
  });

  it("searches the catalogue from any page: in the bar on desktops, in the menu on phones, with or without scripts", async () => {
    const { user } = renderNavbar(session({ status: "signedOut" }), "/blogs", {
      "/products": <AddressProbe />,
    });
    // Plain GET forms to the Products page: a server-rendered page searches before its scripts arrive.
    // Both are hidden in jsdom (the bar's row by its media query, the menu until opened), and a hidden
    // element's accessible name is empty: read their labels as attributes.
    const forms = screen.getAllByRole("search", { hidden: true });
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form.getAttribute("aria-label")).toBe("Search parts");
      expect([form.getAttribute("action"), form.getAttribute("method")]).toEqual(["/products", "get"]);
      expect(within(form).getByRole("searchbox", { hidden: true }).getAttribute("name")).toBe("q");
    }
    await user.click(screen.getByRole("button", { name: "Toggle navigation menu" }));
    await user.type(screen.getByRole("searchbox", { name: "Search parts" }), "  04465 06090 {Enter}");
    expect(screen.getByTestId("address").textContent).toBe("/products?q=04465+06090");
  });

  it("closes the phone's menu as one of its links or its search takes the shopper on", async () => {
    // The bar on every path, as in the shop's layout.
    const { user } = renderNavbar(session({ status: "signedOut" }), "/blogs", undefined, "/*");
    const toggle = () => screen.getByRole("button", { name: "Toggle navigation menu" });
    await user.click(toggle());
    await user.click(screen.getByRole("link", { name: "Products" }));
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    await user.type(screen.getByRole("searchbox", { name: "Search parts" }), "pads{Enter}");
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
  });

  it("has one menu toggle, whose menu holds the dashboard's own on dashboard pages and closes as it is followed", async () => {
    const { user, unmount } = renderNavbar(
      session({ status: "signedIn", user: { email: "r@x.io" } as User }),
    );
    const toggle = screen.getByRole("button", { name: "Toggle navigation menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    // jsdom hides the desktop row (no media queries), so a visible Products link is the mobile menu's.
    expect(screen.queryByRole("link", { name: "Products" })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Products" })).toBeTruthy();
    unmount();

    // The dashboard draws its menu in the place the bar gives it, as dashboard-layout.tsx does.
    function DashboardMenuStandIn() {
      const place = useDashboardMenuPlace().element;
      return place && createPortal(<NavLink to="/dashboard/myProduct">My Order</NavLink>, place);
    }
    function DashboardPage() {
      const [element, set] = useState<HTMLElement | null>(null);
      return (
        <DashboardMenuPlaceContext.Provider value={useMemo(() => ({ element, set }), [element])}>
          <Navbar />
          <DashboardMenuStandIn />
        </DashboardMenuPlaceContext.Provider>
      );
    }
    // One page for every dashboard path, as the dashboard's layout is: following a link keeps it.
    const { user: dashboardUser } = renderUi(
      <ApolloProvider client={new ApolloClient({ link: shopLink, cache: createShopCache() })}>
        <AuthContext.Provider value={session({ status: "signedIn", user: { email: "r@x.io" } as User })}>
          <DashboardPage />
        </AuthContext.Provider>
      </ApolloProvider>,
      { path: "/dashboard", routePattern: "/dashboard/*" },
    );
    expect(screen.getAllByRole("button", { name: /^Toggle/ }).map((button) => button.ariaLabel)).toEqual([
      "Toggle navigation menu",
    ]);
    expect(screen.queryByRole("link", { name: "My Order" })).toBeNull();
    await dashboardUser.click(screen.getByRole("button", { name: "Toggle navigation menu" }));
    await dashboardUser.click(screen.getByRole("link", { name: "My Order" }));
    expect(screen.getByRole("button", { name: "Toggle navigation menu" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
  });
});
