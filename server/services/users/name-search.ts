/** Characters a regular expression reads as more than themselves. */
const SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * A name with a word starting with `text`, ignoring case: "bea" finds Bea Buyer and Anna Beaumont, "bea
 * buy" finds Bea Buyer. Whatever is typed is matched as text, never as a pattern.
 */
export function nameWithWordStarting(text: string): RegExp {
  return new RegExp(`(?:^|\\s)${text.replace(SPECIAL, "\\$&")}`, "i");
}
