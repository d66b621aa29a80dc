import type { ClientSession, Db } from "mongodb";
import { collection } from "../../db/collections";
import type { OrderDocument, PaymentHoldDocument } from "../../db/models";
import { DurableQueue, type Outcome } from "../../jobs/durable-queue";
import type { Cancelling } from "./cancelling";
import { orderStatus } from "./order-statuses";

/** Tries before a hold is given up (a provider that keeps failing to cancel a payment): about a day. */
const MAX_HOLD_ATTEMPTS = 10;

/**
 * Queues the hold of an unpaid order's stock to run out at its `paymentDueBy`, in the transaction that
 * places the order: an order awaiting payment never exists without the job that will end its wait.
 */
export async function holdStock(db: Db, session: ClientSession, order: OrderDocument): Promise<void> {
  await collection(db, "paymentHolds").insertOne(
    { _id: order._id, status: "pending", attempts: 0, nextAttemptAt: order.paymentDueBy! },
    { session },
  );
}

/**
 * Ends the holds that ran out: a durable queue any instance works (DurableQueue). An order still unpaid
 * is cancelled and its stock given back, by the cancellation's own conditional change (no double
 * release, however many instances race); a card payment at the provider is cancelled first, and an order
 * whose payment was made meanwhile is left to its webhook. A provider that cannot be reached is tried
 * again with back-off, the stock held until it answers.
 */
export function paymentHoldJob(db: Db, cancelling: Cancelling): DurableQueue<PaymentHoldDocument> {
  const orders = collection(db, "orders");
  return new DurableQueue({
    items: collection(db, "paymentHolds"),
    work: async (hold): Promise<Outcome> => {
      const at = new Date();
      const order = await orders.findOne({ _id: hold._id });
      if (
        order &&
        orderStatus(order.status) === "AWAITING_PAYMENT" &&
        (await cancelling.stopCardPayment(order))
      )
        await cancelling.release(null, order._id);
      return { done: true, attempt: { at } };
    },
    done: (at) => ({ status: "done", doneAt: at }),
    maxAttempts: MAX_HOLD_ATTEMPTS,
  });
}
