// How an instance learns, at once and without a round trip per request, that a key or a workspace changed
// (a revoke through the admin command, another instance's write, a plan change), a plan's ceilings or a
// webhook endpoint changed. The triggers of migrations 007, 190 and 191 signal every such write; `fresh()` is asked before the cache is used
// and answers whether it can be trusted.
import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import { lazy } from '../platform/lazy.js';
import type { Db } from '../db/connect.js';

const loadPg = lazy<typeof pg>('pg');

export interface KeyWatch {
  /** Settles once the watch is in place (or has failed for now and is retrying). */
  ready: Promise<void>;
  /** Calls onChange if anything changed since last asked; false while changes could go unseen. */
  fresh(): boolean;
  close(): Promise<void>;
}

export function watchKeys(db: Db, onChange: () => void): KeyWatch {
  if (db.sqlite) return sqliteWatch(db.sqlite, onChange);
  return new PgKeyWatch(db.databaseUrl!, onChange);
}

/**
 * SQLite: the trigger-kept write count, read on the connection itself (a synchronous read of one cached page,
 * as cheap as PRAGMA data_version, and unlike it it also sees this connection's own writes). While this
 * connection is inside a transaction its snapshot may predate another process's commit: not fresh then.
 */
function sqliteWatch(sqlite: SQLite.Database, onChange: () => void): KeyWatch {
  const read = sqlite.prepare('select n from key_generation where id = 1').pluck();
  let seen = read.get();
  return {
    ready: Promise.resolve(),
    fresh() {
      if (sqlite.inTransaction) return false;
      const n = read.get();
      if (n !== seen) {
        seen = n;
        onChange();
      }
      return true;
    },
    close: async () => {},
  };
}

const CHANNEL = 'dossier_keys';
const RETRY_MS = 1000;
/** A silently dead connection would drop notifications unseen: it is checked this often, and must answer in time. */
const PING_MS = 5000;
const PING_TIMEOUT_MS = 2500;

/**
 * PostgreSQL: a connection of its own LISTENs on the channel the triggers NOTIFY at commit. Every notification
 * empties the cache; while the connection is down (or not yet up, or its ping is late) the cache is not trusted,
 * and once LISTEN is back the cache starts empty.
 */
class PgKeyWatch implements KeyWatch {
  readonly ready: Promise<void>;
  #client: pg.Client | undefined;
  #listening = false;
  #closed = false;
  #retry: NodeJS.Timeout | undefined;
  #ping: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly onChange: () => void,
  ) {
    this.ready = this.#connect();
  }

  fresh(): boolean {
    return this.#listening;
  }

  async #connect(): Promise<void> {
    this.#retry = undefined;
    const client = new (loadPg().Client)({
      connectionString: this.url,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      application_name: 'dossier-key-watch',
    });
    this.#client = client;
    client.on('notification', () => this.onChange());
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch {
      this.#lost(client);
      return;
    }
    if (this.#client !== client) return;
    // Anything may have changed while nobody listened.
    this.onChange();
    this.#listening = true;
    this.#ping = setInterval(() => this.#checkAlive(client), PING_MS).unref();
  }

  #checkAlive(client: pg.Client): void {
    const timer = setTimeout(() => this.#lost(client), PING_TIMEOUT_MS).unref();
    client.query('select 1').then(
      () => clearTimeout(timer),
      () => this.#lost(client),
    );
  }

  #lost(client: pg.Client): void {
    if (this.#client !== client) return; // already handled
    this.#client = undefined;
    this.#listening = false;
    clearInterval(this.#ping);
    this.onChange();
    client.end().catch(() => {});
    if (!this.#closed) this.#retry = setTimeout(() => void this.#connect(), RETRY_MS).unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#listening = false;
    clearTimeout(this.#retry);
    clearInterval(this.#ping);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }
}
