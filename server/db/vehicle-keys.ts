import type { FitmentState } from "../../generated/shared/enums";
import type { FitmentDocument, ProductDocument } from "./models";
import { nameKey, sameName } from "../../shared/vehicle-names";

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

/** What a part's fitments store for the vehicle filter (fitmentKeysOf). */
export interface FitmentKeys {
  vehicleKeys: string[];
  qualifiedKeys: string[];
}

/**
 * The keys the vehicle filter looks up, stored on the product so "parts for a 2016 Toyota Corolla" is a
 * point in an index instead of a range test inside every fitment:
 * - `vehicleKeys`: every vehicle-year a part fits, one key each. A vehicle spelled twice (`Toyota` and
 *   `TOYOTA`) keeps its first spelling, so a part holds at most one key per vehicle-year and counting keys
 *   counts parts. A universal part holds UNIVERSAL; a part with no fitment data holds no key, so no
 *   vehicle finds it.
 * - `qualifiedKeys`: for each vehicle-year the part fits only some submodels or engines of (every fitment
 *   of that year narrowed), the vehicle-year's key as a mark, then, per fitment, one key for each way a
 *   shopper may tell their vehicle: submodel and engine, submodel only, engine only
 *   (qualifiedKeysFor). A vehicle-year some fitment leaves open has none: the part fits all of it.
 */
export function fitmentKeysOf({ fitments, universal }: FittedProduct): FitmentKeys {
  if (universal) return { vehicleKeys: [UNIVERSAL], qualifiedKeys: [] };
  // By the key folded to lower case: its first spelling, and what its fitments say of it.
  const spelled = new Map<string, string>();
  const open = new Set<string>();
  const narrowed = new Map<string, Set<string>>();
  for (const fitment of fitments) {
    const { make, model } = fitment;
    const submodel = nameKey(fitment.submodel);
    const engine = nameKey(fitment.engine);
    for (let year = fitment.yearFrom; year <= lastYearOf(fitment); year++) {
      const key = vehicleKey({ make, model, year });
      const folded = key.toLowerCase();
      if (!spelled.has(folded)) spelled.set(folded, key);
      if (!submodel && !engine) open.add(folded);
      else {
        let ways = narrowed.get(folded);
        if (!ways) narrowed.set(folded, (ways = new Set()));
        ways.add(BOTH + SEPARATOR + submodel + SEPARATOR + engine);
        ways.add(SUBMODEL_ONLY + SEPARATOR + submodel);
        ways.add(ENGINE_ONLY + SEPARATOR + engine);
      }
    }
  }
  const qualifiedKeys: string[] = [];
  for (const [folded, ways] of narrowed) {
    if (open.has(folded)) continue;
    const key = spelled.get(folded)!;
    qualifiedKeys.push(key, ...[...ways].map((way) => key + SEPARATOR + way));
  }
  return { vehicleKeys: [...spelled.values()], qualifiedKeys };
}

/** How a qualified key says what the shopper told: submodel and engine, the submodel only, the engine only. */
const BOTH = "b";
const SUBMODEL_ONLY = "s";
const ENGINE_ONLY = "e";

/**
 * The qualified keys (fitmentKeysOf) of a vehicle-year's fitments that fit a shopper who told this
 * submodel and engine (at least one): those naming theirs and those leaving it open (the empty name).
 */
export function qualifiedKeysFor(key: string, told: Pick<ShopperVehicle, "submodel" | "engine">): string[] {
  const submodel = nameKey(told.submodel);
  const engine = nameKey(told.engine);
  const ways =
    submodel && engine
      ? [submodel + SEPARATOR + engine, SEPARATOR + engine, submodel + SEPARATOR].map(
          (named) => BOTH + SEPARATOR + named,
        )
      : submodel
        ? [submodel, ""].map((named) => SUBMODEL_ONLY + SEPARATOR + named)
        : [engine, ""].map((named) => ENGINE_ONLY + SEPARATOR + named);
  return ways.map((way) => key + SEPARATOR + way);
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

/** Whether a fitment names this vehicle-year, as its keys do: names in any spelling, years up to lastYearOf. */
export const coversVehicleYear = (fitment: FitmentDocument, vehicle: VehicleYear) =>
  sameName(fitment.make, vehicle.make) &&
  sameName(fitment.model, vehicle.model) &&
  fitment.yearFrom <= vehicle.year &&
  vehicle.year <= lastYearOf(fitment);

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
    if (!coversVehicleYear(fitment, vehicle)) continue;
    const narrowings = [meets(fitment.submodel, vehicle.submodel), meets(fitment.engine, vehicle.engine)];
    if (narrowings.every((met) => met === "yes")) return "FITS";
    if (!narrowings.includes("no")) some = true;
  }
  return some ? "FITS_SOME" : "DOES_NOT_FIT";
}
