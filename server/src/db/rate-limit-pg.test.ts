import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDb, perFile } from '../../test/helpers.js';
import { ApiError } from '../platform/errors.js';
import { openDatabase } from './connect.js';
import type { Database } from './schema.js';
import { PgRateLimitStore } from './rate-limit-pg.js';

const MINUTE = 60_000;
const bucket = () => `key:test-${randomBytes(6).toString('hex')}`;
// Synthetic windows far in the past: a hit sweeps only windows older than its own, so nothing of another run
// (or of the real clock) is touched, and the store itself never looks at the clock.
const W = 1_000 * MINUTE;

const t = perFile(openTestDb);

/** Runs `fn` with a store on this connection and one on a second (a pool on PostgreSQL), as two server processes
 * would have; the second connection closed after. */
async function withTwoInstances(fn: (stores: PgRateLimitStore[]) => Promise<void>): Promise<void> {
  const other = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: t.dataDir, poolSize: 10 });
  try {
    await fn([new PgRateLimitStore(t.db.kysely), new PgRateLimitStore(other.kysely)]);
  } finally {
    await other.close();
  }
}

async function windowsOf(b: string): Promise<number[]> {
  const rows = await t.db.kysely
    .selectFrom('rate_limits')
    .select('window_start')
    .where('bucket', '=', b)
    .orderBy('window_start')
    .execute();
  return rows.map((r) => Number(r.window_start));
}

// The store is plain SQL (upsert with RETURNING), so the SQLite pass checks it too; the PostgreSQL pass is
// the one that matters for several instances.
describe(`PgRateLimitStore (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('counts hits per bucket within a window and starts again at 1 in the next one', async () => {
    const store = new PgRateLimitStore(t.db.kysely);
    const [a, b] = [bucket(), bucket()];
    expect([await store.hit(a, W), await store.hit(a, W), await store.hit(a, W)]).toEqual([1, 2, 3]);
    expect(await store.hit(b, W)).toBe(1);
    expect(await store.hit(a, W + MINUTE)).toBe(1);
    expect(await store.hit(a, W + MINUTE)).toBe(2);
    await store.close();
  });

  it('sweeps windows older than the current one, once per window per process', async () => {
    const store = new PgRateLimitStore(t.db.kysely);
    const a = bucket();
    const base = W + 10 * MINUTE;
    await store.hit(a, base);
    await store.hit(a, base);
    expect(await store.hit(a, base + MINUTE)).toBe(1);
    await store.close(); // waits for the sweep the new window started
    expect(await windowsOf(a)).toEqual([base + MINUTE]);

    // A row that appears later for an old window stays until this process reaches a newer window (written raw, as
    // another instance's store would have written it).
    await t.db.kysely.insertInto('rate_limits').values({ bucket: a, window_start: base, count: 5 }).execute();
    await store.hit(a, base + MINUTE);
    await store.close();
    expect(await windowsOf(a)).toEqual([base, base + MINUTE]);
    await store.hit(a, base + 2 * MINUTE);
    await store.close();
    expect(await windowsOf(a)).toEqual([base + 2 * MINUTE]);
  });

  it('gives 200 parallel hits from two instances on one database exactly the counts 1..200', async () => {
    await withTwoInstances(async (stores) => {
      const a = bucket();
      const window = W + 20 * MINUTE;
      const counts = await Promise.all(Array.from({ length: 200 }, (_, i) => stores[i % 2].hit(a, window)));
      expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
      expect(await stores[1].hit(a, window + MINUTE)).toBe(1);
      await Promise.all(stores.map((s) => s.close()));
    });
  });

  it('reserves all or nothing within the limit, exactly under 200 parallel reservations from two instances', async () => {
    await withTwoInstances(async (stores) => {
      const a = bucket();
      const window = W + 30 * MINUTE;
      const totals = await Promise.all(Array.from({ length: 200 }, (_, i) => stores[i % 2].reserve(a, window, 1, 150)));
      expect(totals.filter((t) => t !== undefined).sort((x, y) => x! - y!)).toEqual(
        Array.from({ length: 150 }, (_, i) => i + 1),
      );
      // Handing back 10 makes room for 10, not 11; a reservation that does not fit whole takes nothing.
      expect(await stores[0].add(window, new Map([[a, -10]]))).toEqual(new Map([[a, 140]]));
      expect(await stores[1].reserve(a, window, 11, 150)).toBeUndefined();
      expect(await stores[1].reserve(a, window, 10, 150)).toBe(150);
      expect(await stores[0].reserve(a, window, 1, 150)).toBeUndefined();
      // The first reservation of a window makes its row.
      expect(await stores[0].reserve(a, window + MINUTE, 15, 150)).toBe(15);
      await Promise.all(stores.map((s) => s.close()));
    });
  });

  it('answers each of many reservations asked at once (PostgreSQL sends them together), the same bucket twice included', async () => {
    const store = new PgRateLimitStore(t.db.kysely);
    const window = W + 40 * MINUTE;
    const buckets = Array.from({ length: 20 }, bucket);
    // Each bucket asked twice with a limit of 1 and once more under a limit of 3, all in one turn.
    const [once, twice, wider] = await Promise.all([
      Promise.all(buckets.map((b) => store.reserve(b, window, 1, 1))),
      Promise.all(buckets.map((b) => store.reserve(b, window, 1, 1))),
      Promise.all(buckets.map((b) => store.reserve(b, window, 2, 3))),
    ]);
    expect(once).toEqual(buckets.map(() => 1));
    expect(twice).toEqual(buckets.map(() => undefined));
    expect(wider).toEqual(buckets.map(() => 3));
    await store.close();
  });

  it('fails a hit with 503 service_unavailable when the database does not answer, within its timeout', async () => {
    // A server that accepts connections and never says a word: the hung-database case.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((s) => sockets.add(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as net.AddressInfo;
    const hung = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: `postgres://x@127.0.0.1:${port}/x`, max: 1 }),
      }),
    });
    try {
      const store = new PgRateLimitStore(hung, { timeoutMs: 300 });
      const started = Date.now();
      const err = await store.hit(bucket(), W).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ status: 503, code: 'service_unavailable' });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      for (const s of sockets) s.destroy();
      await hung.destroy().catch(() => {});
      await new Promise((r) => silent.close(r));
    }
  });
});

describe('the rate_limits table', () => {
  it('is UNLOGGED on PostgreSQL (counts need no WAL) and a plain table on SQLite', async () => {
    if (process.env.DATABASE_URL) {
      const { rows } = await sql<{
        relpersistence: string;
      }>`select relpersistence from pg_class where relname = 'rate_limits'`.execute(t.db.kysely);
      expect(rows).toEqual([{ relpersistence: 'u' }]);
    } else {
      const { rows } = await sql<{ type: string }>`select type from sqlite_master where name = 'rate_limits'`.execute(
        t.db.kysely,
      );
      expect(rows).toEqual([{ type: 'table' }]);
    }
  });
});
