// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NotFoundPage } from "../../../client/src/app/not-found-page";
import { isPagePath } from "../../../client/src/lib/paths";
import { renderUi } from "../../support/render-ui";

describe("the not-found page", () => {
  it("says the page is not found, with 404 and a way home", () => {
    renderUi(<NotFoundPage />, { path: "/nowhere", routePattern: "*" });
    expect(screen.getByText("The page you are looking for is not found.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "404" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });
});

describe("isPagePath (the server's 404 for unknown pages)", () => {
  it.each([
    "/",
    "/products",
    "/purchase/abc",
    "/products/purchase/abc",
    "/dashboard",
    "/dashboard/users",
    "/signup",
    "/signUp",
    "/login/",
  ])("knows %s", (path) => expect(isPagePath(path)).toBe(true));
  it.each(["/nope", "/purchase", "/purchase/a/b", "/dashboard/nope", "/productsx"])("refuses %s", (path) =>
    expect(isPagePath(path)).toBe(false),
  );
});
