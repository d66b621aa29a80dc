// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageHead, SITE_DESCRIPTION, summarise } from "../../../client/src/components/page-head";

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute("content");

describe("a page's head", () => {
  it("is the shop's name and description when the page names nothing else, and no more", () => {
    render(<PageHead />);
    expect(document.title).toBe("Vehicle Parts Shop");
    expect(meta('meta[name="description"]')).toBe(SITE_DESCRIPTION);
    expect(document.head.querySelector('link[rel="canonical"], meta[property^="og:"]')).toBeNull();
  });

  it("puts the page's title before the shop's name, and is replaced by the next page's", () => {
    const { rerender } = render(<PageHead title="Login" />);
    expect(document.title).toBe("Login · Vehicle Parts Shop");
    rerender(<PageHead title="Sign Up" />);
    expect(document.title).toBe("Sign Up · Vehicle Parts Shop");
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
  });
});

describe("summarise", () => {
  it("keeps a short description as it is, on one line", () => {
    expect(summarise("Low-dust  ceramic\nfront pads.")).toBe("Low-dust ceramic front pads.");
  });

  it("cuts a long one at a word, within the length, with an ellipsis", () => {
    const text = "Front brake pads, ceramic, low dust, quiet and long-lasting for daily drivers";
    expect(summarise(text, 40)).toBe("Front brake pads, ceramic, low dust…");
    expect(summarise("x".repeat(60), 40)).toBe(`${"x".repeat(39)}…`);
  });
});
