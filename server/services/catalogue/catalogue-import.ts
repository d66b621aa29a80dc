import type { Readable } from "node:stream";
import { MongoBulkWriteError, type AnyBulkWriteOperation, type Db } from "mongodb";
import { collection, DUPLICATE_KEY } from "../../db/collections";
import { DERIVED_KEYS, LISTED_PRODUCT, type ListedProduct, type ProductDocument } from "../../db/models";
import type { ProductInput } from "../../../generated/server/graphql";
import {
  PART_TYPE_HEADER,
  type ImportProblem,
  type ImportProgress,
  type ImportSummary,
} from "../../../shared/catalogue-import";
import { isRequired } from "../../../shared/field-rules/messages";
import { isNumberList } from "../../../shared/part-numbers";
import { ValidationError } from "../../shop-errors";
import {
  CATALOGUE_COLUMNS,
  FITMENTS_HEADER,
  PART_NUMBER_HEADER,
  readFitmentsCell,
  readNumberCell,
  readNumbersCell,
  readPartTypeCell,
  readTextCell,
  type CatalogueColumn,
} from "./catalogue-file";
import { catalogueRecords, UnreadableFile, type CatalogueRecord } from "./catalogue-reader";
import { newProduct, productChange, validateProductInput } from "./product-input";

/** Lines checked and written together: one read of their parts, one write. */
const BATCH_LINES = 1_000;
/** Problems kept to report; the rest are counted. */
const MAX_REPORTED_PROBLEMS = 1_000;

export type { ImportProblem, ImportProgress, ImportSummary };

export interface ImportOptions {
  /** Write the lines without problems, leaving out the others, instead of writing nothing. */
  goodLinesOnly?: boolean;
  onProgress?: (progress: ImportProgress) => void;
  /** Hears the ids of the parts each batch created or changed, once they are stored. */
  onWritten?: (productIds: string[]) => void;
}

/**
 * A catalogue file (catalogue-file.ts) into the products: each line creates the part of its part number
 * or updates it, held to the rules of Add Product and of a product's change. The file is read twice:
 * first checked whole, every problem named by line and column, so a wrong file writes nothing; then
 * written in batches. `open` gives the file's bytes, afresh on each call. The file is streamed, so memory
 * stays bounded whatever its size (the part numbers seen are kept, to find one given twice).
 *
 * An import is not one transaction (100,000 parts are more than one may hold): a crash while writing
 * leaves the batches written, and the same import run again completes it, as each line says what its
 * part is rather than what to change.
 */
export async function importCatalogue(
  db: Db,
  open: () => Readable,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const checked = await readCatalogue(db, open, "checking", options);
  if (checked.problemCount > 0 && (checked.fatal || !options.goodLinesOnly)) {
    const { fatal: _fatal, ...refused } = checked;
    return { ...refused, created: 0, updated: 0, unchanged: 0 };
  }
  const { fatal: _fatal, ...written } = await readCatalogue(db, open, "writing", options);
  return { ...written, written: true };
}

interface Reading extends ImportSummary {
  /** A problem after which the file could not be read on (its header, its encoding, its quoting). */
  fatal: boolean;
}

async function readCatalogue(
  db: Db,
  open: () => Readable,
  phase: ImportProgress["phase"],
  { onProgress, onWritten }: ImportOptions,
): Promise<Reading> {
  const reading: Reading = {
    written: false,
    created: 0,
    updated: 0,
    unchanged: 0,
    refused: 0,
    problems: [],
    problemCount: 0,
    fatal: false,
  };
  const problem = (line: number, column: string | null, message: string) => {
    if (reading.problems.length < MAX_REPORTED_PROBLEMS) reading.problems.push({ line, column, message });
    reading.problemCount++;
  };
  const bytes = open();
  let bytesRead = 0;
  bytes.on("data", (chunk: Buffer) => (bytesRead += chunk.length));

  let columns: Array<CatalogueColumn | null> | undefined;
  const partLines = new Map<string, number>();
  let batch: CatalogueRecord[] = [];
  let lines = 0;
  const flush = async () => {
    const written = await handleBatch(db, batch, columns!, partLines, phase === "writing", reading, problem);
    if (written.length) onWritten?.(written);
    batch = [];
    onProgress?.({ phase, bytesRead, lines });
  };
  try {
    for await (const record of catalogueRecords(bytes)) {
      lines = record.line;
      if (!columns) {
        columns = readHeader(record, problem);
        if (!columns) return { ...reading, fatal: true };
        continue;
      }
      batch.push(record);
      if (batch.length === BATCH_LINES) await flush();
    }
    if (!columns) {
      problem(1, null, `the file is empty: its first line should name the columns (${headers()})`);
      return { ...reading, fatal: true };
    }
    await flush();
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    problem(error.line, null, error.message);
    reading.fatal = true;
  }
  // A batch names a line's cells it cannot read before the rules it breaks: in the file's order again.
  reading.problems.sort((a, b) => a.line - b.line);
  return reading;
}

const headers = () => CATALOGUE_COLUMNS.map((column) => column.header).join(", ");

/** The columns of the header line, in its order; undefined when it names one the shop does not know. */
function readHeader(
  { line, cells }: CatalogueRecord,
  problem: (line: number, column: string | null, message: string) => void,
): Array<CatalogueColumn | null> | undefined {
  const byHeader = new Map(CATALOGUE_COLUMNS.map((column) => [column.header.toLowerCase(), column]));
  const seen = new Set<string>();
  let wrong = false;
  const columns = cells.map((cell) => {
    const header = cell.trim();
    const column = byHeader.get(header.toLowerCase());
    if (!header) return null; // an empty column a spreadsheet left at the end
    if (!column) problem(line, header, `not a catalogue column; the columns are ${headers()}`);
    else if (seen.has(column.header)) problem(line, header, "this column is named twice");
    else {
      seen.add(column.header);
      return column;
    }
    wrong = true;
    return null;
  });
  if (!seen.has(PART_NUMBER_HEADER)) {
    problem(line, null, `the first line must name a ${PART_NUMBER_HEADER} column: parts are found by it`);
    wrong = true;
  }
  return wrong ? undefined : columns;
}

/** A line's cells as the fields of a product, or the problems of its cells. */
interface LineInput {
  line: number;
  partNumber: string;
  input: Partial<ProductInput>;
}

async function handleBatch(
  db: Db,
  records: CatalogueRecord[],
  columns: Array<CatalogueColumn | null>,
  partLines: Map<string, number>,
  write: boolean,
  reading: Reading,
  problem: (line: number, column: string | null, message: string) => void,
): Promise<string[]> {
  const inputs: LineInput[] = [];
  for (const record of records) {
    const before = reading.problemCount;
    const input = readLine(record, columns, problem);
    if (input) {
      const first = partLines.get(input.partNumber);
      if (first !== undefined && first !== input.line) {
        problem(input.line, PART_NUMBER_HEADER, `${input.partNumber} is on line ${first} too`);
      } else partLines.set(input.partNumber, input.line);
    }
    if (input && reading.problemCount === before) inputs.push(input);
    else reading.refused++;
  }
  const products = collection(db, "products");
  const existing = new Map(
    (
      await products
        .find<ListedProduct>(
          { partNumber: { $in: inputs.map((input) => input.partNumber) } },
          { projection: LISTED_PRODUCT },
        )
        .toArray()
    ).map((product) => [product.partNumber, product]),
  );
  const writes: Array<AnyBulkWriteOperation<ProductDocument>> = [];
  const writeLines: number[] = [];
  const writeIds: string[] = [];
  const now = new Date();
  for (const { line, partNumber, input } of inputs) {
    const stored = existing.get(partNumber);
    let fields;
    try {
      fields = validateProductInput(input as ProductInput, !stored);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const { field, message } of error.fields) fieldProblem(line, field, message, problem);
      reading.refused++;
      continue;
    }
    if (!stored) {
      reading.created++;
      const product = newProduct(fields, now);
      writes.push({ insertOne: { document: product } });
      writeLines.push(line);
      writeIds.push(product._id.toHexString());
      continue;
    }
    const change = productChange(fields, stored);
    if (sameAs(stored, change)) {
      reading.unchanged++;
      continue;
    }
    reading.updated++;
    writes.push({
      updateOne: { filter: { _id: stored._id }, update: { $set: { ...change, updatedAt: now } } },
    });
    writeLines.push(line);
    writeIds.push(stored._id.toHexString());
  }
  if (!write || !writes.length) return [];
  try {
    await products.bulkWrite(writes, { ordered: false });
    return writeIds;
  } catch (error) {
    if (!(error instanceof MongoBulkWriteError)) throw error;
    const writeErrors = [error.writeErrors].flat();
    if (writeErrors.some((writeError) => writeError.code !== DUPLICATE_KEY)) throw error;
    // The part number was given to another part (through the form, another import) since this batch
    // read its parts: the line is left out rather than written over a part it did not see.
    const refused = new Set(writeErrors.map(({ index }) => index));
    for (const index of refused) {
      problem(writeLines[index]!, PART_NUMBER_HEADER, partNumberTaken());
      reading.created--;
      reading.refused++;
    }
    return writeIds.filter((_, index) => !refused.has(index));
  }
}

const partNumberTaken = () =>
  "another part was given this Part Number while the file was imported; import the file again to update it";

/** A line's cells read into a product's input; undefined with its problems told when a cell cannot be read. */
function readLine(
  { line, cells }: CatalogueRecord,
  columns: Array<CatalogueColumn | null>,
  problem: (line: number, column: string | null, message: string) => void,
): LineInput | undefined {
  if (cells.length > columns.length && cells.slice(columns.length).some((cell) => cell.trim())) {
    problem(
      line,
      null,
      `this line has ${cells.length} cells, the first line names ${columns.length} columns`,
    );
    return undefined;
  }
  const input: Partial<Record<CatalogueColumn["field"], unknown>> = {};
  let readable = true;
  columns.forEach((column, i) => {
    if (!column) return;
    const cell = cells[i] ?? "";
    if (column.kind === "number") return void (input[column.field] = readNumberCell(cell));
    const text = readTextCell(cell);
    if ("problem" in text) {
      readable = false;
      return problem(line, column.header, `${column.header} ${text.problem}`);
    }
    if (column.kind === "text") return void (input[column.field] = text.text);
    if (column.kind === "numbers") return void (input[column.field] = readNumbersCell(text.text));
    if (column.kind === "partType") {
      const read = readPartTypeCell(text.text);
      if ("problem" in read) {
        readable = false;
        return problem(line, column.header, `${PART_TYPE_HEADER} ${read.problem}`);
      }
      return void (input.partType = read.partType);
    }
    const vehicles = readFitmentsCell(text.text);
    if ("problem" in vehicles) {
      readable = false;
      return problem(line, column.header, `${FITMENTS_HEADER}: ${vehicles.problem}`);
    }
    Object.assign(input, vehicles);
  });
  const partNumber = typeof input.partNumber === "string" ? input.partNumber : "";
  if (!partNumber) {
    problem(line, PART_NUMBER_HEADER, isRequired(PART_NUMBER_HEADER));
    return undefined;
  }
  return readable ? { line, partNumber, input: input as Partial<ProductInput> } : undefined;
}

/** A field's problem under its column: `fitments.2.yearTo` is the Fitments cell's third fitment. */
function fieldProblem(
  line: number,
  field: string,
  message: string,
  problem: (line: number, column: string | null, message: string) => void,
): void {
  const fitment = /^fitments\.(\d+)\./.exec(field);
  if (fitment) return problem(line, FITMENTS_HEADER, `fitment ${Number(fitment[1]) + 1}: ${message}`);
  // `oeNumbers.1` is the OE Numbers cell's second number: its message names it.
  const column = CATALOGUE_COLUMNS.find((candidate) => candidate.field === field.replace(/\.\d+$/, ""));
  problem(line, column?.header ?? null, message);
}

/** Whether a change leaves the stored product as it is. */
function sameAs(stored: ListedProduct, change: Partial<ProductDocument>): boolean {
  return Object.entries(change).every(([field, value]) => {
    if (DERIVED_KEYS.has(field)) return true; // follow the fitments, the numbers
    if (field === "fitments")
      return fitmentsText(stored.fitments) === fitmentsText(value as ProductDocument["fitments"]);
    if (isNumberList(field)) return JSON.stringify(stored[field] ?? []) === JSON.stringify(value);
    if (field === "partType") return (stored.partType ?? null) === value; // absent and null: none
    return stored[field as keyof ListedProduct] === value;
  });
}

/** Fitments compared by their fields, in whatever order the stored documents hold them. */
const fitmentsText = (fitments: ProductDocument["fitments"]) =>
  JSON.stringify(
    fitments.map(({ make, model, yearFrom, yearTo, submodel, engine, position, note }) => [
      make,
      model,
      yearFrom,
      yearTo,
      submodel,
      engine,
      position,
      note,
    ]),
  );
