import type { Binary, ObjectId } from "mongodb";
import type { Attempt, QueuedItem } from "../jobs/durable-queue";
import type { StaffPermission } from "../../shared/staff-roles";
import type { DeliveredEvent, WebhookEvent } from "../../shared/webhook-events";
import type { FitmentPosition, FitmentState, PartType } from "../../generated/shared/enums";

/**
 * The documents the shop stores, one interface per collection. Field names are camelCase; the REST
 * adapter translates to the legacy snake_case names at the edge. These are codegen's resolver mappers:
 * GraphQL types resolve from them.
 */

export interface FitmentDocument {
  make: string;
  model: string;
  yearFrom: number;
  yearTo: number;
  /** The trim or submodel ("LE"); absent: every submodel. */
  submodel?: string;
  /** The engine as the carmaker names it ("2.5L L4"); absent: every engine. */
  engine?: string;
  /** Where on the vehicle the part goes; absent for parts with no position. */
  position?: FitmentPosition;
  /** What else must be true for the part to fit ("with 12.6-inch rotors"). */
  note?: string;
}

export interface ProductDocument {
  _id: ObjectId;
  name: string;
  description: string;
  price: number;
  minimumOrderQuantity: number;
  availableQuantity: number;
  picture: string;
  partNumber: string;
  /** The carmaker's (OE) numbers the part replaces, as written ("04465-06090"); absent on older parts: none. */
  oeNumbers?: string[];
  /** Other brands' numbers for the same part, as written; absent on older parts: none. */
  interchangeNumbers?: string[];
  category: string;
  /** What kind of part it is (shared/part-types.ts): how a job kit finds it. Absent or null: not told. */
  partType?: PartType | null;
  /** Stock at or below it is low; absent or null: the shop's default (config's lowStockDefault). */
  reorderLevel?: number | null;
  /**
   * True: the part fits every vehicle, and lists none. Absent or false with no fitments: the part has
   * no fitment data yet, and is never said to fit.
   */
  universal?: boolean;
  fitments: FitmentDocument[];
  /** Derived from `fitments` by fitmentKeysOf (db/vehicle-keys.ts): what the vehicle filter reads. */
  vehicleKeys: string[];
  /** Derived with vehicleKeys: what the filter reads for a shopper who told their submodel or engine. */
  qualifiedKeys: string[];
  /** Derived from the part's numbers by numberKeysOf (db/number-keys.ts): what a search by number reads. */
  numberKeys: string[];
  createdAt: Date;
  updatedAt: Date;
  /**
   * "Did not fit" returns per vehicle since staff last confirmed or edited the fitments
   * (services/catalogue/fitment-returns.ts); absent: none.
   */
  fitReturns?: FitReturnDocument[];
  /** Two or more of them for one vehicle: staff should check the fitment ("check this fitment"). */
  fitmentCheck?: boolean;
}

/** "Did not fit" returns of a part for one vehicle: how many return requests named it. */
export interface FitReturnDocument {
  /** vehicleKey (db/vehicle-keys.ts) of the vehicle. */
  key: string;
  vehicle: VehicleDocument;
  returns: number;
}

/**
 * A product as pages of the catalogue read it: without the fields only queries use, which are most of a
 * part's bytes (a part fitting five models over six years holds thirty vehicle keys).
 */
export type ListedProduct = Omit<
  ProductDocument,
  "vehicleKeys" | "qualifiedKeys" | "numberKeys" | "fitReturns"
>;

/** A product's fields derived from others (its fitments, its numbers): they follow them, and tell nothing new. */
export const DERIVED_KEYS: ReadonlySet<string> = new Set(["vehicleKeys", "qualifiedKeys", "numberKeys"]);

/** The projection that reads a ListedProduct. */
export const LISTED_PRODUCT = { vehicleKeys: 0, qualifiedKeys: 0, numberKeys: 0, fitReturns: 0 } as const;

/** A picture uploaded for a product, kept in the database so every instance of the shop serves it. */
export interface PictureDocument {
  /** The SHA-256 of the bytes, in hex: the picture's address, so one picture is stored once. */
  _id: string;
  contentType: "image/jpeg" | "image/png" | "image/webp";
  bytes: Binary;
  createdAt: Date;
}

/** A vehicle as a shopper chose it. */
export interface VehicleDocument {
  make: string;
  model: string;
  year: number;
  /** Kept when the shopper told it (a garage vehicle's): the line's fit is then asked of it too. */
  submodel?: string;
  engine?: string;
}

/** "admin" is the shop's owner (shared/staff-roles.ts); anyone else is a customer, maybe with staff roles. */
export type StoredRole = "customer" | "admin";

export interface UserDocument {
  _id: ObjectId;
  /** Lower case; unique. */
  email: string;
  /** The identity provider's id for the account. */
  uid: string;
  /** Whether the provider had verified the e-mail at the last sign-in (absent on older records). */
  emailVerified?: boolean;
  role: StoredRole;
  /** The staff roles an owner gave besides the owner's own (absent for customers and older records). */
  staffRoles?: StaffPermission[];
  displayName: string | null;
  photoUrl: string | null;
  profile: { education?: string; address?: string; phone?: string };
  createdAt: Date;
  lastSignInAt: Date;
  /**
   * Access tokens carry the version they were issued under; bumping it (a new owner of the record,
   * Remove User, "sign out everywhere") ends every session issued before. Absent on records made
   * before sessions had versions, which counts as 0.
   */
  sessionVersion?: number;
}

/**
 * An order's status as stored. The one list of statuses, with the changes allowed between them, is
 * services/orders/order-statuses.ts, which fails to compile while a status here has no row there.
 */
export type StoredOrderStatus =
  "awaiting_payment" | "placed" | "paid" | "shipped" | "delivered" | "cancelled";

/** How an order is paid, stored as the API names it. */
export type StoredPaymentMethod = "PAY_ON_DELIVERY" | "BANK_TRANSFER" | "CARD";

/** A payment received for an order. Money in cents. */
export interface PaymentDocument {
  method: StoredPaymentMethod;
  amountCents: number;
  /** The bank's or courier's reference staff typed, or the card payment's id at the provider. */
  reference: string;
  at: Date;
  /** The staff member who recorded it; absent for a payment the provider reported. */
  by?: ObjectId;
}

/** Money given back for an order. In cents. */
export interface RefundDocument {
  method: StoredPaymentMethod;
  amountCents: number;
  /** The provider's id of the refund (a card's), or the bank's reference staff typed. */
  reference: string;
  at: Date;
  /** Who gave it back: staff, or the buyer whose cancellation refunded their card. */
  by?: ObjectId;
}

/** One product of an order, as it was when the order was placed. Money in US dollars, as the API shows it. */
export interface OrderLineDocument {
  productId: ObjectId;
  name: string;
  unitPrice: number;
  quantity: number;
  total: number;
  /** The vehicle the buyer had chosen for the line, and whether the part fitted it then. */
  vehicle: VehicleDocument | null;
  fits: boolean | null;
  /** What the part's fitments said of the vehicle then; absent on lines placed before it was kept. */
  fitmentState?: FitmentState | null;
}

export interface ShipmentDocument {
  carrier: string;
  trackingNumber: string;
  shippedAt: Date;
}

/** A status the order took, when, and who changed it (absent on events recorded before it was kept). */
export interface OrderEventDocument {
  status: StoredOrderStatus;
  at: Date;
  by?: ObjectId;
}

/** Where an order goes, as shared/postal-addresses.ts checks it: a region's code where the country has a list. */
export interface PostalAddressDocument {
  name: string;
  street: string;
  city: string;
  postalCode: string;
  region: string | null;
  /** Two letters (ISO 3166-1). */
  country: string;
}

/** How an order ships, as chosen and priced at checkout (services/orders/order-charges.ts). */
export interface OrderShippingDocument {
  /** The method's code when the order was placed (SHIPPING_METHODS). */
  method: string;
  name: string;
  priceCents: number;
  arrivesFrom: Date;
  arrivesBy: Date;
}

/** A customer's addresses, one document per user (`_id` is the user's), offered at their next checkout. */
export interface AddressBookDocument {
  _id: ObjectId;
  /** The last used first; ADDRESS_BOOK_SIZE at most (services/users/address-book.ts). */
  addresses: SavedAddressDocument[];
}

export interface SavedAddressDocument extends PostalAddressDocument {
  _id: ObjectId;
  /** The phone given with it, offered with it. */
  phone: string;
  usedAt: Date;
}

export interface OrderDocument {
  _id: ObjectId;
  /** The number people read out ("VP-10234", services/orders/order-numbers.ts); `_id` stays the API's. */
  number: string;
  /**
   * The buyer. Orders belong to the user's id, never to the e-mail: an address can be signed up again
   * by someone else. Null only on orders stored before orders had owners whose account no longer exists.
   */
  userId: ObjectId | null;
  /** The buyer's e-mail when ordering, for the admin's list and legacy clients. */
  email: string;
  /**
   * The summary the one-product orders of old had, kept for legacy clients and the lists: the first line's
   * name ("and N more" for several lines), product and unit price; every line's items; the order's total
   * (its lines, shipping and tax).
   */
  name: string;
  productId: ObjectId;
  quantity: number;
  unitPrice: number;
  total: number;
  /** Every product ordered. Orders stored before orders had lines get theirs at start-up (backfill). */
  lines: OrderLineDocument[];
  /** Where it goes on one line: as the buyer typed it (the legacy forms), or `shipTo` written out. */
  address: string;
  /** Where it goes, when the buyer gave a postal address (absent: the legacy one-line `address` only). */
  shipTo?: PostalAddressDocument;
  /**
   * How it ships, with `shipTo`. Orders with the one-line address alone come from clients that never
   * showed the buyer a shipping price or tax, and are charged for their parts only.
   */
  shipping?: OrderShippingDocument;
  /** The sales tax on its parts, in cents, and its rate in percent (absent: none). */
  taxCents?: number;
  taxPercent?: number;
  phone: string;
  status: StoredOrderStatus;
  /** Every status the order took, oldest first (backfilled like `lines`). */
  history: OrderEventDocument[];
  shipment?: ShipmentDocument;
  createdAt: Date;
  cancelledAt?: Date;
  /** Absent on orders stored before the shop took payments, which were all paid on delivery. */
  paymentMethod?: StoredPaymentMethod;
  /** Every payment received, oldest first (absent: none). */
  payments?: PaymentDocument[];
  /** Every refund given, oldest first (absent: none). */
  refunds?: RefundDocument[];
  /** While AWAITING_PAYMENT: when its stock is given back unless paid (services/orders/payment-holds.ts). */
  paymentDueBy?: Date;
  /** A CARD order's payment at the provider, once the buyer started paying. */
  cardPaymentId?: string;
  /** How many returns were asked of it: each new one counts itself here, in its own transaction. */
  returnCount?: number;
}

/** A return's status as stored; the one table of them is services/orders/return-statuses.ts. */
export type StoredReturnStatus = "requested" | "approved" | "refused" | "received" | "refunded";

/** Why a part goes back, stored as the API names it. */
export type StoredReturnReason = "DID_NOT_FIT" | "DAMAGED" | "WRONG_PART" | "NO_LONGER_NEEDED";

/** A line of a return: the order line's part, price and vehicle, and how many go back. */
export interface ReturnLineDocument {
  productId: ObjectId;
  name: string;
  unitPrice: number;
  quantity: number;
  vehicle: VehicleDocument | null;
  /** Set when received: back on the shelf, or written off. */
  restocked?: boolean;
}

/** A status a return took, when, and who changed it. */
export interface ReturnEventDocument {
  status: StoredReturnStatus;
  at: Date;
  by?: ObjectId;
}

/** Parts of a delivered order its buyer sends back (services/orders/returning.ts). */
export interface ReturnDocument {
  _id: ObjectId;
  /** The order's number and the return's count ("VP-10234-R1"). */
  number: string;
  orderId: ObjectId;
  orderNumber: string;
  userId: ObjectId;
  email: string;
  reason: StoredReturnReason;
  note?: string;
  lines: ReturnLineDocument[];
  /** The order's sales tax rate, in percent, which its refund gives back on the lines too (absent: none). */
  taxPercent?: number;
  status: StoredReturnStatus;
  history: ReturnEventDocument[];
  refusal?: string;
  refund?: RefundDocument;
  createdAt: Date;
}

/**
 * The hold of an unpaid order's stock, queued to run out at the order's `paymentDueBy` (its `_id` is the
 * order's): worked by any instance, it cancels the order if still unpaid (services/orders/payment-holds.ts).
 */
export interface PaymentHoldDocument extends QueuedItem {
  status: "pending" | "done" | "failed";
  doneAt?: Date;
}

/** A signed-in user's cart; its `_id` is the user's. */
export interface CartDocument {
  _id: ObjectId;
  lines: CartLineDocument[];
  /** Counts the cart's writes: a change is written only over the version it was made from. */
  version: number;
  updatedAt: Date;
}

/** A vehicle in a customer's garage: what they told us of it, as they typed it. */
export interface GarageVehicleDocument {
  _id: ObjectId;
  year: number;
  make: string;
  model: string;
  /** Absent: not told (every submodel is possible). */
  submodel?: string;
  engine?: string;
  nickname?: string;
  addedAt: Date;
}

/** A signed-in customer's garage, one per user (`_id` is the user's). */
export interface GarageDocument {
  _id: ObjectId;
  /** In the order they were added; GARAGE_MAX_VEHICLES at most (shared/garage-limits.ts). */
  vehicles: GarageVehicleDocument[];
  /** The vehicle they shop for; null only while the garage is empty. */
  currentId: ObjectId | null;
  updatedAt: Date;
}

/** One product in a cart. Whether it fits its vehicle is asked of the product's fitments when read. */
export interface CartLineDocument {
  productId: ObjectId;
  quantity: number;
  vehicle: VehicleDocument | null;
  /** The price the shopper saw when adding the line or last changing it, to warn of a change since. */
  addedUnitPrice: number;
}

export interface ReviewDocument {
  _id: ObjectId;
  name: string;
  feedback: string;
  ratings: number;
  /** Who wrote it (not shown publicly); null for the starting catalogue's sample reviews. */
  userId: ObjectId | null;
  createdAt: Date;
  /** The part reviewed; absent: a review of the shop (all of them before reviews had parts). */
  productId?: ObjectId;
  /**
   * Decided by the shop when the review is written, from the reviewer's orders of the part
   * (services/reviews/review-purchase.ts), and kept: whether they had bought it, and the vehicle they
   * bought it for, if any. Absent on shop reviews.
   */
  verifiedPurchase?: boolean;
  vehicle?: VehicleDocument | null;
  /** The reviewer said the part fitted `vehicle` (never without one). */
  fitConfirmed?: boolean;
  /** Set by staff: left out of every public list and of the part's rating. Absent: shown. */
  hidden?: boolean;
}

export interface ContactMessageDocument {
  _id: ObjectId;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
  /** Set once staff have dealt with it (marked handled or answered); messages stored before the Inbox have none. */
  handled?: { at: Date; by: string };
  /** The answers e-mailed to the sender, oldest first. */
  answers?: ContactAnswerDocument[];
}

export interface ContactAnswerDocument {
  text: string;
  /** The admin's e-mail. */
  by: string;
  at: Date;
}

/** What an audit record says changed: a field, its value before and after (absent where there was none). */
export interface AuditChangeDocument {
  field: string;
  before?: unknown;
  after?: unknown;
}

/**
 * One change made by staff (services/audit/audit-log.ts): who, when, what kind, to what, and the values
 * before and after. Written in the same transaction as the change, and never changed after.
 */
export interface AuditEntryDocument {
  _id: ObjectId;
  at: Date;
  by: { userId: ObjectId; email: string };
  kind: AuditKind;
  /** What was changed: its id and how a person would name it ("BP-1210 Brake Pads", an e-mail). */
  subject: { id: string; label: string };
  changes: AuditChangeDocument[];
}

/** The kinds of change the audit log records, as stored; the schema's AuditKind in lower case, dotted. */
export type AuditKind =
  | "product.added"
  | "product.changed"
  | "product.deleted"
  | "product.fitment_confirmed"
  | "picture.uploaded"
  | "catalogue.imported"
  | "order.shipped"
  | "order.delivered"
  | "order.cancelled"
  | "order.payment_recorded"
  | "order.refunded"
  | "return.approved"
  | "return.refused"
  | "return.received"
  | "return.refunded"
  | "user.roles"
  | "user.profile"
  | "user.removed"
  | "review.hidden"
  | "review.restored";

/** An integrator's endpoint (services/webhooks): where to send which events, and the secret they are signed with. */
export interface WebhookEndpointDocument {
  _id: ObjectId;
  url: string;
  events: WebhookEvent[];
  /** The HMAC key of the signatures (README, Webhooks); made by the shop, shown to owners. */
  secret: string;
  createdAt: Date;
  /** The owner who added it. */
  createdBy: string;
}

/**
 * One event for one endpoint: the durable queue's item and, once sent or given up, its entry in the
 * endpoint's delivery log. The body is fixed when the event happens, so every attempt sends the same bytes.
 */
export interface WebhookDeliveryDocument {
  _id: ObjectId;
  endpointId: ObjectId;
  event: DeliveredEvent;
  body: string;
  createdAt: Date;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  /** When a dispatcher may next take it: due now, after its back-off, or after a taker's lease. */
  nextAttemptAt: Date;
  lastAttempt?: Attempt;
  deliveredAt?: Date;
}

/**
 * An e-mail the shop sends (services/mail): queued in the transaction of the change it tells of, then sent
 * by the mail job, retried until the relay takes it. Written whole when queued, so every try sends the same.
 */
export interface MailDocument {
  _id: ObjectId;
  /** What it tells of, for the log and for tests to find it by: "order.shipped", "contact.answer"… */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  /** Plain text always; HTML beside it when laid out (services/mail/mail-layout.ts). */
  text: string;
  html?: string;
  createdAt: Date;
  status: "pending" | "sent" | "failed";
  attempts: number;
  nextAttemptAt: Date;
  lastAttempt?: Attempt;
  sentAt?: Date;
}

/** A named counter handing out numbers (order numbers), a block at a time. */
export interface CounterDocument {
  _id: string;
  /** The last number handed out (to some instance's block). */
  value: number;
}
