/**
 * What the server asks of the storefront's server renderer (client/src/entry-server.tsx, built into
 * dist/ssr/) and what it gets back. The server loads the built renderer by path, never client source,
 * so this contract is the only thing the two share.
 */
export interface PageRenderRequest {
  /** The page's path and query string, as the browser asked for it. */
  url: string;
  /** `https://shop.example` as the visitor reached us: canonical URLs and Open Graph tags are absolute. */
  origin: string;
  /**
   * How the page's GraphQL requests reach the shop: in-process, as the visitor (no Authorization), through
   * the same limits, rules and response cache as a browser's requests.
   */
  fetch: typeof fetch;
  /** Aborts a render that takes too long; the server then sends the page unrendered. */
  signal: AbortSignal;
}

export interface RenderedPage {
  /** 404 when the page says "not found" (an unknown path, a part that does not exist). */
  status: number;
  /** `<title>`, `<meta>` and `<link>` elements for the document's head. */
  head: string;
  /** The page's markup, for the element the browser hydrates. */
  body: string;
  /** The GraphQL answers the page was rendered from, as JSON, for the browser's cache. */
  state: string;
}

/** Renders a page, or answers null for pages the browser renders alone (the dashboard, purchase). */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage | null>;

/** The id of the data block that carries RenderedPage.state to the browser. */
export const RENDERED_STATE_ID = "rendered-state";
