import { VDS_ENGINES } from "./vds-engines";
import { VDS_MODELS } from "./vds-models";
import { fixedPositions, parsePattern, type VdsPattern } from "./vds-pattern";

/** One line of a table: what VINs of these WMIs and years whose positions 4-8 match a pattern are. */
interface Entry<T> {
  readonly value: T;
  readonly from: number;
  readonly to: number;
  readonly patterns: readonly VdsPattern[];
}

/** "WMIs|years|patterns" → the WMIs and the entry; years "2003", "2003-2007" or "2024-" (a schema vPIC still has open). */
function readLine<T>(line: string, value: T): { wmis: string[]; entry: Entry<T> } {
  const [wmis = "", years = "", patterns = ""] = line.split("|");
  const [from = "", to = ""] = years.split("-");
  return {
    wmis: wmis.split(" "),
    entry: {
      value,
      from: Number(from),
      to: years.includes("-") ? (to === "" ? Infinity : Number(to)) : Number(from),
      patterns: patterns.split(" ").map(parsePattern),
    },
  };
}

/** A table's entries by WMI, read once when the module loads. */
function byWmi<T>(lines: Iterable<readonly [string, T]>): Map<string, Entry<T>[]> {
  const map = new Map<string, Entry<T>[]>();
  for (const [line, value] of lines) {
    const { wmis, entry } = readLine(line, value);
    for (const wmi of wmis) map.set(wmi, [...(map.get(wmi) ?? []), entry]);
  }
  return map;
}

interface Model {
  readonly make: string;
  readonly model: string;
}

const MODELS = byWmi<Model>(
  Object.entries(VDS_MODELS).flatMap(([make, models]) =>
    Object.entries(models).flatMap(([model, lines]) => lines.map((line) => [line, { make, model }] as const)),
  ),
);

const ENGINES = byWmi<string>(
  VDS_ENGINES.map(
    (line) => [line.slice(0, line.lastIndexOf("|")), line.slice(line.lastIndexOf("|") + 1)] as const,
  ),
);

/**
 * What a VIN's descriptor section (positions 4-8) says in a table, or undefined when the table cannot tell.
 * Where vPIC's patterns overlap, the one fixing more positions wins, as the more precise; two saying
 * different things while fixing as many leave it unknown.
 */
function lookUp<T>(
  table: Map<string, Entry<T>[]>,
  wmi: string,
  year: number,
  vin: string,
  same: (a: T, b: T) => boolean,
) {
  const vds = vin.slice(3, 8);
  let best = -1;
  let found: T[] = [];
  for (const entry of table.get(wmi) ?? []) {
    if (year < entry.from || year > entry.to) continue;
    const fixed = Math.max(...entry.patterns.map((pattern) => fixedPositions(pattern, vds)));
    if (fixed < 0 || fixed < best) continue;
    if (fixed > best) [best, found] = [fixed, []];
    found.push(entry.value);
  }
  const [first] = found;
  return first !== undefined && found.every((value) => same(value, first)) ? first : undefined;
}

/** The make and model of a VIN of this WMI and model year, where the tables know it. */
export function modelOf(wmi: string, year: number, vin: string): Model | undefined {
  return lookUp(MODELS, wmi, year, vin, (a, b) => a.make === b.make && a.model === b.model);
}

/** The engine of a VIN ("2.5L I4 (A25A-FKS)", "Electric"), where the tables know it. */
export function engineOf(wmi: string, year: number, vin: string): string | undefined {
  return lookUp(ENGINES, wmi, year, vin, (a, b) => a === b);
}
