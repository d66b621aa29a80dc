import { MongoBulkWriteError, type Collection, type ObjectId } from "mongodb";
import type { OrderDocument, ProductDocument } from "../db/models";
import { Batcher } from "./batcher";

/**
 * The two steps that finish a placement after its stock is taken (see OrdersService): store the order,
 * then clear its intent from the product. Concurrent placements share each write (see Batcher), which
 * keeps every step as idempotent as before: an order already stored is a duplicate that counts as done,
 * and pulling an intent twice changes nothing.
 */
export class PlacementWrites {
  private readonly orderInserts: Batcher<OrderDocument, Error | null>;
  private readonly intentPulls: Batcher<Intent, undefined>;

  constructor(orders: Collection<OrderDocument>, products: Collection<ProductDocument>) {
    this.orderInserts = new Batcher((docs) => insertEach(orders, docs));
    this.intentPulls = new Batcher((intents) => pullIntents(products, intents));
  }

  async finish(productId: ObjectId, order: OrderDocument): Promise<void> {
    const failure = await this.orderInserts.add(order);
    if (failure) throw failure;
    await this.intentPulls.add({ productId, orderId: order._id });
  }
}

interface Intent {
  productId: ObjectId;
  orderId: ObjectId;
}

/** Clears the intents, one update per product whatever the number of its orders among them. */
async function pullIntents(products: Collection<ProductDocument>, intents: Intent[]): Promise<undefined[]> {
  const byProduct = new Map<string, { productId: ObjectId; orderIds: ObjectId[] }>();
  for (const { productId, orderId } of intents) {
    const key = productId.toHexString();
    if (!byProduct.has(key)) byProduct.set(key, { productId, orderIds: [] });
    byProduct.get(key)!.orderIds.push(orderId);
  }
  await products.bulkWrite(
    [...byProduct.values()].map(({ productId, orderIds }) => ({
      updateOne: {
        filter: { _id: productId },
        update: { $pull: { pendingOrders: { orderId: { $in: orderIds } } } },
      },
    })),
    { ordered: false },
  );
  return intents.map(() => undefined);
}

/** Inserts each document on its own account: a duplicate `_id` is stored already; other failures are its own. */
async function insertEach(
  collection: Collection<OrderDocument>,
  docs: OrderDocument[],
): Promise<Array<Error | null>> {
  const failures: Array<Error | null> = docs.map(() => null);
  await collection.insertMany(docs, { ordered: false }).catch((error: unknown) => {
    const writeErrors = error instanceof MongoBulkWriteError ? [error.writeErrors].flat() : [];
    if (!writeErrors.length) throw error;
    for (const writeError of writeErrors)
      if (writeError.code !== 11000) failures[writeError.index] = error as Error;
  });
  return failures;
}
