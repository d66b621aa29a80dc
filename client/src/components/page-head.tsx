import { absoluteUrl, useSiteOrigin } from "../lib/site-origin";

export const SITE_NAME = "Vehicle Parts Shop";
export const SITE_DESCRIPTION =
  "Brake pads, filters, spark plugs and more: find the parts that fit your vehicle.";

/** Search engines show about this many characters of a description; longer ones are cut off mid-word. */
const DESCRIPTION_LENGTH = 155;

/** `text` on one line, cut at a word boundary to fit a search result, with an ellipsis when cut. */
export function summarise(text: string, length = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

interface PageHeadProps {
  /** What the page is, before the shop's name; none for the home page, which is the shop itself. */
  title?: string;
  description?: string;
  /** The page's own path; with it the page names its canonical URL and can be shared (Open Graph). */
  canonicalPath?: string;
  /** Open Graph's kind of page (`website`, `product`) and picture, for previews where a link is shared. */
  openGraph?: { type: string; image?: string };
  /** Pages that are no content of their own (not found, errors) ask search engines not to list them. */
  noIndex?: boolean;
}

/**
 * The page's `<title>`, description and, for public pages, canonical link and Open Graph tags. React puts
 * these into `<head>` wherever they are rendered (on a server too), so each page renders one PageHead;
 * index.html carries none, or a page would have two titles.
 */
export function PageHead({
  title,
  description = SITE_DESCRIPTION,
  canonicalPath,
  openGraph,
  noIndex,
}: PageHeadProps) {
  const origin = useSiteOrigin();
  const fullTitle = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  const summary = summarise(description);
  const url = canonicalPath === undefined ? undefined : absoluteUrl(origin, canonicalPath);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      {noIndex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      {url && openGraph && (
        <>
          <meta property="og:type" content={openGraph.type} />
          <meta property="og:site_name" content={SITE_NAME} />
          <meta property="og:title" content={title ?? SITE_NAME} />
          <meta property="og:description" content={summary} />
          <meta property="og:url" content={url} />
          {openGraph.image && <meta property="og:image" content={absoluteUrl(origin, openGraph.image)} />}
        </>
      )}
    </>
  );
}
