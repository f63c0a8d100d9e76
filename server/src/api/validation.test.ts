import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, type TestApp } from '../../test/helpers.js';
import { compileAllValidators } from './validation.js';

let t: TestApp;
beforeAll(async () => {
  t = await makeApp();
});
afterAll(() => t.close());

const json = (method: 'POST' | 'PATCH', url: string, body: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(t.key), 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(t.key) });

describe('validators', () => {
  // They compile on first use; this proves every request schema of the spec compiles (as start-up once did).
  it('compile for every operation of the spec', () => {
    expect(() => compileAllValidators()).not.toThrow();
  });
});

describe('request bodies are validated strictly', () => {
  it('refuses an unknown field with 400 naming it, instead of stripping it', async () => {
    const res = await json('POST', '/api/v1/hooks', { url: 'https://example.com/h', colour: 'blue' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'body.colour', message: 'is not a known field' }] },
    });
  });

  it('does not coerce types in a body', async () => {
    const res = await json('PATCH', '/api/v1/hooks/x1', { active: 'true' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([{ field: 'body.active', message: 'must be boolean' }]);
  });

  it('names every missing or bad field, nested ones by path', async () => {
    const res = await json('POST', '/api/v1/documents', {
      title: '',
      recipients: [{ name: 'A', email: 'not-an-email' }],
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.fields.map((f: { field: string }) => f.field);
    expect(fields).toContain('body.title');
    expect(fields).toContain('body.recipients[0].email');
  });

  it('validates a deeply nested document tree quickly (no exponential error collection)', async () => {
    let node: Record<string, unknown> = { type: 'paragraph', content: [{ type: 'text', text: 'deep' }] };
    for (let i = 0; i < 30; i++) node = { type: 'blockquote', content: [node] };
    const started = Date.now();
    const ok = await json('POST', '/api/v1/documents', { title: 'Deep', content: { type: 'doc', content: [node] } });
    expect([201, 400]).toContain(ok.statusCode);
    let bad: Record<string, unknown> = { type: 'paragraph', content: [{ type: 'blink' }] };
    for (let i = 0; i < 30; i++) bad = { type: 'blockquote', content: [bad] };
    const res = await json('POST', '/api/v1/documents', { title: 'Deep', content: { type: 'doc', content: [bad] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].field).toMatch(/^body\.content\.content\[0\]/);
    console.log(`  30 nested quotes: valid + invalid validated in ${Date.now() - started} ms`);
  });

  it('checks limits from the spec (a hook URL must be https)', async () => {
    const res = await json('POST', '/api/v1/hooks', { url: 'http://example.com/h' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].field).toBe('body.url');
  });

  it('answers 400 for malformed JSON and 415 for a content type the operation does not take', async () => {
    expect((await json('POST', '/api/v1/hooks', '{"url":')).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hooks',
      headers: { ...bearer(t.key), 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
  });

  it('answers 413 for a JSON body over the limit', async () => {
    const res = await json('POST', '/api/v1/documents', { title: 'x', markdown: 'a'.repeat(6 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      requestId: expect.any(String),
      error: 'request body is too large',
      code: 'payload_too_large',
    });
  });
});

describe('query and path parameters are coerced, filters are strict', () => {
  it('coerces numbers and accepts exactly true or false for booleans', async () => {
    expect((await get('/api/v1/documents?limit=10&trashed=true')).statusCode).toBe(200);
    expect((await get('/api/v1/documents?trashed=false')).statusCode).toBe(200);
    for (const bad of ['1', 'yes', 'TRUE', '']) {
      const res = await get(`/api/v1/documents?trashed=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().details.fields[0]).toEqual({ field: 'query.trashed', message: 'must be true or false' });
    }
  });

  it('refuses out-of-range numbers, unknown enum values and unknown parameters', async () => {
    expect((await get('/api/v1/documents?limit=101')).json().details.fields[0].field).toBe('query.limit');
    expect((await get('/api/v1/documents?limit=abc')).statusCode).toBe(400);
    const res = await get('/api/v1/envelopes?status=signed');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].message).toBe('must be one of: sent, completed, declined, voided, expired');
    const unknown = await get('/api/v1/documents?stauts=draft');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields[0]).toEqual({ field: 'query.stauts', message: 'is not a known field' });
  });
});

describe('failures always have the error shape', () => {
  it('answers an unknown route with a JSON 404', async () => {
    const res = await get('/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      requestId: expect.any(String),
      error: 'no route GET /api/v1/nothing-here',
      code: 'route_not_found',
    });
  });

  it('never leaks a stack trace from an unexpected error', async () => {
    const bad = await makeApp(
      {},
      {
        handlers: {
          getMe: async () => {
            throw new Error('secret internals at /srv/x.ts:12');
          },
        },
      },
    );
    const res = await bad.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(bad.key) });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: 'internal error', code: 'internal_error' });
    expect(res.body).not.toContain('secret');
    await bad.close();
  });
});
