import type { ObjectId } from "mongodb";

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
  category: string;
  fitments: FitmentDocument[];
  /** Derived from `fitments` by vehicleKeysOf (db/vehicle-keys.ts): what the vehicle filter reads. */
  vehicleKeys: string[];
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A product as pages of the catalogue read it: without the field only queries use, which is most of a
 * part's bytes (a part fitting five models over six years holds thirty vehicle keys).
 */
export type ListedProduct = Omit<ProductDocument, "vehicleKeys">;

/** The projection that reads a ListedProduct. */
export const LISTED_PRODUCT = { vehicleKeys: 0 } as const;

/** A vehicle as a shopper chose it. */
export interface VehicleDocument {
  make: string;
  model: string;
  year: number;
}

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
export type StoredOrderStatus = "placed" | "shipped" | "delivered" | "cancelled";

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

export interface OrderDocument {
  _id: ObjectId;
  /**
   * The buyer. Orders belong to the user's id, never to the e-mail: an address can be signed up again
   * by someone else. Null only on orders stored before orders had owners whose account no longer exists.
   */
  userId: ObjectId | null;
  /** The buyer's e-mail when ordering, for the admin's list and legacy clients. */
  email: string;
  /**
   * The summary the one-product orders of old had, kept for legacy clients and the lists: the first line's
   * name ("and N more" for several lines), product and unit price; every line's items; the order's total.
   */
  name: string;
  productId: ObjectId;
  quantity: number;
  unitPrice: number;
  total: number;
  /** Every product ordered. Orders stored before orders had lines get theirs at start-up (backfill). */
  lines: OrderLineDocument[];
  address: string;
  phone: string;
  status: StoredOrderStatus;
  /** Every status the order took, oldest first (backfilled like `lines`). */
  history: OrderEventDocument[];
  shipment?: ShipmentDocument;
  createdAt: Date;
  cancelledAt?: Date;
}

/** A signed-in user's cart; its `_id` is the user's. */
export interface CartDocument {
  _id: ObjectId;
  lines: CartLineDocument[];
  /** Counts the cart's writes: a change is written only over the version it was made from. */
  version: number;
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
