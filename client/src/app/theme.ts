import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/**
 * Chakra's defaults with the shop's type and a calm palette. Buttons use the blue palette: its solid
 * shade keeps white text above WCAG AA contrast (orange, the obvious "auto parts" colour, does not).
 */
const config = defineConfig({
  globalCss: {
    "html, body": { bg: "gray.50", color: "gray.900" },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
