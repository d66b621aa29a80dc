// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { JsonLd, serializeJsonLd } from "../../../client/src/components/json-ld";

const hostile = { description: 'Fits </script><script>alert("x")</script> & <!-- more' };

describe("JSON-LD in a page", () => {
  it("writes <, > and & as JSON escapes, so the text cannot end the script element", () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it("renders one data block whose text is the same JSON", () => {
    const { container } = render(<JsonLd data={hostile} />);
    const scripts = container.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe("application/ld+json");
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(hostile);
  });
});
