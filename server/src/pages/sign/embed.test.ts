// The signing page and the viewer embedded in an integrator's app, over HTTP (the browser side, messages and
// redirects, is test/embed.test.ts): what each page hands its script to talk to its host (the workspace's allowed
// origins, the envelope and recipient), the link's ?returnUrl= kept only on an allowed origin and otherwise
// ignored with the reason on the page, and the ended pages (410, 409 not your turn) telling the same; another
// workspace's origins never reach a page.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, otherWorkspace, type TestApp } from '../../../test/helpers.js';
import { sendEngagementLetter } from '../../../test/signing-support.js';
import { builtAssets } from '../assets.js';
import type { ClosedPageData, SignPageData, ViewPageData } from '../page-data.js';

const APP = 'https://app.example.com';
let t: TestApp;
let other: string;
beforeAll(async () => {
  builtAssets();
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { startJobs: false });
  other = await otherWorkspace(t);
});
afterAll(async () => {
  await t?.close();
});

const uniq = () => randomBytes(4).toString('hex');
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The JSON block a page hands its script, or undefined when it has none. */
function dataOf<T>(body: string): T | undefined {
  const m = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(body);
  return m ? (JSON.parse(m[1]) as T) : undefined;
}
const ignoredOf = (body: string) => /<main [^>]*data-return-url-ignored="([^"]*)"/.exec(body)?.[1];

/** Two signers in order (the second waits its turn), and a link to the document; paths of both pages. */
async function sent(key = t.key) {
  const { doc, envelope: e } = await sendEngagementLetter(
    t,
    [
      { name: 'Ada', email: `ada@${uniq()}.test`, delivery: 'embedded' },
      { name: 'Bo', email: `bo@${uniq()}.test`, routingOrder: 2 },
    ],
    { sequential: true },
    key,
  );
  const link = await t.api('POST', '/links', { name: 'For Acme', documentId: doc.id }, key);
  expect(link.statusCode, link.body).toBe(201);
  const [ada, bo] = e.recipients as { id: string; signingUrl: string }[];
  return {
    envelopeId: e.id as string,
    ada: { id: ada.id, path: new URL(ada.signingUrl).pathname },
    bo: { id: bo.id, path: new URL(bo.signingUrl).pathname },
    slug: link.json().data.slug as string,
  };
}

const withReturn = (path: string, url: string) => `${path}?returnUrl=${encodeURIComponent(url)}`;

describe('the signing page, embedded', () => {
  it('with no origins allowed: posts to nobody, and ignores a return URL saying why', async () => {
    await t.api('PATCH', '/workspace/embedding', { allowedOrigins: [] });
    const s = await sent();
    const plain = await get(s.ada.path);
    expect(plain.statusCode).toBe(200);
    expect(dataOf<SignPageData>(plain.body)!.embed).toEqual({
      origins: [],
      envelopeId: s.envelopeId,
      recipientId: s.ada.id,
      returnUrl: null,
    });
    expect(ignoredOf(plain.body)).toBeUndefined();
    const page = await get(withReturn(s.ada.path, `${APP}/done`));
    expect(page.statusCode).toBe(200);
    const why = 'returnUrl ignored: this workspace allows no origin to embed its pages (PATCH /workspace/embedding)';
    expect(dataOf<SignPageData>(page.body)!.embed).toMatchObject({ returnUrl: null, returnUrlIgnored: why });
    expect(ignoredOf(page.body)).toBe(why);
  });

  it('keeps a return URL on an allowed origin, and ignores any other naming why', async () => {
    await t.api('PATCH', '/workspace/embedding', { allowedOrigins: [APP, 'http://localhost:5173'] });
    const s = await sent();
    const ok = await get(withReturn(s.ada.path, 'https://APP.example.com:443/orders/7?tab=sign#top'));
    expect(ok.statusCode).toBe(200);
    expect(dataOf<SignPageData>(ok.body)!.embed).toEqual({
      origins: [APP, 'http://localhost:5173'],
      envelopeId: s.envelopeId,
      recipientId: s.ada.id,
      returnUrl: 'https://app.example.com/orders/7?tab=sign#top',
    });
    expect(ignoredOf(ok.body)).toBeUndefined();
    expect(ok.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${APP} http://localhost:5173`);

    const cases: [string, string][] = [
      [
        'https://evil.example.net/phish',
        'returnUrl ignored: https://evil.example.net is not one of the origins this workspace allows to embed its pages (PATCH /workspace/embedding)',
      ],
      [
        'http://app.example.com/done',
        'returnUrl ignored: http://app.example.com is not one of the origins this workspace allows to embed its pages (PATCH /workspace/embedding)',
      ],
      ['/done', 'returnUrl ignored: it is not an absolute URL'],
      ['javascript:alert(1)', 'returnUrl ignored: null is not one of the origins this workspace allows'],
      ['https://user:pw@app.example.com/done', 'returnUrl ignored: it carries a user name or password'],
      [`${APP}/${'x'.repeat(2100)}`, 'returnUrl ignored: it is longer than 2048 characters'],
    ];
    for (const [given, why] of cases) {
      const res = await get(withReturn(s.ada.path, given));
      expect(res.statusCode, given).toBe(200);
      const embed = dataOf<SignPageData>(res.body)!.embed;
      expect(embed.returnUrl, given).toBeNull();
      expect(embed.returnUrlIgnored, given).toContain(why);
      expect(ignoredOf(res.body), given).toBeDefined();
    }
    // Given twice: neither is taken.
    const twice = await get(
      `${s.ada.path}?returnUrl=${encodeURIComponent(`${APP}/a`)}&returnUrl=${encodeURIComponent(`${APP}/b`)}`,
    );
    expect(dataOf<SignPageData>(twice.body)!.embed).toMatchObject({
      returnUrl: null,
      returnUrlIgnored: 'returnUrl ignored: give it once, as one absolute URL',
    });
  });

  it('a signer whose turn has not come, and a link that ended, tell the host and keep the return URL', async () => {
    await t.api('PATCH', '/workspace/embedding', { allowedOrigins: [APP] });
    const s = await sent();
    const waiting = await get(withReturn(s.bo.path, `${APP}/done`));
    expect(waiting.statusCode).toBe(409);
    expect(waiting.body).toMatch(/<script type="module" src="\/assets\/closed\.[A-Z0-9]+\.js"><\/script>/);
    expect(dataOf<ClosedPageData>(waiting.body)!.ended).toEqual({
      origins: [APP],
      reason: 'not_your_turn',
      message: expect.any(String),
      envelopeId: s.envelopeId,
      returnUrl: `${APP}/done`,
    });

    const voided = await t.api('POST', `/envelopes/${s.envelopeId}/void`, { reason: 'Wrong terms' });
    expect(voided.statusCode, voided.body).toBe(200);
    const over = await get(withReturn(s.ada.path, `${APP}/done`));
    expect(over.statusCode).toBe(410);
    expect(over.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${APP}`);
    expect(dataOf<ClosedPageData>(over.body)!.ended).toMatchObject({
      origins: [APP],
      reason: 'envelope_voided',
      envelopeId: s.envelopeId,
      returnUrl: `${APP}/done`,
    });
    const elsewhere = await get(withReturn(s.ada.path, 'https://evil.example.net/'));
    expect(dataOf<ClosedPageData>(elsewhere.body)!.ended).toMatchObject({ returnUrl: null });
    expect(ignoredOf(elsewhere.body)).toContain('https://evil.example.net is not one of the origins');

    // Without origins and without a return URL the closed page is as before: nothing for a host, no script.
    await t.api('PATCH', '/workspace/embedding', { allowedOrigins: [] });
    const plain = await get(s.ada.path);
    expect(plain.statusCode).toBe(410);
    expect(dataOf<ClosedPageData>(plain.body)).toBeUndefined();
    expect(plain.body).not.toContain('closed.');
  });

  it("another workspace's pages never carry this workspace's origins", async () => {
    await t.api('PATCH', '/workspace/embedding', { allowedOrigins: [APP] });
    const s = await sent(other);
    const page = await get(withReturn(s.ada.path, `${APP}/done`));
    expect(page.statusCode).toBe(200);
    expect(dataOf<SignPageData>(page.body)!.embed).toMatchObject({ origins: [], returnUrl: null });
    const view = await get(`/v/${s.slug}`);
    expect(dataOf<ViewPageData>(view.body)!.embed).toEqual({ origins: [] });
  });
});

describe('the viewer, embedded', () => {
  it("hands its script the workspace's origins; closed, it tells the host why", async () => {
    await t.api('PATCH', '/workspace/embedding', { allowedOrigins: [APP] });
    const s = await sent();
    const view = await get(`/v/${s.slug}`);
    expect(view.statusCode).toBe(200);
    expect(dataOf<ViewPageData>(view.body)!.embed).toEqual({ origins: [APP] });
    const links = (await t.api('GET', '/links')).json().data as { id: string; slug: string }[];
    const id = links.find((l) => l.slug === s.slug)!.id;
    expect((await t.api('PATCH', `/links/${id}`, { active: false })).statusCode).toBe(200);
    const closed = await get(`/v/${s.slug}`);
    expect(closed.statusCode).toBe(410);
    expect(dataOf<ClosedPageData>(closed.body)!.ended).toEqual({
      origins: [APP],
      reason: 'link_disabled',
      message: 'This link has been switched off',
      slug: s.slug,
    });
  });
});
