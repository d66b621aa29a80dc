import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { BSON, ObjectId } from "mongodb";
import { collection } from "../../../server/db/collections";
import type { OrderDocument, ReturnDocument } from "../../../server/db/models";
import { expectOk } from "../../support/graphql-answers";
import { createEmulatorUser } from "../../support/identity";
import { placeOrder as placeOrderAs } from "../../support/orders";
import { addProduct as addProductAs } from "../../support/products";
import { startStripeStandIn, type StripeStandIn } from "../../support/stripe-stand-in";
import { startTestServer, type TestServer, type TestUser } from "../../support/test-server";
import type { StaffRole } from "../../../shared/staff-roles";
import { GARAGE_MAX_VEHICLES } from "../../../shared/garage-limits";

/**
 * Every Query and Mutation field, called by each kind of caller: a visitor (no token), a customer (who
 * owns the order and profile the call names), another customer, a member of staff for each staff role
 * alone (shared/staff-roles.ts), and an admin (the owner). One row per field says what each of them gets;
 * a refused call must answer with the code and message a client shows, and leave the database exactly as
 * it was. This module holds the callers, the outcomes and the fixtures the rows (query-rows.ts,
 * mutation-rows.ts) and the tests share; openPermissionShop fills them in for a test file.
 */

export type Role =
  "visitor" | "customer" | "otherCustomer" | "catalogueStaff" | "ordersStaff" | "customersStaff" | "admin";
export const ROLES: readonly Role[] = [
  "visitor",
  "customer",
  "otherCustomer",
  "catalogueStaff",
  "ordersStaff",
  "customersStaff",
  "admin",
];
/** The one staff role each staff caller holds; the admin holds the owner's, which covers all. */
export const STAFF_ROLE_OF: Partial<Record<Role, StaffRole>> = {
  catalogueStaff: "catalogue",
  ordersStaff: "orders",
  customersStaff: "customers",
  admin: "owner",
};
export const holds = (role: Role, needed: StaffRole) =>
  STAFF_ROLE_OF[role] === needed || STAFF_ROLE_OF[role] === "owner";

export interface Refusal {
  code: "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND";
  message: string;
}
export type Outcome = "allowed" | Refusal;

export const ALLOWED = "allowed" as const;
export const SIGN_IN: Refusal = { code: "UNAUTHENTICATED", message: "Sign in to do this" };
/** What a caller without the role an operation needs is told, the role named. */
const LACKS: Record<StaffRole, Refusal> = {
  owner: { code: "FORBIDDEN", message: "Only the shop's owners may do this" },
  catalogue: { code: "FORBIDDEN", message: "Only staff with the catalogue role may do this" },
  orders: { code: "FORBIDDEN", message: "Only staff with the orders role may do this" },
  customers: { code: "FORBIDDEN", message: "Only staff with the customers role may do this" },
};
export const NOT_YOUR_ACCOUNT: Refusal = {
  code: "FORBIDDEN",
  message: "You can only look up your own account",
};
export const NOT_YOUR_PROFILE: Refusal = { code: "FORBIDDEN", message: "You can only edit your own profile" };
// Another's order is answered like a missing one, so order ids cannot be probed.
export const NOT_YOUR_ORDER: Refusal = { code: "NOT_FOUND", message: "Order not found" };
/** Another's saved address is answered as missing. */
export const NOT_YOUR_ADDRESS: Refusal = { code: "NOT_FOUND", message: "Address not found" };

const everyRole = (outcome: (role: Role) => Outcome) =>
  Object.fromEntries(ROLES.map((role) => [role, outcome(role)])) as Record<Role, Outcome>;

export const PUBLIC = everyRole(() => ALLOWED);
export const SIGNED_IN = everyRole((role) => (role === "visitor" ? SIGN_IN : ALLOWED));
/** Staff holding `needed`, and the owner. */
export const STAFF = (needed: StaffRole) =>
  everyRole((role) => (role === "visitor" ? SIGN_IN : holds(role, needed) ? ALLOWED : LACKS[needed]));
/** The customer whose it is alone, staff included among the others; anyone else gets `refusal`. */
export const OWN_ONLY = (refusal: Refusal) =>
  everyRole((role) => (role === "visitor" ? SIGN_IN : role === "customer" ? ALLOWED : refusal));
/** The customer whose it is, and staff holding `needed`; anyone else gets `refusal`. */
export const OWN_OR_STAFF = (needed: StaffRole, refusal: Refusal) =>
  everyRole((role) =>
    role === "visitor" ? SIGN_IN : role === "customer" || holds(role, needed) ? ALLOWED : refusal,
  );

/** One call prepared for one caller, with fresh targets so an allowed write cannot affect the next case. */
export interface Call {
  query: string;
  variables?: Record<string, unknown>;
  /** A session of its own for a call that ends sessions; else the role's shared one. */
  token?: string;
  /** For an allowed call: checks the answer, and for a write what it stored. */
  allowed(answer: unknown): Promise<void> | void;
}

export interface Row {
  root: "Query" | "Mutation";
  field: string;
  expected: Record<Role, Outcome>;
  /** Reads never change the database; writes are checked by `allowed`. */
  writes: boolean;
  prepare(role: Role): Promise<Call>;
}

export let shop: TestServer;
export let customer: TestUser;
export let otherCustomer: TestUser;
export let admin: TestUser;
const staff: Partial<Record<Role, TestUser>> = {};
/** A product with plenty of stock that every order in this file is for. */
export let productId: string;
export const CATEGORY = `Permission Tests ${randomUUID().slice(0, 8)}`;
export const ORDER_QUANTITY = 2;

const callerOf = (role: Role): TestUser | undefined =>
  ({ visitor: undefined, customer, otherCustomer, admin })[role as string] ?? staff[role];
/**
 * Each kind of caller's own address, so that the limits kept per address (sign-in, the contact form)
 * count each caller's calls, as they would for people on their own machines.
 */
export const addressOf = (role: Role) => ({ "x-forwarded-for": `10.0.0.${ROLES.indexOf(role) + 1}` });
export const tokenOf = (role: Role): string | undefined => callerOf(role)?.accessToken;
export const emailOf = (role: Role): string | undefined => callerOf(role)?.email;

/** A new account of `role` of its own (an owner for the admin), for calls that change their caller. */
export async function signUpAs(role: Exclude<Role, "visitor">): Promise<TestUser> {
  const user = await shop.signUp(role === "admin" ? "admin" : "customer");
  const given = STAFF_ROLE_OF[role];
  if (given && given !== "owner") await giveRoles(user.email, [given]);
  return user;
}

/** Gives `email` exactly `roles` through the API, as an owner on All User does. */
export async function giveRoles(email: string, roles: StaffRole[]): Promise<void> {
  await expectOk(
    shop.gql(
      `mutation($email: String!, $roles: [StaffRole!]!) { setStaffRoles(email: $email, roles: $roles) { changed } }`,
      { email, roles: roles.map((role) => role.toUpperCase()) },
      admin.accessToken,
    ),
  );
}

export const PRODUCT_FIELDS = "id name price availableQuantity";
export const addProduct = (overrides: Record<string, unknown> = {}): Promise<string> =>
  addProductAs(shop.gql, admin.accessToken, { category: CATEGORY, ...overrides });

export const placeOrder = (user: TestUser): Promise<string> =>
  placeOrderAs(shop.gql, user.accessToken, { productId, quantity: ORDER_QUANTITY });

/** The customer's order of the permission product, delivered and paid on delivery, as the shop stores one. */
export async function deliveredOrder(): Promise<OrderDocument> {
  const _id = new ObjectId(await placeOrder(customer));
  const at = new Date();
  const order = (await shop.db.collection<OrderDocument>("orders").findOne({ _id }))!;
  await shop.db.collection<OrderDocument>("orders").updateOne(
    { _id },
    {
      $set: {
        status: "delivered",
        payments: [
          { method: "PAY_ON_DELIVERY", amountCents: Math.round(order.total * 100), reference: "Courier", at },
        ],
      },
      $push: {
        history: {
          $each: [
            { status: "shipped", at },
            { status: "delivered", at },
          ],
        },
      },
    },
  );
  return (await shop.db.collection<OrderDocument>("orders").findOne({ _id }))!;
}

/** A return of one item of a delivered order of the customer's, stored in `status` as the shop stores one. */
export async function storeReturn(status: "requested" | "approved" | "received"): Promise<string> {
  const order = await deliveredOrder();
  const [line] = order.lines;
  const { insertedId } = await shop.db.collection<ReturnDocument>("returns").insertOne({
    _id: new ObjectId(),
    number: `${order.number}-R1`,
    orderId: order._id,
    orderNumber: order.number,
    userId: order.userId!,
    email: order.email,
    reason: "DAMAGED",
    lines: [
      {
        productId: line!.productId,
        name: line!.name,
        unitPrice: line!.unitPrice,
        quantity: 1,
        vehicle: null,
      },
    ],
    status,
    history: [{ status, at: new Date() }],
    createdAt: new Date(),
  });
  return insertedId.toHexString();
}
export const returns = () => shop.db.collection<ReturnDocument>("returns");

export const products = () => shop.db.collection("products");
export const orders = () => shop.db.collection("orders");
export const users = () => shop.db.collection("users");
export const contactMessages = () => shop.db.collection("contactMessages");
export const webhooks = () => shop.db.collection("webhooks");
/** A message in the Inbox, stored as the contact form stores one; its subject is its own. */
export async function storeContactMessage(): Promise<{ id: string; subject: string }> {
  const subject = `Inbox ${randomUUID()}`;
  const { insertedId } = await contactMessages().insertOne({
    email: "asker@example.com",
    subject,
    message: "Do these pads fit a 2016 Civic?",
    createdAt: new Date(),
  });
  return { id: insertedId.toHexString(), subject };
}
/** A review of the product, as addReview stores one; `hidden` as staff left it. Its feedback is its own. */
export async function storeReview(hidden: boolean): Promise<{ id: string; feedback: string }> {
  const feedback = `Review ${randomUUID()}`;
  const { insertedId } = await shop.db.collection("reviews").insertOne({
    name: "Permission Reviewer",
    feedback,
    ratings: 4,
    userId: null,
    createdAt: new Date(),
    productId: new ObjectId(productId),
    verifiedPurchase: false,
    vehicle: null,
    fitConfirmed: false,
    ...(hidden && { hidden }),
  });
  return { id: insertedId.toHexString(), feedback };
}
export const stockOf = async (id: string) =>
  (await products().findOne({ _id: new ObjectId(id) }))?.availableQuantity as number | undefined;

/** The stored cart or garage of `role`'s user (null for a visitor, or a user without one). */
export async function storedOwnOf(role: Role, kept: "carts" | "garages") {
  const email = emailOf(role);
  const user = email ? await users().findOne({ email }) : null;
  return user ? shop.db.collection(kept).findOne({ _id: user._id }) : null;
}

export const storedCartOf = (role: Role) => storedOwnOf(role, "carts");

/** A vehicle of a year no other call uses, so a row finds its own. */
let garageYear = 1950;
export const freshGarageVehicle = () => ({ year: garageYear++, make: "Permission", model: "Wagon" });

/**
 * Adds a fresh vehicle to `role`'s garage through GraphQL and answers its id; a visitor has no garage,
 * and names the customer's vehicle instead.
 */
export async function garageVehicleOf(role: Role): Promise<string> {
  const owner = role === "visitor" ? "customer" : role;
  // The rows add many vehicles over the run: a garage near its limit starts again, as set-up.
  const kept = await storedOwnOf(owner, "garages");
  if (kept && kept.vehicles.length >= GARAGE_MAX_VEHICLES - 2) {
    await shop.db.collection("garages").deleteOne({ _id: kept._id });
  }
  const token = tokenOf(owner)!;
  const answer = await expectOk(
    shop.gql<{ addGarageVehicle: { current: { id: string } } }>(
      "mutation($vehicle: GarageVehicleInput!) { addGarageVehicle(vehicle: $vehicle) { current { id } } }",
      { vehicle: freshGarageVehicle() },
      token,
    ),
  );
  return answer.addGarageVehicle.current.id;
}

/** The ids of the vehicles in `role`'s stored garage. */
export async function garageIdsOf(role: Role): Promise<string[]> {
  const garage = await storedOwnOf(role, "garages");
  return (garage?.vehicles ?? []).map((vehicle: { _id: ObjectId }) => vehicle._id.toHexString());
}

export const addressBooks = () => collection(shop.db, "addressBooks");

/** Keeps a fresh address in the customer's book, as their checkout would, and answers its id. */
export async function savedAddressOfCustomer(): Promise<string> {
  const user = (await users().findOne({ email: customer.email }))!;
  const _id = new ObjectId();
  const address = { name: "Perm Buyer", street: "1 Rule St", city: "Austin", postalCode: "73301" };
  await addressBooks().updateOne(
    { _id: user._id },
    {
      $push: {
        addresses: { _id, ...address, region: "TX", country: "US", phone: "555-0100", usedAt: new Date() },
      },
    },
    { upsert: true },
  );
  return _id.toHexString();
}

/** Adds `quantity` of the product to `role`'s cart through GraphQL; a visitor has none to add to. */
export async function addToCartOf(role: Role, id: string, quantity = 1): Promise<void> {
  const token = tokenOf(role);
  if (!token) return;
  await expectOk(
    shop.gql(
      "mutation($id: ID!, $quantity: Int!) { addToCart(productId: $id, quantity: $quantity) { itemCount } }",
      { id, quantity },
      token,
    ),
  );
}

/**
 * A webhook endpoint as an owner adds one, for an event nothing in these tests raises (no payments yet):
 * a delivery being sent in the background would change the database between a refused call's snapshots.
 */
export async function addWebhookEndpoint(): Promise<{ id: string }> {
  const { insertedId } = await shop.db.collection("webhooks").insertOne({
    url: "https://erp.example.com/hooks",
    events: ["order.paid"],
    secret: "whsec_permissions",
    createdAt: new Date(),
    createdBy: admin.email,
  });
  return { id: insertedId.toHexString() };
}

/** How far the queues' jobs have got with each item: they move it on in the background, no call does. */
const QUEUE_PROGRESS = {
  status: 0,
  attempts: 0,
  nextAttemptAt: 0,
  lastAttempt: 0,
  sentAt: 0,
  deliveredAt: 0,
};
const QUEUES = new Set(["mails", "webhookDeliveries"]);

/** Everything the shop stores: each collection's documents in `_id` order, as the engine sent their BSON. */
export type DatabaseSnapshot = Map<string, Buffer>;

/**
 * Everything the shop stores, collection by collection, the queues' items without their progress. The
 * bytes, not documents: a test takes two snapshots per call, and decoding and printing every document
 * twice was most of this file's time. `expectUnchanged` decodes them only when they differ.
 */
export async function databaseSnapshot(): Promise<DatabaseSnapshot> {
  const names = (await shop.db.listCollections({}, { nameOnly: true }).toArray()).map(({ name }) => name);
  // All at once: the engine answers them while the next is on its way, over the driver's pool.
  const contents = await Promise.all(
    names.map(async (name) => {
      const projection = QUEUES.has(name) ? QUEUE_PROGRESS : {};
      const docs = await shop.db
        .collection(name)
        .find({}, { projection, raw: true })
        .sort({ _id: 1 })
        .toArray();
      return [name, Buffer.concat(docs as unknown as Buffer[])] as const;
    }),
  );
  return new Map(contents.sort(([a], [b]) => a.localeCompare(b)));
}

/** Each collection as Extended JSON (exact: ids, dates and number types), for a readable difference. */
function readable(snapshot: DatabaseSnapshot): Record<string, string> {
  const collections: Record<string, string> = {};
  for (const [name, bytes] of snapshot) {
    const docs: unknown[] = [];
    for (let at = 0; at < bytes.length; at += bytes.readInt32LE(at))
      docs.push(BSON.deserialize(bytes.subarray(at, at + bytes.readInt32LE(at))));
    collections[name] = BSON.EJSON.stringify(docs, { relaxed: false });
  }
  return collections;
}

/** Fails, showing what changed, unless the shop stores exactly what it stored at `before`. */
export async function expectUnchanged(before: DatabaseSnapshot): Promise<void> {
  const after = await databaseSnapshot();
  const same =
    after.size === before.size &&
    [...after].every(([name, bytes]) => before.get(name)?.equals(bytes) ?? false);
  if (same) return;
  expect(readable(after)).toEqual(readable(before));
  expect.fail("the stored bytes changed, though every document reads the same");
}

/** A verified account the shop has not seen yet, for signIn. */
export async function freshIdentity() {
  const email = `fresh-${randomUUID()}@example.com`;
  return createEmulatorUser({ email, emailVerified: true });
}

export const describeOutcome = (outcome: Outcome) =>
  outcome === ALLOWED ? "allowed" : `${outcome.code} "${outcome.message}"`;

/** For beforeAll: a shop with its callers and the product their orders are for. */
export async function openPermissionShop(): Promise<void> {
  // Callers come from addresses of their own (addressOf), as behind the shop's proxy in production.
  // The shop takes cards, through a stand-in for Stripe's API (startCardPayment's row).
  stripe = await startStripeStandIn(STRIPE_KEYS.STRIPE_SECRET_KEY);
  shop = await startTestServer({ TRUST_PROXY: "true", ...STRIPE_KEYS, STRIPE_API_URL: stripe.url });
  customer = await shop.signUp("customer");
  otherCustomer = await shop.signUp("customer");
  admin = await shop.signUp("admin");
  for (const role of ["catalogueStaff", "ordersStaff", "customersStaff"] as const)
    staff[role] = await signUpAs(role);
  productId = await addProduct({ name: "Permission Pads", availableQuantity: 10_000 });
}

export const closePermissionShop = async () => {
  await shop?.close();
  await stripe?.close();
};

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: "sk_test_permissions",
  STRIPE_PUBLISHABLE_KEY: "pk_test_permissions",
  STRIPE_WEBHOOK_SECRET: "whsec_permissions",
};
let stripe: StripeStandIn | undefined;

export { expectOk };
