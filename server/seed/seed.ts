import { MongoServerError, ObjectId, type Db } from "mongodb";
import { collection, DUPLICATE_KEY, metaCollection } from "../db/collections";
import type { ProductDocument, ReviewDocument } from "../db/models";
import { numberKeysOf } from "../db/number-keys";
import { fitmentKeysOf } from "../db/vehicle-keys";
import { CATALOGUE_PRODUCTS, CATALOGUE_REVIEWS } from "./catalogue";

/** The claim a database was seeded: `meta` holds `{ _id: "seed", seededAt }` once seeding has run. */
export interface SeedMarkerDocument {
  _id: "seed";
  seededAt: Date;
}

export const SEED_MARKER_ID = "seed";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Products are dated over this many past days, so "newest first" has something to sort. */
const PRODUCT_SPREAD_DAYS = 42;
/** Reviews are dated over this many past days, oldest first, the way the home page reads them. */
const REVIEW_SPREAD_DAYS = 21;

/**
 * Fills a new database with the starting catalogue and a few reviews, once in its life.
 *
 * The marker insert is the claim: `_id` is unique, so when several processes start at once exactly one
 * insert succeeds and only that process seeds; the others get error 11000 and skip. The marker stays,
 * so an admin who deletes the demo products does not get them back on the next restart. A database
 * whose products were filled by other means is left alone too (the marker is still written, so the
 * demo catalogue never appears there later either). If inserting fails half way, what this run wrote
 * is removed and the marker released, so the next start tries again from a clean state.
 */
export async function seedDatabase(
  db: Db,
  log: (message: string) => void = () => {},
): Promise<{ products: number; reviews: number }> {
  const nothing = { products: 0, reviews: 0 };
  const meta = metaCollection<SeedMarkerDocument>(db);
  const products = collection(db, "products");
  const reviews = collection(db, "reviews");

  const now = new Date();
  try {
    await meta.insertOne({ _id: SEED_MARKER_ID, seededAt: now });
  } catch (error) {
    if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) {
      log("seed: already done for this database, skipping");
      return nothing;
    }
    throw error;
  }

  if ((await products.countDocuments({}, { limit: 1 })) > 0) {
    log("seed: products already present, leaving the catalogue as it is");
    return nothing;
  }
  // Real customer reviews are never mixed with the demo ones.
  const seedReviews = (await reviews.countDocuments({}, { limit: 1 })) === 0;

  const productDocuments = CATALOGUE_PRODUCTS.map((product, index): ProductDocument => {
    const createdAt = pastDate(now, productAgeMs(index, CATALOGUE_PRODUCTS.length));
    // A few products look edited after they were listed (price or stock touched up).
    const updatedAt = index % 5 === 2 ? new Date(createdAt.getTime() + 3 * DAY_MS + 5 * HOUR_MS) : createdAt;
    return {
      _id: new ObjectId(),
      ...product,
      oeNumbers: product.oeNumbers ?? [],
      interchangeNumbers: product.interchangeNumbers ?? [],
      universal: product.universal ?? false,
      fitments: product.fitments.map((fitment) => ({ ...fitment })),
      ...fitmentKeysOf(product),
      numberKeys: numberKeysOf(product),
      createdAt,
      updatedAt,
    };
  });
  const reviewDocuments = seedReviews
    ? CATALOGUE_REVIEWS.map((review, index): ReviewDocument => ({
        _id: new ObjectId(),
        ...review,
        // Sample reviews are nobody's: no shop user wrote them.
        userId: null,
        createdAt: pastDate(
          now,
          ((CATALOGUE_REVIEWS.length - index) * REVIEW_SPREAD_DAYS * DAY_MS) / CATALOGUE_REVIEWS.length,
        ),
      }))
    : [];

  try {
    await products.insertMany(productDocuments);
    if (reviewDocuments.length > 0) await reviews.insertMany(reviewDocuments);
  } catch (error) {
    await rollBack(db, productDocuments, reviewDocuments).catch((cleanupError: unknown) =>
      log(`seed: could not undo a failed seed: ${String(cleanupError)}`),
    );
    throw error;
  }

  log(`seed: inserted ${productDocuments.length} products and ${reviewDocuments.length} reviews`);
  return { products: productDocuments.length, reviews: reviewDocuments.length };
}

/**
 * How long ago product `index` of `count` was listed: spread evenly over the past weeks, in an order
 * that strides through the catalogue, so the newest products are not all from one category.
 */
function productAgeMs(index: number, count: number): number {
  let stride = 7;
  while (greatestCommonDivisor(stride, count) !== 1) stride += 1;
  const slot = (index * stride) % count; // a permutation of 0..count-1, since stride and count are co-prime
  return ((slot + 1) * PRODUCT_SPREAD_DAYS * DAY_MS) / count + (index % 4) * 3 * HOUR_MS;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

function pastDate(now: Date, ageMs: number): Date {
  return new Date(now.getTime() - Math.round(ageMs));
}

async function rollBack(db: Db, products: ProductDocument[], reviews: ReviewDocument[]): Promise<void> {
  await collection(db, "products").deleteMany({ _id: { $in: products.map((p) => p._id) } });
  await collection(db, "reviews").deleteMany({ _id: { $in: reviews.map((r) => r._id) } });
  await metaCollection<SeedMarkerDocument>(db).deleteOne({ _id: SEED_MARKER_ID });
}
