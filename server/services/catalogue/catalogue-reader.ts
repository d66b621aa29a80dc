import { Transform, type Readable, type TransformCallback } from "node:stream";
import { parse, CsvError } from "csv-parse";

/** A line longer than this is no catalogue line (a part with 300 fitments takes about 10 KB). */
export const MAX_LINE_BYTES = 256 * 1024;

/** One record of the file, with the line it starts on. */
export interface CatalogueRecord {
  line: number;
  cells: string[];
}

/** A file that cannot be read as CSV text from this point on: what is wrong and where. */
export class UnreadableFile extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The records of a CSV file, streamed: the bytes are decoded as UTF-8 (a byte sequence that is not
 * UTF-8 stops the file with the line it is on, rather than turning into replacement characters stored
 * in a part's name), a byte order mark is skipped, and quoting is RFC 4180's, which spreadsheets write.
 * Line breaks inside a cell are read as "\n", whatever the file used. Each record carries the line it
 * starts on, for problems to name.
 */
export async function* catalogueRecords(bytes: Readable): AsyncGenerator<CatalogueRecord> {
  const decoder = new Utf8Lines();
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_LINE_BYTES,
    info: true,
  });
  bytes.on("error", (error) => parser.destroy(error));
  decoder.on("error", (error) => parser.destroy(error));
  bytes.pipe(decoder).pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number; raw?: string };
    }>) {
      yield { line: info.lines - countLineBreaks(record), cells: record };
    }
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    if (error instanceof CsvError) throw unreadable(error, decoder.lastLine);
    throw error;
  } finally {
    bytes.destroy();
  }
}

/** csv-parse counts lines to the end of a record; a quoted cell may hold line breaks of its own. */
function countLineBreaks(cells: string[]): number {
  let breaks = 0;
  for (const cell of cells) for (const char of cell) if (char === "\n") breaks++;
  return breaks;
}

/** A parse error as a problem of the line csv-parse stopped on (for a quote left open: the file's last). */
function unreadable(error: CsvError, lastLine: number): UnreadableFile {
  const line = Number((error as CsvError & { lines?: number }).lines ?? 0);
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return new UnreadableFile(
        lastLine,
        'a quoted cell is still open at the end of the file: a closing quote (") is missing',
      );
    case "INVALID_OPENING_QUOTE":
    case "CSV_INVALID_CLOSING_QUOTE":
    case "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE":
      return new UnreadableFile(
        line,
        'a quote (") inside a cell must be doubled ("") and the cell quoted as a whole',
      );
    case "CSV_MAX_RECORD_SIZE":
      return new UnreadableFile(
        line,
        `the line is longer than ${MAX_LINE_BYTES / 1024} KB, which no part needs: is this a catalogue file?`,
      );
    default:
      return new UnreadableFile(line, `the file is not CSV as a spreadsheet writes it (${error.message})`);
  }
}

/**
 * Bytes to text as UTF-8, strictly, counting lines so a bad byte is placed. A file saved as UTF-16
 * (Excel's "Unicode text") is named as such.
 */
class Utf8Lines extends Transform {
  private readonly decoder = new TextDecoder("utf-8", { fatal: true });
  private lines = 1;
  private first = true;
  private endsWithNewline = false;
  private heldReturn = "";

  /** The file's last line with anything on it, once it is all read. */
  get lastLine(): number {
    return this.endsWithNewline ? this.lines - 1 : this.lines;
  }

  constructor() {
    super({ decodeStrings: true, readableObjectMode: false });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.first) {
      this.first = false;
      if ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff)) {
        return done(new UnreadableFile(1, "the file is UTF-16 text: save it as CSV UTF-8"));
      }
    }
    try {
      done(null, this.normalized(this.decoder.decode(chunk, { stream: true })));
    } catch {
      done(new UnreadableFile(this.lines + badByteLine(chunk), notUtf8()));
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      done(null, this.normalized(this.decoder.decode(), true));
    } catch {
      done(new UnreadableFile(this.lines, notUtf8()));
    }
  }

  /**
   * Text with every line break as "\n": csv-parse counts a "\r\n" inside a quoted cell as two lines,
   * and would place every later problem a line too far. A "\r" at a chunk's end waits for the next.
   */
  private normalized(decoded: string, last = false): string {
    let text = this.heldReturn + decoded;
    this.heldReturn = !last && text.endsWith("\r") ? "\r" : "";
    if (this.heldReturn) text = text.slice(0, -1);
    text = text.replace(/\r\n?/g, "\n");
    this.lines += countNewlines(text);
    if (text) this.endsWithNewline = text.endsWith("\n");
    return text;
  }
}

const notUtf8 = () =>
  "the file is not UTF-8 text (a spreadsheet's 'CSV UTF-8' format): a character here cannot be read";

function countNewlines(text: string): number {
  let lines = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) lines++;
  return lines;
}

/**
 * The line breaks in `chunk` before its first byte that is not UTF-8. A prefix that decodes (holding back
 * a character cut at its end) stays one when shortened, so the longest is found by halving.
 */
function badByteLine(chunk: Buffer): number {
  const decodes = (end: number) => {
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(chunk.subarray(0, end), { stream: true });
      return true;
    } catch {
      return false;
    }
  };
  let good = 0;
  let bad = chunk.length;
  while (bad - good > 1) {
    const middle = (good + bad) >> 1;
    if (decodes(middle)) good = middle;
    else bad = middle;
  }
  return countNewlines(chunk.subarray(0, good).toString("latin1"));
}
