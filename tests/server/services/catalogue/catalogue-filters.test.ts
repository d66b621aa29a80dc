import { ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FitmentState, ProductFilter, VehicleInput } from "../../../../generated/server/graphql";
import type { ProductDocument } from "../../../../server/db/models";
import { newProduct, validateProductInput } from "../../../../server/services/catalogue/product-input";
import { badInput } from "../../../support/graphql-answers";
import { PLACEHOLDER_PICTURE, PRODUCT_FIELDS, type ProductNode } from "../../../support/products";
import type { TestServer } from "../../../support/test-server";
import { catalogueProducts, idsOf, matches, openSeededCatalogue } from "./catalogue-queries";

/**
 * Finding parts in the starting catalogue through GraphQL: search, the category, stock and vehicle
 * filters, the lists the filters offer, one product by id, whether it fits, and the pictures.
 */

describe("browsing the catalogue", () => {
  let shop: TestServer;
  let stored: ProductDocument[];

  const products = (variables: Record<string, unknown>) => catalogueProducts(shop, variables);

  beforeAll(async () => {
    ({ shop, stored } = await openSeededCatalogue());
  });
  afterAll(() => shop.close());

  const expectFilter = async (filter: ProductFilter) => {
    const expected = stored.filter((p) => matches(p, filter));
    const page = await products({ filter, first: 100 });
    expect(page.totalCount, JSON.stringify(filter)).toBe(expected.length);
    expect(idsOf(page.edges.map((e) => e.node)), JSON.stringify(filter)).toEqual(idsOf(expected));
    return page.edges.map((e) => e.node);
  };

  it("searches names, descriptions and part numbers, ignoring case", async () => {
    const pads = await expectFilter({ search: "ceramic" });
    expect(pads.map((p) => p.name)).toContain("Ceramic Brake Pads");

    // Only in the description: "Low-dust ceramic front pad set ...".
    const lowDust = await expectFilter({ search: "LOW-DUST" });
    expect(lowDust.map((p) => p.name)).toEqual(["Ceramic Brake Pads"]);

    // A part number, in any case, and a piece of one.
    expect((await expectFilter({ search: "bp-1210-cf" })).map((p) => p.name)).toEqual(["Ceramic Brake Pads"]);
    expect((await expectFilter({ search: "ATM-10" })).map((p) => p.name)).toEqual(["Mini Blade Fuse 10A"]);

    const brake = await expectFilter({ search: "Brake" });
    expect(brake.length).toBeGreaterThan(5);
    expect(await expectFilter({ search: "  brake  " })).toHaveLength(brake.length);
  });

  it("needs every word of a search to match (AND), in any field", async () => {
    const both = await expectFilter({ search: "brake fluid" });
    expect(both.map((p) => p.name)).toEqual(["Brake Fluid DOT 4 1L"]);
    // "wiper" is in the name, "streak-free" only in the description of the 26in blade.
    expect((await expectFilter({ search: "wiper streak-free" })).map((p) => p.name)).toEqual([
      "Beam Wiper 26in",
    ]);
    const either = stored.filter((p) => matches(p, { search: "brake" }) || matches(p, { search: "fluid" }));
    expect(both.length).toBeLessThan(either.length);
    expect(await expectFilter({ search: "ceramic zzzz-no-such-word" })).toEqual([]);
  });

  it("treats search text literally, not as a pattern", async () => {
    expect(await expectFilter({ search: "a+b(" })).toEqual([]);
    expect(await expectFilter({ search: ".*" })).toEqual([]);
    const ampersand = await expectFilter({ search: "Thermostat &" });
    expect(ampersand.map((p) => p.name)).toEqual(["Thermostat & Gasket"]);
  });

  it("filters by category and by stock", async () => {
    const brakes = await expectFilter({ category: "Brakes" });
    expect(brakes).toHaveLength(12);
    expect(brakes.every((p) => p.category === "Brakes")).toBe(true);
    expect(await expectFilter({ category: "Brake" })).toEqual([]);
    expect(await expectFilter({ category: "No Such Category" })).toEqual([]);

    const inStock = await expectFilter({ inStock: true });
    expect(inStock).toHaveLength(39);
    expect(inStock.every((p) => p.availableQuantity > 0)).toBe(true);
    expect(inStock.map((p) => p.name)).not.toContain("Diesel Fuel Filter");
    // inStock: false does not narrow the list.
    expect(await expectFilter({ inStock: false })).toHaveLength(42);
  });

  it("finds the parts that fit a vehicle: a fitment range covers the year, universal parts always", async () => {
    const universal = stored.filter((p) => p.fitments.length === 0).map((p) => p.name);
    expect(universal.length).toBeGreaterThan(0);

    const camry2018 = (await expectFilter({ make: "Toyota", model: "Camry", year: 2018 })).map((p) => p.name);
    expect(camry2018).toEqual(
      expect.arrayContaining(["Ceramic Brake Pads", "Iridium Spark Plug", ...universal]),
    );
    // The radiator fits the Camry to 2017, and the Avalon in 2018: one fitment must cover all three.
    expect(camry2018).not.toContain("Aluminum Radiator");
    expect(camry2018).toHaveLength(7 + universal.length);

    const camry2017 = (await expectFilter({ make: "Toyota", model: "Camry", year: 2017 })).map((p) => p.name);
    expect(camry2017).toContain("Aluminum Radiator");
    expect(camry2017).not.toContain("Ceramic Brake Pads");

    // Range ends are included.
    for (const year of [2012, 2017]) {
      const names = (await expectFilter({ make: "Toyota", model: "Camry", year })).map((p) => p.name);
      expect(names).toContain("Aluminum Radiator");
    }
    const names2011 = (await expectFilter({ make: "Toyota", model: "Camry", year: 2011 })).map((p) => p.name);
    expect(names2011.sort()).toEqual([...universal].sort());

    // A vehicle nothing is made for still gets the universal parts.
    const unknown = await expectFilter({ make: "Lada", model: "Niva", year: 1990 });
    expect(unknown.map((p) => p.name).sort()).toEqual([...universal].sort());
  });

  it("filters by make, model or year alone, and ignores case in names", async () => {
    const ford = await expectFilter({ make: "Ford" });
    expect(ford.map((p) => p.name)).toEqual(
      expect.arrayContaining(["Front Brake Caliper", "LED Tail Light"]),
    );
    await expectFilter({ model: "Civic" });
    await expectFilter({ year: 2008 });
    await expectFilter({ make: "Honda", year: 2010 });
    const lower = await expectFilter({ make: "toyota", model: "CAMRY", year: 2018 });
    const proper = await expectFilter({ make: "Toyota", model: "Camry", year: 2018 });
    expect(idsOf(lower)).toEqual(idsOf(proper));
  });

  it("combines filters, each narrowing the others", async () => {
    const combos: ProductFilter[] = [
      { search: "filter", inStock: true },
      { search: "filter", category: "Filters", make: "Chevrolet", model: "Silverado 2500 HD", year: 2014 },
      { search: "filter", category: "Filters", make: "Chevrolet", model: "Silverado 2500 HD", inStock: true },
      { category: "Lighting", make: "Ford", model: "F-150", year: 2016 },
      { category: "Lighting", make: "Ford", model: "F-150", year: 2016, inStock: true, search: "bulb" },
      { category: "Cooling", inStock: true, make: "Hyundai", model: "Elantra", year: 2014 },
    ];
    for (const filter of combos) await expectFilter(filter);
    // The Duramax fuel filter fits, but none are left.
    const silverado = await expectFilter(combos[1]!);
    expect(silverado.map((p) => p.name)).toEqual(["Diesel Fuel Filter"]);
    expect(await expectFilter(combos[2]!)).toEqual([]);
  });

  it("lists categories alphabetically", async () => {
    const { data, errors } = await shop.gql<{ categories: string[] }>("{ categories }");
    expect(errors).toBeUndefined();
    expect(data!.categories).toEqual([
      "Brakes",
      "Cooling",
      "Electrical",
      "Filters",
      "Ignition",
      "Lighting",
      "Suspension",
      "Wipers",
    ]);
  });

  it("derives makes, models and years from the fitments, sorted", async () => {
    const { data, errors } = await shop.gql<{
      vehicles: { make: string; models: { model: string; years: number[] }[] }[];
    }>("{ vehicles { make models { model years } } }");
    expect(errors).toBeUndefined();
    const expected = new Map<string, Map<string, Set<number>>>();
    for (const { make, model, yearFrom, yearTo } of stored.flatMap((p) => p.fitments)) {
      const models = expected.get(make) ?? new Map<string, Set<number>>();
      expected.set(make, models);
      const years = models.get(model) ?? new Set<number>();
      models.set(model, years);
      for (let year = yearFrom; year <= yearTo; year++) years.add(year);
    }
    const byName = (a: string, b: string) => a.localeCompare(b);
    expect(data!.vehicles).toEqual(
      [...expected.keys()].sort(byName).map((make) => ({
        make,
        models: [...expected.get(make)!.keys()].sort(byName).map((model) => ({
          model,
          years: [...expected.get(make)!.get(model)!].sort((a, b) => a - b),
        })),
      })),
    );
    const toyota = data!.vehicles.find((v) => v.make === "Toyota")!;
    // Camry: 2012–2017 (radiator) and 2018–2024 (pads, plugs): one unbroken run.
    expect(toyota.models.find((m) => m.model === "Camry")!.years).toEqual(
      Array.from({ length: 13 }, (_, i) => 2012 + i),
    );
    // Universal parts add no vehicle.
    expect(data!.vehicles.length).toBe(new Set(stored.flatMap((p) => p.fitments.map((f) => f.make))).size);
  });

  it("finds one product by id, null for an unknown id, and refuses a malformed id", async () => {
    const product = stored.find((p) => p.partNumber === "BD-24561-V")!;
    const found = await shop.gql<{ product: ProductNode }>(
      `query($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`,
      { id: product._id.toHexString() },
    );
    expect(found.errors).toBeUndefined();
    expect(found.data!.product).toEqual({
      id: product._id.toHexString(),
      name: "Vented Brake Disc",
      description: product.description,
      price: 68.5,
      minimumOrderQuantity: 2,
      availableQuantity: 26,
      picture: "/assets/parts/vented-brake-disc.svg",
      partNumber: "BD-24561-V",
      category: "Brakes",
      createdAt: product.createdAt.toISOString(),
      fitments: [
        { make: "Volkswagen", model: "Golf", yearFrom: 2015, yearTo: 2021 },
        { make: "Volkswagen", model: "Jetta", yearFrom: 2019, yearTo: 2024 },
        { make: "Audi", model: "A3", yearFrom: 2015, yearTo: 2020 },
      ],
    });

    const unknown = await shop.gql<{ product: ProductNode | null }>(
      "query($id: ID!) { product(id: $id) { id } }",
      { id: new ObjectId().toHexString() },
    );
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.product).toBeNull();

    for (const id of ["abc", "", "zzzzzzzzzzzzzzzzzzzzzzzz", `${product._id.toHexString()}00`]) {
      const malformed = await shop.gql("query($id: ID!) { product(id: $id) { id } }", { id });
      badInput(malformed);
    }
  });

  it("says what a product's fitment says of a vehicle, by the rule the filter finds it by", async () => {
    const fitment = async (partNumber: string, vehicle: VehicleInput) => {
      const id = stored.find((p) => p.partNumber === partNumber)!._id.toHexString();
      const result = await shop.gql<{ product: { fitmentState: FitmentState; fits: boolean } }>(
        `query($id: ID!, $vehicle: VehicleInput!) {
          product(id: $id) { fitmentState(vehicle: $vehicle) fits(vehicle: $vehicle) }
        }`,
        { id, vehicle },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.product;
    };
    const state = async (partNumber: string, vehicle: VehicleInput) =>
      (await fitment(partNumber, vehicle)).fitmentState;
    expect(await state("BP-1210-CF", { make: "Toyota", model: "Camry", year: 2018 })).toBe("FITS");
    expect(await state("BP-1210-CF", { make: "Toyota", model: "Camry", year: 2024 })).toBe("FITS");
    expect(await state("BP-1210-CF", { make: "Toyota", model: "Camry", year: 2017 })).toBe("DOES_NOT_FIT");
    expect(await state("BP-1210-CF", { make: "Toyota", model: "Avalon", year: 2023 })).toBe("DOES_NOT_FIT");
    expect(await state("BP-1210-CF", { make: "Honda", model: "Camry", year: 2018 })).toBe("DOES_NOT_FIT");
    expect(await state("BP-1210-CF", { make: "toyota", model: "camry", year: 2020 })).toBe("FITS");
    expect(await state("RD-13399", { make: "Toyota", model: "Camry", year: 2018 })).toBe("DOES_NOT_FIT");
    // The oil filter fits the F-150's 5.0L V8 only: which engine a shopper's has, they have not said.
    const f150 = { make: "Ford", model: "F-150", year: 2018 };
    expect(await fitment("OF-7317", f150)).toEqual({ fitmentState: "FITS_SOME", fits: false });
    // Universal parts fit anything, and say so.
    const niva = { make: "Lada", model: "Niva", year: 1985 };
    expect(await fitment("LB-H11-LL", niva)).toEqual({ fitmentState: "UNIVERSAL", fits: true });

    for (const vehicle of [
      { make: "Toyota", model: "Camry", year: 2018 },
      { make: "Ford", model: "F-150", year: 2015 },
      { make: "Honda", model: "Civic", year: 2022 },
    ]) {
      const all = await shop.gql<{
        products: { edges: { node: { id: string; fitmentState: FitmentState } }[] };
      }>(
        `query($vehicle: VehicleInput!) {
          products(first: 100) { edges { node { id fitmentState(vehicle: $vehicle) } } }
        }`,
        { vehicle },
      );
      expect(all.errors).toBeUndefined();
      const nodes = all.data!.products.edges.map((e) => e.node);
      const shown = nodes.filter((node) => ["FITS", "FITS_SOME", "UNIVERSAL"].includes(node.fitmentState));
      const filtered = await products({ filter: vehicle, first: 100 });
      expect(idsOf(shown)).toEqual(idsOf(filtered.edges.map((e) => e.node)));
    }
  });

  it("finds a part with no fitment data for no vehicle, and says its fitment is not confirmed", async () => {
    // Added as Add Product adds a part whose form lists no vehicles.
    const unlisted = { name: "Unlisted wiper", price: 9, minimumOrderQuantity: 1, category: "Wipers" };
    const added = newProduct(validateProductInput(unlisted, true), new Date());
    await shop.db.collection<ProductDocument>("products").insertOne(added);
    const id = added._id.toHexString();
    const camry = { make: "Toyota", model: "Camry", year: 2018 };
    const answer = await shop.gql<{
      product: { universal: boolean; fitmentState: FitmentState; fits: boolean };
    }>(
      `query($id: ID!, $vehicle: VehicleInput!) {
        product(id: $id) { universal fitmentState(vehicle: $vehicle) fits(vehicle: $vehicle) }
      }`,
      { id, vehicle: camry },
    );
    expect(answer.data!.product).toEqual({ universal: false, fitmentState: "NOT_CONFIRMED", fits: false });
    const found = await products({ filter: { ...camry, category: "Wipers" }, first: 100 });
    expect(idsOf(found.edges.map((e) => e.node))).not.toContain(id);
    await shop.db.collection("products").deleteOne({ _id: added._id });
  });

  it("serves every product's picture and the placeholder", async () => {
    const pictures = [...new Set(stored.map((p) => p.picture))];
    expect(pictures).toHaveLength(42);
    for (const picture of [...pictures, PLACEHOLDER_PICTURE]) {
      expect(picture).toMatch(/^\/assets\/(parts\/[a-z0-9-]+|placeholder-part)\.svg$/);
      const response = await fetch(`${shop.url}${picture}`);
      expect(response.status, picture).toBe(200);
      expect(response.headers.get("content-type"), picture).toMatch(/^image\/svg\+xml/);
      expect(await response.text()).toContain("<svg");
    }
    const missing = await fetch(`${shop.url}/assets/parts/no-such-part.svg`);
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
  });
});
