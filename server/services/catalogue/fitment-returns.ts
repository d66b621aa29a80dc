import type { ClientSession, Db, ObjectId } from "mongodb";
import { collection } from "../../db/collections";
import { inTransaction } from "../../db/transactions";
import type { FitReturnDocument, ProductDocument, ReturnDocument } from "../../db/models";
import { vehicleKey } from "../../db/vehicle-keys";
import { notFound } from "../../shop-errors";
import type { AuditLog } from "../audit/audit-log";
import type { SignedInContext } from "../common/request-context";
import { parseId } from "../common/validation";
import { PURCHASE_VERIFYING_STATUSES } from "../orders/order-statuses";
import type { CatalogueChanges } from "./catalogue-changes";

/** "Did not fit" returns for one vehicle from which a part is flagged "check this fitment". */
export const FITMENT_CHECK_RETURNS = 2;

/** A part's "did not fit" returns for one vehicle, beside how many were sold for it (Product.fitReturns). */
export interface FitReturnRate {
  vehicle: FitReturnDocument["vehicle"];
  returns: number;
  sold: number;
}

/**
 * Closing the loop on fitment data: a return because the part did not fit names the vehicle of its
 * order line, which counts against the part for that vehicle, in the return's own transaction. Two such
 * returns for one vehicle flag the part "check this fitment" for catalogue staff, until they confirm the
 * fitment or edit it (ProductsService.update), which starts the count again.
 */
export class FitmentReturns {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    private readonly changes: CatalogueChanges,
  ) {}

  private get products() {
    return collection(this.db, "products");
  }

  /** Counts a return's lines against their parts for their vehicles, when it says they did not fit. */
  async count(session: ClientSession, ret: ReturnDocument): Promise<void> {
    if (ret.reason !== "DID_NOT_FIT") return;
    for (const line of ret.lines) {
      if (!line.vehicle) continue;
      const product = await this.products.findOne(
        { _id: line.productId },
        { projection: { fitReturns: 1 }, session },
      );
      if (!product) continue;
      const key = vehicleKey(line.vehicle);
      const counted = product.fitReturns ?? [];
      const known = counted.some((each) => each.key === key);
      const fitReturns = known
        ? counted.map((each) => (each.key === key ? { ...each, returns: each.returns + 1 } : each))
        : [...counted, { key, vehicle: line.vehicle, returns: 1 }];
      const fitmentCheck = fitReturns.some((each) => each.returns >= FITMENT_CHECK_RETURNS);
      await this.products.updateOne(
        { _id: line.productId },
        { $set: { fitReturns, fitmentCheck } },
        { session },
      );
    }
  }

  /** confirmFitment: catalogue staff checked the fitments and keep them; the count starts again. */
  async confirm(ctx: SignedInContext, productId: string): Promise<ProductDocument> {
    const _id = parseId(productId, "Product id", "productId");
    const confirmed = await inTransaction(this.db, async (session) => {
      const product = await this.products.findOneAndUpdate(
        { _id },
        { $unset: { fitReturns: "", fitmentCheck: "" } },
        { session },
      );
      if (!product) throw notFound("Product");
      await this.audit.record(session, ctx, {
        kind: "product.fitment_confirmed",
        subject: { id: productId, label: `${product.partNumber} ${product.name}` },
        changes: (product.fitReturns ?? []).map((each) => ({
          // The vehicle, and how many "did not fit" returns had named it.
          field: `${each.vehicle.year} ${each.vehicle.make} ${each.vehicle.model}`,
          before: each.returns,
        })),
      });
      return { ...product, fitReturns: undefined, fitmentCheck: undefined };
    });
    this.changes.publish({ kind: "product", productId });
    return confirmed;
  }

  /** The flagged parts, those with the most returns for one vehicle first. */
  async flagged(): Promise<ProductDocument[]> {
    const products = await this.products.find({ fitmentCheck: true }).toArray();
    const most = (product: ProductDocument) =>
      Math.max(...(product.fitReturns ?? []).map((each) => each.returns));
    return products.sort((a, b) => most(b) - most(a));
  }

  /**
   * The part's "did not fit" returns per vehicle since its fitments were last confirmed, each beside the
   * units sold for that vehicle (order lines naming it that shipped, so reached the buyer; read through
   * the orders' index of their lines' parts).
   */
  async rates(productId: ObjectId): Promise<FitReturnRate[]> {
    const product = await this.products.findOne({ _id: productId }, { projection: { fitReturns: 1 } });
    const counted = product?.fitReturns ?? [];
    if (!counted.length) return [];
    const orders = await collection(this.db, "orders")
      .find(
        { "lines.productId": productId, status: { $in: PURCHASE_VERIFYING_STATUSES } },
        { projection: { lines: 1 } },
      )
      .toArray();
    const sold = new Map<string, number>();
    for (const line of orders.flatMap((order) => order.lines))
      if (line.productId.equals(productId) && line.vehicle)
        sold.set(vehicleKey(line.vehicle), (sold.get(vehicleKey(line.vehicle)) ?? 0) + line.quantity);
    return counted.map(({ key, vehicle, returns }) => ({ vehicle, returns, sold: sold.get(key) ?? 0 }));
  }
}
