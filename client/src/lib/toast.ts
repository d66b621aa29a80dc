/**
 * react-toastify, fetched with the first toast or with the toast area, whichever comes first: no page
 * needs it to show, so the home page's first load goes without it.
 */
export const loadToastify = () => import("react-toastify");

const notify = (kind: "success" | "error" | "warn") => (message: string) =>
  void loadToastify().then(({ toast }) => toast[kind](message));

/** The spec's toasts. One raised before the toast area is there waits for it: react-toastify queues it. */
export const toast = { success: notify("success"), error: notify("error"), warn: notify("warn") };
