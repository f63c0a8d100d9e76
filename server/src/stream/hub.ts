// The open event streams of this process: at most MAX_PER_KEY per key, each a listener of the events feed
// (events/feed.ts) writing Server-Sent Events to its connection, a keep-alive comment when it has been quiet, and
// ended when its key is revoked, expires or its row goes (checked every KEY_CHECK_MS, one statement for all keys).
import type { ServerResponse } from 'node:http';
import type { FeedEvent, FeedListener } from '../events/feed.js';
import type { Services } from '../services.js';
import { keyMayHear, type HookKey } from '../webhooks/index.js';
import { keyRows } from './repository.js';

export const MAX_PER_KEY = 3;
/** What a refused 4th stream is told to wait: a closed stream frees its place at once. */
export const RETRY_AFTER_S = 5;
const KEY_CHECK_MS = 1000;
/** A client that reads nothing while this much waits is cut (it resumes with Last-Event-ID). */
const MAX_BUFFERED = 4 * 1024 * 1024;

export interface StreamSpec {
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
    private readonly onEnd: (stream: EventStream) => void,
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
    if (this.res.writableLength > MAX_BUFFERED) this.end();
  }

  /** The key as it stands now; a key that may no longer act ends its streams. */
  update(key: HookKey & { key_id: string }): void {
    this.spec.key = key;
    if (!keyMayHear(key, '', new Date().toISOString())) this.end();
  }

  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    clearInterval(this.#keepAlive);
    this.#detach?.();
    this.onEnd(this);
    if (!this.res.writableEnded) this.res.end();
    // The connection was the stream's alone (`connection: close`): nothing else waits on it.
    this.res.destroy();
  }

  #write(text: string): void {
    if (!this.res.writableEnded && !this.res.destroyed) this.res.write(text);
  }
}

/** Per process: the open streams by key. */
export class StreamHub {
  readonly #byKey = new Map<string, Set<EventStream>>();
  #timer: NodeJS.Timeout | undefined;
  #checking = false;

  constructor(private readonly s: Services) {}

  /** Whether the key may open one more stream now. */
  hasRoom(keyId: string): boolean {
    return (this.#byKey.get(keyId)?.size ?? 0) < MAX_PER_KEY;
  }

  open(spec: StreamSpec, res: ServerResponse): EventStream {
    const stream = new EventStream(spec, res, (st) => this.#remove(st));
    let set = this.#byKey.get(spec.key.key_id);
    if (!set) this.#byKey.set(spec.key.key_id, (set = new Set()));
    set.add(stream);
    this.#timer ??= setInterval(() => void this.#checkKeys(), KEY_CHECK_MS).unref();
    stream.start(this.s, this.s.config.stream.keepAliveMs);
    return stream;
  }

  #remove(stream: EventStream): void {
    const set = this.#byKey.get(stream.spec.key.key_id);
    set?.delete(stream);
    if (set?.size === 0) this.#byKey.delete(stream.spec.key.key_id);
    if (this.#byKey.size === 0) {
      clearInterval(this.#timer);
      this.#timer = undefined;
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
