import { Box } from "@chakra-ui/react";
import { useNavigation } from "react-router-dom";

/**
 * A thin bar across the top of the screen while the next page's code loads: the current page stays until
 * the next one can be drawn, and on a slow phone network a tap would otherwise seem to do nothing. It
 * fades in only after a moment, so a quick navigation shows no flash.
 */
export function PageLoadingBar() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading the page"
      position="fixed"
      top="0"
      insetX="0"
      h="1"
      bg="blue.500"
      zIndex="banner"
      animation="fade-in 150ms ease-out 250ms both, pulse 1.2s ease-in-out 400ms infinite"
    />
  );
}
