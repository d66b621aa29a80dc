import type { ObjectId } from "mongodb";
import type {
  PageInfo,
  ProductFilter,
  ProductSort,
  VehicleInput,
} from "../../../../generated/server/graphql";
import type { ProductDocument } from "../../../../server/db/models";
import { expectOk } from "../../../support/graphql-answers";
import { PRODUCT_FIELDS, type ProductNode } from "../../../support/products";
import { startTestServer, type TestServer } from "../../../support/test-server";

/** The catalogue's page query, and what the tests expect of its answers, worked out from the stored products. */

export type Connection = {
  totalCount: number;
  edges: { cursor: string; node: ProductNode }[];
  pageInfo: Omit<PageInfo, "__typename">;
};

/** The sorts with a defined order (RELEVANCE is a search's, tested with the search). */
export type Sort = Exclude<ProductSort, "RELEVANCE">;

export const PRODUCTS_QUERY = `query($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
  products(filter: $filter, sort: $sort, first: $first, after: $after) {
    totalCount
    edges { cursor node { ${PRODUCT_FIELDS} } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** One page of `products` as a visitor asks for it; the call must succeed. */
export async function catalogueProducts(
  shop: TestServer,
  variables: Record<string, unknown>,
): Promise<Connection> {
  return (await expectOk(shop.gql<{ products: Connection }>(PRODUCTS_QUERY, variables))).products;
}

/** A shop with the starting catalogue (42 products), and those products as stored. */
export async function openSeededCatalogue(): Promise<{ shop: TestServer; stored: ProductDocument[] }> {
  const shop = await startTestServer();
  const stored = await shop.db.collection<ProductDocument>("products").find({}).toArray();
  return { shop, stored };
}

/** MongoDB's default (binary) string order. */
export const binary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A part is found for a vehicle when it is universal, or one fitment covers the make, model and year
 * (whatever submodel or engine it narrows to); a part with no fitment data is never found.
 */
function fitsVehicle(product: ProductDocument, vehicle: Partial<VehicleInput>): boolean {
  if (product.universal) return true;
  return product.fitments.some(
    (f) =>
      (vehicle.make === undefined || same(f.make, vehicle.make)) &&
      (vehicle.model === undefined || same(f.model, vehicle.model)) &&
      (vehicle.year === undefined || (f.yearFrom <= vehicle.year && vehicle.year <= f.yearTo)),
  );
}

/** Whether the catalogue's filter should let `product` through. */
export function matches(product: ProductDocument, filter: ProductFilter): boolean {
  const words = (filter.search ?? "").trim().split(/\s+/).filter(Boolean);
  const text = [product.name, product.description, product.partNumber].map((t) => t.toLowerCase());
  if (!words.every((word) => text.some((t) => t.includes(word.toLowerCase())))) return false;
  if (filter.category != null && !same(product.category, filter.category)) return false;
  if (filter.inStock && product.availableQuantity <= 0) return false;
  if (filter.make != null || filter.model != null || filter.year != null) {
    return fitsVehicle(product, {
      make: filter.make ?? undefined,
      model: filter.model ?? undefined,
      year: filter.year ?? undefined,
    });
  }
  return true;
}

export const idsOf = (products: { id?: string; _id?: ObjectId }[]) =>
  products.map((p) => p.id ?? p._id!.toHexString()).sort();
