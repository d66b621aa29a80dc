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
  /** How a refusal names it ("This order is awaiting payment"). */
  words: string;
}

/**
 * An order's statuses, the one list: schema.graphql's OrderStatus, the stored form, and the allowed
 * changes. An order paid before it ships waits AWAITING_PAYMENT, its stock held, until PAID (or CANCELLED
 * when its hold runs out); one paid on delivery is PLACED at once. PLACED or PAID → SHIPPED → DELIVERED;
 * or cancelled before it ships, what was paid then refunded (refunding.ts). The other
 * homes are held to it: keyed by the schema's type, this fails to compile when the schema gains or loses
 * a status, and the stored type (db/models.ts) when a stored form has no row (see orderStatus); the
 * browser's labels and the schema file itself are checked by tests/server/services/orders/order-statuses.test.ts.
 */
export const ORDER_STATUSES = {
  AWAITING_PAYMENT: {
    stored: "awaiting_payment",
    buyerSees: true,
    verifiesPurchase: false,
    next: ["PAID", "CANCELLED"],
    words: "awaiting payment",
  },
  PLACED: {
    stored: "placed",
    buyerSees: true,
    verifiesPurchase: false,
    next: ["SHIPPED", "CANCELLED"],
    words: "placed",
  },
  PAID: {
    stored: "paid",
    buyerSees: true,
    verifiesPurchase: false,
    next: ["SHIPPED", "CANCELLED"],
    words: "paid",
  },
  SHIPPED: {
    stored: "shipped",
    buyerSees: true,
    verifiesPurchase: true,
    next: ["DELIVERED"],
    words: "shipped",
  },
  DELIVERED: { stored: "delivered", buyerSees: true, verifiesPurchase: true, next: [], words: "delivered" },
  CANCELLED: { stored: "cancelled", buyerSees: false, verifiesPurchase: false, next: [], words: "cancelled" },
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

/** The statuses from which an order may move to `to`. */
const statusesBefore = (to: OrderStatus): OrderStatus[] =>
  STATUSES.filter((from) => (ORDER_STATUSES[from].next as readonly OrderStatus[]).includes(to));

/** The stored statuses from which an order may move to `to`. */
export const storedStatusesBefore = (to: OrderStatus): StoredOrderStatus[] =>
  statusesBefore(to).map(storedStatus);

/** How a refusal names the statuses from which an order may move to `to` ("placed or paid"). */
export const wordsBefore = (to: OrderStatus): string =>
  statusesBefore(to)
    .map((from) => ORDER_STATUSES[from].words)
    .join(" or ");

/** How a refusal names a stored status ("awaiting payment"). */
export const statusWords = (stored: StoredOrderStatus): string => ORDER_STATUSES[orderStatus(stored)].words;

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
