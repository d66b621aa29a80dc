/**
 * A part's numbers as people type them: the shop's part number, the carmaker's (OE) numbers a part
 * replaces, and other brands' numbers for the same part. The same number comes written many ways
 * ("04465-06090", "0446506090", "04465 06090"), so each is searched by its key: its letters and digits
 * alone, in capitals.
 */

/** A number's search key: "bp-1210-cf", "BP 1210 CF" and "BP1210CF" are all "BP1210CF". */
export const partNumberKey = (typed: string) => typed.replace(/[^\p{L}\p{N}]/gu, "").toUpperCase();

/** Shorter keys ("12", "A4") are words, not numbers: a search of them is a search of words. */
export const SHORTEST_NUMBER_KEY = 4;

/** A part's lists of other numbers, by field: the carmaker's (OE) numbers it replaces, other brands'. */
export const NUMBER_LISTS = ["oeNumbers", "interchangeNumbers"] as const;
export type NumberList = (typeof NUMBER_LISTS)[number];
export const isNumberList = (field: string): field is NumberList =>
  (NUMBER_LISTS as readonly string[]).includes(field);

/** How many OE or interchange numbers one part lists at most. */
export const MAX_PART_REFERENCES = 20;

/** The numbers of a box that holds several, separated by commas, semicolons or new lines. */
export const splitNumbers = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((number) => number.trim())
    .filter(Boolean);
