import type { LinkProps } from "@chakra-ui/react";

/** A link of the navigation bar: light on the dark bar, and marked while its page is the one shown. */
export const NAV_LINK_STYLE = {
  px: "3",
  py: "2",
  rounded: "md",
  color: "gray.100",
  fontWeight: "medium",
  _hover: { bg: "whiteAlpha.200", textDecoration: "none" },
  css: { "&[aria-current=page]": { bg: "whiteAlpha.300", color: "white" } },
} satisfies LinkProps;
