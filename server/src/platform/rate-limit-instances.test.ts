// One rate limit across several instances over real HTTP: each instance is an app on its own port with its own
// rate-limit store and its own database handle, as separate processes would have. On PostgreSQL the store is the
// one a server makes for it (createRateLimitStore); on SQLite, the same shared store over the rate_limits table
// (a server on SQLite is one process and counts in memory, so this runs the PostgreSQL code over the other
// engine); then the same through Redis. A burst sent as fast as the client can, alternated across the instances,
// gets at most the limit answered; the rest are 429s, and the hits held back during the burst are all there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REDIS_URL, redisAnswers } from '../../test/redis.js';
import { bearer, makeApp, type TestApp } from '../../test/helpers.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/connect.js';
import { PgRateLimitStore } from '../db/rate-limit-pg.js';
import { SharedRateLimitStore } from './rate-limit-shared.js';
import { createRateLimitStore, type ClosableRateLimitStore } from '../db/rate-limit-stores.js';

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';

const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp)
  console.warn(`\n  SKIPPED: the rate limit across instances over Redis — no Redis answers at ${REDIS_URL}.\n`);

interface Instances {
  bases: string[];
  key: string;
  close(): Promise<void>;
}

const opened: Instances[] = [];
afterAll(async () => {
  for (const i of opened) await i.close();
});

/** `count` instances on one database, each with its own handle and store, limited to `limit` a minute. */
async function instances(count: number, limit: number, redisUrl = ''): Promise<Instances> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-instances-'));
  const apps: TestApp[] = [];
  const handles: Db[] = [];
  const stores: ClosableRateLimitStore[] = [];
  for (let i = 0; i < count; i++) {
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 4 });
    handles.push(db);
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '', REDIS_URL: redisUrl });
    const store =
      redisUrl || db.engine === 'postgres'
        ? createRateLimitStore(config, db)
        : new SharedRateLimitStore(new PgRateLimitStore(db.kysely));
    stores.push(store);
    apps.push(
      await makeApp(
        { RATE_LIMIT_PER_MINUTE: String(limit), DATA_DIR: dataDir },
        { startJobs: false, rateLimitStore: store },
      ),
    );
  }
  const bases = await Promise.all(
    apps.map(async (a) => `${await a.app.listen({ host: '127.0.0.1', port: 0 })}/api/v1`),
  );
  const made: Instances = {
    bases,
    key: apps[0].key,
    close: async () => {
      for (const a of apps) await a.close();
      for (const s of stores) await s.close?.();
      for (const h of handles) await h.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  opened.push(made);
  return made;
}

interface Seen {
  status: number;
  remaining: number;
  reset: string;
  retryAfter: string | null;
  code?: string;
}

async function me(base: string, key: string): Promise<Seen> {
  const res = await fetch(`${base}/me`, { headers: bearer(key) });
  const body = (await res.json()) as { code?: string };
  return {
    status: res.status,
    remaining: Number(res.headers.get('x-ratelimit-remaining')),
    reset: res.headers.get('x-ratelimit-reset') ?? '',
    retryAfter: res.headers.get('retry-after'),
    code: body.code,
  };
}

/** Sleeps into the next minute when this one has less than `ms` left, so a run stays in one window. */
async function awayFromMinuteEnd(ms = 10_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < ms) await new Promise((r) => setTimeout(r, left + 250));
}

function expectRefused(r: Seen): void {
  expect(r).toMatchObject({ status: 429, remaining: 0, code: 'rate_limited' });
  expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(r.retryAfter)).toBeLessThanOrEqual(60);
}

/**
 * 300 GET /me sent at once, alternated across the instances: at most `limit` answered 200, every other one a 429
 * with retry-after. Then each instance in turn is asked until it refuses: what the burst left (hits an instance
 * held for requests that had gone elsewhere) is admitted there, so the minute admits the limit exactly.
 */
async function burst(n: number, limit: number, redisUrl = ''): Promise<void> {
  const { bases, key } = await instances(n, limit, redisUrl);
  await awayFromMinuteEnd();
  const seen = await Promise.all(Array.from({ length: 300 }, (_, i) => me(bases[i % n], key)));
  const ok = seen.filter((r) => r.status === 200);
  expect(ok.length).toBeLessThanOrEqual(limit);
  for (const r of seen.filter((s) => s.status !== 200)) expectRefused(r);
  let after = 0;
  for (const base of bases) {
    for (let r = await me(base, key); ; r = await me(base, key)) {
      if (r.status !== 200) {
        expectRefused(r);
        break;
      }
      after++;
    }
  }
  expect(new Set(seen.map((r) => r.reset)).size).toBe(1);
  expect(ok.length + after).toBe(limit);
}

/**
 * Sequential calls alternated across the instances with a limit under 2 × RESERVE_SHARE, where every request takes
 * its hit from the shared count: x-ratelimit-remaining falls by one on every reply, whichever instance gives it,
 * and after the last one every instance refuses.
 */
async function sharedRemaining(n: number, redisUrl = ''): Promise<void> {
  const limit = 10;
  const { bases, key } = await instances(n, limit, redisUrl);
  await awayFromMinuteEnd();
  const seen: Seen[] = [];
  for (let i = 0; i < limit; i++) seen.push(await me(bases[i % n], key));
  expect(seen.map((r) => r.status)).toEqual(seen.map(() => 200));
  expect(seen.map((r) => r.remaining)).toEqual(seen.map((_, i) => limit - 1 - i));
  for (const base of bases) expectRefused(await me(base, key));
}

describe(`one rate limit across instances, counted in the database (${engine})`, () => {
  it('a burst of 300 alternated across two instances gets at most the limit (120) answered, the rest 429', async () => {
    await burst(2, 120);
  });

  it('the same across three instances', async () => {
    await burst(3, 120);
  });

  it('x-ratelimit-remaining on every instance is the shared count: it falls by one on each reply, whichever instance', async () => {
    await sharedRemaining(3);
  });
});

describe('one rate limit across instances, counted in Redis', () => {
  it.skipIf(!redisUp)(
    'a burst of 300 alternated across three instances gets at most the limit answered, the rest 429',
    async () => {
      await burst(3, 120, REDIS_URL);
    },
  );

  it.skipIf(!redisUp)('x-ratelimit-remaining on every instance is the shared count', async () => {
    await sharedRemaining(3, REDIS_URL);
  });
});
