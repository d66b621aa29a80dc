import type { Db } from "mongodb";
import { collection } from "./collections";

/** The first order is VP-10001: five digits from the start, read out as easily as later ones. */
const FIRST = 10_001;
const COUNTER = "orderNumber";

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
