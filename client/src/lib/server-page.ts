import { createContext, useContext } from "react";

/**
 * What a page rendered on the server needs from it and tells it back. In the browser there is none: the
 * page runs where it is, and its status was sent long ago.
 */
export interface ServerPage {
  /** `https://shop.example` as the visitor reached the server. */
  origin: string;
  /** The HTTP status the page answers with; a page that finds nothing to show sets 404. */
  status: number;
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** The shop's origin, for absolute URLs (canonical links, Open Graph, structured data). */
export function useOrigin(): string {
  const page = useContext(ServerPageContext);
  return page ? page.origin : window.location.origin;
}

/**
 * Says that this page shows "not found", so the server answers 404 (crawlers and monitors read the status,
 * not the words). Written during render on purpose: the server reads it after the last render.
 */
export function useNotFoundStatus(): void {
  const page = useContext(ServerPageContext);
  if (page) page.status = 404;
}
