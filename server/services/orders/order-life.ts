import type { ClientSession, Collection, ObjectId } from "mongodb";
import type { OrderDocument, OrderEventDocument } from "../../db/models";
import type { OrderStatus } from "../../../generated/server/graphql";
import type { SignedInContext } from "../common/request-context";
import { storedStatus, storedStatusesBefore } from "./order-statuses";

/** A change of status as `history` records it: what, when, and who made it (the buyer, or an admin). */
export const orderEvent = (by: ObjectId, to: OrderStatus, at: Date): OrderEventDocument => ({
  status: storedStatus(to),
  at,
  by,
});

/**
 * The one way an order's status changes after it is placed: a single conditional write that moves it to
 * `to` only from a status the table (order-statuses.ts) allows, records the change in its history, and
 * sets what the step adds (`set`, e.g. the shipment). Two requests making the same change at once change
 * it once, and a change racing another (a cancellation racing a shipment) is decided by whichever write
 * lands first. Null when the order is not in a status `to` may follow (or does not exist); the caller
 * says why. Inside a transaction when given its session.
 */
export function changeStatus(
  orders: Collection<OrderDocument>,
  ctx: SignedInContext,
  change: { _id: ObjectId; to: OrderStatus; at: Date; set?: Partial<OrderDocument>; session?: ClientSession },
): Promise<OrderDocument | null> {
  const { _id, to, at, set, session } = change;
  return orders.findOneAndUpdate(
    { _id, status: { $in: storedStatusesBefore(to) } },
    { $set: { ...set, status: storedStatus(to) }, $push: { history: orderEvent(ctx.user._id, to, at) } },
    { returnDocument: "after", session },
  );
}
