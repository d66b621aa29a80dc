import { describe, expect, it } from "vitest";
import type { FitmentDocument } from "../../../server/db/models";
import {
  fitmentKeysOf,
  fitmentStateOf,
  MAX_FITMENT_SPAN,
  qualifiedKeysFor,
  UNIVERSAL,
  vehicleKey,
  type FittedProduct,
} from "../../../server/db/vehicle-keys";

const camry = (yearFrom: number, yearTo: number, narrowed: Partial<FitmentDocument> = {}) => ({
  make: "Toyota",
  model: "Camry",
  yearFrom,
  yearTo,
  ...narrowed,
});
const listing = (...fitments: FitmentDocument[]) => ({ fitments, universal: false });
const camry2018 = { make: "Toyota", model: "Camry", year: 2018 };
const vehicleKeysOf = (part: FittedProduct) => fitmentKeysOf(part).vehicleKeys;

describe("fitmentStateOf, the one fitment rule", () => {
  it("fits a vehicle of a listed make and model within its years, in any spelling", () => {
    const part = listing(camry(2018, 2024));
    expect(fitmentStateOf(part, camry2018)).toBe("FITS");
    expect(fitmentStateOf(part, { make: " toyota", model: "CAMRY ", year: 2024 })).toBe("FITS");
    expect(fitmentStateOf(part, { ...camry2018, year: 2017 })).toBe("DOES_NOT_FIT");
    expect(fitmentStateOf(part, { ...camry2018, model: "Corolla" })).toBe("DOES_NOT_FIT");
    expect(fitmentStateOf(part, { ...camry2018, make: "Honda" })).toBe("DOES_NOT_FIT");
  });

  it("says a universal part is universal, and a part with no fitment data is not confirmed, never a fit", () => {
    const lada = { make: "Lada", model: "Niva", year: 1985 };
    expect(fitmentStateOf({ fitments: [], universal: true }, lada)).toBe("UNIVERSAL");
    expect(vehicleKeysOf({ fitments: [], universal: true })).toEqual([UNIVERSAL]);
    expect(fitmentStateOf({ fitments: [], universal: false }, lada)).toBe("NOT_CONFIRMED");
    expect(fitmentStateOf({ fitments: [] }, lada)).toBe("NOT_CONFIRMED");
    // No key: the vehicle filter, which looks up keys, never shows it.
    expect(vehicleKeysOf({ fitments: [] })).toEqual([]);
  });

  it("fits some of a vehicle when a fitment names a submodel or engine the shopper has not told", () => {
    const le = listing(camry(2018, 2024, { submodel: "LE", engine: "2.5L L4" }));
    expect(fitmentStateOf(le, camry2018)).toBe("FITS_SOME");
    expect(fitmentStateOf(le, { ...camry2018, submodel: "le" })).toBe("FITS_SOME");
    expect(fitmentStateOf(le, { ...camry2018, submodel: "LE", engine: "2.5l l4" })).toBe("FITS");
    expect(fitmentStateOf(le, { ...camry2018, submodel: "XSE" })).toBe("DOES_NOT_FIT");
    expect(fitmentStateOf(le, { ...camry2018, submodel: "LE", engine: "3.5L V6" })).toBe("DOES_NOT_FIT");
    // Its keys are the vehicle-years all the same: the filter shows the part, the badge says "check".
    expect(vehicleKeysOf(le)).toHaveLength(7);
  });

  it("fits when any fitment fits, whatever the others narrow to; position and note narrow nothing", () => {
    const part = listing(
      camry(2018, 2024, { engine: "3.5L V6" }),
      camry(2018, 2020, { position: "FRONT", note: "with 12 inch rotors" }),
    );
    expect(fitmentStateOf(part, camry2018)).toBe("FITS");
    expect(fitmentStateOf(part, { ...camry2018, year: 2022 })).toBe("FITS_SOME");
  });

  it("agrees with the stored keys the vehicle filter looks up, past the widest span included", () => {
    const part = listing(camry(1900, 2100));
    const last = 1900 + MAX_FITMENT_SPAN;
    expect(fitmentStateOf(part, { ...camry2018, year: last })).toBe("FITS");
    // The filter finds the part by its keys, which stop at the widest span: so does the badge.
    expect(fitmentStateOf(part, { ...camry2018, year: last + 1 })).toBe("DOES_NOT_FIT");
    expect(vehicleKeysOf(part)).toHaveLength(MAX_FITMENT_SPAN + 1);
  });
});

describe("qualifiedKeys, what the filter reads for a submodel or engine told", () => {
  const year = (y: number) => vehicleKey({ ...camry2018, year: y });
  const marks = (part: FittedProduct) =>
    fitmentKeysOf(part).qualifiedKeys.filter((key) => key.split("\u001f").length === 3);

  it("marks only the years every fitment of which is narrowed; a part fitting all of a year has none for it", () => {
    expect(fitmentKeysOf(listing(camry(2018, 2020))).qualifiedKeys).toEqual([]);
    expect(fitmentKeysOf({ fitments: [], universal: true }).qualifiedKeys).toEqual([]);
    const part = listing(camry(2018, 2020), camry(2018, 2022, { engine: "3.5L V6" }));
    expect(marks(part)).toEqual([year(2021), year(2022)]);
    // Position and note narrow nothing.
    expect(marks(listing(camry(2018, 2018, { position: "FRONT", note: "sedan" })))).toEqual([]);
  });

  it("keys each narrowed fitment of a marked year once per way of telling, names folded", () => {
    const part = listing(camry(2018, 2018, { submodel: "LE", engine: "2.5L L4" }));
    const keys = fitmentKeysOf(part).qualifiedKeys;
    expect(keys).toHaveLength(4);
    expect(keys[0]).toBe(year(2018));
    // Every telling that fits the fitment finds one of its keys; one that contradicts it finds none.
    const finds = (told: { submodel?: string; engine?: string }) =>
      qualifiedKeysFor(year(2018), told).some((key) => keys.includes(key));
    expect(finds({ submodel: "le" })).toBe(true);
    expect(finds({ engine: " 2.5L l4" })).toBe(true);
    expect(finds({ submodel: "LE", engine: "2.5L L4" })).toBe(true);
    expect(finds({ submodel: "XSE" })).toBe(false);
    expect(finds({ submodel: "LE", engine: "3.5L V6" })).toBe(false);
    // A fitment leaving the engine open fits whatever engine is told.
    const anyEngine = fitmentKeysOf(listing(camry(2018, 2018, { submodel: "LE" }))).qualifiedKeys;
    expect(
      qualifiedKeysFor(year(2018), { submodel: "LE", engine: "3.5L V6" }).some((key) =>
        anyEngine.includes(key),
      ),
    ).toBe(true);
  });
});
