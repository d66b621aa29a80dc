import type { Db } from "mongodb";
import type { ProductDocument } from "../db/models";

export interface VehicleMake {
  make: string;
  models: Array<{ model: string; years: number[] }>;
}

/** Widest year span one fitment may expand to, so a typo like 1000–3000 cannot flood the selector. */
const MAX_SPAN = 60;

/**
 * The vehicle selector's data: every make any part fits, its models, and the model years some part
 * fits, derived from the products' fitments so it never offers a vehicle the catalogue has nothing for.
 */
export class VehiclesService {
  constructor(private readonly db: Db) {}

  async list(): Promise<VehicleMake[]> {
    const products = await this.db
      .collection<ProductDocument>("products")
      .find({}, { projection: { fitments: 1 } })
      .toArray();
    const makes = new Map<string, Map<string, Set<number>>>();
    for (const { make, model, yearFrom, yearTo } of products.flatMap((product) => product.fitments ?? [])) {
      let models = makes.get(make);
      if (!models) makes.set(make, (models = new Map()));
      let years = models.get(model);
      if (!years) models.set(model, (years = new Set()));
      for (let year = yearFrom; year <= Math.min(yearTo, yearFrom + MAX_SPAN); year++) years.add(year);
    }
    const byName = (a: string, b: string) => a.localeCompare(b);
    return [...makes.keys()].sort(byName).map((make) => ({
      make,
      models: [...makes.get(make)!.keys()].sort(byName).map((model) => ({
        model,
        years: [...makes.get(make)!.get(model)!].sort((a, b) => a - b),
      })),
    }));
  }
}
