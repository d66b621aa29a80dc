// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NotFoundPage } from "../../../client/src/components/not-found-page";
import { renderUi } from "../../support/render-ui";

describe("the not-found page", () => {
  it("says the page is not found, with 404, a way home and its own title, unlisted by search engines", () => {
    renderUi(<NotFoundPage />, { path: "/nowhere", routePattern: "*" });
    expect(screen.getByText("The page you are looking for is not found.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "404" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(document.title).toBe("Page not found · Vehicle Parts Shop");
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });
});
