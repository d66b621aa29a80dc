import { PRODUCT_FIELDS } from "./field-rules/shop-fields";

/** The product fields a catalogue file has a column for, in the order an export writes them. */
export const CATALOGUE_FIELDS = [
  "partNumber",
  "name",
  "description",
  "category",
  "price",
  "availableQuantity",
  "minimumOrderQuantity",
  "picture",
] as const;

/** A part's other numbers, each list in one cell, separated by semicolons: their columns' headers. */
export const NUMBER_LIST_HEADERS = {
  oeNumbers: "OE Numbers",
  interchangeNumbers: "Interchange Numbers",
} as const;

/** The column of a part's type, by its label (shared/part-types.ts) or its name. */
export const PART_TYPE_HEADER = "Part Type";

/**
 * The last column: a part's vehicles, or that it fits every one, in one cell
 * (server/services/catalogue/catalogue-file.ts).
 */
export const FITMENTS_HEADER = "Fitments";

/**
 * A catalogue file's headers, in export order: the Add Product form's labels, the part type, the part's
 * other numbers, then Fitments.
 */
export const CATALOGUE_HEADERS = [
  ...CATALOGUE_FIELDS.map((field) => PRODUCT_FIELDS[field].label),
  PART_TYPE_HEADER,
  ...Object.values(NUMBER_LIST_HEADERS),
  FITMENTS_HEADER,
];

/**
 * What a catalogue import answers, as the shop's server (server/services/catalogue/catalogue-import.ts)
 * reports it and the Import Catalogue page reads it from `POST /admin/catalogue.csv`.
 */

/** A problem of the file, where a spreadsheet shows it: its line and column (null: the whole line). */
export interface ImportProblem {
  line: number;
  column: string | null;
  message: string;
}

export interface ImportSummary {
  /** Whether anything was written: not when a line is wrong and only good lines were not asked for. */
  written: boolean;
  created: number;
  updated: number;
  unchanged: number;
  /** Lines left out for their problems (importing the good lines only). */
  refused: number;
  /** The first problems, in the file's order; `problemCount` counts them all. */
  problems: ImportProblem[];
  problemCount: number;
}

/** Where an import is: its file checked whole first, then written. */
export interface ImportProgress {
  phase: "checking" | "writing";
  bytesRead: number;
  lines: number;
}

/**
 * One line of the answer to an upload (`application/x-ndjson`): progress while the import runs (with the
 * share of the file read), then its summary, or the error that stopped it.
 */
export type ImportEvent =
  | { progress: ImportProgress & { fraction: number } }
  | { summary: ImportSummary }
  | { error: { code: string; message: string } };
