import type { Collection, ObjectId } from "mongodb";

/** What the last try of an item did: when, and the receiver's answer or why there was none. */
export interface Attempt {
  at: Date;
  statusCode?: number;
  error?: string;
}

/** The fields every queued item has; a queue's documents add what its work needs (a body, an address). */
export interface QueuedItem {
  _id: ObjectId;
  /** Pending until done (each queue names its done state) or given up ("failed"). */
  status: string;
  attempts: number;
  /** When a worker may next take it: due now, after its back-off, or after a taker's lease. */
  nextAttemptAt: Date;
  lastAttempt?: Attempt;
}

/** What the work made of an item: done, worth another try later, or no longer wanted (deleted). */
export type Outcome = { done: boolean; attempt: Attempt } | "gone";

export interface QueueOptions<D extends QueuedItem> {
  items: Collection<D>;
  /** Sends one item: never throws (a throw counts as a failed try). */
  work: (item: D) => Promise<Outcome>;
  /** The fields a done item is stored with (its done status and when). */
  done: (at: Date) => Partial<D>;
  /** Tries before an item is given up. */
  maxAttempts: number;
}

/** How often each instance looks for items that are due. */
const POLL_MS = 1_000;
/** An item taken by an instance is not taken by another for this long (the instance may die mid-send). */
const LEASE_MS = 60_000;
/** Items worked at once by one instance. */
const CONCURRENCY = 4;

/** How long after its `attempts`-th failure an item is tried again: 10 s, 20 s, 40 s… up to 6 hours. */
export const retryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 6 * 3600_000);

/**
 * A queue kept in a collection, worked by every instance (webhooks, e-mails). An item is taken by one
 * conditional write that moves its next attempt a lease ahead, so two instances never work it at once,
 * and one that dies mid-work leaves it to be taken again when the lease runs out. A failed try is retried
 * with exponential back-off, and the item given up after `maxAttempts`. A receiver may thus get an item
 * twice (an answer lost on the way back), never none.
 */
export class DurableQueue<D extends QueuedItem> {
  private timer: NodeJS.Timeout | undefined;
  /** The pass looking for due items, while one runs: one at a time. */
  private passing: Promise<void> | undefined;
  /** The items being worked now, each until its outcome is stored. */
  private readonly working = new Set<Promise<void>>();
  /** The options with the item type erased: the driver's filter types cannot follow a generic document. */
  private readonly items: Collection<QueuedItem>;

  constructor(private readonly options: QueueOptions<D>) {
    this.items = options.items as unknown as Collection<QueuedItem>;
  }

  start(): void {
    this.timer ??= setInterval(() => {
      this.passing ??= this.workDue().finally(() => (this.passing = undefined));
    }, POLL_MS);
    this.timer.unref();
  }

  /**
   * Takes no more items, and resolves once those being worked are done and their outcome stored: a shop
   * that stops then closes its database with nothing half-written (an e-mail sent but not marked sent
   * would go again, from the next start).
   */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.passing;
    await Promise.all(this.working);
  }

  /** Takes and works what is due, a few at a time, until nothing is. */
  private async workDue(): Promise<void> {
    while (this.working.size < CONCURRENCY && this.timer) {
      const item = await this.take().catch(() => null);
      if (!item) return;
      const work: Promise<void> = this.workOn(item)
        .catch(() => undefined)
        .finally(() => this.working.delete(work));
      this.working.add(work);
    }
  }

  private take(): Promise<D | null> {
    const now = new Date();
    return this.items.findOneAndUpdate(
      { status: "pending", nextAttemptAt: { $lte: now } },
      { $set: { nextAttemptAt: new Date(now.getTime() + LEASE_MS) }, $inc: { attempts: 1 } },
      { sort: { nextAttemptAt: 1 }, returnDocument: "after" },
    ) as Promise<D | null>;
  }

  private async workOn(item: D): Promise<void> {
    const outcome = await this.options.work(item).catch((error: unknown): Outcome => ({
      done: false,
      attempt: { at: new Date(), error: String(error) },
    }));
    if (outcome === "gone") return void (await this.items.deleteOne({ _id: item._id }));
    const { done, attempt } = outcome;
    const givenUp = !done && item.attempts >= this.options.maxAttempts;
    await this.items.updateOne(
      { _id: item._id },
      {
        $set: done
          ? { ...this.options.done(new Date()), lastAttempt: attempt }
          : givenUp
            ? { status: "failed", lastAttempt: attempt }
            : { nextAttemptAt: new Date(Date.now() + retryDelayMs(item.attempts)), lastAttempt: attempt },
      },
    );
  }
}
