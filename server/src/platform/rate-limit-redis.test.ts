import fs from 'node:fs';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { REDIS_URL, redisAnswers } from '../../test/redis.js';
import { bearer, makeApp, openTestDb } from '../../test/helpers.js';
import { loadConfig } from '../config.js';
import { ApiError } from './errors.js';
import { RedisRateLimitStore } from './rate-limit-redis.js';
import { createRateLimitStore } from '../db/rate-limit-stores.js';

const MINUTE = 60_000;

const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp) {
  console.warn(
    `\n  SKIPPED: the Redis rate-limit store tests — no Redis answers at ${REDIS_URL} (set DOSSIER_TEST_REDIS_URL).\n`,
  );
}

// Keys expire a minute after their window ends, so tests count in the real current window; a random prefix
// keeps runs apart.
const currentWindow = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const prefix = () => `dossier-test:${randomBytes(6).toString('hex')}:`;

describe('RedisRateLimitStore against a real Redis', () => {
  it.skipIf(!redisUp)(
    'counts hits per bucket within a window, restarts at 1 in the next, and expires its keys',
    async () => {
      const p = prefix();
      const store = new RedisRateLimitStore(REDIS_URL, { prefix: p });
      const admin = new Redis(REDIS_URL);
      try {
        const w = currentWindow();
        expect([await store.hit('key:a', w), await store.hit('key:a', w), await store.hit('key:a', w)]).toEqual([
          1, 2, 3,
        ]);
        expect(await store.hit('key:b', w)).toBe(1);
        expect(await store.hit('key:a', w + MINUTE)).toBe(1);
        expect(await admin.get(`${p}key:a:${w}`)).toBe('3');
        // Expires a minute after the window ends: between one and two minutes from now.
        const ttl = await admin.pttl(`${p}key:a:${w}`);
        expect(ttl).toBeGreaterThan(MINUTE - 1000);
        expect(ttl).toBeLessThanOrEqual(2 * MINUTE);
      } finally {
        await store.close();
        await admin.quit();
      }
    },
  );

  it.skipIf(!redisUp)('gives 200 parallel hits from two instances exactly the counts 1..200', async () => {
    const p = prefix();
    const stores = [
      new RedisRateLimitStore(REDIS_URL, { prefix: p }),
      new RedisRateLimitStore(REDIS_URL, { prefix: p }),
    ];
    try {
      const w = currentWindow();
      const counts = await Promise.all(Array.from({ length: 200 }, (_, i) => stores[i % 2].hit('key:x', w)));
      expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });
});

describe('RedisRateLimitStore when Redis does not answer', () => {
  it('fails a hit with 503 when Redis accepts the connection but never replies, within its timeout', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((s) => sockets.add(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as net.AddressInfo;
    const store = new RedisRateLimitStore(`redis://127.0.0.1:${port}`, { timeoutMs: 300 });
    try {
      const started = Date.now();
      const err = await store.hit('key:a', currentWindow()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ status: 503, code: 'service_unavailable' });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await store.close();
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    }
  });

  it('makes the API answer 503 service_unavailable quickly when REDIS_URL points nowhere', async () => {
    const { db, dataDir } = await openTestDb();
    const store = createRateLimitStore(loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:1' }), db);
    const t = await makeApp({}, { rateLimitStore: store });
    try {
      const started = Date.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(t.key) });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        requestId: expect.any(String),
        error: 'rate-limit store did not answer; nothing was changed; safe to retry',
        code: 'service_unavailable',
      });
    } finally {
      await store.close?.();
      await t.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
