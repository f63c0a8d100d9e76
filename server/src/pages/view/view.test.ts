// The viewer page over HTTP: GET /v/{slug} draws the frame the script fills (gate forms with labels, the page's
// data and script), kept out of search engines (meta and X-Robots-Tag) unless the link is public, with Open Graph
// tags from the link or the defaults (the card image served by the service); an unknown slug is the 404 page; a
// link that no longer opens is the closed page (410) saying why, for each reason. The browser test
// (test/viewer-page.test.ts) goes through the gates and reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../../test/helpers.js';
import { asset } from '../assets.js';

const ORIGIN = 'https://share.example.test';
let t: TestApp;
beforeAll(async () => {
  t = await makeApp(
    { LINK_ORIGIN: ORIGIN, PUBLIC_URL: 'https://api.example.test', RATE_LIMIT_PER_MINUTE: '1000000' },
    { startJobs: false },
  );
  await t.db.kysely.updateTable('workspaces').set({ plan: 'enterprise' }).where('slug', '=', t.workspace).execute();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function created(method: string, url: string, body: unknown) {
  const res = await t.api(method, url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Record<string, any>;
}

const doc = (title = 'Series A <deck>') => created('POST', '/documents', { title, markdown: `# ${title}\n\nBody.` });
const link = (body: Record<string, unknown>) => created('POST', '/links', { name: 'For Acme', ...body });

describe('GET /v/{slug}', () => {
  it('draws the page: title escaped, every gate form labelled, script and data, noindex in meta and header, default card', async () => {
    const d = await doc();
    const l = await link({ documentId: d.id });
    const res = await get(`/v/${l.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toMatch(
      /^default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:;/,
    );
    const page = res.body;
    expect(page).toContain('<title>Series A &lt;deck&gt;</title>');
    expect(page).toContain('<h1 id="view-title" dir="auto">Series A &lt;deck&gt;</h1>');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page).toContain('<meta property="og:title" content="Series A &lt;deck&gt;">');
    expect(page).toContain('<meta property="og:description" content="A document shared with you through Dossier.">');
    expect(page).toContain(`<meta property="og:image" content="${ORIGIN}${asset('og-card.png')}">`);
    expect(page).toContain(`<meta property="og:url" content="${ORIGIN}/v/${l.slug}">`);
    expect(page).toContain(`<script type="module" src="${asset('view.js')}"></script>`);
    expect(page).toContain(
      `"slug":"${l.slug}","title":"Series A <deck>","kind":"document","pdfWorker":"${asset('pdf.worker.js')}"`.replace(
        '<deck>',
        '\\u003cdeck\\u003e',
      ),
    );
    // Every control of every gate has its label.
    for (const [id, label] of [
      ['gate-email-input', 'Email address'],
      ['gate-verification-input', 'Verification code'],
      ['gate-password-input', 'Password'],
      ['gate-nda-name', 'Your full name'],
    ])
      expect(page).toContain(`<label for="${id}">${label}</label>`);
    expect(page).toMatch(
      /<label class="choice"><input type="checkbox" id="gate-nda-accept"[^>]*> I have read these terms and accept them<\/label>/,
    );
    expect(page).not.toMatch(/<script>|\son\w+="|\sstyle="/);
    // The default card is served, as a PNG.
    const card = await get(asset('og-card.png'));
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it("uses the link's card settings; a public link may be indexed; the owner's icon's origin is allowed", async () => {
    const d = await doc('Deck');
    const l = await link({
      documentId: d.id,
      isPublic: true,
      ogTitle: 'Acme & Co raise',
      ogDescription: 'Our Series A, in 12 slides.',
      ogImageUrl: 'https://cdn.acme.example/card.png',
      ogFaviconUrl: 'https://cdn.acme.example/icon.png',
    });
    const res = await get(`/v/${l.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('all');
    expect(res.body).toContain('<meta name="robots" content="index, follow">');
    expect(res.body).toContain('<title>Acme &amp; Co raise</title>');
    expect(res.body).toContain('<meta property="og:title" content="Acme &amp; Co raise">');
    expect(res.body).toContain('<meta property="og:description" content="Our Series A, in 12 slides.">');
    expect(res.body).toContain('<meta property="og:image" content="https://cdn.acme.example/card.png">');
    expect(res.body).toContain('<link rel="icon" href="https://cdn.acme.example/icon.png">');
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: https://cdn.acme.example;");
  });

  it('a room link says so; an unknown slug is the 404 page, kept out of search engines', async () => {
    const r = await created('POST', '/rooms', { name: 'Diligence' });
    const l = await link({ dataRoomId: r.id });
    const page = (await get(`/v/${l.slug}`)).body;
    expect(page).toContain('<p class="eyebrow">Data room</p>');
    expect(page).toContain('"kind":"room"');
    expect(page).toContain('A data room shared with you through Dossier.');
    expect(page).toContain('id="room-tree"');
    // Each of its documents at an address of its own: the same page (the script opens the one it names).
    const deep = await get(`/v/${l.slug}/d/doc_abc123`);
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('"kind":"room"');
    const missing = await get('/v/no-such-link');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(missing.body).toContain('No document is shared at this address.');
  });

  it('a closed link is the closed page (410) saying why: off, expired, view cap, room archived or trashed, document trashed, deleted', async () => {
    const closed = async (slug: string, reason: string, heading: string) => {
      const res = await get(`/v/${slug}`);
      expect(res.statusCode, reason).toBe(410);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.body).toContain(`<h1>${heading}</h1>`);
      // Said in words; the code only as the card's data-reason, never shown.
      expect(res.body).toContain(`data-reason="${reason}"`);
      expect(res.body).not.toContain(`<code>${reason}</code>`);
      return res.body;
    };
    const d = await doc('Closing');
    const off = await link({ documentId: d.id, active: false });
    const page = await closed(off.slug, 'link_disabled', 'This link has been switched off');
    expect(page).toContain('<p class="eyebrow" dir="auto">Closing</p>');
    // Switched off on purpose: nothing to copy and send on.
    expect(page).not.toMatch(/copy-link|"url":/);

    const expired = await link({ documentId: d.id, expiresAt: '2099-01-01T00:00:00Z' });
    await t.db.kysely
      .updateTable('share_links')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', expired.id)
      .execute();
    // Expired: its owner may extend it, and the same link opens again, so it may be copied.
    expect(await closed(expired.slug, 'link_expired', 'This link has expired')).toContain(
      `"url":"${ORIGIN}/v/${expired.slug}"`,
    );

    const capped = await link({ documentId: d.id, maxViews: 1 });
    expect((await get(`/v/${capped.slug}`)).statusCode).toBe(200);
    await t.db.kysely.updateTable('share_links').set({ view_count: 1 }).where('id', '=', capped.id).execute();
    // Past the cap the words come with the page's script, for a visit this browser opened before to read on.
    const cap = await closed(capped.slug, 'link_view_limit', 'This link has reached its view limit');
    expect(cap).toContain('<title>This link has reached its view limit: Closing</title>');
    expect(cap).toContain(`<script type="module" src="${asset('view.js')}"></script>`);
    expect(cap).toContain('"closed":"link_view_limit"');
    expect(cap).toContain('<header class="view-head" hidden>');

    const archivedRoom = await created('POST', '/rooms', { name: 'Archived' });
    const inArchived = await link({ dataRoomId: archivedRoom.id });
    expect((await t.api('PATCH', `/rooms/${archivedRoom.id}`, { archived: true })).statusCode).toBe(200);
    await closed(inArchived.slug, 'room_archived', 'This data room has been archived');

    const trashedRoom = await created('POST', '/rooms', { name: 'Trashed' });
    const inTrashed = await link({ dataRoomId: trashedRoom.id });
    expect((await t.api('DELETE', `/rooms/${trashedRoom.id}`)).statusCode).toBe(204);
    await closed(inTrashed.slug, 'room_deleted', 'This data room has been deleted');

    const gone = await doc('Trashed doc');
    const toGone = await link({ documentId: gone.id });
    expect((await t.api('DELETE', `/documents/${gone.id}`)).statusCode).toBe(204);
    await closed(toGone.slug, 'document_deleted', 'This document has been deleted');

    const deleted = await link({ documentId: d.id });
    expect((await t.api('DELETE', `/links/${deleted.id}`)).statusCode).toBe(204);
    await closed(deleted.slug, 'link_deleted', 'This link no longer exists');
  });
});
