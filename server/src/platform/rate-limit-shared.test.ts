// The rate limit shared through the database (rate-limit-shared.ts), over the real rate_limits table of the engine
// under test (a handle per instance, as separate processes would have): one instance or several together are
// held exactly to the limit, what an instance holds unused goes back at its sync, and a store that does not
// answer loses no hit.
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/helpers.js';
import { openDatabase, type Db } from '../db/connect.js';
import { RateLimiter } from './rate-limit.js';
import { PgRateLimitStore } from '../db/rate-limit-pg.js';
import { SharedRateLimitStore, type SharedCounts } from './rate-limit-shared.js';

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const bucket = () => `key:shared-${randomBytes(6).toString('hex')}`;
// The limiter's own clock, fixed: the window never turns during a test.
const NOW = Date.parse('2031-06-01T10:00:30.000Z');

let db: Db;
let other: Db;
let dataDir: string;
beforeAll(async () => {
  ({ db, dataDir } = await openTestDb());
  other = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 2 });
});
afterAll(async () => {
  await other.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// A long sync interval: the tests sync by hand.
const shared = (d: Db) => new SharedRateLimitStore(new PgRateLimitStore(d.kysely), 3_600_000);
const stored = async (b: string) =>
  Number(
    (await db.kysely.selectFrom('rate_limits').select('count').where('bucket', '=', b).executeTakeFirst())?.count ?? 0,
  );

describe(`the rate limit shared through the database (${engine})`, () => {
  it('holds one instance exactly to the limit, taking each of the last hits from the table', async () => {
    const store = shared(db);
    const limiter = new RateLimiter(5, store, () => NOW);
    const b = bucket();
    const seen = [];
    for (let i = 0; i < 7; i++) seen.push(await limiter.hit(b));
    expect(seen.map((r) => r.allowed)).toEqual([true, true, true, true, true, false, false]);
    expect(seen.map((r) => r.remaining)).toEqual([4, 3, 2, 1, 0, 0, 0]);
    // Under 2 × RESERVE_SHARE left, every admitted hit was counted in the table first; refused ones are not.
    expect(await stored(b)).toBe(5);
    await store.sync();
    expect(await stored(b)).toBe(5);
    await store.close();
  });

  it('reserves about what a key took lately, doubling within a burst, at most an eighth of what is left; an idle key hands back what it holds', async () => {
    const store = shared(db);
    const limiter = new RateLimiter(80, store, () => NOW);
    const b = bucket();
    const totals = [];
    for (let i = 0; i < 17; i++) {
      await limiter.hit(b);
      totals.push(await stored(b));
    }
    // Reservations of 1, 1, 2, 4, 8, then 8 (an eighth of the 64 left): the hits between come from memory.
    expect(totals).toEqual([1, 2, 4, 4, 8, 8, 8, 8, 16, 16, 16, 16, 16, 16, 16, 16, 24]);
    // Called since the last sync: it keeps what it holds for its next calls.
    await store.sync();
    expect(await stored(b)).toBe(24);
    expect(await limiter.hit(b)).toMatchObject({ allowed: true, remaining: 62 });
    await store.sync();
    expect(await stored(b)).toBe(24);
    // Not called for a whole interval: handed back.
    await store.sync();
    expect(await stored(b)).toBe(18);
    await store.close();
  });

  it('gives 300 hits at once over three instances exactly the limit, wherever they land', async () => {
    const third = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 2 });
    try {
      const stores = [shared(db), shared(other), shared(third)];
      const limiters = stores.map((s) => new RateLimiter(100, s, () => NOW));
      const b = bucket();
      const seen = await Promise.all(Array.from({ length: 300 }, (_, i) => limiters[i % 3].hit(b)));
      expect(seen.filter((r) => r.allowed)).toHaveLength(100);
      for (const s of stores) await s.close();
      expect(await stored(b)).toBe(100);
    } finally {
      await third.close();
    }
  });

  it('hands back what an idle instance holds, so another instance may take it', async () => {
    const [a, c] = [shared(db), shared(other)];
    const [la, lc] = [new RateLimiter(40, a, () => NOW), new RateLimiter(40, c, () => NOW)];
    const b = bucket();
    // a reserves 1, 1, then 2 and holds one; c takes the rest of the minute and is refused while a holds it.
    for (let i = 0; i < 3; i++) expect((await la.hit(b)).allowed).toBe(true);
    expect(await stored(b)).toBe(4);
    let admitted = 0;
    while ((await lc.hit(b)).allowed) admitted++;
    expect(admitted).toBe(36);
    expect(await stored(b)).toBe(40);
    // a was called since its last sync (there was none): it keeps its one at this sync, and hands it back at the next.
    await a.sync();
    expect(await stored(b)).toBe(40);
    await a.sync();
    await c.sync();
    expect(await stored(b)).toBe(39);
    expect(await lc.hit(b)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await lc.hit(b)).toMatchObject({ allowed: false, remaining: 0 });
    expect(await la.hit(b)).toMatchObject({ allowed: false, remaining: 0 });
    // One after the other: on SQLite two connections of one process must not wait on each other.
    await a.close();
    await c.close();
    expect(await stored(b)).toBe(40);
  });

  it('keeps counting in memory while the shared store fails, and sends those hits at the next sync', async () => {
    const real = new PgRateLimitStore(db.kysely);
    let down = true;
    const fail = () => Promise.reject(new Error('down'));
    const flaky: SharedCounts = {
      reserve: (...args) => (down ? fail() : real.reserve(...args)),
      add: (w, d) => (down ? fail() : real.add(w, d)),
    };
    const store = new SharedRateLimitStore(flaky, 3_600_000);
    const limiter = new RateLimiter(3, store, () => NOW);
    const b = bucket();
    for (let i = 0; i < 2; i++) expect((await limiter.hit(b)).allowed).toBe(true);
    await store.sync();
    expect((await limiter.hit(b)).allowed).toBe(true);
    expect((await limiter.hit(b)).allowed).toBe(false);
    down = false;
    await store.sync();
    expect(await stored(b)).toBe(4);
    // Back to counting in the table.
    expect((await limiter.hit(b)).allowed).toBe(false);
    expect(await stored(b)).toBe(4);
    await store.close();
  });
});
