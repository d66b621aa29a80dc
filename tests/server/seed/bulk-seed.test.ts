import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ObjectId, type Db } from "mongodb";
import { openDatabase } from "../../../server/db/database";
import { APP_INDEXES } from "../../../server/db/indexes";
import type { FitmentDocument, ProductDocument } from "../../../server/db/models";
import { validateProductInput } from "../../../server/services/catalogue/product-input";
import { UNIVERSAL, fitmentKeysOf } from "../../../server/db/vehicle-keys";
import { FITMENT_POSITIONS } from "../../../shared/fitment";
import { CATALOGUE_PRODUCTS, PART_PICTURE_PREFIX } from "../../../server/seed/catalogue";
import { SEED_MARKER_ID, seedDatabase, type SeedMarkerDocument } from "../../../server/seed/seed";
import {
  BULK_SEED_MARKER_ID,
  bulkSeed,
  BulkSeedRefused,
  type BulkSeedMarkerDocument,
} from "../../../server/seed/bulk/bulk-seed";
import { BULK_BASE_DATE, bulkProduct, bulkProducts } from "../../../server/seed/bulk/generate";
import { PART_CATEGORIES, type PartType } from "../../../server/seed/bulk/parts";
import { VEHICLE_MAKES, type Generation } from "../../../server/seed/bulk/vehicles";
import { useFreshDatabases } from "./fresh-databases";
import { devShopEnv, launchShop, postGraphQL, stopShop, waitHealthy } from "../../support/shop-process";
import { REPO_ROOT } from "../../support/repo-root";
import { SCRIPT_TIMEOUT_MS, runNpmScript } from "../../support/npm-script";

const ASSETS_DIR = path.join(REPO_ROOT, "server/assets");
/** The stored shape: the starting catalogue's products plus what is assigned when they are inserted. */
const PRODUCT_FIELDS = [
  ...Object.keys(CATALOGUE_PRODUCTS[0]!).filter((key) => key !== "partType"),
  "_id",
  "createdAt",
  "updatedAt",
  "universal",
  "vehicleKeys",
  "qualifiedKeys",
  "numberKeys",
]
  .filter((field, i, fields) => fields.indexOf(field) === i)
  .sort();
/** What a fitment may say besides its make, model and years. */
const FITMENT_QUALIFIERS = ["submodel", "engine", "position", "note"];
/** Words of real part names; every bulk part's name holds at least one. */
const PART_WORDS =
  /\b(brake|pads?|disc|rotor|caliper|hose|line|shoes?|drum|fluid|filter|element|plug|coil|wire|lead|glow|strut|shock|spring|arm|link|bushing|joint|wishbone|tie rod|rack|pinion|pump|headlight|light|bulb|radiator|thermostat|fan|reservoir|tank|alternator|starter|fuse|relay|regulator|motor|battery|charger|wiper|mount|pan|cooler|valve|cap|dipstick|throttle|manifold|gasket|seal|belt|tensioner|pulley|timing|converter|muffler|pipe|injector|solenoid|cable|clutch|flywheel|cyl|axle|boot|shaft|bearing|hub|stud|nut|compressor|condenser|core|resistor|sensor|bumper|fender|grille|handle|mirror|glass|oil|coolant|atf|cleaner|ball|inflator|bag|tools|mat|liner|cover)\b/i;

const SAMPLE = 3_000;
let sample: ProductDocument[];
beforeAll(() => {
  sample = bulkProducts(0, SAMPLE);
});

const PART_TYPES = new Map(PART_CATEGORIES.flatMap((c) => c.types).map((type) => [type.code, type]));
/** The kind of part a bulk part is, by its part number's prefix. */
const typeOf = (product: ProductDocument): PartType => PART_TYPES.get(product.partNumber.slice(0, 2))!;
const MODELS = new Map(
  VEHICLE_MAKES.flatMap((make) => make.models).map((model) => [`${model.make}|${model.model}`, model]),
);
/** The generation of its model a fitment's years lie in, if any. */
const generationOf = (fitment: FitmentDocument): Generation | undefined =>
  MODELS.get(`${fitment.make}|${fitment.model}`)?.generations.find(
    ({ yearFrom, yearTo }) => yearFrom <= fitment.yearFrom && fitment.yearTo <= yearTo,
  );

describe("the bulk catalogue's generator", () => {
  it("is deterministic: the same parts, ids and dates on every run, part i the same whatever N", () => {
    expect(bulkProducts(0, SAMPLE)).toEqual(sample);
    expect(bulkProducts(0, 500)).toEqual(sample.slice(0, 500));
    expect(bulkProducts(1_000, 10)).toEqual(sample.slice(1_000, 1_010));
    expect(bulkProduct(42)._id.toHexString()).toBe(sample[42]!._id.toHexString());
    expect(new Set(sample.map((p) => p._id.toHexString())).size).toBe(SAMPLE);
  });

  it("stores exactly the ProductDocument fields, and each passes the shop's own product validation", () => {
    for (const product of sample) {
      // A part type is stored where the part has one.
      expect(
        Object.keys(product)
          .filter((key) => key !== "partType")
          .sort(),
        product.partNumber,
      ).toEqual(PRODUCT_FIELDS);
      const { _id, createdAt, updatedAt, vehicleKeys, qualifiedKeys, numberKeys, ...input } = product;
      expect({ vehicleKeys, qualifiedKeys }, product.partNumber).toEqual(fitmentKeysOf(product));
      expect(numberKeys, product.partNumber).toEqual([product.partNumber.replace("-", "")]);
      // Validation trims and normalises: what it returns is what the shop would have stored.
      expect(validateProductInput(input, true), product.partNumber).toEqual(input);
      expect(_id).toBeInstanceOf(ObjectId);
      expect(createdAt.getTime()).toBeLessThanOrEqual(updatedAt.getTime());
      expect(updatedAt.getTime()).toBeLessThanOrEqual(BULK_BASE_DATE.getTime());
      // Dated like a driver-made id: its timestamp is the creation time.
      expect(_id.getTimestamp().getTime()).toBe(Math.floor(createdAt.getTime() / 1000) * 1000);
      expect(Math.round(product.price * 100) / 100).toBe(product.price);
      expect(product.availableQuantity % product.minimumOrderQuantity, product.partNumber).toBe(0);
    }
  });

  it("gives unique part numbers that never collide with the starting catalogue's", () => {
    const partNumbers = sample.map((p) => p.partNumber);
    expect(new Set(partNumbers).size).toBe(SAMPLE);
    for (const partNumber of partNumbers) expect(partNumber).toMatch(/^[A-Z]{2}-\d{7}$/);
    for (const { partNumber } of CATALOGUE_PRODUCTS) expect(partNumber).not.toMatch(/^[A-Z]{2}-\d{7}$/);
    // The number is a permutation of the index: far apart indexes never share one either.
    const far = [0, 1, 9_999_999, 5_000_000, 123_456].map((i) => bulkProduct(i).partNumber.slice(3));
    expect(new Set(far).size).toBe(far.length);
  });

  it("names parts with real part vocabulary and describes them with brand and fitment", () => {
    for (const product of sample) {
      expect(product.name, product.partNumber).toMatch(PART_WORDS);
      const brands = PART_CATEGORIES.find((c) => c.name === product.category)!.brands;
      const typeBrands = PART_CATEGORIES.flatMap((c) => c.types.flatMap((t) => t.brands ?? []));
      expect(
        [...brands, ...typeBrands].some((brand) => product.description.startsWith(`${brand} `)),
        product.description,
      ).toBe(true);
      if (product.fitments.length) expect(product.description).toContain(`${product.fitments[0]!.make} `);
    }
    const names = new Set(sample.map((p) => p.name));
    for (const name of [
      "Ceramic Brake Pads",
      "Spin-On Oil Filter",
      "Iridium Spark Plug",
      "Alternator 150A",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("spreads over 20 to 40 categories, about 30 makes, and a realistic mix of stock and fitments", () => {
    const categories = new Set(sample.map((p) => p.category));
    expect(categories.size).toBeGreaterThanOrEqual(20);
    expect(categories.size).toBeLessThanOrEqual(40);
    const universal = sample.filter((p) => p.universal).length / SAMPLE;
    expect(universal).toBeGreaterThan(0.05);
    expect(universal).toBeLessThan(0.15);
    const soldOut = sample.filter((p) => p.availableQuantity === 0).length / SAMPLE;
    expect(soldOut).toBeGreaterThan(0.03);
    expect(soldOut).toBeLessThan(0.15);
    expect(sample.some((p) => p.minimumOrderQuantity > 1)).toBe(true);
    const counts = sample.map((p) => p.fitments.length).filter(Boolean);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBe(6);
    const fitments = sample.flatMap((p) => p.fitments);
    expect(new Set(fitments.map((f) => f.make)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(fitments.map((f) => `${f.make} ${f.model}`)).size).toBeGreaterThanOrEqual(100);
  });

  it("fits real models within the years they were made", () => {
    for (const product of sample) {
      const vehicles = product.fitments.map((f) => `${f.make} ${f.model} ${f.yearFrom}`);
      expect(new Set(vehicles).size, product.partNumber).toBe(vehicles.length);
      for (const fitment of product.fitments) {
        const { make, model, yearFrom, yearTo, ...qualifiers } = fitment;
        expect(FITMENT_QUALIFIERS).toEqual(expect.arrayContaining(Object.keys(qualifiers)));
        expect(MODELS.get(`${make}|${model}`), `${make} ${model}`).toBeDefined();
        expect(yearFrom).toBeGreaterThanOrEqual(1990);
        expect(yearFrom).toBeLessThanOrEqual(yearTo);
        expect(yearTo).toBeLessThanOrEqual(BULK_BASE_DATE.getUTCFullYear());
        expect(generationOf(fitment), JSON.stringify(fitment)).toBeDefined();
      }
    }
    expect(sample.flatMap((p) => p.fitments)).toContainEqual({
      make: "Toyota",
      model: "Corolla",
      yearFrom: 2014,
      yearTo: 2019,
    });
  });

  it("knows the engines each generation was sold with, named as the carmaker names them", () => {
    const generations = VEHICLE_MAKES.flatMap((make) => make.models).flatMap((model) =>
      model.generations.map((generation) => ({ vehicle: `${model.make} ${model.model}`, ...generation })),
    );
    for (const { vehicle, yearFrom, engines, submodels } of generations) {
      const at = `${vehicle} ${yearFrom}`;
      expect(engines.length, at).toBeGreaterThan(0);
      expect(new Set(engines).size, at).toBe(engines.length);
      expect(new Set(submodels).size, at).toBe(submodels.length);
      // Displacement and layout first, as a catalogue's engine menu lists them; the shop takes 40 characters.
      for (const engine of engines) expect(engine, at).toMatch(/^\d\.\dL [LVH]\d{1,2}( \S.{0,30})?$/);
      for (const submodel of submodels) expect(submodel.length, at).toBeLessThanOrEqual(40);
    }
    const generation = (vehicle: string, year: number) =>
      generations.find((g) => g.vehicle === vehicle && g.yearFrom <= year && year <= g.yearTo)!;
    expect(generation("Ford F-150", 2017).engines).toEqual(
      expect.arrayContaining(["2.7L V6 EcoBoost", "3.5L V6", "3.5L V6 EcoBoost", "5.0L V8"]),
    );
    expect(generation("Toyota Camry", 2020).engines).toEqual(expect.arrayContaining(["2.5L L4", "3.5L V6"]));
    expect(generation("Toyota Tacoma", 2020).submodels).toContain("TRD Off-Road");
  });

  it("marks the universal parts, which list no vehicles; every other part lists some", () => {
    for (const product of sample) {
      const universal = typeOf(product).universal !== undefined;
      expect(product.universal, product.partNumber).toBe(universal);
      if (universal) {
        expect(product.fitments, product.partNumber).toEqual([]);
        expect(product.vehicleKeys, product.partNumber).toEqual([UNIVERSAL]);
      } else {
        expect(product.fitments.length, product.partNumber).toBeGreaterThan(0);
      }
    }
  });

  it("places brakes and suspension parts on the vehicle, and narrows filters to the generation's engines", () => {
    for (const product of sample) {
      const type = typeOf(product);
      const positions = type.variants.find(([name]) => name === product.name)![2];
      // A front-left caliper is front-left on every vehicle it fits.
      expect(new Set(product.fitments.map((f) => f.position)).size, product.partNumber).toBeLessThanOrEqual(
        1,
      );
      for (const fitment of product.fitments) {
        const generation = generationOf(fitment)!;
        const at = `${product.partNumber} ${JSON.stringify(fitment)}`;
        if (positions) expect(positions, at).toContain(fitment.position);
        else expect(fitment.position, at).toBeUndefined();
        if (fitment.position) expect(Object.keys(FITMENT_POSITIONS), at).toContain(fitment.position);
        if (fitment.engine) {
          expect(type.fitment?.byEngine, at).toBeDefined();
          expect(generation.engines, at).toContain(fitment.engine);
          // Narrowing to a generation's only engine would say nothing.
          expect(generation.engines.length, at).toBeGreaterThan(1);
        }
        if (fitment.submodel) {
          expect(type.fitment?.bySubmodel, at).toBeDefined();
          expect(generation.submodels, at).toContain(fitment.submodel);
        }
        if (fitment.note) {
          expect(fitment.engine, at).toBeDefined();
          expect(fitment.note, at).toMatch(/^with \d{2}\.\d-inch rotors$/);
        }
      }
    }

    const fitmentsOf = (...codes: string[]) =>
      sample.filter((p) => codes.includes(typeOf(p).code)).flatMap((p) => p.fitments);
    const positionsOf = (fitments: FitmentDocument[]) => new Set(fitments.map((f) => f.position));
    const brakes = sample.filter((p) => p.category === "Brakes").flatMap((p) => p.fitments);
    expect(brakes.every((f) => f.position)).toBe(true);
    expect(positionsOf(fitmentsOf("BP", "BD"))).toEqual(new Set(["FRONT", "REAR"]));
    expect(positionsOf(fitmentsOf("CL"))).toEqual(
      new Set(["FRONT_LEFT", "FRONT_RIGHT", "REAR_LEFT", "REAR_RIGHT"]),
    );
    expect(positionsOf(fitmentsOf("CA", "BJ"))).toEqual(
      new Set(["FRONT_LEFT", "FRONT_RIGHT", "FRONT_LOWER", "FRONT_UPPER"]),
    );
    expect(fitmentsOf("SA", "SH", "CS").some((f) => f.submodel)).toBe(true);
    expect(fitmentsOf("BD").some((f) => f.note)).toBe(true);

    // Most oil filters are made for one engine, where the generation had several; cabin filters never are.
    const oilFilters = fitmentsOf("OF").filter((f) => generationOf(f)!.engines.length > 1);
    const byEngine = oilFilters.filter((f) => f.engine).length / oilFilters.length;
    expect(byEngine).toBeGreaterThan(0.5);
    expect(byEngine).toBeLessThan(0.9);
    expect(fitmentsOf("AF", "FF").some((f) => f.engine)).toBe(true);
    expect(fitmentsOf("CF").some((f) => f.engine || f.position)).toBe(false);
  });

  it("shows each part with a picture the shop serves", async () => {
    const files = new Set([
      ...(await readdir(ASSETS_DIR)).map((file) => `/assets/${file}`),
      ...(await readdir(path.join(ASSETS_DIR, "parts"))).map((file) => `${PART_PICTURE_PREFIX}${file}`),
    ]);
    for (const picture of new Set(sample.map((p) => p.picture))) expect(files).toContain(picture);
  });
});

describe("bulkSeed on a database", () => {
  const { freshDb } = useFreshDatabases("bulk");
  const productsOf = (db: Db) => db.collection<ProductDocument>("products");
  const bulkMarkerOf = (db: Db) =>
    db.collection<BulkSeedMarkerDocument>("meta").findOne({ _id: BULK_SEED_MARKER_ID });
  const seedMarkerOf = (db: Db) => db.collection<SeedMarkerDocument>("meta").findOne({ _id: SEED_MARKER_ID });
  const indexNames = async (db: Db) => (await productsOf(db).indexes()).map((index) => index.name).sort();

  it("inserts the parts in batches, rebuilds the indexes, and the starting catalogue stays out", async () => {
    const db = await freshDb();
    const indexes = await indexNames(db);
    const messages: string[] = [];
    const result = await bulkSeed(db, { parts: 700, batchSize: 200, log: (m) => messages.push(m) });
    expect(result).toEqual({ first: 0, inserted: 700, indexesAfter: true });
    expect(await productsOf(db).find().sort({ _id: 1 }).toArray()).toEqual(
      bulkProducts(0, 700).sort((a, b) => (a._id.toHexString() < b._id.toHexString() ? -1 : 1)),
    );
    expect(await indexNames(db)).toEqual(indexes);
    expect(messages.join("\n")).toMatch(/700 of 700 parts/);
    expect(await bulkMarkerOf(db)).toEqual({ _id: BULK_SEED_MARKER_ID, parts: 700 });
    expect(await seedMarkerOf(db)).not.toBeNull();
    expect(await seedDatabase(db)).toEqual({ products: 0, reviews: 0 });
    expect(await productsOf(db).countDocuments()).toBe(700);
  });

  it("refuses a catalogue with products unless appending, then continues the numbering", async () => {
    const db = await freshDb();
    await seedDatabase(db);
    await expect(bulkSeed(db, { parts: 10 })).rejects.toThrow(BulkSeedRefused);
    await expect(bulkSeed(db, { parts: 10 })).rejects.toThrow(/already has 42 products.*--append/);
    expect(await productsOf(db).countDocuments()).toBe(CATALOGUE_PRODUCTS.length);

    expect(await bulkSeed(db, { parts: 50, append: true })).toMatchObject({ first: 0, indexesAfter: false });
    expect(await bulkSeed(db, { parts: 30, append: true })).toMatchObject({ first: 50 });
    const partNumbers = bulkProducts(0, 80).map((p) => p.partNumber);
    expect(await productsOf(db).countDocuments({ partNumber: { $in: partNumbers } })).toBe(80);
    expect(await productsOf(db).countDocuments()).toBe(CATALOGUE_PRODUCTS.length + 80);
    expect((await bulkMarkerOf(db))?.parts).toBe(80);
  });

  it("refuses a number of parts that is not a whole number above 0", async () => {
    const db = await freshDb();
    for (const parts of [0, -1, 1.5, Number.NaN]) {
      await expect(bulkSeed(db, { parts })).rejects.toThrow(BulkSeedRefused);
    }
    expect(await productsOf(db).countDocuments()).toBe(0);
  });

  it("writes nothing when interrupted half way, and frees the database for the starting catalogue", async () => {
    const db = await freshDb();
    const interrupt = new AbortController();
    const run = bulkSeed(db, {
      parts: 1_000,
      batchSize: 100,
      signal: interrupt.signal,
      log: (message) => message.startsWith("300 ") && interrupt.abort(new Error("stop")),
    });
    await expect(run).rejects.toThrow("stop");
    expect(await productsOf(db).countDocuments()).toBe(0);
    expect(await bulkMarkerOf(db)).toEqual({ _id: BULK_SEED_MARKER_ID, parts: 0 });
    expect(await seedMarkerOf(db)).toBeNull();
    // The indexes dropped to fill faster are back, every one the shop declares.
    expect(await indexNames(db)).toEqual(
      ["_id_", ...APP_INDEXES.products!.map((index) => index.name!)].sort(),
    );
    expect((await seedDatabase(db)).products).toBe(CATALOGUE_PRODUCTS.length);
  });

  it("on a duplicate part number removes only what it wrote, never the product that was there", async () => {
    const db = await freshDb();
    const theirs = { ...bulkProduct(120), _id: new ObjectId(), name: "Their Own Part" };
    await productsOf(db).insertOne(theirs);
    const run = bulkSeed(db, { parts: 300, append: true, batchSize: 100 });
    await expect(run).rejects.toMatchObject({ code: 11000 });
    expect(await productsOf(db).find().toArray()).toEqual([theirs]);
    expect((await bulkMarkerOf(db))?.running).toBeUndefined();
  });

  it("undoes a run that was killed (its claim left behind) before seeding again", async () => {
    const db = await freshDb();
    await bulkSeed(db, { parts: 100 });
    // What a run killed after two batches of an append leaves: its claim and 200 of its 500 parts.
    const longAgo = new Date(Date.now() - 60 * 60_000);
    await db
      .collection<BulkSeedMarkerDocument>("meta")
      .updateOne(
        { _id: BULK_SEED_MARKER_ID },
        { $set: { running: { count: 500, seedMarker: false, startedAt: longAgo, heartbeatAt: longAgo } } },
      );
    await productsOf(db).insertMany(bulkProducts(100, 200));

    // While the claim is fresh, someone else may be running: refused, nothing touched.
    await db
      .collection<BulkSeedMarkerDocument>("meta")
      .updateOne({ _id: BULK_SEED_MARKER_ID }, { $set: { "running.heartbeatAt": new Date() } });
    await expect(bulkSeed(db, { parts: 10, append: true })).rejects.toThrow(/another seed:bulk is running/);
    expect(await productsOf(db).countDocuments()).toBe(300);

    // With the database to itself (the embedded engine's lock), the leftovers go first.
    const messages: string[] = [];
    await bulkSeed(db, { parts: 10, append: true, exclusive: true, log: (m) => messages.push(m) });
    expect(messages[0]).toMatch(/earlier seed:bulk of 500 parts did not finish/);
    expect(await productsOf(db).countDocuments()).toBe(110);
    expect(await bulkMarkerOf(db)).toEqual({ _id: BULK_SEED_MARKER_ID, parts: 110 });
  });
});

describe("npm run seed:bulk", { timeout: 3 * SCRIPT_TIMEOUT_MS }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "seed-bulk-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("fills a fresh data directory, exits cleanly, and `npm start` serves those parts", async () => {
    const run = await seedBulk(["--parts", "500"], dataDir);
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toMatch(/500 of 500 parts/);
    expect(run.stdout).toMatch(/done: 500 parts \(bulk parts 0 to 499\) in \d+\.\d s/);
    // The embedded engine stopped with it: no socket left, the directory free for the next process.
    expect(existsSync(path.join(dataDir, "engine.sock"))).toBe(false);

    const database = await openDatabase({ dataDir, mongodbUri: undefined });
    try {
      const products = database.db.collection<ProductDocument>("products");
      expect(await products.countDocuments()).toBe(500);
      for (const index of [0, 137, 499]) {
        const expected = bulkProduct(index);
        expect(await products.findOne({ _id: expected._id })).toEqual(expected);
      }
      // What `npm start` does next: the starting catalogue leaves these parts alone.
      expect(await seedDatabase(database.db)).toEqual({ products: 0, reviews: 0 });
      expect(await products.countDocuments()).toBe(500);
    } finally {
      await database.close();
    }

    const shop = await launchShop(devShopEnv(dataDir));
    try {
      await waitHealthy(shop);
      const answer = await postGraphQL<{
        products: { totalCount: number; edges: Array<{ node: { partNumber: string } }> };
      }>(shop.url, "{ products(first: 1, sort: NEWEST) { totalCount edges { node { partNumber } } } }");
      expect(answer.data?.products.totalCount).toBe(500);
      const newest = bulkProducts(0, 500).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
      expect(answer.data?.products.edges[0]?.node.partNumber).toBe(newest.partNumber);

      // The vehicle filter reads the generated parts' vehicle keys: universal parts and those fitting the year.
      const fitting = bulkProducts(0, 500).filter(
        (p) =>
          p.universal ||
          p.fitments.some(
            (f) => f.make === "Toyota" && f.model === "Corolla" && f.yearFrom <= 2016 && 2016 <= f.yearTo,
          ),
      );
      const forCorolla = await postGraphQL<{ products: { totalCount: number } }>(
        shop.url,
        '{ products(first: 1, filter: { make: "toyota", model: "corolla", year: 2016 }) { totalCount } }',
      );
      expect(forCorolla.data?.products.totalCount).toBe(fitting.length);
    } finally {
      await stopShop(shop);
    }
  });

  it("refuses a second run on the same catalogue, and bad arguments, with a non-zero status", async () => {
    const again = await seedBulk(["--parts", "500"], dataDir);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/refused: the database already has 500 products.*--append/);

    const elsewhere = path.join(dataDir, "never-made");
    const bad = [[], ["--parts"], ["--parts", "0"], ["--parts", "12abc"], ["--parts", "5", "--force"]];
    const runs = await Promise.all(bad.map((args) => seedBulk(args, elsewhere)));
    runs.forEach((run, i) => {
      expect(run.code, bad[i]!.join(" ")).toBe(2);
      expect(run.stderr).toMatch(/usage: npm run seed:bulk -- --parts N/);
    });
    expect(existsSync(elsewhere)).toBe(false);
  });
});

/** `npm run seed:bulk -- <args>` on `dataDir`. */
const seedBulk = (args: string[], dataDir: string) => runNpmScript("seed:bulk", args, dataDir);
