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

/** An order in progress, kept on its product until the order document exists (see orders.service). */
export interface PendingOrder {
  orderId: ObjectId;
  order: Omit<OrderDocument, "_id">;
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
  /** Derived from `fitments` by vehicleKeysOf (services/vehicle-keys.ts): what the vehicle filter reads. */
  vehicleKeys: string[];
  createdAt: Date;
  updatedAt: Date;
  /** Stock taken for orders whose document is not written yet. */
  pendingOrders?: PendingOrder[];
  /**
   * Cancelled orders whose stock was given back: the guard against giving it back twice, kept until the
   * cancellation has settled (see OrdersService.repair).
   */
  restockedOrders?: ObjectId[];
}

/**
 * A product as pages of the catalogue read it: without the fields only queries and the order steps use,
 * which are most of a part's bytes (a part fitting five models over six years holds thirty vehicle keys).
 */
export type ListedProduct = Omit<ProductDocument, "vehicleKeys" | "pendingOrders" | "restockedOrders">;

/** The projection that reads a ListedProduct. */
export const LISTED_PRODUCT = { vehicleKeys: 0, pendingOrders: 0, restockedOrders: 0 } as const;

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

export type StoredOrderStatus = "placed" | "cancelling" | "cancelled";

export interface OrderDocument {
  _id: ObjectId;
  /**
   * The buyer. Orders belong to the user's id, never to the e-mail: an address can be signed up again
   * by someone else. Null only on orders stored before orders had owners whose account no longer exists.
   */
  userId: ObjectId | null;
  /** The buyer's e-mail when ordering, for the admin's list and legacy clients. */
  email: string;
  /** The product's name when ordered. */
  name: string;
  productId: ObjectId;
  address: string;
  quantity: number;
  phone: string;
  unitPrice: number;
  total: number;
  status: StoredOrderStatus;
  createdAt: Date;
  cancelledAt?: Date;
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
}
