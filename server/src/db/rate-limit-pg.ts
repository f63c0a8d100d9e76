// Rate-limit counts in the database, so every instance on the same PostgreSQL sees one total. Each hit is a
// single upsert, atomic under concurrency; the plain SQL runs on SQLite too, which the tests use. A serving
// process does not hit it per request: it reserves hits ahead (`reserve`, never past the limit) and hands back
// what it did not use in batches (`add`), through rate-limit-shared.ts.
import { sql, type Kysely } from 'kysely';
import { errors } from '../platform/errors.js';
import type { ClosableRateLimitStore } from '../platform/rate-limit.js';
import type { SharedCounts } from '../platform/rate-limit-shared.js';
import { compiled } from './compiled.js';
import { isPostgres } from './dialect.js';
import type { Database } from './schema.js';

export interface PgRateLimitStoreOptions {
  /** A hit that takes longer fails (503) rather than holding the request. */
  timeoutMs?: number;
}

/** One hit: a prepared (named) statement, as every keyed request runs it. */
const upsert = compiled((db, p) =>
  db
    .insertInto('rate_limits')
    .values({ bucket: p('bucket'), window_start: p('windowStart'), count: 1 })
    .onConflict((oc) =>
      oc.columns(['bucket', 'window_start']).doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })),
    )
    .returning('count'),
);

/**
 * Takes `n` from a window's allowance, all or nothing: adds them only while the total stays within the limit, and
 * answers no row when it would not. One statement, so any number of instances together never pass the limit.
 */
const reserveUpTo = compiled((db, p) =>
  db
    .insertInto('rate_limits')
    .values({ bucket: p('bucket'), window_start: p('windowStart'), count: p('n') })
    .onConflict((oc) =>
      oc
        .columns(['bucket', 'window_start'])
        .doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', eb.ref('excluded.count')) }))
        .where((eb) => eb(eb('rate_limits.count', '+', eb.ref('excluded.count')), '<=', p('limit'))),
    )
    .returning('count'),
);

/** Reservations of many buckets under one limit at once (those asked in one turn of the event loop): PostgreSQL. */
const reserveMany = compiled((db, p) => ({
  compile: () =>
    sql<{ bucket: string; count: number }>`insert into rate_limits (bucket, window_start, count)
      select b, ${p('windowStart')}, n from unnest(cast(${p('buckets')} as text[]), cast(${p('counts')} as integer[])) as u(b, n)
      on conflict (bucket, window_start) do update set count = rate_limits.count + excluded.count
      where rate_limits.count + excluded.count <= ${p('limit')}
      returning bucket, count`.compile(db),
}));

interface Asked {
  bucket: string;
  windowStart: number;
  n: number;
  limit: number;
  answer(total: number | undefined): void;
  fail(e: unknown): void;
}

/** Many buckets' hits added at once (the shared store's sync, rate-limit-shared.ts): one statement on PostgreSQL. */
const addMany = compiled((db, p) => ({
  compile: () =>
    sql<{ bucket: string; count: number }>`insert into rate_limits (bucket, window_start, count)
      select b, ${p('windowStart')}, n from unnest(cast(${p('buckets')} as text[]), cast(${p('counts')} as integer[])) as u(b, n)
      on conflict (bucket, window_start) do update set count = rate_limits.count + excluded.count
      returning bucket, count`.compile(db),
}));
const addOne = compiled((db, p) =>
  db
    .insertInto('rate_limits')
    .values({ bucket: p('bucket'), window_start: p('windowStart'), count: p('n') })
    .onConflict((oc) =>
      oc
        .columns(['bucket', 'window_start'])
        .doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', eb.ref('excluded.count')) })),
    )
    .returning(['bucket', 'count']),
);

export class PgRateLimitStore implements ClosableRateLimitStore, SharedCounts {
  readonly #db: Kysely<Database>;
  readonly #timeoutMs: number;
  /** The newest window this process has swept before; sweeping once per window keeps the table tiny. */
  #sweptBefore = 0;
  #sweeping: Promise<void> = Promise.resolve();
  /** PostgreSQL: reservations asked in this turn of the event loop, sent together at its end. */
  #asked: Asked[] = [];

  constructor(db: Kysely<Database>, opts: PgRateLimitStoreOptions = {}) {
    this.#db = db;
    this.#timeoutMs = opts.timeoutMs ?? 2000;
  }

  async hit(bucket: string, windowStart: number): Promise<number> {
    let count: number;
    try {
      const row = await withTimeout(upsert.first(this.#db, { bucket, windowStart }), this.#timeoutMs);
      if (!row) throw new Error('the upsert returned no row');
      count = row.count;
    } catch (e) {
      throw Object.assign(errors.unavailable('rate-limit store'), { cause: e });
    }
    this.#sweepOnce(windowStart);
    return Number(count);
  }

  /**
   * Reserves `n` hits of the bucket's window (1 <= n <= limit) when the total stays within `limit`; answers the
   * new total (every instance's reservations and hits), or undefined when the window has not `n` left.
   */
  async reserve(bucket: string, windowStart: number, n: number, limit: number): Promise<number | undefined> {
    this.#sweepOnce(windowStart);
    if (!isPostgres(this.#db)) {
      const row = await reserveUpTo.first(this.#db, { bucket, windowStart, n, limit });
      return row && Number(row.count);
    }
    // Many quiet keys (a page's visitors) each reserve at every call: one statement for all those of a turn.
    return new Promise((answer, fail) => {
      if (this.#asked.push({ bucket, windowStart, n, limit, answer, fail }) === 1)
        setImmediate(() => void this.#reserveAsked());
    });
  }

  async #reserveAsked(): Promise<void> {
    const asked = this.#asked;
    this.#asked = [];
    // One statement per window and limit, with a row at most once (an upsert may touch a row only once): a bucket
    // asked again waits for the next round, so its reservations are made in the order they were asked.
    const rounds: Map<string, Asked[]>[] = [];
    const placed: Set<string>[] = [];
    for (const a of asked) {
      const group = `${a.windowStart}:${a.limit}`;
      const row = `${a.windowStart}:${a.bucket}`;
      let i = 0;
      while (placed[i]?.has(row)) i++;
      (placed[i] ??= new Set()).add(row);
      const round = (rounds[i] ??= new Map());
      round.set(group, [...(round.get(group) ?? []), a]);
    }
    for (const round of rounds) await Promise.all([...round.values()].map((items) => this.#reserveTogether(items)));
  }

  async #reserveTogether(items: Asked[]): Promise<void> {
    const { windowStart, limit } = items[0];
    const run =
      items.length === 1
        ? reserveUpTo
            .execute(this.#db, { bucket: items[0].bucket, windowStart, n: items[0].n, limit })
            .then((rows) => rows.map((r) => ({ bucket: items[0].bucket, count: r.count })))
        : reserveMany.execute(this.#db, {
            windowStart,
            limit,
            buckets: items.map((a) => a.bucket),
            counts: items.map((a) => a.n),
          });
    try {
      const totals = new Map((await withTimeout(run, this.#timeoutMs)).map((r) => [r.bucket, Number(r.count)]));
      for (const a of items) a.answer(totals.get(a.bucket));
    } catch (e) {
      for (const a of items) a.fail(e);
    }
  }

  /**
   * Adds several buckets' hits to a window (a negative count hands reserved hits back); answers each one's total.
   * SQLite (tests only) runs one upsert per bucket, each on its own: no transaction held across them, so two
   * handles on one file never wait on each other.
   */
  async add(windowStart: number, deltas: ReadonlyMap<string, number>): Promise<Map<string, number>> {
    const rows = isPostgres(this.#db)
      ? await withTimeout(
          addMany.execute(this.#db, { windowStart, buckets: [...deltas.keys()], counts: [...deltas.values()] }),
          this.#timeoutMs,
        )
      : (
          await Promise.all([...deltas].map(([bucket, n]) => addOne.first(this.#db, { bucket, windowStart, n })))
        ).filter((r) => r !== undefined);
    this.#sweepOnce(windowStart);
    return new Map(rows.map((r) => [r.bucket, Number(r.count)]));
  }

  #sweepOnce(windowStart: number): void {
    if (windowStart > this.#sweptBefore) {
      this.#sweptBefore = windowStart;
      // Not awaited: the request does not wait for housekeeping, and a failed sweep is retried next minute.
      this.#sweeping = this.sweep(windowStart).catch(() => {});
    }
  }

  /** Deletes every window that started before `windowStart`. */
  async sweep(windowStart: number): Promise<void> {
    await this.#db.deleteFrom('rate_limits').where('window_start', '<', windowStart).execute();
  }

  /** Waits for a sweep in flight; the database itself belongs to the caller. */
  async close(): Promise<void> {
    await this.#sweeping;
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  p.catch(() => {}); // a late failure after the timeout must not surface as an unhandled rejection
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
