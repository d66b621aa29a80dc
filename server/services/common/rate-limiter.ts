import { ShopError } from "../../shop-errors";

/**
 * A fixed-window counter per key (an IP address, a user id): `limit` calls per `windowMs`. In memory, so each
 * server instance counts on its own; behind a load balancer the effective limit is per instance.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly message: string,
  ) {}

  /** Counts one call for `key`; throws TOO_MANY_REQUESTS once the window's allowance is used up. */
  take(key: string, now = Date.now()): void {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.prune(now);
      this.windows.set(key, (window = { start: now, count: 0 }));
    }
    window.count++;
    if (window.count > this.limit) {
      const retryAfterSeconds = Math.ceil((window.start + this.windowMs - now) / 1000);
      throw new ShopError("TOO_MANY_REQUESTS", this.message, { retryAfterSeconds });
    }
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows)
      if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
