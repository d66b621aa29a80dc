import type { FitmentDocument, ListedProduct } from "../../db/models";
import type { FittedProduct } from "../../db/vehicle-keys";
import type { FitmentInput } from "../../../generated/server/graphql";
import type { FitmentPosition, PartType } from "../../../generated/shared/enums";
import {
  CATALOGUE_FIELDS,
  FITMENTS_HEADER,
  NUMBER_LIST_HEADERS,
  PART_TYPE_HEADER,
} from "../../../shared/catalogue-import";
import { parseDecimal } from "../../../shared/field-rules/check";
import { FITMENT_POSITIONS } from "../../../shared/fitment";
import { PART_TYPES } from "../../../shared/part-types";
import { PRODUCT_FIELDS } from "../../../shared/field-rules/shop-fields";
import { isNumberList, NUMBER_LISTS, type NumberList } from "../../../shared/part-numbers";
import { PLACEHOLDER_PICTURE } from "./product-input";

/**
 * The catalogue as a CSV file, for `catalogue:import` and `catalogue:export`: one part per line, its OE
 * and interchange numbers each in one cell, its vehicles (or that it fits every one) in one Fitments
 * cell. Headers are the Add Product form's labels, so a problem reads as it would under the form's field.
 */

export { FITMENTS_HEADER };

export interface CatalogueColumn {
  header: string;
  field: (typeof CATALOGUE_FIELDS)[number] | "partType" | NumberList | "fitments";
  kind: "text" | "number" | "partType" | "numbers" | "fitments";
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
  { header: PART_TYPE_HEADER, field: "partType", kind: "partType" },
  ...NUMBER_LISTS.map((field) => ({
    header: NUMBER_LIST_HEADERS[field],
    field,
    kind: "numbers" as const,
  })),
  { header: FITMENTS_HEADER, field: "fitments", kind: "fitments" },
];

export const PART_NUMBER_HEADER = PRODUCT_FIELDS.partNumber.label;

/** Between the entries of a list cell (fitments, numbers), and between the parts of a fitment. */
const LIST_SEPARATOR = ";";
const FITMENT_FIELD_SEPARATOR = "|";
/** Make, model, years, then the optional submodel, engine, position and note. */
const FITMENT_PARTS = 7;

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

/** A universal part's Fitments cell: never a make, as a fitment's entry holds a `|`. */
const UNIVERSAL_CELL = "Universal";
const isUniversal = (entry: string) => entry.toLowerCase() === UNIVERSAL_CELL.toLowerCase();

/**
 * A position as its label or its enum name, in any case and spacing: without spaces, underscores and
 * hyphens, "Front Left", "front_left" and FRONT_LEFT read the same, so the enum names alone are looked up.
 */
const positionKey = (text: string) => text.replace(/[\s_-]+/g, "").toUpperCase();
const POSITIONS = new Map(
  (Object.keys(FITMENT_POSITIONS) as FitmentPosition[]).map((position) => [positionKey(position), position]),
);
const POSITION_LABELS = Object.values(FITMENT_POSITIONS).join(", ");

/** A part type by its label ("Brake rotor") or its name (BRAKE_ROTOR), read as a position is. */
const PART_TYPE_KEYS = new Map(
  (Object.entries(PART_TYPES) as Array<[PartType, string]>).flatMap(([type, label]) => [
    [positionKey(type), type],
    [positionKey(label), type],
  ]),
);

/** A Part Type cell: null when empty (none, or none any more). */
export function readPartTypeCell(cell: string): { partType: PartType | null } | { problem: string } {
  if (!cell) return { partType: null };
  const partType = PART_TYPE_KEYS.get(positionKey(cell));
  return partType
    ? { partType }
    : { problem: `is "${cell}"; the part types are ${Object.values(PART_TYPES).join(", ")}` };
}

/** What a Fitments cell says of a part's vehicles, as a product's input takes it. */
export interface FitmentsCell {
  universal: boolean;
  fitments: FitmentInput[];
}

/**
 * A Fitments cell: `Toyota|Camry|2012-2017; Honda|Civic|2016` (a single year is that year alone), each
 * entry optionally narrowed by `|Submodel|Engine|Position|Note`, any of them blank for absent
 * (`Ford|F-150|2015-2020||5.0L V8|Front`); `Universal` for a part that fits every vehicle; empty for a
 * part whose fitment is not known yet. Years that are not numbers are left for the fitment rules to name
 * (NaN), as a form's are, and so are qualifiers too long.
 */
export function readFitmentsCell(cell: string): FitmentsCell | { problem: string } {
  const entries = listEntries(cell);
  if (entries.length === 1 && isUniversal(entries[0]!)) return { universal: true, fitments: [] };
  const fitments: FitmentInput[] = [];
  for (const [i, entry] of entries.entries()) {
    const named = `fitment ${i + 1} ("${entry.slice(0, 60)}")`;
    const parts = entry.split(FITMENT_FIELD_SEPARATOR).map((part) => part.trim());
    const [make, model, yearsPart, submodel, engine, positionPart, note] = parts;
    const years = yearsPart?.split("-").map((year) => year.trim());
    if (parts.length > FITMENT_PARTS || !years || years.length > 2) {
      return {
        problem: isUniversal(entry)
          ? `${named}: ${UNIVERSAL_CELL} stands alone in the cell, as a universal part lists no vehicles`
          : `${named} should be Make|Model|Year or Make|Model|FirstYear-LastYear, then optionally |Submodel|Engine|Position|Note`,
      };
    }
    const position = positionPart ? POSITIONS.get(positionKey(positionPart)) : undefined;
    if (positionPart && !position) {
      return { problem: `${named} has the position "${positionPart}"; the positions are ${POSITION_LABELS}` };
    }
    const yearFrom = parseDecimal(years[0]!);
    fitments.push({
      make: make!,
      model: model!,
      yearFrom,
      yearTo: years.length === 2 ? parseDecimal(years[1]!) : yearFrom,
      ...(submodel && { submodel }),
      ...(engine && { engine }),
      ...(position && { position }),
      ...(note && { note }),
    });
  }
  return { universal: false, fitments };
}

/** A part's Fitments cell, each entry without the empty parts it ends with. */
export function writeFitmentsCell({ universal, fitments }: FittedProduct): string {
  if (universal) return UNIVERSAL_CELL;
  return listCell(
    fitments.map(({ make, model, yearFrom, yearTo, submodel, engine, position, note }) => {
      const parts = [
        make,
        model,
        String(yearFrom === yearTo ? yearFrom : `${yearFrom}-${yearTo}`),
        submodel ?? "",
        engine ?? "",
        position ? FITMENT_POSITIONS[position] : "",
        note ?? "",
      ];
      while (!parts.at(-1)) parts.pop();
      return parts.join(FITMENT_FIELD_SEPARATOR);
    }),
  );
}

/** A text of the fitment a Fitments cell could not read back the same, holding its separators; or none. */
export function unwritableFitmentText({ make, model, submodel, engine, note }: FitmentDocument) {
  return [make, model, submodel, engine, note].find(
    (text) => text?.includes(LIST_SEPARATOR) || text?.includes(FITMENT_FIELD_SEPARATOR),
  );
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
    if (field === "fitments") return writeTextCell(writeFitmentsCell(product));
    if (field === "partType") return product.partType ? PART_TYPES[product.partType] : "";
    if (isNumberList(field)) return writeTextCell(listCell(product[field] ?? []));
    // The placeholder stands for "no picture", as an empty Photo URL does on Add Product.
    if (field === "picture" && product.picture === PLACEHOLDER_PICTURE) return "";
    return writeTextCell(String(product[field]));
  });
}
