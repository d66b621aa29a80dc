import { lazy, Suspense } from "react";
import { useBrowserValue } from "../lib/browser-value";
import { loadToastify } from "../lib/toast";

/** The spec's toast area: top-right, closing after 5000 ms, dismissed by dragging 80% of its width. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 80;

const ToastContainer = lazy(async () => ({ default: (await loadToastify()).ToastContainer }));

export function Toasts() {
  // Toasts answer what someone does in the browser: the server renders no area for them, and the browser
  // adds it once it has taken over the page (before, it would have to take the server's area apart).
  if (!useBrowserValue(() => true, false)) return null;
  // Nothing to show until a toast is raised: the page does not wait for the area.
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        draggablePercent={TOAST_DRAG_PERCENT}
      />
    </Suspense>
  );
}
