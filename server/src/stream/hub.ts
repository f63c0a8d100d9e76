// The open event streams of this process: each a listener of the events feed (events/feed.ts) writing Server-Sent
// Events to its connection, a keep-alive comment when it has been quiet, and ended when its key is revoked,
// expires or its row goes (checked every KEY_CHECK_MS, one statement for all keys).
// At most MAX_PER_KEY per key over every instance on the database: each stream holds a lease (stream_leases),
// claimed before it opens while the key holds fewer (repository.ts claimLease: counted under a lock of the key),
// renewed by this process every RENEW_MS while it stays open, deleted when it ends. A crashed instance's leases
// stop counting LEASE_MS after their last renewal and are swept. The same table on SQLite: one code path, and two
// processes on one data folder (the admin command, a second server) count together too.
// Why not Redis when REDIS_URL is set: its rate-limit store (platform/rate-limit-redis.ts) counts requests in
// fixed windows (INCR, expiring with the window), not places held until released; a count of open streams needs
// an entry per stream, freed on close and expiring after a crash, which would be a new Redis structure and a
// second store that can fail. Opening a stream already reads the database; its leases cost a statement per open,
// close and renewal tick, none on the write path.
import type { ServerResponse } from 'node:http';
import type { FeedEvent, FeedListener } from '../events/feed.js';
import { newId } from '../platform/ids.js';
import type { Services } from '../services.js';
import { keyMayHear, type HookKey } from '../webhooks/index.js';
import { claimLease, keyRows, releaseLease, renewLeases, sweepLeases } from './repository.js';

export const MAX_PER_KEY = 3;
/** What a refused 4th stream is told to wait: a closed stream frees its place at once. */
export const RETRY_AFTER_S = 5;
/** A lease not renewed for this long stops counting (its instance stopped without closing its streams). */
export const LEASE_MS = 30_000;
/** How often an instance renews its streams' leases: a third of LEASE_MS, so one or two slow ticks lose none. */
const RENEW_MS = 10_000;
const KEY_CHECK_MS = 1000;
/** A client that reads nothing while this much waits is cut (it resumes with Last-Event-ID). */
const MAX_BUFFERED = 4 * 1024 * 1024;

export interface StreamSpec {
  /** The stream's id, its lease's (claimed by StreamHub.claim). */
  id: string;
  workspaceId: string;
  key: HookKey & { key_id: string };
  /** The event names let through, or null for all. */
  filter: ReadonlySet<string> | null;
  /** The seq of the last entry already sent (or skipped). */
  cursor: number;
}

export class EventStream implements FeedListener {
  cursor: number;
  #detach: (() => void) | undefined;
  #keepAlive: NodeJS.Timeout | undefined;
  #wrote = false;
  #ended = false;

  constructor(
    readonly spec: StreamSpec,
    private readonly res: ServerResponse,
    private readonly onEnd: (stream: EventStream) => Promise<void>,
  ) {
    this.cursor = spec.cursor;
  }

  start(s: Services, keepAliveMs: number): void {
    this.#keepAlive = setInterval(() => {
      if (!this.#wrote) this.#write(': keep-alive\n\n');
      this.#wrote = false;
    }, keepAliveMs);
    this.#detach = s.feed.attach(this.spec.workspaceId, this);
  }

  deliver(rows: readonly FeedEvent[]): void {
    if (this.#ended) return;
    let out = '';
    for (const r of rows) {
      this.cursor = r.seq;
      if (this.spec.filter && !this.spec.filter.has(r.type)) continue;
      // Exactly as a webhook endpoint subscribed by this key would hear it (webhooks/scopes.ts).
      if (!keyMayHear(this.spec.key, r.type, r.createdAt)) continue;
      out += `id: ${r.id}\nevent: ${r.type}\ndata: ${r.payload}\n\n`;
    }
    if (out) {
      this.#write(out);
      this.#wrote = true;
    }
    if (this.res.writableLength > MAX_BUFFERED) void this.end();
  }

  /** The key as it stands now; a key that may no longer act ends its streams. */
  update(key: HookKey & { key_id: string }): void {
    this.spec.key = key;
    if (!keyMayHear(key, '', new Date().toISOString())) void this.end();
  }

  /** Ends the stream; resolves once its place is given back (its lease deleted, or left to expire). */
  end(): Promise<void> {
    if (this.#ended) return Promise.resolve();
    this.#ended = true;
    clearInterval(this.#keepAlive);
    this.#detach?.();
    const released = this.onEnd(this);
    if (!this.res.writableEnded) this.res.end();
    // The connection was the stream's alone (`connection: close`): nothing else waits on it.
    this.res.destroy();
    return released;
  }

  #write(text: string): void {
    if (!this.res.writableEnded && !this.res.destroyed) this.res.write(text);
  }
}

/** Per process: the open streams by key, and their leases. */
export class StreamHub {
  readonly #byKey = new Map<string, Set<EventStream>>();
  #timer: NodeJS.Timeout | undefined;
  #renewTimer: NodeJS.Timeout | undefined;
  #checking = false;
  #renewing = false;

  constructor(private readonly s: Services) {}

  /**
   * Claims a place for one more stream of the key, over every instance: its lease's id (the stream's), or null when
   * the key holds MAX_PER_KEY live ones. A claimed place is the caller's to open (`open`) or give back (`release`).
   */
  async claim(keyId: string): Promise<string | null> {
    const id = newId('stm');
    const now = Date.now();
    const claimed = await claimLease(this.s.db.kysely, {
      id,
      keyId,
      instanceId: this.s.jobs.instanceId,
      now,
      expiresAt: now + LEASE_MS,
      max: MAX_PER_KEY,
    });
    return claimed ? id : null;
  }

  /** Gives a claimed place back. Never fails: a lease the database did not delete expires by itself. */
  async release(id: string): Promise<void> {
    try {
      await releaseLease(this.s.db.kysely, id);
    } catch {
      // Not renewed any more, it stops counting within LEASE_MS.
    }
  }

  /** Opens the stream on its claimed place (spec.id). */
  open(spec: StreamSpec, res: ServerResponse): EventStream {
    const stream = new EventStream(spec, res, (st) => this.#remove(st));
    let set = this.#byKey.get(spec.key.key_id);
    if (!set) this.#byKey.set(spec.key.key_id, (set = new Set()));
    set.add(stream);
    this.#timer ??= setInterval(() => void this.#checkKeys(), KEY_CHECK_MS).unref();
    this.#renewTimer ??= setInterval(() => void this.renew(), RENEW_MS).unref();
    stream.start(this.s, this.s.config.stream.keepAliveMs);
    return stream;
  }

  #remove(stream: EventStream): Promise<void> {
    const set = this.#byKey.get(stream.spec.key.key_id);
    set?.delete(stream);
    if (set?.size === 0) this.#byKey.delete(stream.spec.key.key_id);
    if (this.#byKey.size === 0) {
      clearInterval(this.#timer);
      clearInterval(this.#renewTimer);
      this.#timer = undefined;
      this.#renewTimer = undefined;
    }
    return this.release(stream.spec.id);
  }

  /**
   * Renews the leases of this process's open streams (one statement), ends those whose lease is gone (this process
   * went unheard past LEASE_MS, and another may have taken the place), and sweeps every expired lease. Every
   * RENEW_MS while streams are open (tests call it).
   */
  async renew(): Promise<void> {
    if (this.#renewing || this.#byKey.size === 0) return;
    this.#renewing = true;
    try {
      const streams = [...this.#byKey.values()].flatMap((set) => [...set]);
      const now = Date.now();
      const kept = await renewLeases(
        this.s.db.kysely,
        streams.map((st) => st.spec.id),
        now,
        now + LEASE_MS,
      );
      for (const st of streams) if (!kept.has(st.spec.id)) void st.end();
      await sweepLeases(this.s.db.kysely, now);
    } catch {
      // The database did not answer: the next tick tries again (LEASE_MS leaves two more).
    } finally {
      this.#renewing = false;
    }
  }

  /** Read from the database, never a cache: a revoke through any instance or the admin command counts. */
  async #checkKeys(): Promise<void> {
    if (this.#checking || this.#byKey.size === 0) return;
    this.#checking = true;
    try {
      const rows = new Map((await keyRows(this.s.db.kysely, [...this.#byKey.keys()])).map((r) => [r.id, r]));
      for (const [id, streams] of [...this.#byKey]) {
        const r = rows.get(id);
        const key = {
          key_id: id,
          key_scopes: r ? r.scopes : null,
          key_revoked_at: r ? r.revoked_at : null,
          key_expires_at: r ? r.expires_at : null,
        };
        for (const st of [...streams]) st.update(key);
      }
    } catch {
      // The database did not answer: the next check tries again.
    } finally {
      this.#checking = false;
    }
  }
}

const hubs = new WeakMap<object, StreamHub>();

/** The process's hub (one per feed, that is per runtime). */
export function hubOf(s: Services): StreamHub {
  let h = hubs.get(s.feed);
  if (!h) hubs.set(s.feed, (h = new StreamHub(s)));
  return h;
}
