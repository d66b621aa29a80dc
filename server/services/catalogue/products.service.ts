import {
  MongoServerError,
  type ClientSession,
  type Db,
  type Document,
  type Filter,
  type ObjectId,
} from "mongodb";
import { collection, DUPLICATE_KEY } from "../../db/collections";
import { LISTED_PRODUCT, type ListedProduct, type ProductDocument } from "../../db/models";
import type {
  ProductFilter,
  ProductInput,
  ProductSort,
  ProductUpdateInput,
  VehicleInput,
} from "../../../generated/server/graphql";
import { ValidationError, notFound } from "../../shop-errors";
import {
  afterCursor,
  encodeCursor,
  encodePosition,
  pageSize,
  positionAfter,
  type CursorValueKind,
} from "../common/paging";
import { NUMBER_KEYS_INDEX, type CatalogueSortKey } from "../../db/indexes";
import type { CatalogueChanges } from "./catalogue-changes";
import type { CatalogueFacets } from "./catalogue-facets";
import { CatalogueMemo } from "./catalogue-memo";
import type { LowStock } from "./low-stock";
import { inTransaction } from "../../db/transactions";
import type { AuditLog, AuditRecord } from "../audit/audit-log";
import type { WebhooksService } from "../webhooks/webhooks.service";
import { productPayload, productRecord } from "./product-record";
import { newProduct, productChange, validateProductInput } from "./product-input";
import { productQuery, type ProductOrder, type ProductQuery } from "./product-query";
import { fitmentStateOf } from "../../db/vehicle-keys";
import type { FitmentState } from "../../../generated/shared/enums";
import { parseId } from "../common/validation";
import type { SignedInContext } from "../common/request-context";

/** The type of each sort key's values, which a cursor of that sort must carry. */
const CURSOR_KINDS: Record<CatalogueSortKey, CursorValueKind> = {
  createdAt: "date",
  price: "number",
  name: "string",
  partNumber: "string",
  availableQuantity: "number",
};

export interface ProductPage {
  totalCount: number;
  items: ListedProduct[];
  hasNextPage: boolean;
  cursorOf(product: ListedProduct): string;
}

/**
 * The projection of a page whose caller named the fields it reads: those, the `_id` and the sort's key
 * (a cursor carries it). Its products hold nothing else: `ListedProduct` stands for what was asked.
 */
function readsProjection(reads: ReadonlyArray<keyof ListedProduct>, order: ProductOrder): Document {
  const fields = order.by === "field" ? [...reads, order.key] : reads;
  return Object.fromEntries([["_id", 1], ...fields.map((field) => [field, 1])]);
}

/** Filters whose totals are kept (see CatalogueMemo). */
const KEPT_TOTALS = 500;
/** Searches whose ranking is kept, and how deep: the first pages are the ones shoppers read. */
const KEPT_RANKINGS = 100;
const RANKING_DEPTH = 500;

export class ProductsService {
  private readonly totals: CatalogueMemo<number>;
  private readonly rankings: CatalogueMemo<ObjectId[]>;

  constructor(
    private readonly db: Db,
    private readonly facets: CatalogueFacets,
    private readonly changes: CatalogueChanges,
    private readonly lowStock: LowStock,
    private readonly audit: AuditLog,
    private readonly webhooks: WebhooksService,
  ) {
    this.totals = new CatalogueMemo(changes, KEPT_TOTALS);
    this.rankings = new CatalogueMemo(changes, KEPT_RANKINGS);
  }

  private get products() {
    return collection(this.db, "products");
  }

  /** Whether some part has a number with this key (db/number-keys.ts): one index key looked up. */
  readonly someoneNumbered = async (key: string) =>
    (await this.products.countDocuments({ numberKeys: key }, { limit: 1, hint: NUMBER_KEYS_INDEX })) > 0;

  /**
   * One page of the catalogue. Pages are keyed by the sort value and `_id` of the last product seen
   * (the cursor), not by an offset, so a product added meanwhile does not shift or repeat items; pages
   * by relevance are keyed by position, the only order a text score gives.
   */
  async list(
    args: {
      filter?: ProductFilter | null;
      sort?: ProductSort | null;
      first?: number | null;
      after?: string | null;
    },
    /** The fields the caller will read of each product, when it knows: the page reads only those. */
    reads?: ReadonlyArray<keyof ListedProduct>,
  ): Promise<ProductPage> {
    const first = pageSize("first", args.first);
    const { filter, counts, inStock, order } = await productQuery(
      args.filter ?? {},
      args.sort,
      this.facets,
      this.lowStock,
      this.someoneNumbered,
    );
    const total = this.totals.get(JSON.stringify(counts), inStock, () => this.count(counts));
    const projection = reads ? readsProjection(reads, order) : LISTED_PRODUCT;
    const [totalCount, [found, cursorOf]] = await Promise.all([
      total,
      order.by === "relevance"
        ? this.byRelevance(filter, projection, inStock, args.after, first)
        : this.byField(filter, projection, order, args.after, first),
    ]);
    return { totalCount, items: found.slice(0, first), hasNextPage: found.length > first, cursorOf };
  }

  private async byField(
    filter: Filter<ProductDocument>,
    projection: Document,
    { key, direction, hint }: Extract<ProductOrder, { by: "field" }>,
    after: string | null | undefined,
    first: number,
  ) {
    // Merged, not $and-ed: mongod takes $text only at the top level.
    const pageFilter = after
      ? { ...filter, ...afterCursor<ProductDocument>(after, { key, direction, kind: CURSOR_KINDS[key] }) }
      : filter;
    const page = await this.products
      .find<ListedProduct>(pageFilter, { projection, ...(hint && { hint }) })
      .sort({ [key]: direction, _id: direction })
      .limit(first + 1)
      .toArray();
    const cursorOf = (product: ListedProduct) => encodeCursor(product[key], product._id);
    return [page, cursorOf] as const;
  }

  /**
   * A page of a search by relevance. Ranking reads every candidate of the search's words (thousands for
   * "brake" in a big catalogue), so the first RANKING_DEPTH ids of a search's ranking are kept (see
   * CatalogueMemo) and its first pages are read by id; deeper pages are ranked each time.
   */
  private async byRelevance(
    filter: Filter<ProductDocument>,
    projection: Document,
    inStock: boolean,
    after: string | null | undefined,
    first: number,
  ) {
    const skip = after ? positionAfter(after) : 0;
    const ranked = () => this.products.find(filter).sort({ score: { $meta: "textScore" } });
    const page =
      skip + first + 1 <= RANKING_DEPTH
        ? await this.byIds(
            projection,
            (
              await this.rankings.get(JSON.stringify(filter), inStock, () =>
                ranked()
                  .limit(RANKING_DEPTH)
                  .project<{ _id: ObjectId }>({ _id: 1 })
                  .map((product) => product._id)
                  .toArray(),
              )
            ).slice(skip, skip + first + 1),
          )
        : await ranked()
            .skip(skip)
            .limit(first + 1)
            .project<ListedProduct>(projection)
            .toArray();
    const cursorOf = (product: ListedProduct) => encodePosition(skip + page.indexOf(product) + 1);
    return [page, cursorOf] as const;
  }

  /** The products with these ids, in this order; one removed since the ids were read is left out. */
  private async byIds(projection: Document, ids: ObjectId[]): Promise<ListedProduct[]> {
    const found = await this.products.find<ListedProduct>({ _id: { $in: ids } }, { projection }).toArray();
    const byId = new Map(found.map((product) => [product._id.toHexString(), product]));
    return ids.flatMap((id) => byId.get(id.toHexString()) ?? []);
  }

  /**
   * The filter's total from the disjoint filters productQuery split it into, counted side by side (and
   * kept a while: see CatalogueMemo).
   */
  private async count({ added, taken }: ProductQuery["counts"]): Promise<number> {
    // The whole catalogue is counted from the collection's own count: counting a filter reads the matches.
    if (added.length === 1 && taken.length === 0 && Object.keys(added[0]!).length === 0)
      return this.products.estimatedDocumentCount();
    const sum = async (filters: typeof added) =>
      (await Promise.all(filters.map((filter) => this.products.countDocuments(filter)))).reduce(
        (total, n) => total + n,
        0,
      );
    const [plus, minus] = await Promise.all([sum(added), sum(taken)]);
    return plus - minus;
  }

  async get(id: string): Promise<ListedProduct | null> {
    return this.products.findOne<ListedProduct>(
      { _id: parseId(id, "Product id") },
      { projection: LISTED_PRODUCT },
    );
  }

  fitmentState(product: ListedProduct, vehicle: VehicleInput): FitmentState {
    return fitmentStateOf(product, vehicle);
  }

  // The admin acting comes first, as in every method that changes data: the audit log will record it.
  /** Adds a product; its audit record and `product.changed` event are stored with it, in one transaction. */
  async add(ctx: SignedInContext, input: ProductInput): Promise<ProductDocument> {
    const fields = validateProductInput(input, true);
    const product = newProduct(fields, new Date());
    await inTransaction(this.db, async (session) => {
      await this.products.insertOne(product, { session }).catch(duplicatePartNumber);
      await this.recordAndAnnounce(
        session,
        ctx,
        productRecord("product.added", null, product),
        productPayload("added", product),
      );
    });
    this.changes.publish({ kind: "product", productId: product._id.toHexString() });
    return product;
  }

  /**
   * Changes the fields given. The audit record is written before the change in its transaction, so a
   * change the database then refuses (a part number another part has) leaves neither.
   */
  async update(ctx: SignedInContext, id: string, input: ProductUpdateInput): Promise<ProductDocument> {
    const _id = parseId(id, "Product id");
    const fields = validateProductInput(input, false);
    const updated = await inTransaction(this.db, async (session) => {
      const before = await this.products.findOne({ _id }, { session });
      if (!before) throw notFound("Product");
      const change = productChange(fields, before);
      const record = productRecord("product.changed", before, { ...before, ...change });
      if (record) await this.audit.record(session, ctx, record);
      const after = await this.products
        .findOneAndUpdate(
          { _id },
          {
            $set: { ...change, updatedAt: new Date() },
            // New fitments answer a "check this fitment" flag: its count of "did not fit" returns starts again.
            ...(change.fitments && { $unset: { fitReturns: "", fitmentCheck: "" } }),
          },
          { returnDocument: "after", session },
        )
        .catch(duplicatePartNumber);
      // Read in the transaction's snapshot, the product cannot be gone here unless deleted meanwhile.
      if (!after) throw notFound("Product");
      if (record) await this.webhooks.enqueue(session, "product.changed", productPayload("changed", after));
      return after;
    });
    this.changes.publish({ kind: "product", productId: _id.toHexString() });
    return updated;
  }

  async remove(ctx: SignedInContext, id: string): Promise<{ id: string; deleted: boolean }> {
    const _id = parseId(id, "Product id");
    await inTransaction(this.db, async (session) => {
      const before = await this.products.findOneAndDelete({ _id }, { session });
      if (!before) throw notFound("Product");
      await this.recordAndAnnounce(
        session,
        ctx,
        productRecord("product.deleted", before, null),
        productPayload("deleted", before),
      );
    });
    this.changes.publish({ kind: "product", productId: _id.toHexString() });
    return { id, deleted: true };
  }

  /** Records a change made by staff and tells the webhooks, in the change's transaction. */
  private async recordAndAnnounce(
    session: ClientSession,
    ctx: SignedInContext,
    record: AuditRecord | null,
    payload: ReturnType<typeof productPayload>,
  ): Promise<void> {
    if (record) await this.audit.record(session, ctx, record);
    await this.webhooks.enqueue(session, "product.changed", payload);
  }
}

function duplicatePartNumber(error: unknown): never {
  if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) {
    throw new ValidationError([
      { field: "partNumber", message: "Part Number is already used by another product" },
    ]);
  }
  throw error;
}
