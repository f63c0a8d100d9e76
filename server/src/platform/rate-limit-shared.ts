// Rate-limit counts shared by every instance through the database, exact, without a round trip per request for a
// busy key. An instance takes requests from the shared count ahead of use (a reservation: one atomic statement
// that adds them only while the total stays within the limit) and admits from what it holds, in memory. A
// reservation is about what the instance admitted for the key in the last interval, doubling within a burst (so
// a busy key costs a few statements a second, a quiet one a statement per request and holds nothing), and at most
// an eighth of what is left, so within the last 2 × RESERVE_SHARE requests of a window every request takes its
// own one from the shared count. As every admitted request was counted there first, the instances together never
// admit more than the limit, however many they are. Every SYNC_MS an instance learns the totals of the keys it
// holds requests for (one statement for all) and hands back what a key not called since the last sync holds
// unused (so another instance is kept from those for at most two intervals, or until this one uses them). When
// the shared store does not answer, counting goes on in memory (each instance held to the limit alone) and those
// requests are added at the next sync that succeeds.
import type { RateLimitStore } from './rate-limit.js';
import type { ClosableRateLimitStore } from './rate-limit.js';

/** Where the instances' counts meet (the rate_limits table). */
export interface SharedCounts {
  /** Adds `n` to the bucket's window only while the total stays within `limit`: the new total, or undefined. */
  reserve(bucket: string, windowStart: number, n: number, limit: number): Promise<number | undefined>;
  /** Adds the deltas (negative: reserved hits handed back), answers each bucket's total. */
  add(windowStart: number, deltas: ReadonlyMap<string, number>): Promise<Map<string, number>>;
  close?(): Promise<void>;
}

export const SYNC_MS = 250;
/** A reservation is at most 1/RESERVE_SHARE of what the window has left. */
export const RESERVE_SHARE = 8;

interface Bucket {
  /** The total as the shared store last answered it: every instance's hits and reservations, this one's included. */
  seen: number;
  /** Hits this instance reserved and has not used yet. */
  held: number;
  /** Hits admitted while the shared store did not answer, not yet added to it. */
  unsent: number;
  /** The shared store refused a reservation since the last sync: refuse here until then. */
  full: boolean;
  /** Hits this instance admitted since the last sync, and in the interval before: what it reserves next. */
  admitted: number;
  before: number;
  /** The reservation in flight: the bucket's other hits wait for it rather than reserve too. */
  reserving?: Promise<void>;
}

export class SharedRateLimitStore implements RateLimitStore, ClosableRateLimitStore {
  #window = 0;
  #buckets = new Map<string, Bucket>();
  /** The shared store failed a reservation: count in memory until a sync succeeds. */
  #down = false;
  readonly #timer: NodeJS.Timeout;
  #syncing: Promise<void> | undefined;

  constructor(
    private readonly shared: SharedCounts,
    syncMs = SYNC_MS,
  ) {
    this.#timer = setInterval(() => void this.sync(), syncMs);
    this.#timer.unref();
  }

  async hit(bucket: string, windowStart: number, limit: number): Promise<number> {
    if (windowStart > this.#window) {
      // A new minute: nothing of the last one can matter again (what was held of it included).
      this.#window = windowStart;
      this.#buckets.clear();
    }
    let b = this.#buckets.get(bucket);
    if (!b) this.#buckets.set(bucket, (b = { seen: 0, held: 0, unsent: 0, full: false, admitted: 0, before: 0 }));
    for (;;) {
      if (b.held > 0) {
        b.held--;
        b.admitted++;
        // Reservations (any instance's) count as spent: the total less what this instance still holds.
        return b.seen - b.held;
      }
      if (b.full) return Math.max(b.seen, limit) + 1;
      if (this.#down) return b.seen + ++b.unsent;
      if (!b.reserving) {
        const r: Bucket = b;
        r.reserving = this.#reserve(r, bucket, this.#window, limit).finally(() => (r.reserving = undefined));
      }
      await b.reserving;
      // The minute turned meanwhile: count in the new one.
      if (this.#buckets.get(bucket) !== b) return this.hit(bucket, this.#window, limit);
    }
  }

  async #reserve(b: Bucket, bucket: string, window: number, limit: number): Promise<void> {
    // About what the bucket took here in the last interval (doubling within a burst), so a key called now and then
    // holds nothing between calls; never more than an eighth of what is left.
    let n = Math.max(1, Math.min(b.admitted + b.before, Math.floor((limit - b.seen) / RESERVE_SHARE)));
    try {
      let total = await this.shared.reserve(bucket, window, n, limit);
      // Fewer than n left (others took them since this instance last looked): one is all this request needs.
      if (total === undefined && n > 1) total = await this.shared.reserve(bucket, window, (n = 1), limit);
      if (total === undefined) {
        b.full = true;
        b.seen = Math.max(b.seen, limit);
      } else {
        b.seen = total;
        b.held += n;
      }
    } catch {
      this.#down = true;
    }
  }

  /**
   * One statement for every bucket that holds hits or has hits unsent: hands back what an idle bucket holds, sends
   * the hits counted without the store, and learns the totals (so a count answered from held hits is never older
   * than one interval).
   */
  sync(): Promise<void> {
    this.#syncing ??= this.#send().finally(() => (this.#syncing = undefined));
    return this.#syncing;
  }

  async #send(): Promise<void> {
    const window = this.#window;
    const deltas = new Map<string, number>();
    const sent: [Bucket, number, number][] = [];
    for (const [name, b] of this.#buckets) {
      b.full = false;
      const idle = b.admitted === 0;
      b.before = b.admitted;
      b.admitted = 0;
      // Nothing held, nothing unsent: the next hit asks the shared store anyway.
      if (!b.held && !b.unsent) continue;
      const back = idle ? b.held : 0;
      deltas.set(name, b.unsent - back);
      sent.push([b, b.unsent, back]);
      b.unsent = 0;
      b.held -= back;
    }
    if (!deltas.size) return;
    let totals: Map<string, number>;
    try {
      totals = await this.shared.add(window, deltas);
    } catch {
      // Nothing lost: the hits are sent with the next sync, and what was held is still reserved, so still usable.
      for (const [b, unsent, held] of sent) {
        b.unsent += unsent;
        b.held += held;
      }
      return;
    }
    this.#down = false;
    if (window !== this.#window) return;
    for (const [name, total] of totals) {
      const b = this.#buckets.get(name);
      if (b) b.seen = total;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.sync().catch(() => {});
    await this.shared.close?.();
  }
}
