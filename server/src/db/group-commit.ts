// Group commit of whole write transactions on SQLite. SQLite has one connection per process and writers take
// turns anyway; what each transaction of its own cost was its BEGIN, its COMMIT (writing every page it dirtied
// to the WAL) and the checkpoint copying them later. Here a transaction asked for while others are queued joins
// them: one SQLite transaction runs them one after the other, each inside a savepoint of its own, so one that
// throws is rolled back alone and the others keep their writes. Every caller's promise settles only once the
// whole batch has committed (a reply still means written), and rejects if the commit fails. At low load a batch
// is one transaction run at once (no added wait beyond one turn of the event loop); under load batches grow by
// themselves with what arrived while the previous one was written.
import type SQLite from 'better-sqlite3';
import type { Kysely, Transaction } from 'kysely';
import { ownTransaction } from './compiled.js';
import type { Database } from './schema.js';

type Trx = Transaction<Database>;

interface Item {
  fn: (trx: Trx) => Promise<unknown>;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

/** At most this many transactions share one commit (bounds the time reads wait behind a batch). */
const MAX_BATCH = 128;

export class SqliteGroupCommit {
  readonly stats = { batches: 0, transactions: 0 };
  #queue: Item[] = [];
  #running = false;

  constructor(
    private readonly kysely: Kysely<Database>,
    private readonly sqlite: SQLite.Database,
  ) {}

  /** Runs `fn` in a transaction shared with others; resolves with its result once that transaction committed. */
  run<T>(fn: (trx: Trx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ fn, resolve: resolve as (v: unknown) => void, reject });
      if (!this.#running) {
        this.#running = true;
        setImmediate(() => void this.#loop());
      }
    });
  }

  async #loop(): Promise<void> {
    try {
      while (this.#queue.length) {
        await this.#batch(this.#queue.splice(0, MAX_BATCH));
        // A turn of the event loop between batches: timers (the attention writer's retry) and I/O get the
        // connection free, and what arrives meanwhile forms the next batch.
        if (this.#queue.length) await new Promise((r) => setImmediate(r));
      }
    } finally {
      this.#running = false;
    }
  }

  async #batch(items: Item[]): Promise<void> {
    const done: Array<{ item: Item; ok: boolean; value: unknown }> = [];
    const db = this.sqlite;
    try {
      await this.kysely.transaction().execute(async (trx) => {
        // The batch holds the connection: its compiled statements may run on it directly (compiled.ts).
        ownTransaction(trx, db);
        for (const item of items) {
          db.exec('savepoint dossier_group');
          try {
            const value = await item.fn(trx);
            db.exec('release dossier_group');
            done.push({ item, ok: true, value });
          } catch (error) {
            done.push({ item, ok: false, value: error });
            // Some errors (disk full, I/O) end the whole transaction: then nothing of the batch is written.
            if (!db.inTransaction) throw error;
            db.exec('rollback to dossier_group');
            db.exec('release dossier_group');
          }
        }
      });
    } catch (error) {
      // The commit (or the whole transaction) failed: what ran is not written and fails with it; what had not
      // run yet goes first in the next batch.
      const ran = new Set(done.map((d) => d.item));
      for (const d of done) d.item.reject(d.ok ? error : d.value);
      this.#queue.unshift(...items.filter((i) => !ran.has(i)));
      return;
    }
    this.stats.batches++;
    this.stats.transactions += items.length;
    for (const d of done) (d.ok ? d.item.resolve : d.item.reject)(d.value);
  }
}
