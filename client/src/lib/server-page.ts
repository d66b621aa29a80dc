import { createContext, useContext } from "react";

/** What a page rendered on the server tells the server back. In the browser there is none. */
export interface ServerPage {
  /** The HTTP status the page answers with; a page that finds nothing to show sets 404. */
  status: number;
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/**
 * Says that this page shows "not found", so the server answers 404 (crawlers and monitors read the status,
 * not the words). Written during render on purpose: the server reads it after the last render.
 */
export function useNotFoundStatus(): void {
  const page = useContext(ServerPageContext);
  if (page) page.status = 404;
}
