// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { matchRoutes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Footer } from "../../../client/src/app/layout/footer";
import { routes } from "../../../client/src/app/routes";
import { renderUi } from "../../support/render-ui";

const column = (name: string) => within(screen.getByRole("navigation", { name }));
const linksOf = (name: string) =>
  column(name)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("the footer", () => {
  it("has the spec's three columns, each leading to real pages of the shop", () => {
    renderUi(<Footer />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Services",
      "Company",
      "Legal",
    ]);
    expect(linksOf("Services")).toEqual([
      ["Shipping & delivery", "/shipping"],
      ["Returns & warranty", "/returns"],
      ["Find parts for your vehicle", "/products"],
      ["Track an order", "/dashboard/myProduct"],
    ]);
    expect(linksOf("Company")).toEqual([
      ["About us", "/about"],
      ["Contact", "/contact"],
    ]);
    expect(linksOf("Legal")).toEqual([
      ["Terms of use", "/terms"],
      ["Privacy policy", "/privacy"],
      ["Cookie policy", "/cookies"],
    ]);
    // Each is a page of the route table, not the not-found page's catch-all.
    for (const link of screen.getAllByRole("link")) {
      const route = matchRoutes(routes, link.getAttribute("href")!)?.at(-1)?.route;
      expect(route?.path, link.textContent!).not.toBe("*");
    }
  });

  it("keeps the spec's copyright line, with this year", () => {
    renderUi(<Footer />);
    const year = new Date().getFullYear();
    expect(screen.getByText(`Copyright © ${year} - All rights reserved by Vehicle Parts`)).toBeTruthy();
  });
});
