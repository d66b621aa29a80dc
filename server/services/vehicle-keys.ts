import type { FitmentDocument } from "../db/models";

/** The key a part with no fitments holds: it fits every vehicle. */
export const UNIVERSAL = "*";

/** Widest year span one fitment expands to, so a typo like 1000–3000 cannot flood the index or the selector. */
export const MAX_FITMENT_SPAN = 60;

/** Joins make, model and year: a control character no one types into a make or model. */
const SEPARATOR = "\u001f";

/** Makes, models and categories are the same name in any case and with stray spaces ("toyota " is "Toyota"). */
export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

/** What sameName compares: equal for the same name however it is spelled. */
export const nameKey = (name: string) => name.trim().toLowerCase();

export interface VehicleYear {
  make: string;
  model: string;
  year: number;
}

export function vehicleKey({ make, model, year }: VehicleYear): string {
  return [make.trim(), model.trim(), year].join(SEPARATOR);
}

/** The vehicle a key names, or undefined for UNIVERSAL. */
export function parseVehicleKey(key: string): VehicleYear | undefined {
  const [make, model, year] = key.split(SEPARATOR);
  return model === undefined ? undefined : { make: make!, model, year: Number(year) };
}

/**
 * Every vehicle-year a part fits, one key each, stored on the product as `vehicleKeys` so "parts for a
 * 2016 Toyota Corolla" is one point in an index instead of a range test inside every fitment. A vehicle
 * spelled twice (`Toyota` and `TOYOTA`) keeps its first spelling, so a part holds at most one key per
 * vehicle-year and counting keys counts parts.
 */
export function vehicleKeysOf(fitments: FitmentDocument[]): string[] {
  const keys = new Map<string, string>();
  for (const { make, model, yearFrom, yearTo } of fitments) {
    for (let year = yearFrom; year <= Math.min(yearTo, yearFrom + MAX_FITMENT_SPAN); year++) {
      const key = vehicleKey({ make, model, year });
      const folded = key.toLowerCase();
      if (!keys.has(folded)) keys.set(folded, key);
    }
  }
  return keys.size ? [...keys.values()] : [UNIVERSAL];
}

/**
 * Whether a part with these fitments fits the vehicle: the rule the vehicle filter applies through the
 * stored keys, asked of one part (its "fits your vehicle" badge), so the badge and the filter never
 * disagree, about spelling or about years past MAX_FITMENT_SPAN.
 */
export function fitsVehicle(fitments: FitmentDocument[], vehicle: VehicleYear): boolean {
  const wanted = vehicleKey(vehicle).toLowerCase();
  return vehicleKeysOf(fitments).some((key) => key === UNIVERSAL || key.toLowerCase() === wanted);
}
