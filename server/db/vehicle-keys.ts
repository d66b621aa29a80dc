import type { FitmentDocument } from "./models";

// How a product's stored `vehicleKeys` are derived and read, kept in db/ because the database's own
// start-up backfill (backfill-product-keys.ts) derives them too, and db/ imports no service
// (eslint.config.js). The badge's fitsVehicle stays beside the derivation so the two never disagree.

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

/** The last year a fitment's keys reach: its own, or MAX_FITMENT_SPAN after its first if that comes sooner. */
const lastYearOf = ({ yearFrom, yearTo }: FitmentDocument) => Math.min(yearTo, yearFrom + MAX_FITMENT_SPAN);

/**
 * Every vehicle-year a part fits, one key each, stored on the product as `vehicleKeys` so "parts for a
 * 2016 Toyota Corolla" is one point in an index instead of a range test inside every fitment. A vehicle
 * spelled twice (`Toyota` and `TOYOTA`) keeps its first spelling, so a part holds at most one key per
 * vehicle-year and counting keys counts parts.
 */
export function vehicleKeysOf(fitments: FitmentDocument[]): string[] {
  const keys = new Map<string, string>();
  for (const fitment of fitments) {
    const { make, model } = fitment;
    for (let year = fitment.yearFrom; year <= lastYearOf(fitment); year++) {
      const key = vehicleKey({ make, model, year });
      const folded = key.toLowerCase();
      if (!keys.has(folded)) keys.set(folded, key);
    }
  }
  return keys.size ? [...keys.values()] : [UNIVERSAL];
}

/**
 * Whether a part with these fitments fits the vehicle (its "fits your vehicle" badge): what its stored
 * keys say, which the vehicle filter looks up, asked of the fitments without building the keys. Names
 * compare as the filter finds them (sameName) and years end where the keys do (lastYearOf), so the badge
 * and the filter never disagree.
 */
export function fitsVehicle(fitments: FitmentDocument[], vehicle: VehicleYear): boolean {
  return (
    fitments.length === 0 ||
    fitments.some(
      (fitment) =>
        sameName(fitment.make, vehicle.make) &&
        sameName(fitment.model, vehicle.model) &&
        fitment.yearFrom <= vehicle.year &&
        vehicle.year <= lastYearOf(fitment),
    )
  );
}
