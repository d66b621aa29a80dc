import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/**
 * Chakra's defaults with the shop's type and a calm palette. Buttons use the blue palette, one shade
 * darker than Chakra's: a solid button is drawn at 90% opacity on hover, which took blue.600 below the
 * WCAG AA contrast for white text (4.3:1); blue.700 stays above it (orange, the obvious "auto parts"
 * colour, is below it at any usable shade).
 */
const config = defineConfig({
  globalCss: {
    "html, body": { bg: "gray.50", color: "gray.900" },
  },
  theme: {
    semanticTokens: {
      colors: {
        blue: { solid: { value: "{colors.blue.700}" } },
      },
    },
    tokens: {
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
