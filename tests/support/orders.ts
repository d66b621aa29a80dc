import { WebhooksService } from "../../server/services/webhooks/webhooks.service";
import { AuditLog } from "../../server/services/audit/audit-log";
import { MongoClient, ObjectId, type Db } from "mongodb";
import type { OrderDocument, ProductDocument, UserDocument } from "../../server/db/models";
import { CartsService } from "../../server/services/carts/carts.service";
import { CatalogueChanges } from "../../server/services/catalogue/catalogue-changes";
import { FOR_NO_VEHICLE, newOrder, orderLine } from "../../server/services/orders/order-lines";
import { OrdersService } from "../../server/services/orders/orders.service";
import { OrderNews } from "../../server/services/orders/order-news";
import type { LedgerOutside } from "../../server/services/orders/stock-ledger";
import { MailQueue } from "../../server/services/mail/mail-queue";
import { paymentOptions } from "../../server/services/payments/payment-options";
import { FitmentReturns } from "../../server/services/catalogue/fitment-returns";
import { Charges } from "../../server/services/orders/order-charges";
import { AddressBook } from "../../server/services/users/address-book";
import { loadChargesConfig } from "../../server/config";
import type { SignedInContext } from "../../server/services/common/request-context";
import { expectOk, type PostGraphQL } from "./graphql-answers";
import { requestOf, storedUser } from "./users";

/** A delivery address and phone the order form accepts. */
export const DELIVERY = { address: "1 Main St", phone: "555-0100" };

/** Places an order as `token`'s customer through GraphQL, delivered to DELIVERY; returns its id. */
export async function placeOrder(
  gql: PostGraphQL,
  token: string,
  order: { productId: string; quantity: number },
): Promise<string> {
  const data = await expectOk(
    gql<{ placeOrder: { id: string } }>(
      "mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }",
      { input: { ...order, ...DELIVERY } },
      token,
    ),
  );
  return data.placeOrder.id;
}

/**
 * An order of one product as the shop stores it (lines, summary, history), for tests that write a
 * shop's history straight to the database. A cancelled one was cancelled an hour after it was placed.
 */
export function storedOrder(order: {
  userId: ObjectId;
  email: string;
  name: string;
  productId: ObjectId;
  quantity: number;
  unitPrice: number;
  address: string;
  phone: string;
  status: "placed" | "cancelled";
  createdAt: Date;
}): OrderDocument {
  const { productId, name, unitPrice: price, quantity, createdAt } = order;
  const line = orderLine({ productId, name, price, quantity, ...FOR_NO_VEHICLE });
  const _id = new ObjectId();
  const number = `VP-T${_id.toHexString().slice(-8)}`;
  const placed = newOrder(
    { _id: order.userId, email: order.email },
    number,
    [line],
    order,
    undefined,
    createdAt,
  );
  if (order.status === "placed") return { _id, ...placed };
  const cancelledAt = new Date(createdAt.getTime() + 3_600_000);
  return {
    _id,
    ...placed,
    status: "cancelled",
    cancelledAt,
    history: [...placed.history, { status: "cancelled", at: cancelledAt }],
  };
}

/**
 * What an order's ledger needs beside the database, for services made in a test: webhooks (no private
 * ones) and e-mails queued as the shop queues them.
 */
export function ledgerOutside(db: Db): LedgerOutside {
  const webhooks = new WebhooksService(db, false);
  const news = new OrderNews(webhooks, new MailQueue(db), MAIL_FRAME);
  return { news, webhooks, lowStockDefault: 5 };
}

/** The links and footer of e-mails sent by services made in a test. */
export const MAIL_FRAME = {
  shopUrl: "http://shop.test",
  shopAddress: "1 Test Road, Testville",
  bankAccount: "Test Bank, account 0000",
};

/**
 * The orders service of a shop on `db`, as the shop makes it: on delivery and by bank transfer (into
 * MAIL_FRAME's account), no cards; the shop's default shipping methods, no sales tax.
 */
export function ordersServiceOf(db: Db, carts = new CartsService(db)) {
  const [changes, audit] = [new CatalogueChanges(), new AuditLog(db)];
  return new OrdersService(
    db,
    changes,
    carts,
    audit,
    ledgerOutside(db),
    {
      options: paymentOptions({ stripe: null, cardHoldMinutes: 30, bankAccount: MAIL_FRAME.bankAccount }),
      card: null,
      returnDays: 30,
      charges: new Charges(loadChargesConfig({})),
      addressBook: new AddressBook(db),
    },
    new FitmentReturns(db, audit, changes),
  );
}

/** The order and cart services on a client of their own, which names every command they send. */
export interface CountedOrders {
  orders: OrdersService;
  carts: CartsService;
  db: Db;
  /** Runs `call` and answers the commands it sent, in order: its round trips to the database. */
  commandsOf(call: () => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
}

/** The order services of a shop whose database is `dbName` at `uri`, counting their round trips. */
export async function countedOrders(uri: string, dbName: string): Promise<CountedOrders> {
  const client = await MongoClient.connect(uri, { monitorCommands: true });
  let sent: string[] = [];
  // A write command of several statements is named with their count: "update ×3".
  client.on("commandStarted", ({ commandName, command }) => {
    const statements = (command.updates ?? command.documents ?? command.deletes) as unknown[] | undefined;
    sent.push(statements && statements.length > 1 ? `${commandName} ×${statements.length}` : commandName);
  });
  const db = client.db(dbName);
  const carts = new CartsService(db);
  return {
    orders: ordersServiceOf(db, carts),
    carts,
    db,
    async commandsOf(call) {
      sent = [];
      await call();
      return sent;
    },
    close: () => client.close(),
  };
}

/**
 * A customer whose cart holds one of each of `lines` new products, written straight to the database:
 * the context their requests run in, and the products.
 */
export async function customerWithCart(
  db: Db,
  lines: number,
): Promise<{ ctx: SignedInContext; productIds: ObjectId[] }> {
  const now = new Date();
  const user = storedUser("customer", "cart");
  const products: ProductDocument[] = Array.from({ length: lines }, (_, i) => ({
    _id: new ObjectId(),
    name: `Counted Part ${i}`,
    description: "",
    price: 10 + i,
    minimumOrderQuantity: 1,
    availableQuantity: 100,
    picture: "",
    partNumber: `CP-${new ObjectId().toHexString()}`,
    category: "Brakes",
    fitments: [],
    vehicleKeys: [],
    qualifiedKeys: [],
    numberKeys: [],
    createdAt: now,
    updatedAt: now,
  }));
  await db.collection<UserDocument>("users").insertOne(user);
  await db.collection<ProductDocument>("products").insertMany(products);
  await db.collection("carts").insertOne({
    _id: user._id,
    lines: products.map((product) => ({
      productId: product._id,
      quantity: 1,
      vehicle: null,
      addedUnitPrice: product.price,
    })),
    version: 1,
    updatedAt: now,
  });
  return { ctx: requestOf(user), productIds: products.map((p) => p._id) };
}
