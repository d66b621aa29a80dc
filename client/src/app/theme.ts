import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";

/**
 * Chakra's colour palettes the shop never draws with (its own colours are gray, blue, red, green and
 * orange; Chakra's alert statuses use the same). Every palette is about 20 CSS variables on every page and
 * work when the theme is built at start, on a phone's first visit: these are left out. A component given
 * one of these as its colorPalette would render uncoloured, so using one means taking it off this list.
 */
const UNUSED_PALETTES = new Set(["yellow", "teal", "cyan", "purple", "pink"]);

const withoutUnusedPalettes = <Colors extends object>(colors: Colors) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name)));

/**
 * Chakra's default theme, but only the recipes of the components the shop uses: `defaultConfig` brings
 * the styles of every Chakra component (about 120 KB of script) into the first page. A component used
 * without its recipe here renders unstyled, so one newly used (or used inside another, as Checkbox uses
 * the checkmark, RadioCard the radiomark, Button the spinner and Field the icon) must be added.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioCard: radioCardSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

/**
 * The shop's type and a calm palette. Buttons use the blue palette, one shade darker than Chakra's: a
 * solid button is drawn at 90% opacity on hover, which took blue.600 below the WCAG AA contrast for white
 * text (4.3:1); blue.700 stays above it (orange, the obvious "auto parts" colour, is below it at any
 * usable shade).
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

export const system = createSystem(defaultBaseConfig, chakraTheme, config);

/**
 * The system for a browser taking over a page the server rendered. The page already holds the global,
 * reset and token CSS (the style element ChakraProvider's Global wrote on the server, which stays in
 * place), so it is not built again at start on a phone: our patch of Chakra builds it only when read
 * (patches/), and here it is never read. A page the browser draws itself needs the whole `system`.
 */
export const systemForRenderedPage = (): SystemContext => Object.create(system, { _global: { value: [] } });
