// End to end: two server processes on one PostgreSQL (and then on one Redis) share each key's rate-limit count,
// so the limit holds for the deployment, not per instance. Needs a PostgreSQL where the test may create a
// database; without one it says so and skips.
import { afterAll, describe, expect, it } from 'vitest';
import { KEY, postgresAdmin, redisAnswers, serve, withDatabase, type Server } from './support/server.js';

const REDIS_URL = process.env.DOSSIER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 10;

const admin = await postgresAdmin('two-instance rate-limit tests');
const redisUp = admin ? await redisAnswers(REDIS_URL) : false;
if (admin && !redisUp)
  console.warn(
    `\n  SKIPPED: two instances over Redis — no Redis answers at ${REDIS_URL} (set DOSSIER_TEST_REDIS_URL).\n`,
  );
afterAll(async () => {
  await admin?.end();
});

/** Two servers on a database made for this test (dropped after), the first of which prints the key. */
async function withTwoInstances(
  redisUrl: string,
  body: (bases: [string, string], key: string) => Promise<void>,
): Promise<void> {
  await withDatabase(admin!, 'instances', async (url) => {
    const servers: Server[] = [];
    try {
      const env = { DATABASE_URL: url, REDIS_URL: redisUrl, RATE_LIMIT_PER_MINUTE: String(LIMIT) };
      // One after the other: the first migrates the empty database and creates (and prints) the key.
      servers.push(await serve(env));
      servers.push(await serve(env));
      const key = servers[0].output().match(KEY)?.[0];
      expect(key, servers[0].output()).toBeDefined();
      expect(servers[1].output().match(KEY)).toBeNull();
      await body([servers[0].base, servers[1].base], key!);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  });
}

interface Seen {
  instance: number;
  status: number;
  remaining: number;
  reset: string;
  retryAfter: string | null;
  code?: string;
}

async function me(bases: [string, string], instance: number, key: string): Promise<Seen> {
  const res = await fetch(`${bases[instance]}/me`, { headers: { authorization: `Bearer ${key}` } });
  const body = (await res.json()) as { code?: string };
  return {
    instance,
    status: res.status,
    remaining: Number(res.headers.get('x-ratelimit-remaining')),
    reset: res.headers.get('x-ratelimit-reset') ?? '',
    retryAfter: res.headers.get('retry-after'),
    code: body.code,
  };
}

/** Sleeps into the next minute when this one has less than `ms` left, so a short run stays in one window. */
async function awayFromMinuteEnd(ms = 5000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < ms) await new Promise((r) => setTimeout(r, left + 250));
}

/**
 * Alternates GET /me between the two instances until one answers 429. The count is one total for both, so
 * x-ratelimit-remaining falls by one on every reply, whichever instance gives it, and the hit after it reached
 * 0 is refused — by either instance. If the minute rolls over mid-run (the reset differs), one retry; the
 * retry's window may already hold hits of the run, so there the first remaining is not fixed.
 */
async function expectOneSharedCount(bases: [string, string], key: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await awayFromMinuteEnd();
    const seen: Seen[] = [];
    for (let i = 0; i <= LIMIT && seen.at(-1)?.status !== 429; i++) seen.push(await me(bases, i % 2, key));
    const refused = seen.at(-1)!;
    seen.push(await me(bases, (refused.instance + 1) % 2, key)); // the other instance refuses too
    if (seen[0].reset !== seen.at(-1)!.reset) {
      if (attempt === 1) continue;
      throw new Error(`the rate-limit window rolled over twice during the test: ${JSON.stringify(seen)}`);
    }
    const allowed = seen.slice(0, -2);
    const first = allowed[0].remaining;
    if (attempt === 1) expect(first).toBe(LIMIT - 1); // fresh key: the 11th request of the minute is refused
    expect(allowed.map((s) => s.status)).toEqual(allowed.map(() => 200));
    expect(allowed.map((s) => s.remaining)).toEqual(allowed.map((_, i) => first - i));
    expect(allowed.at(-1)!.remaining).toBe(0);
    for (const r of seen.slice(-2)) {
      expect(r).toMatchObject({ status: 429, remaining: 0, code: 'rate_limited' });
      expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(r.retryAfter)).toBeLessThanOrEqual(60);
    }
    expect(new Set(seen.map((s) => s.instance))).toEqual(new Set([0, 1]));
    return;
  }
}

describe.runIf(admin)('two server instances share the rate limit', () => {
  // On PostgreSQL an instance takes requests from the shared row ahead of use, one at a time in a minute's last 16
  // (so every one of these 10): the count is exactly one total for both, with no pause between requests.
  it('over PostgreSQL: the 11th request of the minute across both instances gets 429', async () => {
    await withTwoInstances('', expectOneSharedCount);
  });

  it.skipIf(!redisUp)(
    'over Redis (REDIS_URL on both): the 11th request of the minute across both gets 429',
    async () => {
      await withTwoInstances(REDIS_URL, expectOneSharedCount);
    },
  );
});
