// Idempotency-Key and x-request-id over real HTTP, on the engine the run chose (SQLite, or PostgreSQL with
// DATABASE_URL), and across two instances on one database.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, type TestApp } from '../../test/helpers.js';
import { IdempotencyStore } from './idempotency-store.js';
import { loadSpec } from '../platform/spec.js';

const ENV = { RATE_LIMIT_PER_MINUTE: '1000000', WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8,::1/128' };
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l));
    done();
  },
});

let one: TestApp;
let two: TestApp;
let urlOne: string;
let urlTwo: string;

beforeAll(async () => {
  one = await makeApp(ENV, { logger: { level: 'info', stream: logStream } });
  // A second instance on the same database (PostgreSQL: the same DATABASE_URL; SQLite: the same DATA_DIR).
  two = await makeApp({ ...ENV, DATA_DIR: one.rt.config.dataDir });
  urlOne = `${await one.app.listen({ host: '127.0.0.1', port: 0 })}/api/v1`;
  urlTwo = `${await two.app.listen({ host: '127.0.0.1', port: 0 })}/api/v1`;
}, 60_000);
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(base + path, {
    method: 'POST',
    headers: { ...bearer(one.key), 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('x-request-id', () => {
  it('is made for every reply, kept when the caller sends a sane one, and replaced when not', async () => {
    const made = await fetch(`${urlOne}/me`, { headers: bearer(one.key) });
    expect(made.headers.get('x-request-id')).toMatch(/^req_[A-Za-z0-9_-]{16}$/);
    const kept = await fetch(`${urlOne}/me`, { headers: { ...bearer(one.key), 'x-request-id': 'trace-42.a:b' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-42.a:b');
    const odd = await fetch(`${urlOne}/me`, { headers: { ...bearer(one.key), 'x-request-id': '<script>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^req_/);
    // Pages and the 404 under the prefix carry it too.
    expect((await fetch(`${urlOne}/no-such-route`)).headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('is named in every error body and on every log line of the request', async () => {
    const res = await fetch(`${urlOne}/folders`, {
      method: 'POST',
      headers: { ...bearer(one.key), 'content-type': 'application/json', 'x-request-id': 'err-trace-1' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', requestId: 'err-trace-1' });
    const unauth = await fetch(`${urlOne}/me`);
    const body = (await unauth.json()) as { requestId: string };
    expect(body.requestId).toBe(unauth.headers.get('x-request-id'));
    const mine = lines.filter((l) => l.requestId === 'err-trace-1');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((l) => l.msg === 'request' && l.status === 400)).toBe(true);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first reply for the same key and body, without doing it twice, across instances', async () => {
    const key = `k-${Math.random()}`;
    const name = `Idem ${key}`;
    const first = await post(urlOne, '/folders', { name }, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const created = await first.json();
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await post(urlTwo, '/folders', { name }, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/application\/json/);
    expect(await again.json()).toEqual(created);
    const all = (await (await fetch(`${urlOne}/folders`, { headers: bearer(one.key) })).json()) as {
      data: { name: string }[];
    };
    expect(all.data.filter((f: { name: string }) => f.name === name)).toHaveLength(1);
    // Without a key, the same body makes a second folder.
    expect((await post(urlOne, '/folders', { name })).status).toBe(201);
  });

  it('answers 422 idempotency_key_reused for the same key with another body or path, and 409 while the first runs', async () => {
    const key = `k-${Math.random()}`;
    expect((await post(urlOne, '/folders', { name: 'A' }, { 'idempotency-key': key })).status).toBe(201);
    const other = await post(urlTwo, '/folders', { name: 'B' }, { 'idempotency-key': key });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    // Another key of the same workspace is another caller: its key space is its own.
    const otherKey = await one.keyWith(['documents:write', 'documents:read']);
    expect(
      (await post(urlOne, '/folders', { name: 'B' }, { 'idempotency-key': key, ...bearer(otherKey) })).status,
    ).toBe(201);

    // A first request still running (claimed by another instance, no reply yet).
    const running = `k-${Math.random()}`;
    const keyId = (await one.keys.verify(one.key))!.id;
    const store = new IdempotencyStore(one.db.kysely);
    const { fingerprintOf, canonicalJson } = await import('./idempotency-store.js');
    const claim = await store.claim(
      `key:${keyId}`,
      running,
      fingerprintOf('POST', '/api/v1/folders', canonicalJson({ name: 'C' })),
    );
    expect(claim.kind).toBe('claimed');
    const busy = await post(urlTwo, '/folders', { name: 'C' }, { 'idempotency-key': running });
    expect(busy.status).toBe(409);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(await busy.json()).toMatchObject({ code: 'idempotency_key_in_use' });
    if (claim.kind === 'claimed') await claim.release(null);
    expect((await post(urlTwo, '/folders', { name: 'C' }, { 'idempotency-key': running })).status).toBe(201);
  });

  it('keeps a secret shown once out of the table, yet replays it to the holder of the key', async () => {
    const key = `k-${Math.random()}`;
    const body = { url: `https://127.0.0.1:9/hook?${Math.random()}`, events: ['link.viewed'] };
    const first = await post(urlOne, '/hooks', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const { data } = (await first.json()) as { data: { secret: string } };
    expect(data.secret).toMatch(/\S{16,}/);
    const rows = await one.db.kysely.selectFrom('idempotency_keys').selectAll().execute();
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(data.secret);
    expect(dump).not.toContain(key);
    const again = await post(urlTwo, '/hooks', body, { 'idempotency-key': key });
    expect(((await again.json()) as { data: { secret: string } }).data.secret).toBe(data.secret);
  });

  it('refuses a malformed key as a validation error naming the header', async () => {
    const res = await post(urlOne, '/folders', { name: 'X' }, { 'idempotency-key': 'has space' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/idempotency-key/i);
  });
});

describe('the contract declares both', () => {
  it('x-request-id on every success response, and Idempotency-Key with its 409 and 422 on every POST', () => {
    const doc = loadSpec().doc as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { $ref?: string; name?: string }[];
            responses: Record<string, { headers?: Record<string, unknown>; $ref?: string }>;
          }
        >
      >;
    };
    const resolve = <T>(x: T & { $ref?: string }): T => {
      if (!x.$ref) return x;
      return x.$ref
        .split('/')
        .slice(1)
        .reduce((o: any, k) => o[k], doc) as T;
    };
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!op || typeof op !== 'object' || !('responses' in op)) continue;
        for (const [status, r] of Object.entries(op.responses)) {
          if (status.startsWith('2') && !resolve(r).headers?.['x-request-id'])
            missing.push(`${method} ${path} ${status}: x-request-id`);
        }
        // POST /public/verify keeps nothing, not even an answer under a key: the one POST that declares none.
        if (method === 'post' && path !== '/public/verify') {
          const names = (op.parameters ?? []).map((p) => resolve(p as { name?: string; $ref?: string }).name);
          if (!names.includes('Idempotency-Key')) missing.push(`post ${path}: Idempotency-Key`);
          for (const status of ['409', '422']) if (!op.responses[status]) missing.push(`post ${path}: ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(
      (doc.paths['/public/verify']!.post!.parameters ?? []).map(
        (p) => resolve(p as { name?: string; $ref?: string }).name,
      ),
    ).not.toContain('Idempotency-Key');
  });
});
