// GET /docs, the plain HTML index of the API, served by the pages plugin.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, type TestApp } from '../../../test/helpers.js';
import { domains } from '../../domains.js';
import { operations } from '../../generated/operations.gen.js';

// An app without the analytics domain: its operations are the examples of what is not built (whatever else is).
const withoutAnalytics = domains.filter((d) => d.name !== 'analytics');

let t: TestApp;
beforeAll(async () => {
  t = await makeApp({ PUBLIC_URL: 'https://docs.example.com/' });
});
afterAll(() => t.close());

describe('GET /docs', () => {
  it('lists the operations for people', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('/documents/{id}/versions/{versionId}');
  });

  it('marks each operation built or not built yet, as the app answers it', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/docs' })).body;
    const rows = [...html.matchAll(/<tr id="(\w+)" data-built="(true|false)">(.*?)<\/tr>/g)].map(([, id, built, cells]) => ({ id, built: built === 'true', cells }));
    expect(rows.map((r) => r.id).sort()).toEqual(operations.map((o) => o.operationId).sort());
    for (const r of rows) {
      expect(r.built, r.id).toBe(t.app.implementedOperations.has(r.id));
      expect(r.cells, r.id).toMatch(r.built ? /<td class="built">built<\/td>$/ : /<td class="todo">not built yet/);
    }
    expect(rows.find((r) => r.id === 'uploadDocument')?.built).toBe(true);
    const built = rows.filter((r) => r.built).length;
    expect(html).toContain(`${built} of ${operations.length} operations are built`);
    expect(built).toBeGreaterThan(0);
  });

  it('marks what an app does not answer as not built yet, which answers 501', async () => {
    const partial = await makeApp({}, { startJobs: false, domains: withoutAnalytics });
    try {
      const html = (await partial.app.inject({ method: 'GET', url: '/docs' })).body;
      expect(html).toMatch(/<tr id="getAnalyticsSummary" data-built="false">/);
      expect(html).toMatch(/<tr id="uploadDocument" data-built="true">/);
      const res = await partial.app.inject({ method: 'GET', url: '/api/v1/analytics/summary', headers: bearer(partial.key) });
      expect(res.json().code).toBe('not_implemented');
      const built = partial.app.implementedOperations.size;
      expect(built).toBeLessThan(operations.length);
      expect(html).toContain(`${built} of ${operations.length} operations are built`);
    } finally {
      await partial.close();
    }
  });

  it('follows the handlers the app was given', async () => {
    const extra = await makeApp({}, { startJobs: false, domains: withoutAnalytics, handlers: { getAnalyticsSummary: async () => ({}) as never } });
    try {
      const html = (await extra.app.inject({ method: 'GET', url: '/docs' })).body;
      expect(html).toMatch(/<tr id="getAnalyticsSummary" data-built="true">/);
      expect(html).toMatch(/<tr id="getDocumentAnalytics" data-built="false">/);
    } finally {
      await extra.close();
    }
  });
});

describe('GET /docs under the pages plugin', () => {
  it('has the pages CSP, allowing its one inline style by its hash and nothing else inline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' });
    const csp = res.headers['content-security-policy'] as string;
    const style = res.body.match(/<style>(.*?)<\/style>/s)![1];
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    expect(csp).toContain(`style-src 'self' ${hash}`);
    expect(csp).toContain("script-src 'self';");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.body.match(/<style>/g)).toHaveLength(1);
    expect(res.body).not.toMatch(/<script|style="/);
  });

  it('is what GET / redirects to', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/docs');
  });
});
