// GET/PATCH /workspace/embedding over HTTP: the origins allowed to frame a workspace's signing page and viewer,
// normalised and bounded, each bad entry named; those two pages of that workspace then name them in
// frame-ancestors (without X-Frame-Options), while its other pages, the API and another workspace's pages keep
// refusing frames; the viewer's visit cookie becomes a partitioned third-party cookie.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, otherWorkspace, waitFor, type TestApp } from '../../test/helpers.js';
import { sendEngagementLetter } from '../../test/signing-support.js';
import { builtAssets } from '../pages/assets.js';

const NONE = "frame-ancestors 'none'";
let t: TestApp;
let other: string;
beforeAll(async () => {
  builtAssets();
  t = await makeApp(
    {
      LINK_ORIGIN: 'https://share.example.test',
      PUBLIC_URL: 'https://api.example.test',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    { startJobs: false },
  );
  other = await otherWorkspace(t);
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** A sent envelope's signing page path and a document link's viewer path, in the workspace of `key`. */
async function pagesOf(key = t.key): Promise<{ sign: string; view: string; slug: string }> {
  const { doc, envelope: e } = await sendEngagementLetter(
    t,
    [{ name: 'Ada Lovelace', email: `ada@${randomBytes(3).toString('hex')}.test` }],
    {},
    key,
  );
  const link = await t.api('POST', '/links', { name: 'For Acme', documentId: doc.id }, key);
  expect(link.statusCode, link.body).toBe(201);
  return {
    sign: new URL(e.recipients[0].signingUrl).pathname,
    view: `/v/${link.json().data.slug}`,
    slug: link.json().data.slug,
  };
}

function refusesFrames(res: { headers: Record<string, unknown> }): void {
  expect(res.headers['content-security-policy']).toContain(NONE);
  expect(res.headers['x-frame-options']).toBe('DENY');
}

describe('/workspace/embedding', () => {
  it('starts empty; keeps origins normalised (lower case, no default port, no duplicates) and an empty list turns it off', async () => {
    const before = await t.api('GET', '/workspace/embedding');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual({ allowedOrigins: [] });
    const set = await t.api('PATCH', '/workspace/embedding', {
      allowedOrigins: [
        'https://App.Example.COM',
        'https://app.example.com:443',
        'https://app.example.com:8443',
        'http://localhost:5173',
        'http://127.0.0.1',
        ' https://b.example.org ',
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    const origins = [
      'https://app.example.com',
      'https://app.example.com:8443',
      'http://localhost:5173',
      'http://127.0.0.1',
      'https://b.example.org',
    ];
    expect(set.json().data).toEqual({ allowedOrigins: origins });
    expect((await t.api('GET', '/workspace/embedding')).json().data).toEqual({ allowedOrigins: origins });
    expect((await t.api('PATCH', '/workspace/embedding', { allowedOrigins: [] })).json().data).toEqual({
      allowedOrigins: [],
    });
  });

  it('refuses each entry that is not an allowed origin, naming it, and more than 20, changing nothing', async () => {
    await t.api('PATCH', '/workspace/embedding', { allowedOrigins: ['https://kept.example.com'] });
    const valid = ['https://a.example.com', 'http://localhost:3000', 'https://b.example.com'];
    const bad = [
      'http://app.example.com', // http beyond the loopback names
      'https://app.example.com/', // a path, even "/"
      'https://app.example.com/embed',
      'https://app.example.com?x=1',
      'https://app.example.com#top',
      'https://user:pw@app.example.com',
      'ftp://files.example.com',
      'app.example.com',
      '*',
      "https://app.example.com; script-src 'unsafe-inline'",
      'http://localhost.evil.test',
      '',
    ];
    for (const entry of bad) {
      const res = await t.api('PATCH', '/workspace/embedding', { allowedOrigins: [...valid, entry] });
      expect(res.statusCode, JSON.stringify(entry)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(
        res.json().details.fields.map((f: { field: string }) => f.field),
        JSON.stringify(entry),
      ).toEqual(['body.allowedOrigins[3]']);
    }
    const many = Array.from({ length: 21 }, (_, i) => `https://o${i}.example.com`);
    const tooMany = await t.api('PATCH', '/workspace/embedding', { allowedOrigins: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details.fields[0].field).toBe('body.allowedOrigins');
    expect((await t.api('PATCH', '/workspace/embedding', { allowedOrigins: many.slice(0, 20) })).statusCode).toBe(200);
    expect((await t.api('PATCH', '/workspace/embedding', {})).statusCode).toBe(400);
    expect((await t.api('GET', '/workspace/embedding')).json().data.allowedOrigins).toEqual(many.slice(0, 20));
    await t.api('PATCH', '/workspace/embedding', { allowedOrigins: [] });
  });

  it('needs envelopes:read to read and envelopes:write to change (403 otherwise)', async () => {
    const reader = await t.keyWith(['envelopes:read']);
    const stranger = await t.keyWith(['documents:read']);
    expect((await t.api('GET', '/workspace/embedding', undefined, reader)).statusCode).toBe(200);
    expect(
      (await t.api('PATCH', '/workspace/embedding', { allowedOrigins: ['https://app.example.com'] }, reader))
        .statusCode,
    ).toBe(403);
    expect((await t.api('GET', '/workspace/embedding', undefined, stranger)).statusCode).toBe(403);
    expect((await t.api('GET', '/workspace/embedding')).json().data.allowedOrigins).toEqual([]);
  });

  it("lets the allowed origins frame the workspace's signing page and viewer only; other pages and workspaces refuse", async () => {
    const mine = await pagesOf();
    const theirs = await pagesOf(other);
    for (const path of [mine.sign, mine.view]) refusesFrames(await get(path)); // none set: nothing changes

    await t.api('PATCH', '/workspace/embedding', {
      allowedOrigins: ['https://app.example.com', 'http://localhost:5173'],
    });
    for (const path of [mine.sign, mine.view]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-security-policy'], path).toContain(
        "frame-ancestors 'self' https://app.example.com http://localhost:5173",
      );
      expect(res.headers['content-security-policy'], path).toMatch(/^default-src 'none'; script-src 'self';/);
      expect(res.headers['x-frame-options'], path).toBeUndefined();
    }
    for (const path of [theirs.sign, theirs.view, '/docs', '/sign/not-a-token', '/v/no-such-slug'])
      refusesFrames(await get(path));
    // The owner's favicon adds its origin to the same policy; a closed link's page may be framed too.
    const doc = (await t.api('GET', '/documents?limit=1')).json().data[0];
    const iconic = (
      await t.api('POST', '/links', {
        name: 'Icon',
        documentId: doc.id,
        ogFaviconUrl: 'https://cdn.acme.example/icon.png',
      })
    ).json().data;
    const withIcon = await get(`/v/${iconic.slug}`);
    expect(withIcon.headers['content-security-policy']).toContain("img-src 'self' data: https://cdn.acme.example;");
    expect(withIcon.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://app.example.com http://localhost:5173",
    );
    expect(withIcon.headers['x-frame-options']).toBeUndefined();
    expect((await t.api('PATCH', `/links/${iconic.id}`, { active: false })).statusCode).toBe(200);
    const closed = await get(`/v/${iconic.slug}`);
    expect(closed.statusCode).toBe(410);
    expect(closed.headers['content-security-policy']).toContain("frame-ancestors 'self' https://app.example.com");
    const api = await t.api('GET', '/workspace/embedding');
    expect(String(api.headers['content-security-policy'] ?? '')).not.toContain('app.example.com');

    // The viewer's visit cookie: a partitioned third-party cookie where the workspace embeds (served over https).
    const started = await t.api.post(`/public/links/${mine.slug}/visits`, {}, { key: null });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.headers['set-cookie']).toMatch(/; HttpOnly; SameSite=None; Secure; Partitioned$/);
    const theirVisit = await t.api.post(`/public/links/${theirs.slug}/visits`, {}, { key: null });
    expect(theirVisit.headers['set-cookie']).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);

    // A change by another process (here: straight into the row) reaches the pages without a restart.
    await t.db.kysely.updateTable('workspaces').set({ embed_origins: null }).where('id', '=', t.workspaceId).execute();
    await waitFor(
      async () => (await get(mine.sign)).headers['x-frame-options'] === 'DENY',
      10_000,
      'the signing page to refuse frames again',
    );
    refusesFrames(await get(mine.view));
  });
});
