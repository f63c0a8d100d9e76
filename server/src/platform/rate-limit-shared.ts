// Rate-limit counts kept in this process and shared coarsely: every hit is counted in memory (no round trip, no
// row written per request) and every SYNC_MS the hits counted since are added to a shared store in one statement,
// which answers every instance's total for the buckets sent. An instance decides on the last total it learnt plus
// its own hits since, so one instance alone is held exactly to the limit, and several together may exceed it by at
// most what each counts within one sync interval before learning the others' (see the rate-limit description in
// the spec). When the shared store
// does not answer, counting goes on in memory and the hits are added at the next sync.
import type { RateLimitStore } from './rate-limit.js';
import type { ClosableRateLimitStore } from './rate-limit-stores.js';

/** Where the instances' counts meet (the rate_limits table): adds the deltas, answers each bucket's total. */
export interface SharedCounts {
  add(windowStart: number, deltas: ReadonlyMap<string, number>): Promise<Map<string, number>>;
  close?(): Promise<void>;
}

export const SYNC_MS = 250;

export class SharedRateLimitStore implements RateLimitStore, ClosableRateLimitStore {
  #window = 0;
  /** The total of each bucket as the shared store last answered it (this process's hits sent so far included). */
  #known = new Map<string, number>();
  /** This process's hits not yet sent. */
  #pending = new Map<string, number>();
  readonly #timer: NodeJS.Timeout;
  #syncing: Promise<void> | undefined;

  constructor(
    private readonly shared: SharedCounts,
    syncMs = SYNC_MS,
  ) {
    this.#timer = setInterval(() => void this.sync(), syncMs);
    this.#timer.unref();
  }

  async hit(bucket: string, windowStart: number): Promise<number> {
    if (windowStart !== this.#window) {
      // A new minute: nothing of the last one can matter again (its unsent hits included).
      this.#window = windowStart;
      this.#known.clear();
      this.#pending.clear();
    }
    const mine = (this.#pending.get(bucket) ?? 0) + 1;
    this.#pending.set(bucket, mine);
    return (this.#known.get(bucket) ?? 0) + mine;
  }

  /** Sends the hits counted since the last sync and takes in every instance's totals. */
  sync(): Promise<void> {
    this.#syncing ??= this.#send().finally(() => (this.#syncing = undefined));
    return this.#syncing;
  }

  async #send(): Promise<void> {
    if (!this.#pending.size) return;
    const window = this.#window;
    const sent = this.#pending;
    this.#pending = new Map();
    let totals: Map<string, number>;
    try {
      totals = await this.shared.add(window, sent);
    } catch {
      // Not lost: added back, to be sent with the next sync (unless the minute is over by then).
      if (window === this.#window) for (const [b, n] of sent) this.#pending.set(b, (this.#pending.get(b) ?? 0) + n);
      return;
    }
    if (window !== this.#window) return;
    for (const [b, total] of totals) this.#known.set(b, Math.max(this.#known.get(b) ?? 0, total));
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.sync().catch(() => {});
    await this.shared.close?.();
  }
}
