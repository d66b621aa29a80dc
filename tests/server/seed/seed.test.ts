import { numberKeysOf } from "../../../server/db/number-keys";
import { fitmentKeysOf } from "../../../server/db/vehicle-keys";
import { FITMENT_POSITIONS } from "../../../shared/fitment";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { MongoClient, ObjectId, type Db } from "mongodb";
import type { ProductDocument, ReviewDocument } from "../../../server/db/models";
import { CATALOGUE_PRODUCTS, CATALOGUE_REVIEWS, PART_PICTURE_PREFIX } from "../../../server/seed/catalogue";
import { seedDatabase, type SeedMarkerDocument } from "../../../server/seed/seed";
import { useFreshDatabases } from "./fresh-databases";
import { REPO_ROOT } from "../../support/repo-root";

const PARTS_DIR = path.join(REPO_ROOT, "server/assets/parts");

const PRODUCT_FIELDS = [
  "_id",
  "availableQuantity",
  "category",
  "createdAt",
  "description",
  "fitments",
  "interchangeNumbers",
  "minimumOrderQuantity",
  "name",
  "numberKeys",
  "oeNumbers",
  "partNumber",
  "picture",
  "price",
  "qualifiedKeys",
  "universal",
  "updatedAt",
  "vehicleKeys",
];
const REVIEW_FIELDS = ["_id", "createdAt", "feedback", "name", "ratings", "userId"];

const { tdb, freshDb } = useFreshDatabases("seed");

const productsOf = (db: Db) => db.collection<ProductDocument>("products");
const reviewsOf = (db: Db) => db.collection<ReviewDocument>("reviews");
const markerOf = (db: Db) => db.collection<SeedMarkerDocument>("meta").findOne({ _id: "seed" });
/** What the database holds, in the shape of seedDatabase's report of what it inserted. */
const storedCounts = async (db: Db) => ({
  products: await productsOf(db).countDocuments(),
  reviews: await reviewsOf(db).countDocuments(),
});

describe("seedDatabase, first run", () => {
  let db: Db;
  let result: { products: number; reviews: number };
  let products: ProductDocument[];
  let reviews: ReviewDocument[];
  const messages: string[] = [];
  const startedAt = Date.now();

  beforeAll(async () => {
    db = await freshDb();
    result = await seedDatabase(db, (message) => messages.push(message));
    products = await productsOf(db).find().toArray();
    reviews = await reviewsOf(db).find().toArray();
  });

  it("inserts the whole catalogue and reports what it inserted", async () => {
    expect(result).toEqual({ products: CATALOGUE_PRODUCTS.length, reviews: CATALOGUE_REVIEWS.length });
    expect(products).toHaveLength(CATALOGUE_PRODUCTS.length);
    expect(reviews).toHaveLength(CATALOGUE_REVIEWS.length);
    expect(messages.join("\n")).toMatch(/inserted \d+ products and \d+ reviews/);
    const marker = await markerOf(db);
    expect(marker?.seededAt).toBeInstanceOf(Date);
  });

  it("is a catalogue worth browsing: enough products, categories, makes and reviews", () => {
    expect(products.length).toBeGreaterThanOrEqual(28);
    expect(new Set(products.map((p) => p.category)).size).toBeGreaterThanOrEqual(7);
    const fitments = products.flatMap((p) => p.fitments);
    expect(new Set(fitments.map((f) => f.make)).size).toBeGreaterThanOrEqual(7);
    expect(reviews.length).toBeGreaterThanOrEqual(6);
    // Some of each kind of stock and fitment the shop has to display.
    expect(products.filter((p) => p.availableQuantity === 0).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.fitments.length === 0).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.minimumOrderQuantity >= 10).length).toBeGreaterThanOrEqual(1);
  });

  it("stores every product in the ProductDocument shape, within the spec's limits", () => {
    for (const product of products) {
      const where = product.partNumber;
      // A part type is stored where the part has one.
      expect(
        Object.keys(product)
          .filter((key) => key !== "partType")
          .sort(),
        where,
      ).toEqual(PRODUCT_FIELDS);
      expect(product._id, where).toBeInstanceOf(ObjectId);
      expect(product.name.trim().length, where).toBeGreaterThan(0);
      expect(product.name.length, where).toBeLessThanOrEqual(20);
      expect(product.description.length, where).toBeGreaterThan(20);
      expect(product.price, where).toBeGreaterThan(0);
      expect(Math.round(product.price * 100) / 100, where).toBe(product.price);
      expect(Number.isInteger(product.availableQuantity) && product.availableQuantity >= 0, where).toBe(true);
      expect(Number.isInteger(product.minimumOrderQuantity), where).toBe(true);
      expect(product.minimumOrderQuantity, where).toBeGreaterThanOrEqual(1);
      expect(product.picture, where).toMatch(/^\/assets\/parts\/[a-z0-9-]+\.svg$/);
      // Every part says what it fits: universal, or its vehicles; a new shop has no unconfirmed part.
      expect(product.universal || product.fitments.length > 0, where).toBe(true);
      expect(product.universal && product.fitments.length > 0, where).toBe(false);
      for (const fitment of product.fitments) {
        expect(
          ["make", "model", "yearFrom", "yearTo"].every((field) => field in fitment),
          where,
        ).toBe(true);
        if (fitment.position) expect(Object.keys(FITMENT_POSITIONS), where).toContain(fitment.position);
        expect(fitment.make && fitment.model, where).toBeTruthy();
        expect(Number.isInteger(fitment.yearFrom) && Number.isInteger(fitment.yearTo), where).toBe(true);
        expect(fitment.yearFrom, where).toBeGreaterThanOrEqual(1990);
        expect(fitment.yearFrom, where).toBeLessThanOrEqual(fitment.yearTo);
        expect(fitment.yearTo, where).toBeLessThanOrEqual(new Date().getFullYear() + 1);
      }
      expect({ vehicleKeys: product.vehicleKeys, qualifiedKeys: product.qualifiedKeys }, where).toEqual(
        fitmentKeysOf(product),
      );
      expect(product.numberKeys, where).toEqual(numberKeysOf(product));
    }
    const partNumbers = products.map((p) => p.partNumber);
    expect(new Set(partNumbers).size).toBe(partNumbers.length);
  });

  it("dates products over the past weeks, so newest-first sorting means something", () => {
    const created = products.map((p) => p.createdAt.getTime());
    expect(new Set(created).size).toBe(products.length);
    expect(Math.max(...created)).toBeLessThanOrEqual(startedAt + 1000);
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(14 * 24 * 60 * 60 * 1000);
    for (const product of products) {
      expect(product.updatedAt.getTime()).toBeGreaterThanOrEqual(product.createdAt.getTime());
      expect(product.updatedAt.getTime()).toBeLessThanOrEqual(startedAt + 1000);
    }
  });

  it("stores reviews in the ReviewDocument shape, dated in the past", () => {
    for (const review of reviews) {
      expect(Object.keys(review).sort()).toEqual(REVIEW_FIELDS);
      expect(Number.isInteger(review.ratings) && review.ratings >= 1 && review.ratings <= 5).toBe(true);
      expect(review.userId).toBeNull();
      expect(review.name.length).toBeGreaterThan(0);
      expect(review.feedback.length).toBeGreaterThan(20);
      expect(review.createdAt.getTime()).toBeLessThan(startedAt);
    }
    expect(reviews.filter((r) => r.ratings >= 4).length).toBeGreaterThan(reviews.length / 2);
  });
});

describe("part pictures", () => {
  it("points every product at a local, well-formed SVG with a <title>, one picture per product", async () => {
    const files = (await readdir(PARTS_DIR)).filter((file) => file.endsWith(".svg")).sort();
    const referenced = CATALOGUE_PRODUCTS.map((p) => p.picture.slice(PART_PICTURE_PREFIX.length)).sort();
    expect(new Set(referenced).size).toBe(referenced.length);
    expect(files).toEqual(referenced);
    for (const product of CATALOGUE_PRODUCTS) {
      expect(product.picture.startsWith(PART_PICTURE_PREFIX)).toBe(true);
      const file = path.join(PARTS_DIR, product.picture.slice(PART_PICTURE_PREFIX.length));
      const svg = await readFile(file, "utf8");
      expect(svg.length, file).toBeLessThan(8 * 1024);
      expect(checkSvg(svg), file).toEqual({ wellFormed: true, root: "svg", viewBox: "0 0 400 300" });
      expect(titleOf(svg)?.replace(/&amp;/g, "&"), file).toBe(product.name);
      // Nothing loads from elsewhere: the only URL is the SVG namespace.
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ""), file).not.toMatch(/https?:|href=/);
    }
  });
});

describe("seedDatabase, later runs", () => {
  it("inserts nothing on a second run", async () => {
    const db = await freshDb();
    await seedDatabase(db);
    const before = await productsOf(db).countDocuments();
    expect(await seedDatabase(db)).toEqual({ products: 0, reviews: 0 });
    expect(await storedCounts(db)).toEqual({ products: before, reviews: CATALOGUE_REVIEWS.length });
  });

  it("does not bring deleted products back: the marker outlives them", async () => {
    const db = await freshDb();
    await seedDatabase(db);
    await productsOf(db).deleteMany({});
    await reviewsOf(db).deleteMany({});
    expect(await seedDatabase(db)).toEqual({ products: 0, reviews: 0 });
    expect(await storedCounts(db)).toEqual({ products: 0, reviews: 0 });
  });

  it("leaves a database whose products were filled by other means alone", async () => {
    const db = await freshDb();
    const now = new Date();
    await productsOf(db).insertOne({
      _id: new ObjectId(),
      name: "Own Product",
      description: "Added before the seed ever ran.",
      price: 10,
      minimumOrderQuantity: 1,
      availableQuantity: 1,
      picture: "/assets/parts/water-pump.svg",
      partNumber: "OWN-1",
      category: "Cooling",
      fitments: [],
      vehicleKeys: ["*"],
      qualifiedKeys: [],
      numberKeys: ["OWN1"],
      createdAt: now,
      updatedAt: now,
    });
    expect(await seedDatabase(db)).toEqual({ products: 0, reviews: 0 });
    expect(await storedCounts(db)).toEqual({ products: 1, reviews: 0 });
  });

  it("does not mix demo reviews with reviews customers already wrote", async () => {
    const db = await freshDb();
    await reviewsOf(db).insertOne({
      _id: new ObjectId(),
      name: "Real Customer",
      feedback: "Written before the catalogue existed.",
      ratings: 4,
      userId: new ObjectId(),
      createdAt: new Date(),
    });
    expect(await seedDatabase(db)).toEqual({ products: CATALOGUE_PRODUCTS.length, reviews: 0 });
    expect(await reviewsOf(db).countDocuments()).toBe(1);
  });

  it("undoes a failed seed and releases the claim, so the next start seeds cleanly", async () => {
    const db = await freshDb();
    // A unique index on a field no product has: every product indexes as null, so the second insert
    // fails after the first went in, and the seed has something to undo.
    await productsOf(db).createIndex({ absentField: 1 }, { unique: true, name: "one_product_only" });
    await expect(seedDatabase(db)).rejects.toMatchObject({ code: 11000 });
    expect(await storedCounts(db)).toEqual({ products: 0, reviews: 0 });
    expect(await markerOf(db)).toBeNull();

    await productsOf(db).dropIndex("one_product_only");
    expect(await seedDatabase(db)).toEqual({
      products: CATALOGUE_PRODUCTS.length,
      reviews: CATALOGUE_REVIEWS.length,
    });
  });
});

describe("seedDatabase, processes starting together", () => {
  it("seeds exactly once when several processes run it on the same empty database", async () => {
    const PROCESSES = 4;
    const clients = await Promise.all(
      Array.from({ length: PROCESSES - 1 }, () => MongoClient.connect(tdb.uri)),
    );
    try {
      const first = await freshDb();
      const views = [first, ...clients.map((client) => client.db(first.databaseName))];
      const results = await Promise.all(views.map((db) => seedDatabase(db)));

      const seeded = results.filter((r) => r.products > 0);
      expect(seeded).toEqual([{ products: CATALOGUE_PRODUCTS.length, reviews: CATALOGUE_REVIEWS.length }]);
      expect(results.filter((r) => r.products === 0 && r.reviews === 0)).toHaveLength(PROCESSES - 1);
      expect(await storedCounts(first)).toEqual({
        products: CATALOGUE_PRODUCTS.length,
        reviews: CATALOGUE_REVIEWS.length,
      });
      expect(await first.collection("meta").countDocuments()).toBe(1);
    } finally {
      await Promise.all(clients.map((client) => client.close()));
    }
  });
});

/**
 * A small XML well-formedness check, enough for hand-made SVG: tags nest and close, attributes are
 * quoted, `&` only starts an entity, and there is a single <svg> root with the shop's view box.
 */
function checkSvg(svg: string): { wellFormed: boolean; root?: string; viewBox?: string } {
  const stack: string[] = [];
  let root: string | undefined;
  let viewBox: string | undefined;
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    const between = svg.slice(last, match.index);
    if (/[<>]/.test(between) || /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(between)) {
      return { wellFormed: false };
    }
    last = tag.lastIndex;
    const [, closing, name, attributes, selfClosing] = match;
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(attributes!)) return { wellFormed: false };
    if (closing) {
      if (stack.pop() !== name) return { wellFormed: false };
      continue;
    }
    if (stack.length === 0) {
      if (root) return { wellFormed: false };
      root = name;
      viewBox = /\sviewBox="([^"]*)"/.exec(attributes!)?.[1];
    }
    if (!selfClosing) stack.push(name!);
  }
  const rest = svg.slice(last);
  return stack.length === 0 && root && rest.trim() === ""
    ? { wellFormed: true, root, viewBox }
    : { wellFormed: false };
}

function titleOf(svg: string): string | undefined {
  return /^<svg[^>]*>\s*<title>([^<]+)<\/title>/.exec(svg)?.[1]?.trim();
}
