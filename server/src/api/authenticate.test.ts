import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await makeApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('authentication', () => {
  it('refuses a request without a key with 401 and the rate-limit headers', async () => {
    const res = await get('/api/v1/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      requestId: expect.any(String),
      error: expect.stringContaining('API key'),
      code: 'unauthorized',
    });
    expect(res.headers['x-ratelimit-limit']).toBe('120');
    expect(Number(res.headers['x-ratelimit-remaining'])).toBeLessThan(120);
    expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses an unknown key, a malformed header and a key of the wrong shape', async () => {
    for (const auth of ['Bearer dsk_nope', 'Basic abc', 'Bearer', `Bearer ${t.key}x`, t.key]) {
      const res = await get('/api/v1/me', { authorization: auth });
      expect(res.statusCode, auth).toBe(401);
    }
  });

  it('refuses a revoked key at once', async () => {
    const created = await t.keys.create({ workspace: t.workspace, scopes: ['documents:read'] });
    expect((await get('/api/v1/me', bearer(created.key))).statusCode).toBe(200);
    expect(await t.keys.revoke(created.id)).toBe(true);
    expect(await t.keys.revoke(created.id)).toBe(false);
    expect((await get('/api/v1/me', bearer(created.key))).statusCode).toBe(401);
  });

  it('refuses an expired key', async () => {
    const key = await t.keyWith(['documents:read'], { expiresAt: new Date(Date.now() - 1000) });
    const res = await get('/api/v1/me', bearer(key));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/invalid, revoked or expired/);
  });

  it('answers 403 naming the scope a key lacks, before looking at the request', async () => {
    const key = await t.keyWith(['documents:read']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      payload: '{"bogus":1}',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      requestId: expect.any(String),
      error: 'this key lacks the scope documents:write',
      code: 'insufficient_scope',
      details: { scope: 'documents:write' },
    });
  });

  it('lets any valid key read / and /me', async () => {
    const key = await t.keyWith(['audit:read']);
    expect((await get('/api/v1/', bearer(key))).statusCode).toBe(200);
    expect((await get('/api/v1/me', bearer(key))).statusCode).toBe(200);
  });

  it('serves /openapi.json without a key and without counting it', async () => {
    const res = await get('/api/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
