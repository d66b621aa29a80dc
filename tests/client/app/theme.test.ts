import { describe, expect, it } from "vitest";
import { system, systemForRenderedPage } from "../../../client/src/app/theme";

// patches/@chakra-ui+react+3.37.0.patch makes Chakra build its global CSS when first read: these fail if an
// upgrade drops the patch (the browser would build it again at start) or changes what it builds.
describe("the style system", () => {
  it("builds the global, reset and token CSS only when it is read", () => {
    const global = Object.getOwnPropertyDescriptor(system, "_global");
    expect(global?.get, "Chakra's createSystem is not patched (npm install runs patch-package)").toBeTypeOf(
      "function",
    );
    const css = JSON.stringify(system._global);
    const layers = ["@layer reset", "@layer base", "@layer tokens"];
    expect(layers.filter((layer) => css.includes(layer))).toEqual(layers);
    // The shop's own page colour, and a token its buttons draw with.
    expect(css.includes(`"&html, &body":{"background":"var(--chakra-colors-gray-50)"`)).toBe(true);
    expect(css.includes(`"--chakra-colors-blue-solid":"var(--chakra-colors-blue-700)"`)).toBe(true);
    expect(system._global).toBe(system._global); // built once
  });

  it("gives a browser taking over a rendered page no global CSS to insert, and everything else", () => {
    const overRendered = systemForRenderedPage();
    expect(overRendered._global).toEqual([]);
    expect(overRendered.token("colors.blue.700")).toBe(system.token("colors.blue.700"));
    expect(overRendered.getRecipeFn("button")).toBe(system.getRecipeFn("button"));
  });
});
