import type { Db, ObjectId } from "mongodb";
import { collection } from "../../db/collections";
import type { VehicleDocument } from "../../db/models";
import { PURCHASE_VERIFYING_STATUSES } from "../orders/order-statuses";

/** A customer's purchase of a part, as their review of it carries it (Query.myPurchase). */
export interface ReviewerPurchase {
  orderedAt: Date;
  vehicle: VehicleDocument | null;
}

/**
 * The customer's purchase of the part that their review of it would carry, or null when they have none:
 * an order of it that has shipped or been delivered (order-statuses.ts says which statuses verify), and
 * the vehicle of their newest such line that names one. A later line bought for no vehicle does not hide
 * the car an earlier one was bought for: the review is about the part on a car, and that one is known.
 * A customer's orders are few and read through their own index (userId_1_createdAt_-1).
 */
export async function purchaseOf(
  db: Db,
  userId: ObjectId,
  productId: ObjectId,
): Promise<ReviewerPurchase | null> {
  const orders = await collection(db, "orders")
    .find(
      { userId, status: { $in: PURCHASE_VERIFYING_STATUSES }, "lines.productId": productId },
      { projection: { createdAt: 1, lines: 1 } },
    )
    .sort({ createdAt: -1 })
    .toArray();
  if (orders.length === 0) return null;
  const vehicle =
    orders
      .flatMap((order) => order.lines)
      .find((line) => line.productId.equals(productId) && line.vehicle !== null)?.vehicle ?? null;
  return { orderedAt: orders[0]!.createdAt, vehicle };
}
