import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MongoClient, ObjectId, type Db } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../server/db/database";
import type { OrderDocument } from "../../../server/db/models";
import { settleStockMarkers } from "../../../server/db/settle-stock-markers";
import { startEngine } from "../../../server/mongo-engine/index";
import { FOR_NO_VEHICLE, newOrder, orderLine } from "../../../server/services/orders/order-lines";
import { DELIVERY } from "../../support/orders";

/**
 * A data directory a crash left under the old design, where stock moved in steps marked on the product
 * and a repair finished them at start-up: the first start of today's shop settles every leftover as that
 * repair would have, then the markers and the checkouts collection are gone.
 */

const DB_NAME = "vehicle_parts";
const buyer = { _id: new ObjectId(), email: "old-buyer@example.com" };
const [p1, p2, p3] = [new ObjectId(), new ObjectId(), new ObjectId()];
const line = (productId: ObjectId, quantity: number) =>
  orderLine({ productId, name: "Old Part", price: 10, quantity, ...FOR_NO_VEHICLE });
/** An order as the old protocols stored it, before orders had numbers. */
const order = (...lines: ReturnType<typeof line>[]) => {
  const { number: _number, ...old } = newOrder(buyer, "", lines, DELIVERY);
  return old;
};

/** The ids of what the crash left, each in one of the old protocols' states. */
const left = {
  /** Stock taken, order not stored yet. */
  pending: new ObjectId(),
  /** Stock taken and order stored, its marker not cleared yet. */
  pendingStored: new ObjectId(),
  /** A cancellation claimed: p1's line given back already, p2's not. */
  cancelling: new ObjectId(),
  /** A checkout still reserving that holds both its lines. */
  reservingHeld: new ObjectId(),
  /** A checkout still reserving that holds one of its two lines. */
  reservingShort: new ObjectId(),
  /** A checkout decided to place. */
  reserved: new ObjectId(),
  /** A checkout decided to give up, p3's line given back already, p2's not. */
  abandoning: new ObjectId(),
};
const reservation = (checkoutId: ObjectId, quantity: number) => ({ checkoutId, quantity });
const product = (_id: ObjectId, stock: number, markers: Record<string, unknown>) => ({
  _id,
  partNumber: `OLD-${_id.toHexString()}`,
  name: "Old Part",
  price: 10,
  minimumOrderQuantity: 1,
  availableQuantity: stock,
  ...markers,
});

async function writeLeftovers(db: Db) {
  await db.collection("products").insertMany([
    product(p1, 100 - 2 - 1 - 1 + 1, {
      pendingOrders: [
        { orderId: left.pending, order: order(line(p1, 2)) },
        { orderId: left.pendingStored, order: order(line(p1, 1)) },
      ],
      restockedOrders: [left.cancelling],
    }),
    product(p2, 100 - 3 - 1 - 1 - 1 - 4, {
      checkoutReservations: [
        reservation(left.reservingHeld, 1),
        reservation(left.reservingShort, 1),
        reservation(left.reserved, 1),
        reservation(left.abandoning, 4),
      ],
    }),
    product(p3, 100 - 2 - 1, {
      checkoutReservations: [reservation(left.reservingHeld, 2), reservation(left.reserved, 1)],
    }),
  ]);
  const stored = (_id: ObjectId, o: ReturnType<typeof order>) => ({ _id, ...o });
  await db
    .collection("orders")
    .insertMany([
      stored(left.pendingStored, order(line(p1, 1))),
      { ...stored(left.cancelling, order(line(p1, 1), line(p2, 3))), status: "cancelling" },
    ]);
  const checkout = (_id: ObjectId, status: string, o: ReturnType<typeof order>) => ({
    _id,
    userId: buyer._id,
    order: o,
    status,
    startedAt: new Date(),
  });
  await db.collection("checkouts").insertMany([
    checkout(left.reservingHeld, "reserving", order(line(p2, 1), line(p3, 2))),
    // Its p3 line (1) was never reserved: p3's stock above does not count it.
    checkout(left.reservingShort, "reserving", order(line(p2, 1), line(p3, 1))),
    checkout(left.reserved, "reserved", order(line(p2, 1), line(p3, 1))),
    checkout(left.abandoning, "abandoning", order(line(p3, 5), line(p2, 4))),
  ]);
  await db.collection("carts").insertOne({
    _id: buyer._id,
    lines: [p1, p2, p3].map((productId) => ({ productId, quantity: 1, vehicle: null, addedUnitPrice: 10 })),
    version: 7,
    updatedAt: new Date(),
  });
}

describe("settleStockMarkers", () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "settle-"));
    // The crashed shop's data, written with the engine alone.
    const engine = await startEngine({ dataDir, port: 0 });
    const client = await MongoClient.connect(engine.uri);
    await writeLeftovers(client.db(DB_NAME));
    await client.close();
    await engine.close();
    database = await openDatabase({ mongodbUri: undefined, dataDir });
  });
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("finishes or undoes at start-up what each crashed change had done, as the old repair would", async () => {
    const { db } = database;
    const stock = async (_id: ObjectId) =>
      (await db.collection("products").findOne({ _id }))!.availableQuantity;
    const orders = await db.collection<OrderDocument>("orders").find().toArray();
    const statusOf = (_id: ObjectId) => orders.find((o) => o._id.equals(_id))?.status;

    // Orders whose stock was taken are stored, once; so are the checkouts that held every line.
    expect(statusOf(left.pending)).toBe("placed");
    expect(statusOf(left.pendingStored)).toBe("placed");
    expect(statusOf(left.reservingHeld)).toBe("placed");
    expect(statusOf(left.reserved)).toBe("placed");
    // The claimed cancellation is finished; the checkouts short of a line or given up place nothing.
    expect(statusOf(left.cancelling)).toBe("cancelled");
    expect(orders.find((o) => o._id.equals(left.cancelling))?.cancelledAt).toBeInstanceOf(Date);
    expect(statusOf(left.reservingShort)).toBeUndefined();
    expect(statusOf(left.abandoning)).toBeUndefined();
    expect(orders).toHaveLength(5);
    // Every order, settled or stored before, has a number of its own, oldest first, as today's orders do.
    const numbers = orders.map((o) => o.number);
    expect(new Set(numbers).size).toBe(5);
    for (const number of numbers) expect(number).toMatch(/^VP-1\d{4}$/);

    // Stock: p1 as it was (its line of the cancellation was given back before the crash); p2 gets the
    // cancellation's 3, the short checkout's 1 and the abandoned one's 4 back; p3 the short checkout's
    // nothing (it held no p3) and the abandoned one's nothing (given back before the crash).
    expect(await stock(p1)).toBe(97);
    expect(await stock(p2)).toBe(90 + 3 + 1 + 4);
    expect(await stock(p3)).toBe(97);
    // The placed checkouts took their products out of the cart; p1's line stays.
    const cart = await db.collection("carts").findOne({ _id: buyer._id });
    expect(cart!.lines.map((l: { productId: ObjectId }) => l.productId.toHexString())).toEqual([
      p1.toHexString(),
    ]);

    // No marker, no checkouts collection.
    for (const doc of await db
      .collection("products")
      .find({ _id: { $in: [p1, p2, p3] } })
      .toArray()) {
      for (const marker of ["pendingOrders", "checkoutReservations", "restockedOrders"])
        expect(doc, marker).not.toHaveProperty(marker);
    }
    expect(await db.listCollections({ name: "checkouts" }).toArray()).toEqual([]);
  });

  it("changes nothing when run again", async () => {
    const { db } = database;
    const read = async () => ({
      products: await db.collection("products").find().toArray(),
      orders: await db.collection("orders").find().toArray(),
      carts: await db.collection("carts").find().toArray(),
    });
    const before = await read();
    await settleStockMarkers(db);
    expect(await read()).toEqual(before);
  });
});
