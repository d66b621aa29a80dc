import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { RENDERED_STATE_ID, type RenderedPage, type RenderPage } from "../../shared/page-rendering";

/** How long a page may take to render before the visitor gets it unrendered (the browser then draws it). */
export const RENDER_TIMEOUT_MS = 5_000;

/** Where `vite build --ssr` puts the renderer, beside the browser's build (vite.config.ts). */
export const rendererFileOf = (clientDistDir: string) => join(clientDistDir, "..", "ssr", "entry-server.js");

/**
 * The built page renderer, or undefined when the client was built without it: the shop then sends every
 * page unrendered, as before server rendering, and says so once.
 */
export async function loadPageRenderer(file: string): Promise<RenderPage | undefined> {
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
    return module.renderPage;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_MODULE_NOT_FOUND") return undefined;
    throw error;
  }
}

/**
 * The renderer's fetch: its GraphQL requests go through this server in-process (no socket), so they meet the
 * same limits, rules and response cache as a browser's, counted against the visitor's address. They carry
 * no Authorization: a rendered page is what any visitor sees.
 */
export function inProcessFetch(app: FastifyInstance, visitor: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers));
    delete headers.authorization;
    const answer = await app.inject({
      method: (init?.method ?? "GET") as "GET" | "POST",
      url: url.pathname + url.search,
      headers: { ...headers, "accept-encoding": "identity" },
      payload: typeof init?.body === "string" ? init.body : undefined,
      remoteAddress: visitor.ip,
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined)
        answerHeaders.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    return new Response(answer.payload, { status: answer.statusCode, headers: answerHeaders });
  };
}

/** JSON inside a <script> data block: `<` escaped, so no value can close the block. */
const scriptSafe = (json: string) => json.replace(/</g, "\\u003c");

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The page arrives whole (rendered before it is sent), but a busy browser paints what it has parsed so far
 * whenever its parser pauses: half a card, or a bar whose last item is still to come, and the next paint
 * moves what was shown (layout shifts the first-visit journey caught). So the root stays hidden until the
 * data block after it is parsed, that is until all of it is: one paint of the whole page. `rel=expect`
 * (render-blocking until an element is parsed) would say the same, but Chromium gives up waiting on it
 * after a while, which a loaded phone reaches. Browsers without `:has()` ignore the rule and paint as before.
 */
const WHOLE_PAGE_FIRST = `<style>#root:not(:has(+ #${RENDERED_STATE_ID})){visibility:hidden}</style>`;

/** The data block's id as written into a rendered page: only a rendered page has it. */
const RENDERED_STATE_ATTRIBUTE = `id="${RENDERED_STATE_ID}"`;

/** Whether a page as sent is one pageWithRendering filled in, not the template sent unrendered. */
export const isRenderedPage = (html: string) => html.includes(RENDERED_STATE_ATTRIBUTE);

/**
 * The built index.html with a rendered page in it: its head elements before `</head>`, its markup in the
 * root element, and the answers it was rendered from in a data block the browser's cache starts from (a
 * data block, not a script: the page's policy runs no inline scripts). Undefined if the template lacks
 * either place.
 */
export function pageWithRendering(template: string, page: RenderedPage): string | undefined {
  if (!template.includes(ROOT_ELEMENT) || !template.includes("</head>")) return undefined;
  const state = `<script type="application/json" ${RENDERED_STATE_ATTRIBUTE}>${scriptSafe(page.state)}</script>`;
  // Functions, not strings, as replacements: a `$&` in a product's name must stay text.
  return template
    .replace("</head>", () => `${page.head}${WHOLE_PAGE_FIRST}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.body}</div>${state}`);
}
