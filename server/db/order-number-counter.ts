import type { Db } from "mongodb";
import { collection } from "./collections";

/** The first order is VP-10001: five digits from the start, read out as easily as later ones. */
const FIRST = 10_001;
const COUNTER = "orderNumber";

/** The number a person reads out for an order ("VP-10234"); the order's id stays the API's. */
export const orderNumberText = (value: number) => `VP-${value}`;

/**
 * An order number as a person types it ("vp-10234", "VP 10234", "10234") in its stored form; text that is
 * no order number stays as typed, and so finds no order.
 */
export function typedOrderNumber(typed: string): string {
  const text = typed.trim();
  const digits = /^(?:vp[-\s]?)?0*(\d{1,15})$/i.exec(text)?.[1];
  return digits ? orderNumberText(Number(digits)) : text;
}

/**
 * Reserves `count` order numbers with one atomic increment of the counter, across every instance, and
 * answers the first: the caller owns it and the `count - 1` after it.
 */
export async function reserveOrderNumbers(db: Db, count: number): Promise<number> {
  const counter = await collection(db, "counters").findOneAndUpdate(
    { _id: COUNTER },
    { $inc: { value: count } },
    { upsert: true, returnDocument: "after" },
  );
  // The counter holds how many numbers were ever reserved: this block is the last `count` of them.
  return FIRST + counter!.value - count;
}
