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

function fastifyUrl(path: string): string {
  return `/api/v1${path === '/' ? '' : path.replace(/\{(\w+)\}/g, ':$1')}`;
}

describe('route table', () => {
  it('the generated operation table matches the bundled spec (126 operations)', () => {
    const spec = loadSpec().doc;
    const fromSpec: string[] = [];
    for (const [p, item] of Object.entries(spec.paths)) {
      for (const m of ['get', 'post', 'put', 'patch', 'delete']) {
        const op = (item as Record<string, { operationId: string }>)[m];
        if (op) fromSpec.push(`${m.toUpperCase()} ${p} ${op.operationId}`);
      }
    }
    expect(fromSpec).toHaveLength(136);
    expect(operations.map((o) => `${o.method} ${o.path} ${o.operationId}`).sort()).toEqual(fromSpec.sort());
  });

  it('registers every operation of the spec, and no API route that is not in it', async () => {
    for (const o of operations) {
      expect(t.app.hasRoute({ method: o.method, url: fastifyUrl(o.path) }), `${o.method} ${o.path}`).toBe(true);
    }
    const apiRoutes = new Set(t.app.apiRoutes.map((r) => `${r.method} ${r.url.replace(/\/$/, '') || '/'}`));
    const expected = new Set(operations.map((o) => `${o.method} ${fastifyUrl(o.path)}`));
    const extra = [...apiRoutes].filter((r) => !expected.has(r));
    expect(extra).toEqual([]);
    expect([...apiRoutes].sort()).toEqual([...expected].sort());
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
    expect(public_).toHaveLength(26);
    expect(public_.every((o) => o.path.startsWith('/public/'))).toBe(true);
    const by = (auth: string) => public_.filter((o) => o.auth === auth).map((o) => o.operationId);
    expect(by('signingToken')).toHaveLength(9);
    expect(by('visitToken')).toHaveLength(14);
    expect(by('requestToken')).toEqual(['getUploadPage', 'uploadToRequest']);
    expect(by('none')).toEqual(['startVisit']);
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
      const path = fastifyUrl(o.path).replace(/:(\w+)/g, (_m, name) => (name === 'email' ? 'ada%40example.com' : 'x1'));
      const required = (op.parameters ?? []).filter((p: { in: string; required?: boolean }) => p.in === 'query' && p.required);
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
      const res = await t.app.inject({ method: o.method, url, headers, payload });
      if (t.app.implementedOperations.has(o.operationId)) {
        if (res.statusCode >= 500 || !Object.keys(op.responses).includes(String(res.statusCode))) {
          failures.push(`${o.operationId}: undeclared ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      } else if (res.statusCode !== 501) failures.push(`${o.operationId}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      else {
        const body = res.json();
        if (body.code !== 'not_implemented' || !body.error.includes(o.operationId)) failures.push(`${o.operationId}: body ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
