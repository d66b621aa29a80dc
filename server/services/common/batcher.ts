/** Items sent in one batch at most, so one command stays far below MongoDB's 16 MiB and 100,000 limits. */
const MAX_BATCH = 500;

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * One database round trip for many callers: calls made while a batch is out wait and go together in
 * the next one. A busy shop thus pays for a read or write per batch instead of per request, and an idle
 * one waits for nothing (a lone call goes at once). A batch always starts after every call in it was
 * made, so no caller is answered with data read before it asked.
 */
export class Batcher<T, R> {
  private waiting: Waiting<T, R>[] = [];
  private busy = false;

  /** `run` answers the items in their order; if it throws, every call of the batch fails with it. */
  constructor(private readonly run: (items: T[]) => Promise<R[]>) {}

  add(item: T): Promise<R> {
    const result = new Promise<R>((resolve, reject) => this.waiting.push({ item, resolve, reject }));
    if (!this.busy) void this.drain();
    return result;
  }

  private async drain(): Promise<void> {
    this.busy = true;
    while (this.waiting.length) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      try {
        const results = await this.run(batch.map((waiting) => waiting.item));
        batch.forEach((waiting, i) => waiting.resolve(results[i]!));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.busy = false;
  }
}
