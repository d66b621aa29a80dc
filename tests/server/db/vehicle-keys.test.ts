import { describe, expect, it } from "vitest";
import { fitsVehicle, MAX_FITMENT_SPAN, UNIVERSAL, vehicleKeysOf } from "../../../server/db/vehicle-keys";

const camry = (yearFrom: number, yearTo: number) => ({ make: "Toyota", model: "Camry", yearFrom, yearTo });

describe("fitsVehicle, the one fitment rule", () => {
  it("fits a vehicle of a listed make and model within its years, in any spelling", () => {
    const fitments = [camry(2018, 2024)];
    expect(fitsVehicle(fitments, { make: "Toyota", model: "Camry", year: 2018 })).toBe(true);
    expect(fitsVehicle(fitments, { make: " toyota", model: "CAMRY ", year: 2024 })).toBe(true);
    expect(fitsVehicle(fitments, { make: "Toyota", model: "Camry", year: 2017 })).toBe(false);
    expect(fitsVehicle(fitments, { make: "Toyota", model: "Corolla", year: 2020 })).toBe(false);
    expect(fitsVehicle(fitments, { make: "Honda", model: "Camry", year: 2020 })).toBe(false);
  });

  it("fits every vehicle when a part lists no fitments", () => {
    expect(vehicleKeysOf([])).toEqual([UNIVERSAL]);
    expect(fitsVehicle([], { make: "Lada", model: "Niva", year: 1985 })).toBe(true);
  });

  it("agrees with the stored keys the vehicle filter looks up, past the widest span included", () => {
    const fitments = [camry(1900, 2100)];
    const last = 1900 + MAX_FITMENT_SPAN;
    expect(fitsVehicle(fitments, { make: "Toyota", model: "Camry", year: last })).toBe(true);
    // The filter finds the part by its keys, which stop at the widest span: so does the badge.
    expect(fitsVehicle(fitments, { make: "Toyota", model: "Camry", year: last + 1 })).toBe(false);
    expect(vehicleKeysOf(fitments)).toHaveLength(MAX_FITMENT_SPAN + 1);
  });
});
