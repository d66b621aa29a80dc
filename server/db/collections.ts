import type { Collection, Db } from "mongodb";
import type {
  AddressBookDocument,
  AuditEntryDocument,
  CartDocument,
  ContactMessageDocument,
  CounterDocument,
  GarageDocument,
  MailDocument,
  OrderDocument,
  PaymentHoldDocument,
  ReturnDocument,
  PictureDocument,
  ProductDocument,
  ReviewDocument,
  UserDocument,
  WebhookDeliveryDocument,
  WebhookEndpointDocument,
} from "./models";

/** MongoDB's code for a write refused by a unique index (a part number, an e-mail, a cart's user taken). */
export const DUPLICATE_KEY = 11000;

/** The shop's collections by name, with the type of their documents: the one place the names are written. */
interface ShopCollections {
  products: ProductDocument;
  orders: OrderDocument;
  carts: CartDocument;
  garages: GarageDocument;
  addressBooks: AddressBookDocument;
  users: UserDocument;
  reviews: ReviewDocument;
  contactMessages: ContactMessageDocument;
  auditLog: AuditEntryDocument;
  webhooks: WebhookEndpointDocument;
  webhookDeliveries: WebhookDeliveryDocument;
  pictures: PictureDocument;
  mails: MailDocument;
  counters: CounterDocument;
  paymentHolds: PaymentHoldDocument;
  returns: ReturnDocument;
}

export type CollectionName = keyof ShopCollections;

/** A collection of the shop, typed by its name, so a misspelled name or a wrong document type fails the type check. */
export function collection<Name extends CollectionName>(
  db: Db,
  name: Name,
): Collection<ShopCollections[Name]> {
  return db.collection<ShopCollections[Name]>(name);
}

/**
 * The `meta` collection: one document per kind of marker (the seed's, the bulk seed's), each typed by the
 * module that owns it.
 */
export function metaCollection<Marker extends { _id: string }>(db: Db): Collection<Marker> {
  return db.collection<Marker>("meta");
}
