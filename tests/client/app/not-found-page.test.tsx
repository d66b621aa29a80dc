// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NotFoundPage } from "../../../client/src/app/not-found-page";
import { renderUi } from "../../support/render-ui";

describe("the not-found page", () => {
  it("says the page is not found, with 404 and a way home", () => {
    renderUi(<NotFoundPage />, { path: "/nowhere", routePattern: "*" });
    expect(screen.getByText("The page you are looking for is not found.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "404" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });
});
