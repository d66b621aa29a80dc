import { readFile, stat, truncate, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { JOURNAL_FILE as JOURNAL } from "../../../../server/mongo-engine/storage/journal";
import {
  HEADER_BYTES,
  engineOnly,
  expectWellFormedJournal,
  useTempDirs,
  withEngine,
} from "./journal-reading";

/** A torn or corrupt last journal record is cut off on start-up, never the records before it. */

const tempDir = useTempDirs();

interface Part {
  _id: number;
  marker: string;
  name: string;
  price: number;
  stock: number;
  fitments: { make: string; year: number }[];
}

function makePart(i: number, run: string): Part {
  return {
    _id: i,
    marker: `marker-${run}-${i}-end`,
    name: `Brake pad set #${i}`,
    price: 19.99 + i,
    stock: 100 - i,
    fitments: [
      { make: "Volvo", year: 2000 + i },
      { make: "Saab", year: 1990 + i },
    ],
  };
}

type Damage =
  | { kind: "truncate-payload"; bytesCut: number }
  | { kind: "flip-payload-byte" }
  | { kind: "truncate-header"; keep: number };

describe.skipIf(engineOnly)("crash recovery: damaged last journal record", () => {
  const N = 12;

  const cases: [string, Damage][] = [
    ["cut 3 bytes off the end (inside the last payload)", { kind: "truncate-payload", bytesCut: 3 }],
    ["flip one byte inside the last payload (crc mismatch)", { kind: "flip-payload-byte" }],
    ["cut inside the last header's length field", { kind: "truncate-header", keep: 3 }],
    ["cut inside the last header's crc field", { kind: "truncate-header", keep: 6 }],
    ["cut right after the last header (no payload)", { kind: "truncate-header", keep: 8 }],
  ];

  it.each(cases)(
    "%s: exactly the first N-1 documents survive, and the journal stays usable",
    async (_label, damage) => {
      const dataDir = await tempDir("engine-torn-");
      const run = Math.random().toString(36).slice(2, 10);
      const parts = Array.from({ length: N }, (_, i) => makePart(i, run));

      await withEngine(dataDir, async (db) => {
        const coll = db.collection<Part>("parts");
        for (const part of parts) await coll.insertOne({ ...part });
      });

      const file = path.join(dataDir, JOURNAL);
      const records = await expectWellFormedJournal(dataDir);
      // One record per acknowledged insert: each marker is in exactly one record, in order, the last insert last.
      const holders = parts.map((part) =>
        records.flatMap((r, index) => (r.payload.includes(Buffer.from(part.marker)) ? [index] : [])),
      );
      for (let i = 0; i < N; i++) expect(holders[i], `records holding insert ${i}`).toHaveLength(1);
      const last = records.at(-1)!;
      expect(holders[N - 1]![0], "the last record holds the last insert").toBe(records.length - 1);
      expect(holders[N - 2]![0]).toBeLessThan(records.length - 1);

      const size = (await stat(file)).size;
      switch (damage.kind) {
        case "truncate-payload":
          expect(last.length).toBeGreaterThan(damage.bytesCut);
          await truncate(file, size - damage.bytesCut);
          break;
        case "flip-payload-byte": {
          const buf = await readFile(file);
          buf[last.offset + HEADER_BYTES + Math.floor(last.length / 2)]! ^= 0xff;
          await writeFile(file, buf);
          break;
        }
        case "truncate-header":
          await truncate(file, last.offset + damage.keep);
          break;
      }

      const extra = makePart(1000, run);
      await withEngine(dataDir, async (db) => {
        const coll = db.collection<Part>("parts");
        expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual(parts.slice(0, N - 1));
        // Writes after recovery must land after the cut, not behind the discarded bytes.
        await coll.insertOne({ ...extra });
      });

      await expectWellFormedJournal(dataDir);
      await withEngine(dataDir, async (db) => {
        const coll = db.collection<Part>("parts");
        expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual([...parts.slice(0, N - 1), extra]);
      });
    },
    120_000,
  );
});
