import { describe, expect, it } from 'vitest';
import { bearer, makeApp } from '../../test/helpers.js';
import { MemoryRateLimitStore, RateLimiter } from './rate-limit.js';

describe('RateLimiter', () => {
  it('counts per bucket within a one-minute window and resets at its end', async () => {
    let now = Date.UTC(2026, 0, 1, 10, 0, 30);
    const rl = new RateLimiter(2, new MemoryRateLimitStore(), () => now);
    expect(await rl.hit('a')).toEqual({
      limit: 2,
      remaining: 1,
      reset: Date.UTC(2026, 0, 1, 10, 1) / 1000,
      allowed: true,
    });
    expect((await rl.hit('a')).allowed).toBe(true);
    expect(await rl.hit('a')).toMatchObject({ remaining: 0, allowed: false });
    expect((await rl.hit('b')).allowed).toBe(true);
    now += 30_000;
    expect(await rl.hit('a')).toMatchObject({ remaining: 1, allowed: true });
  });
});

describe('rate limiting over HTTP', () => {
  it('answers 429 with retry-after past RATE_LIMIT_PER_MINUTE, per key, headers on every reply', async () => {
    const t = await makeApp({ RATE_LIMIT_PER_MINUTE: '3' });
    const other = await t.keyWith(['documents:read']);
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(t.key) });
      expect(res.statusCode).toBe(200);
      seen.push(Number(res.headers['x-ratelimit-remaining']));
    }
    expect(seen).toEqual([2, 1, 0]);
    const limited = await t.app.inject({ method: 'GET', url: '/api/v1/documents', headers: bearer(t.key) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    // Another key has its own allowance; the spec is never counted.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(other) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).statusCode).toBe(200);
    await t.close();
  });
});
