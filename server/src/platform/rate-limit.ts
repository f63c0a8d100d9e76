// Fixed one-minute windows per key. The store is behind an interface so several instances can share the count
// (PostgreSQL or Redis); this file holds the single-process store used until one is configured.

export interface RateLimitResult {
  limit: number;
  remaining: number;
  /** Unix seconds when the window ends. */
  reset: number;
  allowed: boolean;
}

export interface RateLimitStore {
  /**
   * Adds one hit to the bucket's current window and returns the count within it; the hit is allowed when that
   * count is at most `limit` (which a store may use to count exactly near it: rate-limit-shared.ts).
   */
  hit(bucket: string, windowStart: number, limit: number): Promise<number>;
}

/** A store that holds a connection of its own (Redis), closed with the runtime. */
export interface ClosableRateLimitStore extends RateLimitStore {
  close?(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  #window = 0;
  #counts = new Map<string, number>();

  async hit(bucket: string, windowStart: number): Promise<number> {
    if (windowStart !== this.#window) {
      // A new minute: the old counts can never matter again.
      this.#window = windowStart;
      this.#counts.clear();
    }
    const n = (this.#counts.get(bucket) ?? 0) + 1;
    this.#counts.set(bucket, n);
    return n;
  }
}

export class RateLimiter {
  constructor(
    private readonly perMinute: number,
    private readonly store: RateLimitStore = new MemoryRateLimitStore(),
    private readonly now: () => number = Date.now,
  ) {}

  /** A limiter over the same store (so the same shared count) allowing `factor` times as many requests. */
  scaled(factor: number): RateLimiter {
    return new RateLimiter(this.perMinute * factor, this.store, this.now);
  }

  async hit(bucket: string): Promise<RateLimitResult> {
    const windowStart = Math.floor(this.now() / 60_000) * 60_000;
    const count = await this.store.hit(bucket, windowStart, this.perMinute);
    return {
      limit: this.perMinute,
      remaining: Math.max(0, this.perMinute - count),
      reset: (windowStart + 60_000) / 1000,
      allowed: count <= this.perMinute,
    };
  }
}
