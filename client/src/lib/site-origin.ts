import { createContext, useContext } from "react";

/**
 * The shop's origin (`https://shop.example`), for the absolute URLs that canonical links, Open Graph tags
 * and structured data need. A server renderer provides it from the request; in the browser the default
 * is the page's own origin. Read during render, so it never touches `window` where there is none.
 */
export const SiteOriginContext = createContext<string | undefined>(undefined);

export function useSiteOrigin(): string {
  const provided = useContext(SiteOriginContext);
  return provided ?? (typeof window === "undefined" ? "" : window.location.origin);
}

/** `path` (or an already absolute URL, such as a picture hosted elsewhere) as an absolute URL. */
export function absoluteUrl(origin: string, path: string): string {
  return origin ? new URL(path, origin).href : path;
}
