// GET /docs, the plain HTML index of the API, served by the pages plugin.
import { describe, expect, it } from 'vitest';
import { bearer, makeApp, perFile } from '../../../test/helpers.js';
import { domains } from '../../domains.js';
import { operations } from '../../generated/operations.gen.js';

// An app without the analytics domain: its operations are the examples of what is not built (whatever else is).
const withoutAnalytics = domains.filter((d) => d.name !== 'analytics');

const t = perFile(() => makeApp({ PUBLIC_URL: 'https://docs.example.com/' }));

describe('GET /docs', () => {
  it('lists the operations for people', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('/documents/{id}/versions/{versionId}');
  });

  it('marks each operation built or not built yet, as the app answers it', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/docs' })).body;
    const rows = [...html.matchAll(/<tr id="(\w+)" data-built="(true|false)">(.*?)<\/tr>/g)].map(
      ([, id, built, cells]) => ({ id, built: built === 'true', cells }),
    );
    expect(rows.map((r) => r.id).sort()).toEqual(operations.map((o) => o.operationId).sort());
    for (const r of rows) {
      expect(r.built, r.id).toBe(t.app.implementedOperations.has(r.id));
      expect(r.cells, r.id).toMatch(r.built ? /<td class="built">built<\/td>$/ : /<td class="todo">not built yet/);
    }
    expect(rows.find((r) => r.id === 'uploadDocument')?.built).toBe(true);
    const built = rows.filter((r) => r.built).length;
    // Every operation is built: the banner says so, with no "the others answer 501" about no others.
    expect(built).toBe(operations.length);
    expect(html).toContain(`<p id="built-summary">All ${operations.length} operations are built.</p>`);
    expect(html).not.toContain('the others answer');
  });

  it('marks what an app does not answer as not built yet, which answers 501', async () => {
    const partial = await makeApp({}, { startJobs: false, domains: withoutAnalytics });
    try {
      const html = (await partial.app.inject({ method: 'GET', url: '/docs' })).body;
      expect(html).toMatch(/<tr id="getAnalyticsSummary" data-built="false">/);
      expect(html).toMatch(/<tr id="uploadDocument" data-built="true">/);
      const res = await partial.app.inject({
        method: 'GET',
        url: '/api/v1/analytics/summary',
        headers: bearer(partial.key),
      });
      expect(res.json().code).toBe('not_implemented');
      const built = partial.app.implementedOperations.size;
      expect(built).toBeLessThan(operations.length);
      expect(html).toContain(`${built} of ${operations.length} operations are built`);
    } finally {
      await partial.close();
    }
  });

  it('follows the handlers the app was given', async () => {
    const extra = await makeApp(
      {},
      { startJobs: false, domains: withoutAnalytics, handlers: { getAnalyticsSummary: async () => ({}) as never } },
    );
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
  it('has the pages CSP: scripts from this origin only (Redoc and its start-up, hashed assets), inline styles for Redoc, its search worker from a blob', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/style-src[^;]*sha256/); // a hash beside 'unsafe-inline' would switch it off
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    // No inline script: the two scripts are the built, hashed assets, and the spec with its samples is one too.
    const scripts = [...res.body.matchAll(/<script([^>]*)>(.*?)<\/script>/gs)];
    expect(scripts).toHaveLength(2);
    for (const [, attrs, body] of scripts) {
      expect(body).toBe('');
      expect(attrs).toMatch(/src="\/assets\/(redoc|docs)\.[A-Z0-9]{8}\.js"/);
    }
    const spec = /data-spec="(\/assets\/openapi\.docs\.[A-Z0-9]{8}\.json)"/.exec(res.body)![1];
    const served = await t.app.inject({ method: 'GET', url: spec });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^application\/json/);
    const doc = served.json();
    expect(doc.paths['/documents/{id}'].get['x-codeSamples'].map((s: { label: string }) => s.label)).toEqual([
      'SDK',
      'CLI',
      'curl',
    ]);
    // Every operation has its SDK call and curl; every keyed one its CLI command too (public ones have none).
    for (const o of operations) {
      const samples: { label: string; source: string }[] = doc.paths[o.path][o.method.toLowerCase()]['x-codeSamples'];
      const labels = samples.map((x) => x.label);
      expect(labels, o.operationId).toEqual(
        expect.arrayContaining(['SDK', 'curl', ...(o.auth === 'key' ? ['CLI'] : [])]),
      );
      expect(samples.find((x) => x.label === 'SDK')!.source, o.operationId).toContain(
        `dossier.${doc.paths[o.path][o.method.toLowerCase()]['x-sdk']}(`,
      );
    }
    expect(res.body.match(/<style>/g)).toHaveLength(1);
    expect(res.body).not.toMatch(/style="/);
  });

  it('is what GET / redirects to', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/docs');
  });
});
