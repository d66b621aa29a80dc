import type { Db } from "mongodb";
import { reserveOrderNumbers } from "../../db/order-number-counter";
import { orderNumberText } from "../../../shared/order-numbers";

/** Numbers an instance reserves at once: one write to the counter per this many orders. */
const BLOCK = 20;

/**
 * Hands out order numbers ("VP-10234"), unique across every instance: each instance reserves a block of
 * numbers from the one counter and gives them out in turn. Outside any order's transaction, so orders
 * never wait on each other for the counter; a number taken by an order that then fails, or left in the
 * block of an instance that stops, is skipped. Numbers therefore rise with gaps, and two instances'
 * orders interleave: numbers tell orders apart, the order's time tells them in sequence.
 */
export class OrderNumbers {
  private next = 0;
  private end = 0;
  private reserving: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  async take(): Promise<string> {
    while (this.next >= this.end) {
      this.reserving ??= this.reserveBlock().finally(() => (this.reserving = undefined));
      await this.reserving;
    }
    return orderNumberText(this.next++);
  }

  private async reserveBlock(): Promise<void> {
    this.next = await reserveOrderNumbers(this.db, BLOCK);
    this.end = this.next + BLOCK;
  }
}
