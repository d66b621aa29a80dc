import { MongoServerError, ObjectId, type Db, type Filter, type Sort } from "mongodb";
import type { ProductDocument } from "../db/models";
import type {
  ProductFilter,
  ProductInput,
  ProductSort,
  ProductUpdateInput,
  VehicleInput,
} from "../../generated/server/graphql";
import { ValidationError, notFound } from "./errors";
import { pageSize } from "./paging";
import { validateProductInput } from "./product-input";
import { parseId } from "./validation";

/** A product added without a picture shows this one. */
export const PLACEHOLDER_PICTURE = "/assets/placeholder-part.svg";

type SortKey = "createdAt" | "price" | "name";
const SORTS: Record<ProductSort, { key: SortKey; direction: 1 | -1 }> = {
  NEWEST: { key: "createdAt", direction: -1 },
  PRICE_ASC: { key: "price", direction: 1 },
  PRICE_DESC: { key: "price", direction: -1 },
  NAME_ASC: { key: "name", direction: 1 },
  NAME_DESC: { key: "name", direction: -1 },
};

export interface ProductPage {
  totalCount: number;
  items: ProductDocument[];
  hasNextPage: boolean;
  cursorOf(product: ProductDocument): string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const exactly = (text: string) => ({ $regex: `^${escapeRegex(text.trim())}$`, $options: "i" });

export class ProductsService {
  constructor(private readonly db: Db) {}

  private get products() {
    return this.db.collection<ProductDocument>("products");
  }

  /**
   * One page of the catalogue. Pages are keyed by the sort value and `_id` of the last product seen
   * (the cursor), not by an offset, so a product added meanwhile does not shift or repeat items.
   */
  async list(args: {
    filter?: ProductFilter | null;
    sort?: ProductSort | null;
    first?: number | null;
    after?: string | null;
  }): Promise<ProductPage> {
    const first = pageSize("first", args.first);
    const { key, direction } = SORTS[args.sort ?? "NEWEST"];
    const filter = this.toMongoFilter(args.filter ?? {});
    const totalCount = await this.products.countDocuments(filter);
    const pageFilter = args.after ? { $and: [filter, afterCursor(args.after, key, direction)] } : filter;
    const sort: Sort = { [key]: direction, _id: direction };
    const found = await this.products
      .find(pageFilter)
      .sort(sort)
      .limit(first + 1)
      .toArray();
    return {
      totalCount,
      items: found.slice(0, first),
      hasNextPage: found.length > first,
      cursorOf: (product) => encodeCursor(product[key], product._id),
    };
  }

  private toMongoFilter(filter: ProductFilter): Filter<ProductDocument> {
    const and: Filter<ProductDocument>[] = [];
    for (const word of (filter.search ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 10)) {
      const pattern = { $regex: escapeRegex(word), $options: "i" };
      and.push({ $or: [{ name: pattern }, { description: pattern }, { partNumber: pattern }] });
    }
    if (filter.category) and.push({ category: exactly(filter.category) });
    if (filter.inStock) and.push({ availableQuantity: { $gt: 0 } });
    if (filter.make || filter.model || filter.year != null) {
      const fitment: Record<string, unknown> = {};
      if (filter.make) fitment.make = exactly(filter.make);
      if (filter.model) fitment.model = exactly(filter.model);
      if (filter.year != null) {
        fitment.yearFrom = { $lte: filter.year };
        fitment.yearTo = { $gte: filter.year };
      }
      // Universal parts (no fitments) fit every vehicle.
      and.push({ $or: [{ fitments: { $elemMatch: fitment } }, { fitments: { $size: 0 } }] });
    }
    return and.length ? { $and: and } : {};
  }

  async get(id: string): Promise<ProductDocument | null> {
    return this.products.findOne({ _id: parseId(id, "Product id") });
  }

  async categories(): Promise<string[]> {
    const categories = (await this.products.distinct("category")) as string[];
    return categories.sort((a, b) => a.localeCompare(b));
  }

  fits(product: ProductDocument, vehicle: VehicleInput): boolean {
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    return (
      product.fitments.length === 0 ||
      product.fitments.some(
        (f) =>
          same(f.make, vehicle.make) &&
          same(f.model, vehicle.model) &&
          f.yearFrom <= vehicle.year &&
          vehicle.year <= f.yearTo,
      )
    );
  }

  async add(input: ProductInput): Promise<ProductDocument> {
    const fields = validateProductInput(input, true);
    const now = new Date();
    const product: ProductDocument = {
      _id: new ObjectId(),
      name: fields.name!,
      description: fields.description ?? "",
      price: fields.price!,
      minimumOrderQuantity: fields.minimumOrderQuantity!,
      availableQuantity: fields.availableQuantity ?? 0,
      picture: fields.picture ?? PLACEHOLDER_PICTURE,
      partNumber: fields.partNumber ?? `VP-${new ObjectId().toHexString().slice(-8).toUpperCase()}`,
      category: fields.category ?? "Other",
      fitments: fields.fitments ?? [],
      createdAt: now,
      updatedAt: now,
    };
    await this.products.insertOne(product).catch(duplicatePartNumber);
    return product;
  }

  async update(id: string, input: ProductUpdateInput): Promise<ProductDocument> {
    const _id = parseId(id, "Product id");
    const fields = validateProductInput(input, false);
    // Removing the picture shows the placeholder, as for a product added without one.
    if ("picture" in fields && !fields.picture) fields.picture = PLACEHOLDER_PICTURE;
    const updated = await this.products
      .findOneAndUpdate({ _id }, { $set: { ...fields, updatedAt: new Date() } }, { returnDocument: "after" })
      .catch(duplicatePartNumber);
    if (!updated) throw notFound("Product");
    return updated;
  }

  async remove(id: string): Promise<{ id: string; deleted: boolean }> {
    const { deletedCount } = await this.products.deleteOne({ _id: parseId(id, "Product id") });
    if (!deletedCount) throw notFound("Product");
    return { id, deleted: true };
  }
}

function duplicatePartNumber(error: unknown): never {
  if (error instanceof MongoServerError && error.code === 11000) {
    throw new ValidationError([
      { field: "partNumber", message: "Part Number is already used by another product" },
    ]);
  }
  throw error;
}

function encodeCursor(value: unknown, id: ObjectId): string {
  const sortValue = value instanceof Date ? { date: value.toISOString() } : value;
  return Buffer.from(JSON.stringify([sortValue, id.toHexString()])).toString("base64url");
}

/** Products after the cursor's one in sort order: a greater (or smaller) value, or the same and a later id. */
function afterCursor(cursor: string, key: SortKey, direction: 1 | -1): Filter<ProductDocument> {
  const invalid = () => new ValidationError([{ field: "after", message: "after is not a valid cursor" }]);
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    decoded = undefined;
  }
  if (
    !Array.isArray(decoded) ||
    decoded.length !== 2 ||
    typeof decoded[1] !== "string" ||
    !ObjectId.isValid(decoded[1])
  ) {
    throw invalid();
  }
  const [raw, id] = decoded as [unknown, string];
  const value =
    raw && typeof raw === "object" && "date" in raw ? new Date(String((raw as { date: string }).date)) : raw;
  // Only a value of the sort's own type: anything else (an operator object, another sort's cursor)
  // would page through something other than this sort.
  const valid =
    key === "createdAt"
      ? value instanceof Date && !Number.isNaN(value.getTime())
      : key === "price"
        ? typeof value === "number" && Number.isFinite(value)
        : typeof value === "string";
  if (!valid) throw invalid();
  const beyond = direction === 1 ? "$gt" : "$lt";
  return {
    $or: [{ [key]: { [beyond]: value } }, { [key]: value, _id: { [beyond]: new ObjectId(id) } }],
  } as Filter<ProductDocument>;
}
