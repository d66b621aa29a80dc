import { ToastContainer } from "react-toastify";

/** The spec's toast area: top-right, closing after 5000 ms, dismissed by dragging 80% of its width. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 80;

export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggablePercent={TOAST_DRAG_PERCENT}
    />
  );
}
