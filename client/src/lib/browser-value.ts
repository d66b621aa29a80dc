import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * A value only the browser knows (what localStorage holds, that scripts run at all), read during render:
 * `onServer` on the server and while the browser takes over the server's page, so both render the same
 * markup, then the browser's own value. Read on every render; it is not watched for changes.
 */
export function useBrowserValue<T>(inBrowser: () => T, onServer: T): T {
  return useSyncExternalStore(subscribeToNothing, inBrowser, () => onServer);
}

/** Whether this page's scripts have taken over: false on the server and while the browser adopts its page. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
