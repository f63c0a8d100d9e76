// Authentication and the headers every request carries.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Dossier } from '../src/index.js';
import { apiVersion } from '../src/generated/version.gen.js';
import { BASE, client, page, url, useMockServer } from './helpers.js';

const server = useMockServer();

// Made at import time, before msw starts intercepting: it must still go through the (patched) global fetch.
const madeEarly = new Dossier({ apiKey: 'dsk_early', baseUrl: BASE });

function captureHeaders(method: 'get' | 'post', path: string, body: unknown = page([])) {
  const seen: Headers[] = [];
  server.use(
    http[method](url(path), ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json(body as object);
    }),
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('authentication', () => {
  test('sends the API key as a bearer token', async () => {
    const seen = captureHeaders('get', '/documents');
    await client().documents.list();
    expect(seen).toHaveLength(1);
    expect(seen[0].get('authorization')).toBe('Bearer dsk_test_123');
  });

  test('sends it on POST, nested resources and raw requests alike', async () => {
    const posted = captureHeaders('post', '/hooks', { data: { id: 'hk_1' } });
    const nested = captureHeaders('get', '/documents/doc_1/versions', { data: [] });
    const raw = captureHeaders('get', '/me', { data: {} });
    const d = client();
    await d.hooks.create({ url: 'https://example.com/hook', events: ['ping'] });
    await d.documents.versions.list('doc_1');
    await d.request('GET', '/me');
    expect([...posted, ...nested, ...raw].map((h) => h.get('authorization'))).toEqual([
      'Bearer dsk_test_123',
      'Bearer dsk_test_123',
      'Bearer dsk_test_123',
    ]);
  });

  test('sends no authorization for getOpenapi, which has `security: []`', async () => {
    const seen = captureHeaders('get', '/openapi.json', { openapi: '3.1.0' });
    const doc = await client().openapi.retrieve();
    expect(doc).toEqual({ openapi: '3.1.0' });
    expect(seen).toHaveLength(1);
    expect(seen[0].has('authorization')).toBe(false);
  });

  test('sends no authorization when there is no key at all', async () => {
    vi.stubEnv('DOSSIER_API_KEY', undefined);
    const seen = captureHeaders('get', '/me', { data: {} });
    await new Dossier({ baseUrl: BASE }).me.retrieve();
    expect(seen[0].has('authorization')).toBe(false);
  });

  test('reads DOSSIER_API_KEY and DOSSIER_BASE_URL from the environment', async () => {
    vi.stubEnv('DOSSIER_API_KEY', 'dsk_from_env');
    vi.stubEnv('DOSSIER_BASE_URL', `${BASE}/`);
    const seen = captureHeaders('get', '/me', { data: {} });
    const d = new Dossier();
    expect(d.baseUrl).toBe(BASE); // trailing slash trimmed
    await d.me.retrieve();
    expect(seen[0].get('authorization')).toBe('Bearer dsk_from_env');
  });

  test('an explicit apiKey wins over the environment', async () => {
    vi.stubEnv('DOSSIER_API_KEY', 'dsk_from_env');
    const seen = captureHeaders('get', '/me', { data: {} });
    await new Dossier({ apiKey: 'dsk_explicit', baseUrl: BASE }).me.retrieve();
    expect(seen[0].get('authorization')).toBe('Bearer dsk_explicit');
  });
});

describe('headers', () => {
  test('user-agent, defaultHeaders and per-call headers reach the server (facade and raw request)', async () => {
    const seen = captureHeaders('get', '/me', { data: {} });
    const d = client({ defaultHeaders: { 'x-team': 'legal' } });
    await d.me.retrieve({ headers: { 'x-request-id': 'req_1' } });
    await d.request('GET', '/me', {}, { headers: { 'x-request-id': 'req_2' } });
    expect(seen.map((h) => [h.get('user-agent'), h.get('x-team'), h.get('x-request-id')])).toEqual([
      [`dossier-sdk/${apiVersion}`, 'legal', 'req_1'],
      [`dossier-sdk/${apiVersion}`, 'legal', 'req_2'],
    ]);
  });

  test('JSON bodies are sent as application/json', async () => {
    let contentType: string | null = null;
    let body: unknown;
    server.use(
      http.post(url('/documents'), async ({ request }) => {
        contentType = request.headers.get('content-type');
        body = await request.json();
        return HttpResponse.json({ data: { id: 'doc_1' } }, { status: 201 });
      }),
    );
    const res = await client().documents.create({ title: 'NDA', markdown: '# NDA' });
    expect(res.data.id).toBe('doc_1');
    expect(contentType).toBe('application/json');
    expect(body).toEqual({ title: 'NDA', markdown: '# NDA' });
  });
});

describe('fetch', () => {
  test('a client made before a fetch mock was installed still uses the current global fetch', async () => {
    const seen = captureHeaders('get', '/me', { data: { name: 'early' } });
    const me = await madeEarly.me.retrieve({ maxRetries: 0 });
    expect(me).toEqual({ data: { name: 'early' } });
    expect(seen[0].get('authorization')).toBe('Bearer dsk_early');
  });

  test('a custom fetch is used for every call', async () => {
    const calls: string[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      const req = input as Request;
      calls.push(`${req.method} ${req.url} ${req.headers.get('authorization')}`);
      return Response.json({ data: { ok: true } });
    };
    const d = new Dossier({ apiKey: 'dsk_custom', baseUrl: 'http://custom.invalid/api/v1', fetch: fetchImpl });
    await d.me.retrieve();
    await d.request('GET', '/me');
    expect(calls).toEqual([
      'GET http://custom.invalid/api/v1/me Bearer dsk_custom',
      'GET http://custom.invalid/api/v1/me Bearer dsk_custom',
    ]);
  });
});
