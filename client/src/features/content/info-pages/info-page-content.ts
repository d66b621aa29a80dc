/**
 * What an information page says (shipping, returns, the legal pages...), as plain data: the words live in
 * one small module per page and one layout (info-page.tsx) draws them all alike, so the owner edits a
 * sentence without touching markup.
 */
export interface InfoPageContent {
  /** Where the page lives (lib/paths.ts): its canonical URL. */
  path: string;
  /** The page's heading, and its title before the shop's name. */
  title: string;
  /** A sentence or two under the heading; search engines show it as the page's description too. */
  summary: string;
  sections: InfoSection[];
}

export interface InfoSection {
  heading: string;
  paragraphs: string[];
  /** Facts that read better as a list (the delivery options, what we store), after the paragraphs. */
  points?: string[];
  /** Where a shopper goes next from here, inside the shop. */
  links?: Array<{ label: string; to: string }>;
}
