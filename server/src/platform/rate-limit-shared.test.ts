// The rate limit counted in memory and shared coarsely (rate-limit-shared.ts), over the real rate_limits table of
// the engine under test (two handles on it, as two instances would have): one instance is held exactly to the
// limit, two together learn each other's counts at each sync; a store that does not answer loses no hit.
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/helpers.js';
import { openDatabase, type Db } from '../db/connect.js';
import { RateLimiter } from './rate-limit.js';
import { PgRateLimitStore } from './rate-limit-pg.js';
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
const stored = async (b: string) => Number((await db.kysely.selectFrom('rate_limits').select('count').where('bucket', '=', b).executeTakeFirst())?.count ?? 0);

describe(`the rate limit counted in memory, shared through the database (${engine})`, () => {
  it('holds one instance exactly to the limit, and writes nothing until it syncs', async () => {
    const store = shared(db);
    const limiter = new RateLimiter(5, store, () => NOW);
    const b = bucket();
    const allowed = [];
    for (let i = 0; i < 7; i++) allowed.push((await limiter.hit(b)).allowed);
    expect(allowed).toEqual([true, true, true, true, true, false, false]);
    expect(await stored(b)).toBe(0);
    await store.sync();
    expect(await stored(b)).toBe(7);
    // Nothing counted twice: what was sent is not sent again.
    await store.sync();
    expect(await stored(b)).toBe(7);
    await store.close();
  });

  it('two instances learn each other\'s hits at each sync, and refuse once together they pass the limit', async () => {
    const [a, c] = [shared(db), shared(other)];
    const [la, lc] = [new RateLimiter(5, a, () => NOW), new RateLimiter(5, c, () => NOW)];
    const b = bucket();
    for (let i = 0; i < 3; i++) expect((await la.hit(b)).allowed).toBe(true);
    for (let i = 0; i < 2; i++) expect((await lc.hit(b)).allowed).toBe(true);
    await a.sync();
    await c.sync();
    expect(await stored(b)).toBe(5);
    // c has learnt the total: its next hit is the sixth, refused.
    expect(await lc.hit(b)).toMatchObject({ allowed: false, remaining: 0 });
    // a still decides on what it knew at its last sync (the coarse part) until it syncs again.
    expect((await la.hit(b)).allowed).toBe(true);
    await a.sync();
    expect(await la.hit(b)).toMatchObject({ allowed: false, remaining: 0 });
    // One after the other: on SQLite two connections of one process must not wait on each other.
    await a.close();
    await c.close();
    expect(await stored(b)).toBe(8);
  });

  it('keeps counting while the shared store fails, and sends those hits at the next sync', async () => {
    const real = new PgRateLimitStore(db.kysely);
    let down = true;
    const flaky: SharedCounts = { add: (w, d) => (down ? Promise.reject(new Error('down')) : real.add(w, d)) };
    const store = new SharedRateLimitStore(flaky, 3_600_000);
    const limiter = new RateLimiter(3, store, () => NOW);
    const b = bucket();
    for (let i = 0; i < 2; i++) await limiter.hit(b);
    await store.sync();
    expect((await limiter.hit(b)).allowed).toBe(true);
    expect((await limiter.hit(b)).allowed).toBe(false);
    down = false;
    await store.sync();
    expect(await stored(b)).toBe(4);
    await store.close();
  });
});
