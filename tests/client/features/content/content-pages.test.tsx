// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BlogsPage } from "../../../../client/src/features/content/blogs-page";
import { PortfolioPage } from "../../../../client/src/features/content/portfolio-page";
import { renderUi } from "../../../support/render-ui";

describe("the Blogs page", () => {
  it("answers at least five questions, each an article under its question", () => {
    renderUi(<BlogsPage />, { path: "/blogs" });
    const articles = screen.getAllByRole("article");
    expect(articles.length).toBeGreaterThanOrEqual(5);
    for (const article of articles) {
      const question = within(article).getByRole("heading", { level: 2 });
      expect(question.textContent).toMatch(/\?$/);
      expect(within(article).getAllByText(/\w+/, { selector: "p" }).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("lists the questions as links to their answers", () => {
    renderUi(<BlogsPage />, { path: "/blogs" });
    const contents = within(screen.getByRole("navigation", { name: "Questions" })).getAllByRole("link");
    expect(contents).toHaveLength(screen.getAllByRole("article").length);
    for (const link of contents) {
      expect(document.getElementById(link.getAttribute("href")!.slice(1))?.tagName).toBe("ARTICLE");
    }
  });
});

describe("the Portfolio page", () => {
  it("introduces the developer with a skills list", () => {
    renderUi(<PortfolioPage />, { path: "/myPortfolio" });
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    const skills = within(screen.getByRole("region", { name: "Skills" })).getAllByRole("listitem");
    expect(skills.length).toBeGreaterThan(3);
  });

  it("links to three other sites, opening safely in a new tab", () => {
    renderUi(<PortfolioPage />, { path: "/myPortfolio" });
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.getAttribute("href")).toMatch(/^https:\/\//);
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(link.textContent).toContain("(opens in a new tab)");
    }
  });
});
