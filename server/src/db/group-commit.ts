// Group commit of whole write transactions. A transaction asked for while others are queued joins them: one
// database transaction runs them one after the other, each inside a savepoint of its own, so one that throws is
// rolled back alone and the others keep their writes. Every caller's promise settles only once the whole batch
// has committed (a reply still means written), and rejects if the commit fails. At low load a batch is one
// transaction run at once (no added wait beyond one turn of the event loop); under load batches grow by
// themselves with what arrived while the previous one was written.
// SQLite: one connection per process, writers take turns anyway; each transaction of its own cost its BEGIN, its
// COMMIT (writing every page it dirtied to the WAL) and the checkpoint copying them later. PostgreSQL: every
// write of a workspace queues on its audit chain's head row (events/record.ts) from its append to its commit, so
// a workspace's writes went one commit (one WAL flush) at a time; a batch takes the head once and flushes once.
// PostgreSQL runs a few batches at once, a workspace's transactions always in the same one (two batches never
// wait on each other's head), and so never more than a few pooled connections. The events backbone uses it on
// SQLite only for now: on PostgreSQL a batch runs its transactions' round trips one after another, and measured
// on a loaded two-core machine it did not beat separate transactions running side by side (see the bench notes).
import type SQLite from 'better-sqlite3';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ownTransaction } from './compiled.js';
import type { Database } from './schema.js';

type Trx = Transaction<Database>;

interface Item {
  fn: (trx: Trx) => Promise<unknown>;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

/**
 * Work a batch's transactions leave to its end, in the order they left it, after the last one and before the commit;
 * a transaction that rolls back leaves none. SQLite: an FTS5 table written inside a savepoint flushes its pending
 * terms to a new segment when the next savepoint opens (12 µs a create, and as many segments to merge); written
 * at the batch's end it flushes once.
 */
const batchEnds = new WeakMap<Kysely<Database>, Array<(trx: Trx) => Promise<void>>>();

/** Runs `fn` at the end of the group-commit batch `q` belongs to, before its commit; at once outside a batch. */
export async function atBatchEnd(q: Kysely<Database>, fn: (q: Kysely<Database>) => Promise<void>): Promise<void> {
  const queue = batchEnds.get(q);
  if (queue) queue.push(fn);
  else await fn(q);
}

/** At most this many transactions share one commit (bounds the time reads wait behind a batch). */
const MAX_BATCH = 128;
/** PostgreSQL: batches written at once (each holds a pooled connection while it runs). */
const PG_STREAMS = 4;

interface Stream {
  queue: Item[];
  running: boolean;
}

export class GroupCommit {
  readonly stats = { batches: 0, transactions: 0 };
  readonly #streams: Stream[];

  constructor(
    private readonly kysely: Kysely<Database>,
    private readonly sqlite?: SQLite.Database,
  ) {
    this.#streams = Array.from({ length: sqlite ? 1 : PG_STREAMS }, () => ({ queue: [], running: false }));
  }

  /**
   * Runs `fn` in a transaction shared with others; resolves with its result once that transaction committed.
   * `key` (the workspace) picks the batch on PostgreSQL: transactions that would queue on the same rows share one.
   */
  run<T>(key: string, fn: (trx: Trx) => Promise<T>): Promise<T> {
    const stream = this.#streams[this.#streams.length === 1 ? 0 : hashOf(key) % this.#streams.length];
    return new Promise<T>((resolve, reject) => {
      stream.queue.push({ fn, resolve: resolve as (v: unknown) => void, reject });
      if (!stream.running) {
        stream.running = true;
        setImmediate(() => void this.#loop(stream));
      }
    });
  }

  async #loop(stream: Stream): Promise<void> {
    try {
      while (stream.queue.length) {
        await this.#batch(stream, stream.queue.splice(0, MAX_BATCH));
        // A turn of the event loop between batches: timers (the attention writer's retry) and I/O get the
        // connection free, and what arrives meanwhile forms the next batch.
        if (stream.queue.length) await new Promise((r) => setImmediate(r));
      }
    } finally {
      stream.running = false;
    }
  }

  async #batch(stream: Stream, items: Item[]): Promise<void> {
    const done: Array<{ item: Item; ok: boolean; value: unknown }> = [];
    const db = this.sqlite;
    try {
      await this.#transaction(async (trx) => {
        const exec = db
          ? async (statement: string) => void sqliteStatement(db, statement).run()
          : async (statement: string) => void (await sql.raw(statement).execute(trx));
        const ends: Array<(trx: Trx) => Promise<void>> = [];
        for (const item of items) {
          await exec('savepoint dossier_group');
          const own: Array<(trx: Trx) => Promise<void>> = [];
          batchEnds.set(trx, own);
          try {
            const value = await item.fn(trx);
            batchEnds.delete(trx);
            await exec('release savepoint dossier_group');
            ends.push(...own);
            done.push({ item, ok: true, value });
          } catch (error) {
            batchEnds.delete(trx);
            done.push({ item, ok: false, value: error });
            // Some errors (SQLite: disk full, I/O; a lost connection) end the whole transaction: then nothing
            // of the batch is written.
            if (db && !db.inTransaction) throw error;
            try {
              await exec('rollback to savepoint dossier_group');
              await exec('release savepoint dossier_group');
            } catch {
              throw error;
            }
          }
        }
        for (const end of ends) await end(trx);
      });
    } catch (error) {
      // The commit (or the whole transaction) failed: what ran is not written and fails with it; what had not
      // run yet goes first in the next batch. When nothing ran, the transaction itself could not start (SQLite's
      // write lock held past the busy timeout, a lost connection): every item fails with it, else they would be
      // retried for ever instead of answered 503.
      if (!done.length) {
        for (const item of items) item.reject(error);
        return;
      }
      const ran = new Set(done.map((d) => d.item));
      for (const d of done) d.item.reject(d.ok ? error : d.value);
      stream.queue.unshift(...items.filter((i) => !ran.has(i)));
      return;
    }
    this.stats.batches++;
    this.stats.transactions += items.length;
    for (const d of done) (d.ok ? d.item.resolve : d.item.reject)(d.value);
  }

  /**
   * The batch's transaction. SQLite: BEGIN IMMEDIATE, so the batch holds the file's write lock from its start: a
   * read before a transaction's first write would otherwise pin a snapshot that another process's commit makes
   * stale (SQLITE_BUSY at the write, which no timeout waits out). The batch holds the connection, so its compiled
   * statements may run on it directly (compiled.ts).
   */
  async #transaction(fn: (trx: Trx) => Promise<void>): Promise<void> {
    const db = this.sqlite;
    if (!db) return this.kysely.transaction().execute(fn);
    await this.kysely.connection().execute(async (conn) => {
      const trx = conn as Trx;
      ownTransaction(trx, db);
      sqliteStatement(db, 'begin immediate').run();
      try {
        await fn(trx);
        sqliteStatement(db, 'commit').run();
      } catch (error) {
        // A failed COMMIT (a deferred constraint) leaves the transaction open; some errors have ended it already.
        if (db.inTransaction) sqliteStatement(db, 'rollback').run();
        throw error;
      }
    });
  }
}

const prepared = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();

/** SQLite: the batch's own statements, prepared once per connection (exec parses them at every call). */
function sqliteStatement(db: SQLite.Database, statement: string): SQLite.Statement {
  let byText = prepared.get(db);
  if (!byText) prepared.set(db, (byText = new Map()));
  let stmt = byText.get(statement);
  if (!stmt) byText.set(statement, (stmt = db.prepare(statement)));
  return stmt;
}

function hashOf(key: string): number {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) | 0;
  return h >>> 0;
}
