import type { FitmentDocument, ListedProduct } from "../../db/models";
import type { FitmentInput } from "../../../generated/server/graphql";
import { CATALOGUE_FIELDS, FITMENTS_HEADER, NUMBER_LIST_HEADERS } from "../../../shared/catalogue-import";
import { parseDecimal } from "../../../shared/field-rules/check";
import { PRODUCT_FIELDS } from "../../../shared/field-rules/shop-fields";
import { isNumberList, NUMBER_LISTS, type NumberList } from "../../../shared/part-numbers";
import { PLACEHOLDER_PICTURE } from "./product-input";

/**
 * The catalogue as a CSV file, for `catalogue:import` and `catalogue:export`: one part per line, its OE
 * and interchange numbers each in one cell, its vehicles in one Fitments cell. Headers are the Add Product form's labels, so a problem reads as it
 * would under the form's field.
 */

export { FITMENTS_HEADER };

export interface CatalogueColumn {
  header: string;
  field: (typeof CATALOGUE_FIELDS)[number] | NumberList | "fitments";
  kind: "text" | "number" | "numbers" | "fitments";
}

/**
 * Every column, in the order an export writes them (shared/catalogue-import.ts), each read as its field's
 * rule says (text or number). Only Part Number must be in a file to import.
 */
export const CATALOGUE_COLUMNS: readonly CatalogueColumn[] = [
  ...CATALOGUE_FIELDS.map((field) => ({
    header: PRODUCT_FIELDS[field].label,
    field,
    kind: PRODUCT_FIELDS[field].kind,
  })),
  ...NUMBER_LISTS.map((field) => ({
    header: NUMBER_LIST_HEADERS[field],
    field,
    kind: "numbers" as const,
  })),
  { header: FITMENTS_HEADER, field: "fitments", kind: "fitments" },
];

export const PART_NUMBER_HEADER = PRODUCT_FIELDS.partNumber.label;

/** Between the entries of a list cell (fitments, numbers), and between a fitment's make, model and years. */
const LIST_SEPARATOR = ";";
const FITMENT_FIELD_SEPARATOR = "|";

/** The entries of a list cell, each trimmed; none for an empty cell. */
const listEntries = (cell: string): string[] =>
  cell
    .split(LIST_SEPARATOR)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Entries as one list cell, as a person would type it. */
const listCell = (entries: readonly string[]): string => entries.join(`${LIST_SEPARATOR} `);

/**
 * What a spreadsheet would run as a formula when a cell starts with it (CSV injection): an export puts an
 * apostrophe before such a cell, as spreadsheets do themselves to keep text as text, and an import takes
 * it off again, so an export imports unchanged. Unmarked, such a text cell is refused.
 */
const FORMULA_START = /^[=+\-@]/;
const FORMULA_MARK = "'";

/** A text cell as stored: the apostrophe before a would-be formula taken off. */
export function readTextCell(cell: string): { text: string } | { problem: string } {
  const text = cell.trim();
  if (text.startsWith(FORMULA_MARK) && FORMULA_START.test(text.slice(1))) return { text: text.slice(1) };
  if (FORMULA_START.test(text)) {
    return {
      problem: `starts with ${text[0]}, which a spreadsheet runs as a formula; put an apostrophe (') before it to keep it as text`,
    };
  }
  return { text };
}

/** A text value as a cell no spreadsheet runs. */
export function writeTextCell(text: string): string {
  return FORMULA_START.test(text) ? FORMULA_MARK + text : text;
}

/**
 * A Fitments cell: `Toyota|Camry|2012-2017; Honda|Civic|2016` (a single year is that year alone), or
 * empty for a part that fits every vehicle. Years that are not numbers are left for the fitment rules
 * to name (NaN), as a form's are.
 */
export function readFitmentsCell(cell: string): { fitments: FitmentInput[] } | { problem: string } {
  const fitments: FitmentInput[] = [];
  for (const [i, entry] of listEntries(cell).entries()) {
    const parts = entry.split(FITMENT_FIELD_SEPARATOR).map((part) => part.trim());
    const years = parts[2]?.split("-").map((year) => year.trim());
    if (parts.length !== 3 || !years || years.length > 2) {
      return {
        problem: `fitment ${i + 1} ("${entry.slice(0, 60)}") should be Make|Model|Year or Make|Model|FirstYear-LastYear`,
      };
    }
    const yearFrom = parseDecimal(years[0]!);
    fitments.push({
      make: parts[0]!,
      model: parts[1]!,
      yearFrom,
      yearTo: years.length === 2 ? parseDecimal(years[1]!) : yearFrom,
    });
  }
  return { fitments };
}

export function writeFitmentsCell(fitments: FitmentDocument[]): string {
  return listCell(
    fitments.map(({ make, model, yearFrom, yearTo }) =>
      [make, model, yearFrom === yearTo ? yearFrom : `${yearFrom}-${yearTo}`].join(FITMENT_FIELD_SEPARATOR),
    ),
  );
}

/** Whether a make or model can be written in a Fitments cell and read back the same. */
export function fitsFitmentsCell(name: string): boolean {
  return !name.includes(LIST_SEPARATOR) && !name.includes(FITMENT_FIELD_SEPARATOR);
}

/**
 * A cell of numbers: `04465-06090; 04465-33471`, or empty for none. A number holds no semicolon (the
 * rule "oneNumber"), so an export reads back the same.
 */
export const readNumbersCell = listEntries;

/** A number cell: empty is absent, anything but decimal text NaN (which the field's rule names). */
export function readNumberCell(cell: string): number | null {
  return cell.trim() ? parseDecimal(cell) : null;
}

/** A part as the cells of its line, in CATALOGUE_COLUMNS' order. */
export function productCells(product: ListedProduct): string[] {
  return CATALOGUE_COLUMNS.map(({ field }) => {
    if (field === "fitments") return writeTextCell(writeFitmentsCell(product.fitments));
    if (isNumberList(field)) return writeTextCell(listCell(product[field] ?? []));
    // The placeholder stands for "no picture", as an empty Photo URL does on Add Product.
    if (field === "picture" && product.picture === PLACEHOLDER_PICTURE) return "";
    return writeTextCell(String(product[field]));
  });
}
