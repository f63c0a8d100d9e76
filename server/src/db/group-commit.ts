// The one write path: group commit of write transactions, on both engines. A write asked for while others are
// queued joins them: one database transaction runs them one after the other, so the batch costs one commit (one
// WAL flush) whatever its size. At low load a batch is one write run at once (no added wait beyond one turn of
// the event loop); under load batches grow by themselves with what arrived while the previous one was written.
// Every caller's promise settles only once the whole batch has committed (a reply still means written), and
// rejects if the commit fails.
//
// Two kinds of write share a batch:
// - a transaction (`run`): a function of the batch's transaction, run in a savepoint of its own when the batch
//   holds others, so one that throws is rolled back alone (the events backbone: every change a domain makes);
// - an item of a lane (`write`): a lane writes all of a batch's items at once (`Lane.write`), with statements over
//   the whole set, and settles each; a lane whose write throws is written again one item at a time, so one bad
//   item is refused alone (the attention heartbeats, visits/attention.ts).
// SQLite: one connection per process, writers take turns anyway; each transaction of its own cost its BEGIN, its
// COMMIT (writing every page it dirtied to the WAL) and the checkpoint copying them later. PostgreSQL: a batch's
// round trips run one after the other, but its commit waits for one WAL flush instead of one per write, and a
// few batches run at once (each holds a pooled connection while it runs): a workspace's transactions always go
// in the same stream, and a lane's items in one stream of their own, so two batches never wait on each other's
// rows and a lane's key is never written by two batches at once.
import type SQLite from 'better-sqlite3';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ownTransaction } from './compiled.js';
import type { Db } from './connect.js';
import type { Database } from './schema.js';

type Trx = Transaction<Database>;

/** Writes whose items a batch writes together (set-based statements), each item settled on its own. */
export interface Lane<I, R> {
  /** Names the lane's stream (PostgreSQL: all its items go through one, so a key is never in two batches at once). */
  readonly name: string;
  /**
   * Writes `items` (in arrival order) inside the batch's transaction; returns, for each, its result or the Error
   * refusing it alone (having written nothing of it). Throwing refuses the whole call: its writes are rolled back
   * and the items are written again one per call.
   */
  write(trx: Trx, items: I[]): Promise<Array<R | Error>>;
  /** Items of one key go in arrival order; with `onePerBatch`, at most one per batch (the others wait for the next). */
  keyOf(item: I): string;
  readonly onePerBatch: boolean;
  /** At most this many items of the lane in one batch, and (past the first) this much of their weight. */
  readonly maxItems: number;
  readonly maxWeight?: number;
  weightOf?(item: I): number;
  /** Batches that carried items of the lane, and the items they carried (tests check that items share batches). */
  readonly stats: { batches: number; items: number };
}

interface Item {
  fn?: (trx: Trx) => Promise<unknown>;
  lane?: Lane<unknown, unknown>;
  value?: unknown;
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

/** What one write of a batch came to. */
interface Done {
  item: Item;
  ok: boolean;
  value: unknown;
}

export class GroupCommit {
  readonly stats = { batches: 0, transactions: 0 };
  readonly #streams: Stream[];
  #idle: Array<() => void> = [];

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
    return this.#enqueue<T>(key, { fn });
  }

  /** Queues an item of a lane; resolves with what the lane's write gave it once its batch committed. */
  write<I, R>(lane: Lane<I, R>, value: I): Promise<R> {
    return this.#enqueue<R>(lane.name, { lane: lane as Lane<unknown, unknown>, value });
  }

  /** Resolves once everything queued so far has been written (shutdown, tests). */
  drain(): Promise<void> {
    if (this.#streams.every((s) => !s.running && !s.queue.length)) return Promise.resolve();
    return new Promise((r) => this.#idle.push(r));
  }

  #enqueue<T>(key: string, what: Pick<Item, 'fn' | 'lane' | 'value'>): Promise<T> {
    const stream = this.#streams[this.#streams.length === 1 ? 0 : hashOf(key) % this.#streams.length];
    return new Promise<T>((resolve, reject) => {
      stream.queue.push({ ...what, resolve: resolve as (v: unknown) => void, reject });
      if (!stream.running) {
        stream.running = true;
        setImmediate(() => void this.#loop(stream));
      }
    });
  }

  async #loop(stream: Stream): Promise<void> {
    try {
      while (stream.queue.length) {
        await this.#batch(stream, this.#take(stream));
        // A turn of the event loop between batches: timers and I/O get the connection free, and what arrives
        // meanwhile forms the next batch.
        if (stream.queue.length) await new Promise((r) => setImmediate(r));
      }
    } finally {
      stream.running = false;
      if (this.#streams.every((s) => !s.running && !s.queue.length)) for (const r of this.#idle.splice(0)) r();
    }
  }

  /**
   * The next batch, in arrival order: up to MAX_BATCH transactions and each lane's maxItems; a lane item whose key
   * is already in the batch (onePerBatch) stays queued, and so do that key's later items.
   */
  #take(stream: Stream): Item[] {
    const batch: Item[] = [];
    const rest: Item[] = [];
    let transactions = 0;
    const perLane = new Map<
      Lane<unknown, unknown>,
      { n: number; weight: number; keys: Set<string>; blocked: Set<string> }
    >();
    for (const item of stream.queue) {
      if (!item.lane) {
        if (transactions < MAX_BATCH) {
          batch.push(item);
          transactions++;
        } else rest.push(item);
        continue;
      }
      let l = perLane.get(item.lane);
      if (!l) perLane.set(item.lane, (l = { n: 0, weight: 0, keys: new Set(), blocked: new Set() }));
      const lane = item.lane;
      const key = lane.keyOf(item.value);
      const weight = lane.weightOf?.(item.value) ?? 0;
      const full = l.n >= lane.maxItems || (l.n > 0 && l.weight + weight > (lane.maxWeight ?? Infinity));
      if (full || l.blocked.has(key) || (lane.onePerBatch && l.keys.has(key))) {
        rest.push(item);
        l.blocked.add(key);
      } else {
        batch.push(item);
        l.n++;
        l.weight += weight;
        l.keys.add(key);
      }
    }
    stream.queue = rest;
    return batch;
  }

  async #batch(stream: Stream, items: Item[]): Promise<void> {
    const done: Done[] = [];
    const transactions = items.filter((i) => i.fn);
    const lanes = new Map<Lane<unknown, unknown>, Item[]>();
    for (const i of items) {
      if (!i.lane) continue;
      const group = lanes.get(i.lane);
      if (group) group.push(i);
      else lanes.set(i.lane, [i]);
    }
    // Alone in its batch, a write needs no savepoint: it fails with the transaction (and a lane's items are then
    // written again one per transaction).
    const alone = transactions.length + lanes.size === 1;
    try {
      await this.#transaction(async (trx) => {
        const ends: Array<(trx: Trx) => Promise<void>> = [];
        for (const item of transactions) {
          const own: Array<(trx: Trx) => Promise<void>> = [];
          batchEnds.set(trx, own);
          let d: Done;
          try {
            d = alone
              ? { item, ok: true, value: await item.fn!(trx) }
              : await this.#savepoint(trx, item, () => item.fn!(trx));
          } finally {
            batchEnds.delete(trx);
          }
          done.push(d);
          if (d.ok) ends.push(...own);
        }
        for (const [lane, group] of lanes) {
          if (alone) {
            settleLane(
              done,
              group,
              await lane.write(
                trx,
                group.map((i) => i.value),
              ),
            );
            continue;
          }
          const all = await this.#savepoint(trx, group[0], () =>
            lane.write(
              trx,
              group.map((i) => i.value),
            ),
          );
          if (all.ok) settleLane(done, group, all.value as unknown[]);
          else
            for (const item of group) {
              const one = await this.#savepoint(trx, item, () => lane.write(trx, [item.value]));
              if (one.ok) settleLane(done, [item], one.value as unknown[]);
              else done.push(one);
            }
        }
        for (const end of ends) await end(trx);
      });
    } catch (error) {
      return this.#failed(stream, items, done, error, alone ? [...lanes][0] : undefined);
    }
    this.stats.batches++;
    this.stats.transactions += transactions.length;
    for (const [lane, group] of lanes) {
      lane.stats.batches++;
      lane.stats.items += group.length;
    }
    for (const d of done) (d.ok ? d.item.resolve : d.item.reject)(d.value);
  }

  /** Runs one write in a savepoint of the batch's transaction: rolled back alone when it throws. */
  async #savepoint(trx: Trx, item: Item, fn: () => Promise<unknown>): Promise<Done> {
    const db = this.sqlite;
    const exec = db
      ? async (statement: string) => void sqliteStatement(db, statement).run()
      : async (statement: string) => void (await sql.raw(statement).execute(trx));
    await exec('savepoint dossier_group');
    try {
      const value = await fn();
      await exec('release savepoint dossier_group');
      return { item, ok: true, value };
    } catch (error) {
      // Some errors (SQLite: disk full, I/O; a lost connection) end the whole transaction: then nothing of the
      // batch is written.
      if (db && !db.inTransaction) throw error;
      try {
        await exec('rollback to savepoint dossier_group');
        await exec('release savepoint dossier_group');
      } catch {
        throw error;
      }
      return { item, ok: false, value: error };
    }
  }

  /**
   * The commit (or the whole transaction) failed: what ran is not written and fails with it; what had not run yet
   * goes first in the next batch. When nothing ran, the transaction itself could not start (SQLite's write lock
   * held past the busy timeout, a lost connection): every write fails with it, else they would be retried for ever
   * instead of answered 503. A lane alone in its batch whose write threw is written again one item per transaction.
   */
  async #failed(
    stream: Stream,
    items: Item[],
    done: Done[],
    error: unknown,
    solo: [Lane<unknown, unknown>, Item[]] | undefined,
  ): Promise<void> {
    if (solo && solo[1].length > 1 && !done.length) {
      const [lane, group] = solo;
      for (const item of group) {
        try {
          let results: unknown[] = [];
          await this.#transaction(async (trx) => void (results = await lane.write(trx, [item.value])));
          const d: Done[] = [];
          settleLane(d, [item], results);
          (d[0].ok ? item.resolve : item.reject)(d[0].value);
        } catch (e) {
          item.reject(e);
        }
      }
      return;
    }
    if (!done.length) {
      for (const item of items) item.reject(error);
      return;
    }
    const ran = new Set(done.map((d) => d.item));
    for (const d of done) d.item.reject(d.ok ? error : d.value);
    stream.queue.unshift(...items.filter((i) => !ran.has(i)));
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

function settleLane(done: Done[], group: Item[], results: unknown[]): void {
  group.forEach((item, i) => {
    const r = results[i];
    done.push({ item, ok: !(r instanceof Error), value: r });
  });
}

const groups = new WeakMap<Pick<Db, 'kysely' | 'sqlite'>, GroupCommit>();

/** One group commit per database handle (so per instance): the events backbone and the lanes share its batches. */
export function groupCommitOf(db: Pick<Db, 'kysely' | 'sqlite'>): GroupCommit {
  let g = groups.get(db);
  if (!g) groups.set(db, (g = new GroupCommit(db.kysely, db.sqlite)));
  return g;
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
