import type { ClientSession, Collection, ObjectId, UpdateFilter } from "mongodb";
import type {
  AuditKind,
  OrderDocument,
  OrderEventDocument,
  PaymentDocument,
  RefundDocument,
  StoredOrderStatus,
} from "../../db/models";
import type { AuditRecord } from "../audit/audit-log";
import type { OrderStatus } from "../../../generated/server/graphql";
import type { SignedInContext } from "../common/request-context";
import { toCents } from "../common/money";
import { paymentMethodOf } from "./order-payments";
import { storedStatus, storedStatusesBefore } from "./order-statuses";

/**
 * A change of status as `history` records it: what, when, and who made it (the buyer, or staff); nobody
 * for the shop's own changes (a payment hold running out, the card provider's word).
 */
export const orderEvent = (by: ObjectId | null, to: OrderStatus, at: Date): OrderEventDocument => ({
  status: storedStatus(to),
  at,
  ...(by && { by }),
});

/**
 * The one way an order's status changes after it is placed: a single conditional write that moves it to
 * `to` only from a status the table (order-statuses.ts) allows, records the change in its history, and
 * sets what the step adds (`set`, e.g. the shipment). Two requests making the same change at once change
 * it once, and a change racing another (a cancellation racing a shipment) is decided by whichever write
 * lands first. Null when the order is not in a status `to` may follow (or does not exist); the caller
 * says why. Inside a transaction when given its session. `ctx` is who asked, null for the shop itself;
 * `push` adds to the order's lists with the change (a payment), `unset` takes what the status ends (a hold).
 */
export function changeStatus(
  orders: Collection<OrderDocument>,
  ctx: SignedInContext | null,
  change: {
    _id: ObjectId;
    to: OrderStatus;
    at: Date;
    set?: Partial<OrderDocument>;
    unset?: (keyof OrderDocument)[];
    push?: Pick<UpdateFilter<OrderDocument>, "$push">["$push"];
    session?: ClientSession;
  },
): Promise<OrderDocument | null> {
  const { _id, to, at, set, unset, push, session } = change;
  return orders.findOneAndUpdate(
    { _id, status: { $in: storedStatusesBefore(to) } },
    {
      $set: { ...set, status: storedStatus(to) },
      $push: { ...push, history: orderEvent(ctx?.user._id ?? null, to, at) },
      ...(unset?.length && { $unset: Object.fromEntries(unset.map((field) => [field, ""])) }),
    },
    { returnDocument: "after", session },
  );
}

/** The kind of audit record a change of status to each status makes (placing is the buyer's, not staff's). */
const AUDIT_KINDS = {
  shipped: "order.shipped",
  delivered: "order.delivered",
  cancelled: "order.cancelled",
} as const satisfies Partial<Record<StoredOrderStatus, AuditKind>>;

/**
 * The audit record of a change of status `changeStatus` has just made: the status before (the history's
 * previous entry) and after, and the fields the step set (the shipment).
 */
export function statusChange(order: OrderDocument, set: Partial<OrderDocument> = {}): AuditRecord {
  const status = order.status as keyof typeof AUDIT_KINDS;
  return {
    kind: AUDIT_KINDS[status],
    subject: { id: order._id.toHexString(), label: `Order ${order._id.toHexString()} of ${order.email}` },
    changes: [
      { field: "status", before: order.history.at(-2)?.status, after: order.status },
      ...Object.entries(set).map(([field, after]) => ({ field, after })),
    ],
  };
}

const moneyPayload = ({ method, amountCents, reference, at }: PaymentDocument | RefundDocument) => ({
  method,
  amountCents,
  reference,
  at,
});

/** An order as webhooks carry it (README, Webhooks): what an ERP or a warehouse needs of it. */
export const orderPayload = (order: OrderDocument) => ({
  id: order._id.toHexString(),
  status: order.status,
  email: order.email,
  total: order.total,
  address: order.address,
  phone: order.phone,
  lines: order.lines.map(({ productId, name, unitPrice, quantity, total }) => ({
    productId: productId.toHexString(),
    name,
    unitPrice,
    quantity,
    total,
  })),
  shipment: order.shipment ?? null,
  paymentMethod: paymentMethodOf(order),
  totalCents: toCents(order.total),
  payments: (order.payments ?? []).map(moneyPayload),
  refunds: (order.refunds ?? []).map(moneyPayload),
  createdAt: order.createdAt,
});
