import { Readable, Writable } from "node:stream";
import { beforeEach, describe, expect, it } from "vitest";
import { collection } from "../../../../server/db/collections";
import type { ProductDocument } from "../../../../server/db/models";
import { UNIVERSAL, fitmentKeysOf } from "../../../../server/db/vehicle-keys";
import { exportCatalogue } from "../../../../server/services/catalogue/catalogue-export";
import {
  importCatalogue,
  type ImportOptions,
  type ImportSummary,
} from "../../../../server/services/catalogue/catalogue-import";
import { PLACEHOLDER_PICTURE } from "../../../../server/services/catalogue/product-input";
import { useShopDatabase } from "../../../support/backing-services";

const database = useShopDatabase("catalogue-import-");
const products = () => collection(database.db, "products");

const HEADER =
  "Part Number,Name,Description,Category,Price,Available Quantity,Minimum Order Quantity,Photo URL,Fitments";
/** Every column, as an export writes them. */
const EXPORT_HEADER =
  "Part Number,Name,Description,Category,Price,Available Quantity,Minimum Order Quantity,Photo URL,Part Type,OE Numbers,Interchange Numbers,Fitments";

/** A catalogue file of these lines, after the header unless one is given. */
const file = (...lines: string[]) => lines.join("\r\n") + "\r\n";
const importText = (text: string | Buffer, options?: ImportOptions) =>
  importCatalogue(database.db, () => Readable.from([Buffer.from(text)]), options);

/** Every stored part by part number, without what a write stamps (ids, times). */
async function stored(): Promise<Record<string, Partial<ProductDocument>>> {
  const all = await products()
    .find({}, { projection: { _id: 0, createdAt: 0, updatedAt: 0 } })
    .sort({ partNumber: 1 })
    .toArray();
  return Object.fromEntries(all.map((fields) => [fields.partNumber, fields]));
}

const problemsOf = (summary: ImportSummary) =>
  summary.problems.map(({ line, column, message }) => `${line} ${column ?? "-"}: ${message}`);

beforeEach(async () => {
  await products().deleteMany({});
});

describe("importing a catalogue file", () => {
  it("creates the parts of a good file, with Add Product's defaults for the cells left empty", async () => {
    const summary = await importText(
      file(
        HEADER,
        'BP-100,Front Brake Pads,"Ceramic pads, low dust.",Brakes,49.99,12,2,https://example.com/bp.jpg,Toyota|Camry|2012-2014; Honda|Civic|2016',
        "OF-7,Oil Filter,,,6.5,,1,,",
      ),
    );
    expect(summary).toMatchObject({ written: true, created: 2, updated: 0, unchanged: 0, refused: 0 });
    expect(summary.problems).toEqual([]);
    const fitments = [
      { make: "Toyota", model: "Camry", yearFrom: 2012, yearTo: 2014 },
      { make: "Honda", model: "Civic", yearFrom: 2016, yearTo: 2016 },
    ];
    expect(await stored()).toEqual({
      "BP-100": {
        partNumber: "BP-100",
        name: "Front Brake Pads",
        description: "Ceramic pads, low dust.",
        category: "Brakes",
        price: 49.99,
        availableQuantity: 12,
        minimumOrderQuantity: 2,
        picture: "https://example.com/bp.jpg",
        universal: false,
        fitments,
        ...fitmentKeysOf({ fitments, universal: false }),
        oeNumbers: [],
        interchangeNumbers: [],
        numberKeys: ["BP100"],
      },
      "OF-7": {
        partNumber: "OF-7",
        name: "Oil Filter",
        description: "",
        category: "Other",
        price: 6.5,
        availableQuantity: 0,
        minimumOrderQuantity: 1,
        picture: PLACEHOLDER_PICTURE,
        // An empty Fitments cell is a part whose fitment is not known yet: no vehicle finds it.
        universal: false,
        fitments: [],
        vehicleKeys: [],
        qualifiedKeys: [],
        oeNumbers: [],
        interchangeNumbers: [],
        // "OF7" is shorter than a number a search looks up: OF-7 is found by its words.
        numberKeys: [],
      },
    });
  });

  it("updates parts by part number, only in the columns the file has, and counts the unchanged", async () => {
    await importText(file(HEADER, "BP-1,Pads,,Brakes,40,5,1,,", "BP-2,Discs,,Brakes,80,3,1,,"));
    const summary = await importText(file("part number,Available Quantity", "BP-1,9", "BP-2,3"));
    expect(summary).toMatchObject({ written: true, created: 0, updated: 1, unchanged: 1, refused: 0 });
    const after = await stored();
    expect(after["BP-1"]).toMatchObject({ name: "Pads", price: 40, availableQuantity: 9 });
    expect(after["BP-2"]).toMatchObject({ name: "Discs", price: 80, availableQuantity: 3 });
  });

  it("reads a fitment's submodel, engine, position (its label or name, in any case) and note, and Universal", async () => {
    const summary = await importText(
      file(
        "Part Number,Name,Price,Minimum Order Quantity,Fitments",
        "Q-1,Pads,10,1,Ford|F-150|2015-2020||5.0L V8|front  left; Toyota|Camry|2018|LE|| REAR_RIGHT |Sedan only",
        "Q-2,Bulb,10,1,Honda|Civic|2016|||FRONT_lower|; Honda|Civic|2017|EX",
        "Q-3,Wiper Blade,10,1,  universal ",
      ),
    );
    expect(summary).toMatchObject({ written: true, created: 3, refused: 0, problems: [] });
    const after = await stored();
    expect(after["Q-1"]).toMatchObject({
      universal: false,
      fitments: [
        {
          make: "Ford",
          model: "F-150",
          yearFrom: 2015,
          yearTo: 2020,
          engine: "5.0L V8",
          position: "FRONT_LEFT",
        },
        {
          make: "Toyota",
          model: "Camry",
          yearFrom: 2018,
          yearTo: 2018,
          submodel: "LE",
          position: "REAR_RIGHT",
          note: "Sedan only",
        },
      ],
    });
    // Blank parts are absent, not stored empty.
    expect(after["Q-2"]!.fitments).toEqual([
      { make: "Honda", model: "Civic", yearFrom: 2016, yearTo: 2016, position: "FRONT_LOWER" },
      { make: "Honda", model: "Civic", yearFrom: 2017, yearTo: 2017, submodel: "EX" },
    ]);
    expect(after["Q-3"]).toMatchObject({ universal: true, fitments: [], vehicleKeys: [UNIVERSAL] });
  });

  it("counts a line updated when a fitment's qualifier or the part's universality changed, and only then", async () => {
    const header = "Part Number,Fitments";
    await importText(
      file(
        HEADER,
        "U-1,Pads,,Brakes,10,1,1,,Ford|F-150|2015||5.0L V8|Front|Heavy duty",
        "U-2,Bulb,,Lighting,5,1,1,,Universal",
        "U-3,Filter,,Filters,5,1,1,,",
        "U-4,Discs,,Brakes,10,1,1,,Ford|F-150|2015||5.0L V8|Front|Heavy duty",
      ),
    );
    const summary = await importText(
      file(
        header,
        "U-1,Ford|F-150|2015||5.0L V8|Front|Light duty",
        "U-2,",
        "U-3,UNIVERSAL",
        "U-4,Ford|F-150|2015||5.0L V8|FRONT|Heavy duty",
      ),
    );
    // A position is the same whichever way it is spelled.
    expect(summary).toMatchObject({ written: true, created: 0, updated: 3, unchanged: 1 });
    const after = await stored();
    expect(after["U-1"]).toMatchObject({ fitments: [{ position: "FRONT", note: "Light duty" }] });
    expect(after["U-2"]).toMatchObject({ universal: false, fitments: [], vehicleKeys: [] });
    expect(after["U-3"]).toMatchObject({ universal: true, fitments: [], vehicleKeys: [UNIVERSAL] });

    const again = await importText(
      file(header, "U-1,Ford|F-150|2015||5.0L V8|front|Light duty", "U-2,", "U-3,Universal"),
    );
    expect(again).toMatchObject({ written: true, updated: 0, unchanged: 3 });
  });

  it("names every problem by line and column in the forms' words, and then writes nothing", async () => {
    await importText(file(HEADER, "KEEP-1,Kept part,,Brakes,10,1,1,,"));
    const before = await stored();
    const summary = await importText(
      file(
        HEADER,
        "A-1,Good part,,Brakes,10,1,1,,",
        'A-2,,"a description over',
        'two lines",Brakes,abc,1,0,,',
        "A-3,Formula part,=HYPERLINK(1),Brakes,10,1,1,,",
        "A-4,Bad fitments,,Brakes,10,1,1,,Toyota|Camry|2015-2012; Honda Civic 2016",
        "A-5,Reversed years,,Brakes,10,1,1,,Toyota|Camry|2015-2012",
        "A-1,Twice,,Brakes,10,1,1,,",
        ",No number,,Brakes,10,1,1,,",
        "KEEP-1,Kept part,,,10,1,1,,",
        "A-6,Too many cells,,Brakes,10,1,1,,,extra",
        "A-7,Bad picture,,Brakes,10,1,1,ftp://x,",
        "A-8,Odd position,,Brakes,10,1,1,,Toyota|Camry|2015||2.5L L4|Middle",
        `A-9,Long note,,Brakes,10,1,1,,Toyota|Camry|2015||||${"n".repeat(121)}`,
        "A-10,Universal too,,Brakes,10,1,1,,Toyota|Camry|2015; Universal",
        "A-11,Too many parts,,Brakes,10,1,1,,Toyota|Camry|2015|LE|2.5L L4|Front|Note|More",
      ),
    );
    expect(summary).toMatchObject({ written: false, created: 0, updated: 0, unchanged: 0 });
    expect(problemsOf(summary)).toEqual([
      "3 Name: Name is Required",
      "3 Price: Price must be a number",
      "3 Minimum Order Quantity: Minimum Order Quantity must be at least 1",
      "5 Description: Description starts with =, which a spreadsheet runs as a formula; put an apostrophe (') before it to keep it as text",
      '6 Fitments: Fitments: fitment 2 ("Honda Civic 2016") should be Make|Model|Year or Make|Model|FirstYear-LastYear, then optionally |Submodel|Engine|Position|Note',
      "7 Fitments: fitment 1: The last year must not come before the first",
      "8 Part Number: A-1 is on line 2 too",
      "9 Part Number: Part Number is Required",
      "10 Category: Category is Required",
      "11 -: this line has 10 cells, the first line names 9 columns",
      "12 Photo URL: Photo URL must be a web address (http:// or https://)",
      '13 Fitments: Fitments: fitment 1 ("Toyota|Camry|2015||2.5L L4|Middle") has the position "Middle"; the positions are Front, Rear, Left, Right, Upper, Lower, Front Left, Front Right, Rear Left, Rear Right, Front Upper, Front Lower, Rear Upper, Rear Lower',
      "14 Fitments: fitment 1: Note must be at most 120 characters",
      '15 Fitments: Fitments: fitment 2 ("Universal"): Universal stands alone in the cell, as a universal part lists no vehicles',
      '16 Fitments: Fitments: fitment 1 ("Toyota|Camry|2015|LE|2.5L L4|Front|Note|More") should be Make|Model|Year or Make|Model|FirstYear-LastYear, then optionally |Submodel|Engine|Position|Note',
    ]);
    expect(summary.problemCount).toBe(15);
    expect(await stored()).toEqual(before);
  });

  it("names a wrong OE or interchange number under its column, and writes nothing", async () => {
    const summary = await importText(
      file(
        "Part Number,Name,Price,Minimum Order Quantity,OE Numbers,Interchange Numbers",
        `N-1,Pads,10,1,"04465-06090; ${"9".repeat(41)}",`,
        'N-2,Discs,10,1,,"A-1, B-2"',
      ),
    );
    expect(problemsOf(summary)).toEqual([
      "2 OE Numbers: OE Number must be at most 40 characters",
      "3 Interchange Numbers: Interchange Number must not hold a comma or a semicolon",
    ]);
    expect(await stored()).toEqual({});
  });

  it("writes the good lines only when asked, and says which were left out", async () => {
    const summary = await importText(
      file(HEADER, "G-1,Good,,Brakes,10,1,1,,", "G-2,Bad,,Brakes,-3,1,1,,", "G-3,Good too,,Brakes,5,1,1,,"),
      { goodLinesOnly: true },
    );
    expect(summary).toMatchObject({ written: true, created: 2, refused: 1 });
    expect(problemsOf(summary)).toEqual(["3 Price: Price must be at least 0.01"]);
    expect(Object.keys(await stored())).toEqual(["G-1", "G-3"]);
  });

  it("refuses a header it cannot read, naming the column", async () => {
    const cases: Array<[string, string[]]> = [
      [
        "",
        [
          "1 -: the file is empty: its first line should name the columns (Part Number, Name, Description, Category, Price, Available Quantity, Minimum Order Quantity, Photo URL, Part Type, OE Numbers, Interchange Numbers, Fitments)",
        ],
      ],
      [
        file("Name,Price", "Pads,10"),
        ["1 -: the first line must name a Part Number column: parts are found by it"],
      ],
      [
        file("Part Number,Colour", "X-1,red"),
        [
          "1 Colour: not a catalogue column; the columns are Part Number, Name, Description, Category, Price, Available Quantity, Minimum Order Quantity, Photo URL, Part Type, OE Numbers, Interchange Numbers, Fitments",
        ],
      ],
      [file("Part Number,Price,price", "X-1,1,2"), ["1 price: this column is named twice"]],
    ];
    for (const [text, problems] of cases) {
      const summary = await importText(text, { goodLinesOnly: true });
      expect(summary.written).toBe(false);
      expect(problemsOf(summary)).toEqual(problems);
    }
    expect(await stored()).toEqual({});
  });

  it("takes the apostrophe off a cell kept as text, and keeps an export's byte order mark out of the names", async () => {
    const summary = await importText(
      `\ufeff${file("Part Number,Name,Price,Minimum Order Quantity", "'-5,'=SUM,1,1")}`,
    );
    expect(summary.created).toBe(1);
    expect(await stored()).toMatchObject({ "-5": { name: "=SUM" } });
  });
});

describe("a broken file", () => {
  const good = file(HEADER, "B-1,Pads,,Brakes,10,1,1,,", "B-2,Discs,,Brakes,20,1,1,,");

  it.each([
    [
      "in another encoding than UTF-8",
      Buffer.concat([
        Buffer.from(file(HEADER, "C-1,Pads,,Brakes,10,1,1,,")),
        Buffer.from("C-2,Caf\xe9,,Brakes,1,1,1,,\n", "latin1"),
      ]),
      "3 -: the file is not UTF-8 text (a spreadsheet's 'CSV UTF-8' format): a character here cannot be read",
    ],
    [
      "saved as UTF-16",
      Buffer.from(`\ufeff${good}`, "utf16le"),
      "1 -: the file is UTF-16 text: save it as CSV UTF-8",
    ],
    [
      "with a quote never closed",
      file(HEADER, 'C-1,"Pads,,Brakes,10,1,1,,', "C-2,Discs,,Brakes,20,1,1,,"),
      '3 -: a quoted cell is still open at the end of the file: a closing quote (") is missing',
    ],
    [
      "with a stray quote inside a cell",
      file(HEADER, 'C-1,Pads 12" wide,,Brakes,10,1,1,,'),
      '2 -: a quote (") inside a cell must be doubled ("") and the cell quoted as a whole',
    ],
    [
      "with a 10 MB line",
      file(HEADER, "C-1,Pads,,Brakes,10,1,1,,", `C-2,${"x".repeat(10 * 1024 * 1024)},,Brakes,10,1,1,,`),
      "3 -: the line is longer than 256 KB, which no part needs: is this a catalogue file?",
    ],
  ])("%s is refused with where and why, and nothing is written", async (_name, text, problem) => {
    const summary = await importText(text, { goodLinesOnly: true });
    expect(summary.written).toBe(false);
    expect(problemsOf(summary)).toEqual([problem]);
    expect(await stored()).toEqual({});
  });

  it("whatever its damage, is imported whole or not at all: 200 files mangled at random", async () => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const damage = ['"', ",", "\n", "=", "|", ";", "\u0000", "\xff", "-", "9", "\r"];
    const text = file(
      HEADER,
      ...Array.from(
        { length: 20 },
        (_, i) => `F-${i},Part ${i},"A, b",Brakes,${i + 1},3,1,,Ford|Focus|2010-2012`,
      ),
    );
    let written = 0;
    for (let round = 0; round < 200; round++) {
      const bytes = Buffer.from(text, "latin1");
      const mangled = [...bytes];
      for (let hits = 1 + random(3); hits > 0; hits--) {
        const at = random(mangled.length);
        const kind = random(3);
        const byte = damage[random(damage.length)]!.charCodeAt(0);
        if (kind === 0) mangled.splice(at, 1);
        else if (kind === 1) mangled.splice(at, 0, byte);
        else mangled[at] = byte;
      }
      await products().deleteMany({});
      const summary = await importText(Buffer.from(mangled));
      const count = await products().countDocuments();
      if (summary.written) {
        written++;
        expect(summary.problems).toEqual([]);
        expect(count).toBe(summary.created);
      } else {
        expect(summary.problems.length).toBeGreaterThan(0);
        expect(count).toBe(0);
      }
    }
    // Some damage is harmless (a digit in a description): both outcomes were met.
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(200);
  });
});

describe("exporting the catalogue", () => {
  /** The export as text. */
  async function exported(): Promise<string> {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    await exportCatalogue(database.db, sink);
    return Buffer.concat(chunks).toString("utf8");
  }

  it("writes every part by part number, no cell a spreadsheet would run, and imports back unchanged", async () => {
    await importText(
      file(
        EXPORT_HEADER,
        "Z-9,Last,,Brakes,10,1,1,,,,,",
        `A-1,"'=cmd|' /C calc'!A0","Says ""hi"", on
two lines",Brakes,19.99,4,2,https://example.com/a.jpg,,04465-06090;04465-33471 ,D2182,Toyota|Camry|2012-2014; Ford|F-150|2015`,
        "'+1,'@SUM(1),'-2,'-Other,1,0,1,,,'-9,,",
        "Q-1,Qualified,,Brakes,10,1,1,,BRAKE_CALIPER,,,ford|F-150|2015-2020||5.0L V8|front_left|; Toyota|Camry|2018|LE|||Sedan only",
        "U-1,Universal,,Lighting,5,1,1,,,,,universal",
      ),
    );
    const text = await exported();
    expect(text.startsWith("\ufeff")).toBe(true);
    const lines = text.slice(1).split("\n");
    expect(lines[0]).toBe(EXPORT_HEADER);
    // Every cell that starts like a formula carries the apostrophe that keeps it text.
    expect(text).not.toMatch(/(^|[,\n])[=+\-@]/);
    expect(lines[1]).toBe("'+1,'@SUM(1),'-2,'-Other,1,0,1,,,'-9,,");
    expect(lines[2]).toBe(`A-1,'=cmd|' /C calc'!A0,"Says ""hi"", on`);
    expect(lines[3]).toBe(
      'two lines",Brakes,19.99,4,2,https://example.com/a.jpg,,04465-06090; 04465-33471,D2182,Toyota|Camry|2012-2014; Ford|F-150|2015',
    );
    // A position as its label, the empty parts a fitment ends with left off, a universal part's word.
    expect(lines[4]).toBe(
      "Q-1,Qualified,,Brakes,10,1,1,,Brake caliper,,,ford|F-150|2015-2020||5.0L V8|Front Left; Toyota|Camry|2018|LE|||Sedan only",
    );
    expect(lines[5]).toBe("U-1,Universal,,Lighting,5,1,1,,,,,Universal");
    expect(lines[6]).toBe("Z-9,Last,,Brakes,10,1,1,,,,,");

    const before = await stored();
    const again = await importText(text);
    expect(again).toMatchObject({ written: true, created: 0, updated: 0, unchanged: 5 });
    expect(await stored()).toEqual(before);
    expect(before["A-1"]).toMatchObject({
      name: "=cmd|' /C calc'!A0",
      description: 'Says "hi", on\ntwo lines',
      oeNumbers: ["04465-06090", "04465-33471"],
      interchangeNumbers: ["D2182"],
    });
    expect(before["+1"]).toMatchObject({ oeNumbers: ["-9"], interchangeNumbers: [] });
  });
});
