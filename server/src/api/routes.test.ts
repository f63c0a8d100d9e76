// The registered routes are exactly the spec's operations, and each one answers: with a status its spec
// declares once it is built, 501 until then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, type TestApp } from '../../test/helpers.js';
import { operations } from '../generated/operations.gen.js';
import { loadSpec } from '../platform/spec.js';

let t: TestApp;

beforeAll(async () => {
  t = await makeApp();
});
afterAll(() => t.close());

/** The routes Fastify holds for an operation: under /api/v1, and also at the origin for the health probes. */
function fastifyUrls(path: string, base: 'api' | 'origin' = 'api'): string[] {
  const pattern = path.replace(/\{(\w+)\}/g, ':$1');
  const api = `/api/v1${path === '/' ? '' : pattern}`;
  return base === 'origin' ? [pattern, api] : [api];
}

describe('route table', () => {
  it('the generated operation table matches the bundled spec (132 operations)', () => {
    const spec = loadSpec().doc;
    const fromSpec: string[] = [];
    for (const [p, item] of Object.entries(spec.paths)) {
      for (const m of ['get', 'post', 'put', 'patch', 'delete']) {
        const op = (item as Record<string, { operationId: string }>)[m];
        if (op) fromSpec.push(`${m.toUpperCase()} ${p} ${op.operationId}`);
      }
    }
    expect(fromSpec).toHaveLength(143);
    expect(operations.map((o) => `${o.method} ${o.path} ${o.operationId}`).sort()).toEqual(fromSpec.sort());
  });

  it('registers every operation of the spec, and no API route that is not in it', async () => {
    for (const o of operations) {
      for (const url of fastifyUrls(o.path, o.base))
        expect(t.app.hasRoute({ method: o.method, url }), `${o.method} ${url}`).toBe(true);
    }
    const apiRoutes = new Set(t.app.apiRoutes.map((r) => `${r.method} ${r.url.replace(/\/$/, '') || '/'}`));
    const expected = new Set(operations.flatMap((o) => fastifyUrls(o.path, o.base).map((url) => `${o.method} ${url}`)));
    const extra = [...apiRoutes].filter((r) => !expected.has(r));
    expect(extra).toEqual([]);
    expect([...apiRoutes].sort()).toEqual([...expected].sort());
  });
});

describe('operations at the origin', () => {
  it('are the health probes, served at the origin and under /api/v1 (where generated clients call them), without a key or rate-limit headers', async () => {
    expect(operations.filter((o) => o.base === 'origin').map((o) => `${o.method} ${o.path} ${o.operationId}`)).toEqual([
      'GET /healthz getHealth',
      'GET /readyz getReadiness',
    ]);
    // At the origin, then under the API base (orval, openapi-zod-client and Portman call /api/v1/healthz): the same answers.
    for (const base of ['', '/api/v1']) {
      const health = await t.app.inject({ method: 'GET', url: `${base}/healthz` });
      expect([health.statusCode, health.json(), health.headers['cache-control']]).toEqual([
        200,
        { status: 'ok' },
        'no-store',
      ]);
      expect(health.headers['x-ratelimit-limit']).toBeUndefined();
      const ready = await t.app.inject({ method: 'GET', url: `${base}/readyz` });
      expect([ready.statusCode, ready.json()]).toEqual([
        200,
        { status: 'ready', checks: { database: 'ok', blobStore: 'ok' } },
      ]);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/readyz?verbose=1' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'validation_failed']);
    // The served document names no host of its own for them (generators ignore path-level servers).
    expect(JSON.stringify(loadSpec().doc.paths['/healthz'])).not.toContain('localhost');
  });
});

describe('the credential each operation takes', () => {
  it('keyed operations need scopes; public ones (a token or nothing) need no key, and say which token', () => {
    const spec = loadSpec().doc as unknown as { paths: Record<string, Record<string, any>> };
    for (const o of operations) {
      const op = spec.paths[o.path][o.method.toLowerCase()];
      if (o.auth === 'key') expect(o.scopes, o.operationId).not.toBeNull();
      else expect(o.scopes, o.operationId).toBeNull();
      expect(o.auth === 'key' || o.auth === 'none' || op.tags[0] === 'Public', o.operationId).toBe(true);
    }
    const public_ = operations.filter((o) => o.tag === 'Public');
    expect(public_).toHaveLength(27);
    expect(public_.every((o) => o.path.startsWith('/public/'))).toBe(true);
    const by = (auth: string) => public_.filter((o) => o.auth === auth).map((o) => o.operationId);
    expect(by('signingToken')).toHaveLength(9);
    expect(by('visitToken')).toHaveLength(14);
    expect(by('requestToken')).toEqual(['getUploadPage', 'uploadToRequest']);
    expect(by('none')).toEqual(['startVisit', 'verifyPdf']);
  });

  it('a public operation answers without a key (no 401), a keyed one does not', async () => {
    const pub = await t.app.inject({ method: 'GET', url: '/api/v1/public/signing/some-token' });
    expect(pub.statusCode).not.toBe(401);
    const keyed = await t.app.inject({ method: 'GET', url: '/api/v1/documents/x1/fields' });
    expect(keyed.statusCode).toBe(401);
  });
});

describe('every operation answers', () => {
  it('built ones with a status their spec declares (never 5xx), the others 501 { error, code }, given the spec example (public ones without a key)', async () => {
    const spec = loadSpec().doc as unknown as { paths: Record<string, Record<string, any>> };
    const failures: string[] = [];
    for (const o of operations) {
      const op = spec.paths[o.path][o.method.toLowerCase()];
      const path = fastifyUrls(o.path, o.base)[0].replace(/:(\w+)/g, (_m, name) =>
        name === 'email' ? 'ada%40example.com' : 'x1',
      );
      const required = (op.parameters ?? []).filter(
        (p: { in: string; required?: boolean }) => p.in === 'query' && p.required,
      );
      const url = required.length ? `${path}?${required.map((p: { name: string }) => `${p.name}=x1`).join('&')}` : path;
      const content = op.requestBody?.content ?? {};
      let payload: string | Buffer | undefined;
      const headers: Record<string, string> = o.auth === 'key' ? bearer(t.key) : {};
      if (content['application/json']) {
        payload = JSON.stringify(content['application/json'].example ?? {});
        headers['content-type'] = 'application/json';
      } else if (content['application/pdf']) {
        payload = Buffer.from('%PDF-1.4\n%%EOF\n');
        headers['content-type'] = 'application/pdf';
      }
      // The event stream stays open until its client leaves: this one leaves after a moment.
      const streaming = Object.keys(op.responses['200']?.content ?? {}).includes('text/event-stream');
      const res = await t.app.inject({
        method: o.method,
        url,
        headers,
        payload,
        ...(streaming ? { signal: AbortSignal.timeout(200) } : {}),
      });
      if (t.app.implementedOperations.has(o.operationId)) {
        if (res.statusCode >= 500 || !Object.keys(op.responses).includes(String(res.statusCode))) {
          failures.push(`${o.operationId}: undeclared ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      } else if (res.statusCode !== 501) failures.push(`${o.operationId}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      else {
        const body = res.json();
        if (body.code !== 'not_implemented' || !body.error.includes(o.operationId))
          failures.push(`${o.operationId}: body ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
