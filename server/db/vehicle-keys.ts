import type { FitmentState } from "../../generated/shared/enums";
import type { FitmentDocument, ProductDocument } from "./models";
import { sameName } from "../../shared/vehicle-names";

// How a product's stored `vehicleKeys` are derived and read, kept in db/ because the database's own
// start-up backfill (backfill-product-keys.ts) derives them too, and db/ imports no service
// (eslint.config.js). The badge's fitmentStateOf stays beside the derivation so the two never disagree.

/** The key a universal part holds: it fits every vehicle. */
export const UNIVERSAL = "*";

/** Widest year span one fitment expands to, so a typo like 1000–3000 cannot flood the index or the selector. */
export const MAX_FITMENT_SPAN = 60;

/** Joins make, model and year: a control character no one types into a make or model. */
const SEPARATOR = "\u001f";

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

/** What a part's vehicle keys and its fitment state are read from. */
export type FittedProduct = Pick<ProductDocument, "fitments" | "universal">;

/**
 * Every vehicle-year a part fits, one key each, stored on the product as `vehicleKeys` so "parts for a
 * 2016 Toyota Corolla" is one point in an index instead of a range test inside every fitment. A vehicle
 * spelled twice (`Toyota` and `TOYOTA`) keeps its first spelling, so a part holds at most one key per
 * vehicle-year and counting keys counts parts. A fitment narrowed to a submodel or an engine keys its
 * vehicle-years all the same: the part fits some of them (FITS_SOME), which the filter shows. A
 * universal part holds UNIVERSAL; a part with no fitment data holds no key, so no vehicle finds it.
 */
export function vehicleKeysOf({ fitments, universal }: FittedProduct): string[] {
  if (universal) return [UNIVERSAL];
  const keys = new Map<string, string>();
  for (const fitment of fitments) {
    const { make, model } = fitment;
    for (let year = fitment.yearFrom; year <= lastYearOf(fitment); year++) {
      const key = vehicleKey({ make, model, year });
      const folded = key.toLowerCase();
      if (!keys.has(folded)) keys.set(folded, key);
    }
  }
  return [...keys.values()];
}

/** A vehicle as a shopper may know it: with its submodel and engine when they told us. */
export interface ShopperVehicle extends VehicleYear {
  submodel?: string | null;
  engine?: string | null;
}

/** How one of a fitment's narrowings (submodel, engine) meets the shopper's: yes, no, or not known. */
type Meets = "yes" | "no" | "unknown";

function meets(fitted: string | undefined, told: string | null | undefined): Meets {
  if (!fitted) return "yes";
  if (!told) return "unknown";
  return sameName(fitted, told) ? "yes" : "no";
}

/**
 * What a part's fitments say of a vehicle (its badge): what its stored keys say, which the vehicle filter
 * looks up, asked of the fitments without building the keys. Names compare as the filter finds them
 * (sameName) and years end where the keys do (lastYearOf), so the badge and the filter never disagree:
 * the filter shows FITS, FITS_SOME and UNIVERSAL. A fitment narrowed to a submodel or engine the shopper
 * has not named fits some of their vehicles (FITS_SOME), never all.
 */
export function fitmentStateOf(
  { fitments, universal }: FittedProduct,
  vehicle: ShopperVehicle,
): FitmentState {
  if (universal) return "UNIVERSAL";
  if (fitments.length === 0) return "NOT_CONFIRMED";
  let some = false;
  for (const fitment of fitments) {
    const sameYear =
      sameName(fitment.make, vehicle.make) &&
      sameName(fitment.model, vehicle.model) &&
      fitment.yearFrom <= vehicle.year &&
      vehicle.year <= lastYearOf(fitment);
    if (!sameYear) continue;
    const narrowings = [meets(fitment.submodel, vehicle.submodel), meets(fitment.engine, vehicle.engine)];
    if (narrowings.every((met) => met === "yes")) return "FITS";
    if (!narrowings.includes("no")) some = true;
  }
  return some ? "FITS_SOME" : "DOES_NOT_FIT";
}
