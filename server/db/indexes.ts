import type { Db, IndexDescription } from "mongodb";
import type { CollectionName } from "./collections";

/** The fields the catalogue sorts on (ProductSort), each with `_id` after it as the cursor's tie-break. */
export type CatalogueSortKey = "createdAt" | "price" | "name" | "partNumber" | "availableQuantity";
const SORT_KEYS: Record<CatalogueSortKey, 1 | -1> = {
  createdAt: -1,
  price: 1,
  name: 1,
  partNumber: 1,
  availableQuantity: 1,
};

/**
 * Parts by their own reorder level (none first), then stock (services/catalogue/low-stock.ts): the parts
 * at the shop's default level that are low are one stretch of its keys, those with a level of their own
 * the few after them, and the highest level is its last key.
 */
export const BY_REORDER_LEVEL = "reorderLevel_1_availableQuantity_1";

/**
 * A vehicle's parts newest first, the page a shopper sees after choosing their vehicle: its few keys
 * (each spelling and UNIVERSAL) are merged in date order, so the page reads its 21 parts and no others.
 * Other sorts, and a vehicle with a category, walk the sort's index (catalogueSortIndex).
 */
export const VEHICLE_NEWEST_INDEX = "catalogue_vehicle_by_createdAt";

/** The index a catalogue page sorted by `key` walks: alone, or after a category. */
export function catalogueSortIndex(key: CatalogueSortKey, afterCategory: boolean): string {
  return afterCategory ? `catalogue_category_by_${key}` : `catalogue_by_${key}`;
}

const sortIndexes = (afterCategory: boolean): IndexDescription[] =>
  Object.entries(SORT_KEYS).map(([key, direction]) => ({
    key: { ...(afterCategory && { category: 1 }), [key]: direction, _id: direction },
    name: catalogueSortIndex(key as CatalogueSortKey, afterCategory),
  }));

/**
 * The admin's e-mail searches are prefixes, i.e. ranges, which a planner ranks below an index that
 * gives the list's order; but an e-mail is far more selective than a date, so the services name these
 * indexes as hints (OrdersService.list, UsersService.list).
 */
export const ORDERS_BY_EMAIL = { email: 1, createdAt: -1, _id: -1 } as const;
/** An order looked up by its number (Manage Orders' search): one order, whatever the list's order. */
export const ORDERS_BY_NUMBER = { number: 1 } as const;
/** The audit log of one person (by the start of their e-mail) or of one kind of change, newest first. */
export const AUDIT_BY_EMAIL = { "by.email": 1, at: -1, _id: -1 } as const;
export const AUDIT_BY_KIND = { kind: 1, at: -1, _id: -1 } as const;
export const USERS_BY_EMAIL = { email: 1 } as const;
/** A part's reviews in its page's order; a part with few reviews beside the shop's many walks only its own. */
export const REVIEWS_OF_PART = { productId: 1, createdAt: -1, _id: -1 } as const;
/** A part found by any of its numbers: a handful of parts whatever the catalogue holds, sorted after. */
export const NUMBER_KEYS_INDEX = "numberKeys_1";

/**
 * The indexes the shop relies on, created at start-up (createIndexes is idempotent). Unique ones are
 * rules, not just speed: one account per e-mail, one product per part number. The catalogue's are
 * shaped for its queries (services/catalogue/product-query.ts): one per sort, alone and after a category, so a
 * page is a walk that stops after one page; the vehicle-year keys with the category, so a vehicle's
 * count is a count of index keys; the text index for search, names and part numbers weighing most.
 * The admin's lists are read through indexes in their own order (newest orders first, users in
 * sign-up order) with `_id` as the tie-break their cursors use, so a page costs its own size whatever
 * the collection holds.
 */
export const APP_INDEXES: Partial<Record<CollectionName, IndexDescription[]>> = {
  users: [
    { key: USERS_BY_EMAIL, name: "email_1", unique: true },
    { key: { createdAt: 1, _id: 1 }, name: "createdAt_1__id_1" },
  ],
  products: [
    { key: { partNumber: 1 }, name: "partNumber_1", unique: true },
    ...sortIndexes(false),
    ...sortIndexes(true),
    { key: { vehicleKeys: 1, category: 1 }, name: "vehicleKeys_1_category_1" },
    { key: { vehicleKeys: 1, createdAt: -1, _id: -1 }, name: VEHICLE_NEWEST_INDEX },
    // The vehicle-years a part fits only some submodels or engines of, and what fits each (db/vehicle-keys.ts).
    { key: { qualifiedKeys: 1 }, name: "qualifiedKeys_1" },
    // A search typed as a number: its key among every part's numbers (db/number-keys.ts).
    { key: { numberKeys: 1 }, name: NUMBER_KEYS_INDEX },
    { key: { reorderLevel: 1, availableQuantity: 1 }, name: BY_REORDER_LEVEL },
    // The few parts flagged "check this fitment" (services/catalogue/fitment-returns.ts); the rest have none.
    { key: { fitmentCheck: 1 }, name: "fitmentCheck_1", sparse: true },
    {
      key: { name: "text", partNumber: "text", description: "text" },
      name: "catalogue_search",
      weights: { name: 10, partNumber: 10, description: 1 },
      default_language: "english",
    },
  ],
  orders: [
    { key: { userId: 1, createdAt: -1 }, name: "userId_1_createdAt_-1" },
    { key: { createdAt: -1, _id: -1 }, name: "createdAt_-1__id_-1" },
    { key: { status: 1, createdAt: -1, _id: -1 }, name: "status_1_createdAt_-1__id_-1" },
    { key: ORDERS_BY_EMAIL, name: "email_1_createdAt_-1__id_-1" },
    // An order looked up by the number its buyer reads out; orders stored before numbers have none yet.
    { key: ORDERS_BY_NUMBER, name: "number_1" },
    // The units of a part sold for each vehicle, beside its "did not fit" returns (FitmentReturns.rates).
    { key: { "lines.productId": 1 }, name: "lines.productId_1" },
  ],
  reviews: [
    { key: { createdAt: -1 }, name: "createdAt_-1" },
    // A part's page: its reviews, newest first, and the rating counted over them.
    { key: REVIEWS_OF_PART, name: "productId_1_createdAt_-1__id_-1" },
  ],
  // The Inbox: newest first, all of them or only those nobody has handled yet.
  contactMessages: [
    { key: { createdAt: -1, _id: -1 }, name: "createdAt_-1__id_-1" },
    { key: { "handled.at": 1, createdAt: -1, _id: -1 }, name: "handled.at_1_createdAt_-1__id_-1" },
  ],
  // The Audit page: newest first, all of it, one person's (by the start of their e-mail) or one kind.
  auditLog: [
    { key: { at: -1, _id: -1 }, name: "at_-1__id_-1" },
    { key: AUDIT_BY_EMAIL, name: "by.email_1_at_-1__id_-1" },
    { key: AUDIT_BY_KIND, name: "kind_1_at_-1__id_-1" },
  ],
  // The webhooks' queue (what is due, oldest first) and each endpoint's delivery log, newest first.
  webhookDeliveries: [
    { key: { status: 1, nextAttemptAt: 1 }, name: "status_1_nextAttemptAt_1" },
    { key: { endpointId: 1, createdAt: -1, _id: -1 }, name: "endpointId_1_createdAt_-1__id_-1" },
  ],
  // The mail job's queue: what is due, oldest first.
  mails: [{ key: { status: 1, nextAttemptAt: 1 }, name: "status_1_nextAttemptAt_1" }],
  // Returns: an order's, a buyer's and the staff's list (newest first, by status), and the did-not-fit
  // returns of a part, by vehicle.
  returns: [
    { key: { orderId: 1 }, name: "orderId_1" },
    { key: { userId: 1, createdAt: -1 }, name: "userId_1_createdAt_-1" },
    { key: { status: 1, createdAt: -1 }, name: "status_1_createdAt_-1" },
    { key: { createdAt: -1 }, name: "createdAt_-1" },
    { key: { "lines.productId": 1, reason: 1 }, name: "lines.productId_1_reason_1" },
  ],
  // Unpaid orders' stock holds: the next to run out first.
  paymentHolds: [{ key: { status: 1, nextAttemptAt: 1 }, name: "status_1_nextAttemptAt_1" }],
};

export async function ensureIndexes(db: Db): Promise<void> {
  for (const [name, indexes] of Object.entries(APP_INDEXES)) {
    // One index a command: the embedded engine builds without yielding, and the catalogue's indexes over
    // 100,000 parts (seed:bulk builds them after the data) take longer together than the driver's
    // monitor waits for an answer (30 s), which then drops the connection mid-build.
    for (const index of indexes) await db.collection(name).createIndexes([index]);
  }
}
