import { Box } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useBrowserValue } from "../lib/browser-value";
import { loadToastify } from "../lib/toast";

/** The spec's toast area: top-right, closing after 5000 ms, dismissed by dragging 80% of its width. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 80;

const ToastContainer = lazy(async () => ({ default: (await loadToastify()).ToastContainer }));

/** The sticky navigation bar's height at every width: its row (navbar.tsx) and the vehicle strip under it. */
const BAR_HEIGHT = "calc({sizes.16} + {sizes.9})";

/**
 * react-toastify's styles, made the shop's: a toast hangs below the navigation bar rather than over its
 * links and the cart's count (on phones, 480 px and less, where the toast spans the screen, flush under it),
 * and its text is the page's dark grey, not react-toastify's grey (#757575, barely AA on white). Nested
 * under this box's class so that they outweigh react-toastify's own (its phone rule sets `top` itself).
 */
const TOAST_STYLES = {
  "--toastify-text-color-light": "colors.gray.900",
  "& .Toastify__toast-container--top-right": {
    top: { base: BAR_HEIGHT, sm: `calc(${BAR_HEIGHT} + var(--toastify-toast-offset))` },
  },
};

export function Toasts() {
  // Toasts answer what someone does in the browser: the server renders no area for them, and the browser
  // adds it once it has taken over the page (before, it would have to take the server's area apart).
  if (!useBrowserValue(() => true, false)) return null;
  // Nothing to show until a toast is raised: the page does not wait for the area.
  return (
    <Box css={TOAST_STYLES}>
      <Suspense fallback={null}>
        <ToastContainer
          position="top-right"
          autoClose={TOAST_AUTO_CLOSE_MS}
          draggablePercent={TOAST_DRAG_PERCENT}
        />
      </Suspense>
    </Box>
  );
}
