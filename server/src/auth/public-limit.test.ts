// The public operations' rate limit over HTTP: per token (RATE_LIMIT_PER_MINUTE) and per address (five times it).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/helpers.js';
import { seedEnvelope } from '../../test/signing-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '5' });
});
afterAll(() => t?.close());

const open = (token: string, ip: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/public/signing/${token}`, remoteAddress: ip });

describe('public rate limit', () => {
  it('counts each signing token on its own: the sixth call in a minute is a 429 with retry-after', async () => {
    const e = await seedEnvelope(t, {
      recipients: [
        { name: 'Ada Lovelace', email: 'ada@signer.test' },
        { name: 'Charles Babbage', email: 'c@signer.test' },
      ],
    });
    for (let i = 0; i < 5; i++) {
      const res = await open(e.tokens[0], '198.51.100.1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('5');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(4 - i));
    }
    const limited = await open(e.tokens[0], '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another token from the same address still opens.
    expect((await open(e.tokens[1], '198.51.100.1')).statusCode).toBe(200);
  });

  it('counts each address at five times the token limit, whatever the tokens (guessing included)', async () => {
    const guess = () => `sgn_${randomBytes(32).toString('base64url')}`;
    for (let i = 0; i < 25; i++) expect((await open(guess(), '198.51.100.2')).statusCode).toBe(404);
    const limited = await open(guess(), '198.51.100.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-ratelimit-limit']).toBe('25');
    expect((await open(guess(), '198.51.100.3')).statusCode).toBe(404);
  });

  it('does not count GET /openapi.json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json', remoteAddress: '198.51.100.4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });
});
