// The contract's version and deprecations on the wire, over real HTTP on the engine the run chose (SQLite, or
// PostgreSQL with DATABASE_URL): every answer names the version; a call using a deprecated operation, parameter or
// body field (a fixture: no real operation is deprecated) answers Deprecation (RFC 9745), Sunset (RFC 8594) and a
// Link to its changelog entry, and a call using none of them answers none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, type TestApp } from '../../test/helpers.js';
import { apiVersion } from '../generated/version.gen.js';
import { loadSpec } from '../platform/spec.js';

const FIXTURE = {
  getMe: { operation: { since: '2026-12-01', sunset: '2027-06-30', replacement: 'GET /', anchor: 'deprecated-getme' } },
  listDocuments: {
    parameters: { q: { since: '2026-11-15', sunset: '2027-07-31', anchor: 'deprecated-listdocuments-q' } },
  },
  createFolder: {
    fields: { parentId: { since: '2026-12-02', sunset: '2027-08-31', anchor: 'deprecated-createfolder-parentid' } },
  },
};

let t: TestApp;
let origin: string;
let api: string;
beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { deprecations: FIXTURE });
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  api = `${origin}/api/v1`;
}, 60_000);
afterAll(() => t?.close());

const unix = (date: string) => `@${Date.parse(`${date}T00:00:00Z`) / 1000}`;

describe('x-dossier-api-version', () => {
  it('is the spec version, on every answer: API, refusals, unknown routes, probes, pages', async () => {
    expect(apiVersion).toBe(loadSpec().doc.info.version);
    const answers = await Promise.all([
      fetch(`${api}/`, { headers: bearer(t.key) }),
      fetch(`${api}/folders`, { headers: bearer(t.key) }),
      fetch(`${api}/folders`),
      fetch(`${api}/no-such-route`),
      fetch(`${api}/openapi.json`),
      fetch(`${origin}/healthz`),
      fetch(`${origin}/docs`),
      fetch(`${origin}/no-such-page`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 401, 404, 200, 200, 200, 404]);
    for (const r of answers) expect(r.headers.get('x-dossier-api-version'), r.url).toBe(apiVersion);
    expect(((await answers[0].json()) as { version: string }).version).toBe(apiVersion);
    expect(((await answers[4].json()) as { info: { version: string } }).info.version).toBe(apiVersion);
  });
});

describe('deprecation headers', () => {
  it('a deprecated operation answers Deprecation, Sunset and a Link to its changelog entry, refused or not', async () => {
    for (const headers of [bearer(t.key), {}]) {
      const res = await fetch(`${api}/me`, { headers });
      expect([200, 401]).toContain(res.status);
      expect(res.headers.get('deprecation')).toBe(unix('2026-12-01'));
      expect(res.headers.get('sunset')).toBe('Wed, 30 Jun 2027 00:00:00 GMT');
      expect(res.headers.get('link')).toBe('</docs/changes#deprecated-getme>; rel="deprecation"; type="text/html"');
    }
  });

  it('a deprecated query parameter: only when the call uses it', async () => {
    const plain = await fetch(`${api}/documents`, { headers: bearer(t.key) });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('deprecation')).toBeNull();
    expect(plain.headers.get('sunset')).toBeNull();
    const used = await fetch(`${api}/documents?q=contract`, { headers: bearer(t.key) });
    expect(used.status).toBe(200);
    expect(used.headers.get('deprecation')).toBe(unix('2026-11-15'));
    expect(used.headers.get('sunset')).toBe('Sat, 31 Jul 2027 00:00:00 GMT');
    expect(used.headers.get('link')).toContain('</docs/changes#deprecated-listdocuments-q>');
  });

  it('a deprecated body field: only when the body carries it', async () => {
    const post = (body: object) =>
      fetch(`${api}/folders`, {
        method: 'POST',
        headers: { ...bearer(t.key), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const without = await post({ name: 'Plain' });
    expect(without.status).toBe(201);
    expect(without.headers.get('deprecation')).toBeNull();
    const withField = await post({ name: 'Nested', parentId: null });
    expect(withField.status).toBe(201);
    expect(withField.headers.get('deprecation')).toBe(unix('2026-12-02'));
    expect(withField.headers.get('sunset')).toBe('Tue, 31 Aug 2027 00:00:00 GMT');
    expect(withField.headers.get('link')).toBe(
      '</docs/changes#deprecated-createfolder-parentid>; rel="deprecation"; type="text/html"',
    );
  });

  it('/docs marks each deprecated part with its sunset, linked to its changelog entry; /docs/changes is the changelog', async () => {
    const docs = await (await fetch(`${origin}/docs`)).text();
    expect(docs).toContain('<a href="/docs/changes">/docs/changes</a>');
    const row = (id: string) => new RegExp(`<tr id="${id}"[^>]*>(.*?)</tr>`).exec(docs)?.[1] ?? '';
    expect(row('getMe')).toContain('<a href="/docs/changes#deprecated-getme">deprecated, works until 2027-06-30</a>');
    expect(row('listDocuments')).toContain(
      '<a href="/docs/changes#deprecated-listdocuments-q">parameter q deprecated, works until 2027-07-31</a>',
    );
    expect(row('createFolder')).toContain('field parentId deprecated');
    expect(row('listFolders')).not.toContain('deprecated');
    const changes = await fetch(`${origin}/docs/changes`);
    expect(changes.status).toBe(200);
    expect(changes.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await changes.text();
    expect(html).toContain(`<h2 id="${apiVersion.replaceAll('.', '-')}-`);
    expect(html).toContain('Changed for 1.0.0 clients');
  });

  it('an operation with nothing deprecated answers no deprecation headers', async () => {
    const res = await fetch(`${api}/folders`, { headers: bearer(t.key) });
    expect(res.status).toBe(200);
    for (const h of ['deprecation', 'sunset', 'link']) expect(res.headers.get(h)).toBeNull();
  });
});
