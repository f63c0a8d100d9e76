// Verified keys kept in memory, so an authenticated request costs no database round trip. Bounded (least
// recently used out); each entry's expiry is checked on every hit. Any change to a key, a workspace or a plan, by
// any process, empties the cache at once (key-watch.ts); while that signal cannot be trusted the cache is bypassed.
// The same signal keeps facts derived from those rows (a workspace's plan ceilings: `remember`).
import type { Db } from '../db/connect.js';
import type { ApiKeyRecord } from './keys.js';
import { watchKeys, type KeyWatch } from './key-watch.js';
import type { Facts } from '../platform/facts.js';

export class KeyCache implements Facts {
  readonly #entries = new Map<string, ApiKeyRecord>();
  readonly #facts = new Map<string, unknown>();
  readonly #max: number;
  readonly #watch: KeyWatch;
  /** Bumped by every invalidation: a lookup that began before one must not store what it read. */
  #epoch = 0;

  private constructor(watch: (onChange: () => void) => KeyWatch, max: number) {
    this.#max = max;
    this.#watch = watch(() => this.clear());
  }

  static async open(db: Db, max = 1000): Promise<KeyCache> {
    const cache = new KeyCache((onChange) => watchKeys(db, onChange), max);
    await cache.#watch.ready;
    return cache;
  }

  /** The live cached record for this key hash, or undefined (not cached, expired, or the cache is not trusted now). */
  get(hash: string): ApiKeyRecord | undefined {
    if (!this.#watch.fresh()) return undefined;
    const rec = this.#entries.get(hash);
    if (!rec) return undefined;
    if (rec.expiresAt && rec.expiresAt.getTime() <= Date.now()) {
      this.#entries.delete(hash);
      return undefined;
    }
    this.#entries.delete(hash);
    this.#entries.set(hash, rec);
    return rec;
  }

  /** Call before reading a key from the database; pass the result to `set`. */
  begin(): number {
    this.#watch.fresh(); // take in any change first, so the epoch below is current
    return this.#epoch;
  }

  /** Keeps the record (frozen: every request shares it) unless keys changed since `begin`; returns it. */
  set(hash: string, rec: ApiKeyRecord, epoch: number): ApiKeyRecord {
    const frozen = Object.freeze({
      ...rec,
      workspace: Object.freeze({ ...rec.workspace }),
      scopes: Object.freeze([...rec.scopes]) as ApiKeyRecord['scopes'],
    });
    if (!this.#watch.fresh() || epoch !== this.#epoch) return frozen; // fresh() first: it takes in a change
    this.#entries.set(hash, frozen);
    if (this.#entries.size > this.#max) this.#entries.delete(this.#entries.keys().next().value!);
    return frozen;
  }

  /**
   * A workspace's plan ceilings and the like, derived from rows the watch covers: kept as keys are, and
   * forgotten with them at any change. Bounded like the keys (least recently kept out).
   */
  async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.#watch.fresh() && this.#facts.has(key)) return this.#facts.get(key) as T;
    const epoch = this.begin();
    const value = await load();
    if (this.#watch.fresh() && epoch === this.#epoch) {
      this.#facts.set(key, value);
      if (this.#facts.size > this.#max) this.#facts.delete(this.#facts.keys().next().value!);
    }
    return value;
  }

  clear(): void {
    this.#entries.clear();
    this.#facts.clear();
    this.#epoch++;
  }

  forget(): void {
    this.clear();
  }

  /** Whether the cache may answer now (false while a change could go unseen). */
  get trusted(): boolean {
    return this.#watch.fresh();
  }

  get size(): number {
    return this.#entries.size;
  }

  close(): Promise<void> {
    this.clear();
    return this.#watch.close();
  }
}
