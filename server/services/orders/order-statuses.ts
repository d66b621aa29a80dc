import type { OrderStatus } from "../../../generated/server/graphql";
import type { StoredOrderStatus } from "../../db/models";

/** What the shop knows of one status. */
interface StatusRow {
  /** How `status` and `history` store it. */
  stored: StoredOrderStatus;
  /** Whether the buyer's own list (myOrders) shows an order in it: a cancelled order leaves that list. */
  buyerSees: boolean;
  /**
   * Whether an order in it makes its buyer's reviews of its parts a "Verified purchase": only once it can
   * no longer be cancelled, since the badge is kept with the review and does not follow the order after.
   */
  verifiesPurchase: boolean;
  /** The statuses an order in it may move on to: the table every change of status is checked against. */
  next: readonly OrderStatus[];
}

/**
 * An order's statuses, the one list: schema.graphql's OrderStatus, the stored form, and the allowed
 * changes (placed → shipped → delivered; placed → cancelled). The other homes are held to it: keyed by the
 * schema's type, this fails to compile when the schema gains or loses a status, and the stored type
 * (db/models.ts) when a stored form has no row (see orderStatus); the browser's labels and the schema
 * file itself are checked by tests/server/services/orders/order-statuses.test.ts. Paid, refunded and
 * returned come next: each is a row here, named in the `next` of the statuses it follows.
 */
export const ORDER_STATUSES = {
  PLACED: { stored: "placed", buyerSees: true, verifiesPurchase: false, next: ["SHIPPED", "CANCELLED"] },
  SHIPPED: { stored: "shipped", buyerSees: true, verifiesPurchase: true, next: ["DELIVERED"] },
  DELIVERED: { stored: "delivered", buyerSees: true, verifiesPurchase: true, next: [] },
  CANCELLED: { stored: "cancelled", buyerSees: false, verifiesPurchase: false, next: [] },
} as const satisfies Record<OrderStatus, StatusRow>;

const STATUSES = Object.keys(ORDER_STATUSES) as OrderStatus[];

type ListedStoredStatus = (typeof ORDER_STATUSES)[OrderStatus]["stored"];
const BY_STORED = Object.fromEntries(
  STATUSES.map((status) => [ORDER_STATUSES[status].stored, status]),
) as Record<ListedStoredStatus, OrderStatus>;

/** The API's name of a stored status. Indexed by db/models.ts's type, so a stored form the list lacks fails to compile. */
export function orderStatus(stored: StoredOrderStatus): OrderStatus {
  const status = BY_STORED[stored];
  // A document written by something else than the shop (an older version, a tool) is a bug to report.
  if (!status) throw new Error(`order status "${String(stored)}" has no status in the API`);
  return status;
}

export const storedStatus = (status: OrderStatus): StoredOrderStatus => ORDER_STATUSES[status].stored;

/** The stored statuses from which an order may move to `to`. */
export const storedStatusesBefore = (to: OrderStatus): StoredOrderStatus[] =>
  STATUSES.filter((from) => (ORDER_STATUSES[from].next as readonly OrderStatus[]).includes(to)).map(
    storedStatus,
  );

/** The stored statuses of the orders a buyer's own list shows. */
export const BUYER_LISTED_STATUSES: StoredOrderStatus[] = STATUSES.filter(
  (status) => ORDER_STATUSES[status].buyerSees,
).map(storedStatus);

/** The stored statuses of the orders that make a review of their parts a verified purchase. */
export const PURCHASE_VERIFYING_STATUSES: StoredOrderStatus[] = STATUSES.filter(
  (status) => ORDER_STATUSES[status].verifiesPurchase,
).map(storedStatus);

/** Whether the table lets an order in `from` move to `to`. */
export const mayMove = (from: StoredOrderStatus, to: OrderStatus): boolean =>
  storedStatusesBefore(to).includes(from);
