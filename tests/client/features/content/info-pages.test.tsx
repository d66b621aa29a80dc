// @vitest-environment jsdom
import { ApolloProvider } from "@apollo/client/react";
import { screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { matchRoutes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { routes } from "../../../../client/src/app/routes";
import * as infoPages from "../../../../client/src/features/content/info-pages/pages";
import { createApolloClient } from "../../../../client/src/lib/apollo-client";
import { renderUi } from "../../../support/render-ui";

/** Each information page: its component, where it lives and its heading, which is its title too. */
const PAGES: Array<[name: keyof typeof infoPages, path: string, heading: string]> = [
  ["ShippingPage", "/shipping", "Shipping & delivery"],
  ["ReturnsPage", "/returns", "Returns & warranty"],
  ["AboutPage", "/about", "About us"],
  ["ContactPage", "/contact", "Contact"],
  ["TermsPage", "/terms", "Terms of use"],
  ["PrivacyPage", "/privacy", "Privacy policy"],
  ["CookiesPage", "/cookies", "Cookie policy"],
];

function renderPage(name: keyof typeof infoPages, path: string) {
  const Page: ComponentType = infoPages[name];
  // The Contact page's form sends through the shop's client; the others ask nothing of it.
  return renderUi(
    <ApolloProvider client={createApolloClient()}>
      <Page />
    </ApolloProvider>,
    { path },
  );
}

/** The route a path leads to in the shop's route table: a page's own, or "*" for the not-found page. */
const routeOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute("content");

describe.each(PAGES)("the %s", (name, path, heading) => {
  it("is headed by its title, which names it in the browser and to search engines, at its own path", () => {
    renderPage(name, path);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(heading);
    expect(document.title).toBe(`${heading} · Vehicle Parts Shop`);
    // Its summary, whole: a description cut off mid-sentence reads badly in a search result.
    const summary = meta('meta[name="description"]')!;
    expect(summary.length).toBeGreaterThan(60);
    expect(summary.endsWith("…")).toBe(false);
    expect(screen.getByText(summary)).toBeTruthy();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
      new RegExp(`${path}$`),
    );
    expect(routeOf(path)).toBe(path);
  });

  it("says its piece in sections, each under its own heading, leading only to pages of the shop", () => {
    renderPage(name, path);
    const sections = screen.getAllByRole("region");
    expect(sections.length).toBeGreaterThanOrEqual(2);
    for (const section of sections) {
      within(section).getByRole("heading", { level: 2 });
      expect(section.textContent!.length).toBeGreaterThan(80);
    }
    for (const link of screen.queryAllByRole("link")) {
      expect(routeOf(link.getAttribute("href")!), link.textContent!).not.toBe("*");
    }
  });
});

describe("what the pages promise", () => {
  it("Returns: 30 days, and the commonest reason, with the way to avoid it", () => {
    renderPage("ReturnsPage", "/returns");
    const page = document.body.textContent!;
    expect(page).toContain("within 30 days of delivery");
    expect(page).toMatch(/did not fit/i);
    const choose = screen.getByRole("region", { name: "Choose your vehicle first" });
    const link = within(choose).getByRole("link", { name: "Find parts for your vehicle" });
    expect(link.getAttribute("href")).toBe("/products");
    screen.getByRole("region", { name: "Warranty" });
  });

  it("Shipping: standard and express, with delivery estimates, and where to follow an order", () => {
    renderPage("ShippingPage", "/shipping");
    const options = within(screen.getByRole("region", { name: "Delivery options" })).getAllByRole("listitem");
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^Standard delivery: usually \d to \d working days/),
      expect.stringMatching(/^Express delivery: usually \d to \d working days/),
      expect.any(String),
    ]);
    expect(screen.getByRole("link", { name: "Track an order" }).getAttribute("href")).toBe(
      "/dashboard/myProduct",
    );
  });

  it("Privacy and Cookie policy: name what the browser keeps, and say there are no tracking cookies", () => {
    for (const name of ["PrivacyPage", "CookiesPage"] as const) {
      const { unmount } = renderPage(name, name === "PrivacyPage" ? "/privacy" : "/cookies");
      const page = document.body.textContent!;
      for (const key of ["cart:", "chosenVehicle:", "accessToken and"]) expect(page, name).toContain(key);
      expect(page, name).toContain("localStorage");
      expect(page, name).toContain("Firebase");
      unmount();
    }
    renderPage("PrivacyPage", "/privacy");
    const stored = within(screen.getByRole("region", { name: "What we store in our shop" })).getAllByRole(
      "listitem",
    );
    const listed = stored.map((item) => item.textContent).join(" ");
    for (const fact of ["e-mail address", "name", "address", "orders"]) expect(listed).toContain(fact);
  });

  it("Cookie policy: the shop sets no cookies", () => {
    renderPage("CookiesPage", "/cookies");
    expect(screen.getByRole("heading", { level: 2, name: "No cookies, no tracking" })).toBeTruthy();
    expect(document.body.textContent).toContain("Our shop does not set cookies");
  });

  it("Contact: the shop's contact form, under the page's words", () => {
    renderPage("ContactPage", "/contact");
    const form = screen.getByRole("button", { name: "Send Message" }).closest("form")!;
    for (const label of ["Email", "Subject", "Message"])
      expect(within(form).getByLabelText(new RegExp(label)));
    // Headings in order: the page's h1, then its sections' and the form's h2s.
    const levels = screen.getAllByRole("heading").map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.slice(1).every((level) => level === 2)).toBe(true);
  });
});
