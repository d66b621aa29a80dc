import type { Db } from "mongodb";
import { collection } from "../../db/collections";
import type { CatalogueChanges } from "./catalogue-changes";
import { CatalogueMemo } from "./catalogue-memo";
import {
  coversVehicleYear,
  parseVehicleKey,
  UNIVERSAL,
  vehicleKey,
  type VehicleYear,
} from "../../db/vehicle-keys";
import { nameKey, sameName } from "../../../shared/vehicle-names";

/** What a shopper may tell of a vehicle beyond its year, make and model (the schema's VehicleVariants). */
export interface VehicleVariants {
  submodels: string[];
  engines: string[];
}

/** Variants of this many vehicles are kept: the few a page of shoppers is choosing among. */
const VARIANTS_KEPT = 500;

export interface VehicleMake {
  make: string;
  models: Array<{ model: string; years: number[] }>;
}

interface Facets {
  categories: string[];
  vehicles: VehicleYear[];
  /** The vehicles by make (nameKey), since a shopper's vehicle always names one. */
  vehiclesByMake: Map<string, VehicleYear[]>;
}

const byName = (a: string, b: string) => a.localeCompare(b);

/**
 * The catalogue's categories and vehicles, read as the distinct keys of the `category` and
 * `vehicleKeys` indexes (a walk over distinct keys, DISTINCT_SCAN on mongod), so their cost follows how
 * many categories and vehicles there are, not how many parts. They are kept as CatalogueMemo keeps what
 * it holds: product writes here drop them at once, writes elsewhere show within CATALOGUE_COPY_TTL_MS.
 */
export class CatalogueFacets {
  /** One entry; stock does not change which categories and vehicles exist, so it does not follow stock. */
  private readonly kept: CatalogueMemo<Facets>;
  private readonly variantsKept: CatalogueMemo<VehicleVariants>;

  constructor(
    private readonly db: Db,
    changes: CatalogueChanges,
  ) {
    this.kept = new CatalogueMemo(changes, 1);
    this.variantsKept = new CatalogueMemo(changes, VARIANTS_KEPT);
  }

  /**
   * The submodels and engines the fitments of a vehicle-year tell apart, in the spelling first met:
   * those of the parts that fit only some of it, found by their mark in `qualifiedKeys` (fitmentKeysOf).
   * A part some fitment of the year leaves open fits all of it, so its narrowed fitments change no
   * answer and are not offered.
   */
  async variants(vehicle: VehicleYear): Promise<VehicleVariants> {
    const spellings = (await this.vehiclesMatching(vehicle)).map(vehicleKey);
    if (spellings.length === 0) return { submodels: [], engines: [] };
    return this.variantsKept.get(JSON.stringify(spellings), false, async () => {
      const submodels = new Map<string, string>();
      const engines = new Map<string, string>();
      const narrowed = collection(this.db, "products").find(
        { qualifiedKeys: { $in: spellings } },
        { projection: { fitments: 1 } },
      );
      for await (const { fitments } of narrowed) {
        for (const fitment of fitments) {
          if (!coversVehicleYear(fitment, vehicle)) continue;
          if (fitment.submodel && !submodels.has(nameKey(fitment.submodel)))
            submodels.set(nameKey(fitment.submodel), fitment.submodel);
          if (fitment.engine && !engines.has(nameKey(fitment.engine)))
            engines.set(nameKey(fitment.engine), fitment.engine);
        }
      }
      return { submodels: [...submodels.values()].sort(byName), engines: [...engines.values()].sort(byName) };
    });
  }

  async categories(): Promise<string[]> {
    return (await this.facets()).categories;
  }

  /** The stored spellings of a category, matched case-insensitively ("brakes" finds "Brakes"). */
  async categorySpellings(name: string): Promise<string[]> {
    return (await this.facets()).categories.filter((category) => sameName(category, name));
  }

  /** The stored vehicle-years matching what the shopper gave (any of make, model, year), any spelling. */
  async vehiclesMatching(wanted: Partial<VehicleYear>): Promise<VehicleYear[]> {
    const facets = await this.facets();
    const ofMake =
      wanted.make == null ? facets.vehicles : (facets.vehiclesByMake.get(nameKey(wanted.make)) ?? []);
    return ofMake.filter(
      (vehicle) =>
        (wanted.model == null || sameName(vehicle.model, wanted.model)) &&
        (wanted.year == null || vehicle.year === wanted.year),
    );
  }

  /** Every make any part fits, its models, and the model years some part fits, sorted by name. */
  async vehicles(): Promise<VehicleMake[]> {
    const makes = new Map<string, Map<string, number[]>>();
    for (const { make, model, year } of (await this.facets()).vehicles) {
      let models = makes.get(make);
      if (!models) makes.set(make, (models = new Map()));
      let years = models.get(model);
      if (!years) models.set(model, (years = []));
      years.push(year);
    }
    return [...makes.keys()].sort(byName).map((make) => ({
      make,
      models: [...makes.get(make)!.keys()].sort(byName).map((model) => ({
        model,
        years: makes
          .get(make)!
          .get(model)!
          .sort((a, b) => a - b),
      })),
    }));
  }

  private facets(): Promise<Facets> {
    return this.kept.get("facets", false, () => this.read());
  }

  private async read(): Promise<Facets> {
    const products = collection(this.db, "products");
    const [categories, keys] = await Promise.all([
      products.distinct("category") as Promise<string[]>,
      products.distinct("vehicleKeys") as Promise<string[]>,
    ]);
    const vehicles = keys.flatMap((key) => (key === UNIVERSAL ? [] : (parseVehicleKey(key) ?? [])));
    const vehiclesByMake = new Map<string, VehicleYear[]>();
    for (const vehicle of vehicles) {
      const make = nameKey(vehicle.make);
      let ofMake = vehiclesByMake.get(make);
      if (!ofMake) vehiclesByMake.set(make, (ofMake = []));
      ofMake.push(vehicle);
    }
    return { categories: categories.sort(byName), vehicles, vehiclesByMake };
  }
}
