// The pages plugin through the real app: HTML 404 and error pages (the API keeps its JSON ones), security
// headers, form parsing in the pages' context only, and logs that name routes, never tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, type TestApp } from '../../test/helpers.js';
import { issueCapability } from '../auth/capability.js';
import { ApiError, errors } from '../platform/errors.js';
import { builtAssets } from './assets.js';
import { sendSafely } from './errors.js';
import { FORM_BODY_LIMIT, FORM_MAX_FIELDS } from './forms.js';

let t: TestApp;
const lines: string[] = [];
const logs = () => lines.map((l) => JSON.parse(l) as Record<string, any>);
const SECRET = 'secret internals at /srv/db.ts:12';

beforeAll(async () => {
  builtAssets(); // fails here, saying how to build them, when the web assets are not built
  t = await makeApp(
    {},
    {
      startJobs: false,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
      pages: (app) => {
        app.get<{ Params: { token: string } }>('/test/boom/:token', async (req) => {
          throw new Error(`${SECRET} while reading ${req.params.token}`);
        });
        app.get('/test/gone', async () => {
          throw new ApiError('link_expired', 'this link has expired');
        });
        app.get('/test/unavailable', async () => {
          throw errors.unavailable('the database');
        });
        app.get(
          '/test/framed',
          { config: { page: { frameAncestors: ['https://app.example.com', "'self'"] } } },
          async (_req, reply) => reply.type('text/html').send('<p>framed</p>'),
        );
        app.get('/test/self-framed', { config: { page: { frameAncestors: ["'self'"] } } }, async (_req, reply) =>
          reply.type('text/html').send('<p>framed</p>'),
        );
        app.post('/test/form', async (req) => ({ body: req.body, prototype: Object.getPrototypeOf(req.body) }));
        app.get('/test/undrawable', async (_req, reply) =>
          sendSafely(reply, 500, () => {
            throw new Error('the shell could not be drawn');
          }),
        );
      },
    },
  );
});
afterAll(() => t.close());

const STRICT_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function expectPageHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe(STRICT_CSP);
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
  });
}

describe('the 404 page', () => {
  it('answers an unknown path outside the API with an HTML page, status 404, and the pages headers', async () => {
    for (const [method, url] of [
      ['GET', '/nothing-here'],
      ['GET', '/v'],
      ['POST', '/docs'],
      ['GET', '/api'],
      ['GET', '/api/v2/documents'],
      ['DELETE', '/sign/x/y'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<h1>Page not found</h1>');
      expect(res.body).toContain(`<link rel="stylesheet" href="${builtAssets().url('styles.css')}">`);
      expectPageHeaders(res.headers);
    }
  });

  it('leaves the API its JSON 404 under /api/v1', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['POST', '/api/v1/documents/doc_x/nothing'],
      ['GET', '/api/v1/public/nowhere'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(t.key) });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        requestId: expect.any(String),
        error: `no route ${method} ${url}`,
        code: 'route_not_found',
      });
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
  });
});

describe('a malformed URL', () => {
  it('is a 400 page outside the API, with the pages headers', async () => {
    for (const url of ['/v/%E0%A4%A', '/%', '/assets/%zz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>This request could not be read</h1>');
      expectPageHeaders(res.headers);
    }
  });

  it('is the catalogue’s JSON 400 under the API', async () => {
    for (const url of ['/api/v1/documents/%E0%A4%A', '/api/v1/%']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(t.key) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        requestId: expect.any(String),
        error: `'${url}' is not a valid url component`,
        code: 'bad_request',
      });
    }
  });
});

describe('the error pages', () => {
  it('a page route that throws renders the 500 page with a reference, never the error; the log has both', async () => {
    const token = issueCapability('signing').token;
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: `/test/boom/${token}?q=${token}` });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expectPageHeaders(res.headers);
    expect(res.body).toContain('<h1>Something went wrong on our side</h1>');
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('/srv/');
    expect(res.body).not.toContain(token);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    const reference = res.body.match(/<span class="reference">([0-9a-f]{10})<\/span>/)![1];
    const failed = logs().find((l) => l.msg === 'page failed')!;
    expect(failed).toMatchObject({ level: 50, reference, route: '/test/boom/:token' });
    expect(failed.err.message).toBe(`${SECRET} while reading sgn_[redacted]`);
    expect(failed.err.stack).toContain(SECRET);
    // No line of the log carries the token: not the error, not the access line (which names the route pattern).
    expect(lines.join('\n')).not.toContain(token.slice(4));
    expect(logs().find((l) => l.msg === 'request')).toMatchObject({
      method: 'GET',
      route: '/test/boom/:token',
      status: 500,
    });
  });

  it('a page that cannot be drawn (no built assets) still answers, bare, and logs why', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/test/undrawable' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe(
      '<!doctype html><html lang="en"><meta charset="utf-8"><title>Something went wrong on our side</title><h1>Something went wrong on our side</h1><p>The problem has been logged. Try again in a moment.</p>',
    );
    expectPageHeaders(res.headers);
    expect(logs().find((l) => l.msg === 'page could not be drawn')?.err.message).toBe('the shell could not be drawn');
  });

  it('a 410 a page route throws is the closed page, saying why', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/gone' });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('<h1>This link has expired</h1>');
    // In words only: the code is the card's data-reason, never shown.
    expect(res.body).toContain('data-reason="link_expired"');
    expect(res.body).not.toMatch(/Reason:|<code>link_expired/);
  });

  it('a dependency that fails is a 503 page without detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/unavailable' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('<h1>Temporarily unavailable</h1>');
    expect(res.body).not.toContain('database');
  });

  it('a 4xx page says what went wrong in the catalogue’s words', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/form',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.body).toContain('<h1>That cannot be sent here</h1>');
    expect(res.body).toContain('content type application/json is not accepted here');
  });
});

describe('security headers', () => {
  it('are on every page answer: pages, the 404, the error pages', async () => {
    for (const url of ['/docs', '/nowhere', '/test/gone', '/test/unavailable'])
      expect((await t.app.inject({ method: 'GET', url })).headers['x-content-type-options'], url).toBe('nosniff');
    expectPageHeaders((await t.app.inject({ method: 'GET', url: '/test/gone' })).headers);
  });

  it('let a route allow framing by named origins (then without X-Frame-Options), or by its own origin', async () => {
    const framed = await t.app.inject({ method: 'GET', url: '/test/framed' });
    expect(framed.headers['content-security-policy']).toBe(
      STRICT_CSP.replace("frame-ancestors 'none'", "frame-ancestors https://app.example.com 'self'"),
    );
    expect(framed.headers['x-frame-options']).toBeUndefined();
    const self = await t.app.inject({ method: 'GET', url: '/test/self-framed' });
    expect(self.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(self.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('are not on the API’s answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(t.key) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});

describe('form parsing', () => {
  const post = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/test/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload,
    });

  it('parses a urlencoded form: repeated fields as lists, UTF-8, a __proto__ field as a field', async () => {
    const res = await post('name=Ada+Lovelace&agree=on&tag=a&tag=b&tag=c&city=Z%C3%BCrich&__proto__=x&empty=', {
      'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
    });
    expect(res.statusCode).toBe(200);
    // Parsed from JSON: in an object literal, __proto__ would set the prototype instead of naming a field.
    expect(res.json()).toEqual(
      JSON.parse(
        '{ "body": { "name": "Ada Lovelace", "agree": "on", "tag": ["a", "b", "c"], "city": "Zürich", "__proto__": "x", "empty": "" }, "prototype": null }',
      ),
    );
    expect(Object.keys(res.json().body)).toContain('__proto__');
  });

  it('refuses a form over its byte or field limits with a 413 page', async () => {
    const big = await post(`a=${'x'.repeat(FORM_BODY_LIMIT)}`);
    expect(big.statusCode).toBe(413);
    expect(big.body).toContain('<h1>That was too large</h1>');
    const many = await post(Array.from({ length: FORM_MAX_FIELDS + 1 }, (_, i) => `f${i}=1`).join('&'));
    expect(many.statusCode).toBe(413);
    expect(many.body).toContain(`a form may have at most ${FORM_MAX_FIELDS} fields`);
    expect((await post(Array.from({ length: FORM_MAX_FIELDS }, (_, i) => `f${i}=1`).join('&'))).statusCode).toBe(200);
  });

  it('takes no other body: JSON, multipart and files are 415 pages', async () => {
    for (const type of [
      'application/json',
      'multipart/form-data; boundary=x',
      'application/pdf',
      'application/octet-stream',
      'text/plain',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/test/form',
        headers: { 'content-type': type },
        payload: '--x--',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('refuses a form posted from another site (Sec-Fetch-Site, else Origin), with a 403 page', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'not a url' },
    ] as Record<string, string>[]) {
      const res = await post('a=1', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.body).toContain('this form can only be sent from its own page');
    }
    for (const headers of [
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:80' },
      { origin: 'null' },
      {},
    ] as Record<string, string>[]) {
      expect((await post('a=1', { host: 'localhost:80', ...headers })).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('does not reach the API: its JSON operations still answer 415 for a form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents',
      headers: { ...bearer(t.key), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'title=x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      requestId: expect.any(String),
      error: 'content type application/x-www-form-urlencoded is not accepted here',
      code: 'unsupported_media_type',
    });
  });
});
