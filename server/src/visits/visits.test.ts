// The viewer's public operations over HTTP on the real database (SQLite, or PostgreSQL with DATABASE_URL):
// starting a visit, the guard every call passes (token isolation, the link re-checked), and what an opened
// visit reads (a document's sections, a PDF's pages, a room's tree filtered by group).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, expectError, makeKit, makeLink, mdDoc, patchLink, pdfDoc, start, type Kit } from './test-kit.js';
import { sansRequestId } from '../../test/helpers.js';

let k: Kit;
beforeAll(async () => {
  k = await makeKit();
});
afterAll(() => k.t.close());

const BODY =
  'Acme Ltd is raising a Series A.\n\n## Term sheet\n\nPre-money valuation: 32 million euros.\n\n- a point\n- ### Nested heading\n  under it\n\n## Team\n\nFounders.';

describe('an ungated link', () => {
  it('opens at once: 201 with token and cookie, opened, view counted, link.viewed, origin recorded; content split into sections', async () => {
    const documentId = await mdDoc(k, 'Series A deck', BODY);
    const l = await makeLink(k, { documentId, requireEmail: false, name: 'Deck for Acme', notifyOnView: false });
    const res = await k.pub('POST', `/links/${l.slug}/visits`, {}, undefined, {
      'user-agent': 'Test Browser/1.0',
      referer: 'https://mail.example.test/inbox',
    });
    expect(res.statusCode, res.body).toBe(201);
    const v = res.json().data;
    expect(v).toMatchObject({
      opened: true,
      pending: [],
      kind: 'document',
      title: 'Series A deck',
      linkName: 'Deck for Acme',
      email: null,
      verification: null,
      nda: null,
      captureFields: [],
    });
    expect(v.token).toMatch(/^vst_[A-Za-z0-9_-]{43}$/);
    expect(v.visitId).toMatch(/^view_/);
    expect(String(res.headers['set-cookie'])).toBe(
      `dossier_visit=${v.token}; Path=/api/v1/public/visits/${v.visitId}; HttpOnly; SameSite=Strict; Secure`,
    );
    const row = await k.t.db.kysely
      .selectFrom('link_visits')
      .selectAll()
      .where('id', '=', v.visitId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      referrer: 'https://mail.example.test/inbox',
      user_agent: 'Test Browser/1.0',
      ip_address: '127.0.0.1',
      opens: 1,
    });
    expect(row.opened_at).not.toBeNull();
    expect(row.token_hash).not.toContain(v.token);
    expect((await k.api('GET', `/links/${l.id}`)).json().data.viewCount).toBe(1);
    const viewed = await k.t.db.kysely
      .selectFrom('audit_events')
      .select(['type', 'actor_name'])
      .where('share_link_id', '=', l.id)
      .where('type', '=', 'link.viewed')
      .execute();
    expect(viewed).toEqual([{ type: 'link.viewed', actor_name: 'Anonymous visitor' }]);

    const c = await content(k, { visitId: v.visitId, token: v.token });
    expect(c.statusCode, c.body).toBe(200);
    const data = c.json().data;
    expect(data).toMatchObject({
      visitId: v.visitId,
      kind: 'document',
      title: 'Series A deck',
      room: null,
      screenshotProtection: false,
      allowDownload: false,
      bulkDownload: null,
      features: { assistant: false, audio: false, feedback: false },
    });
    expect(data.document).toMatchObject({ documentId, kind: 'xdoc', versionId: null, unit: 'section', file: null });
    const secs = data.document.sections;
    expect(secs.map((x: any) => [x.index, x.id, x.heading])).toEqual([
      [0, 'intro', null],
      [1, 'term-sheet', 'Term sheet'],
      [2, 'nested-heading', 'Nested heading'],
      [3, 'team', 'Team'],
    ]);
    expect(secs[1].blocks[0]).toMatchObject({ type: 'heading', attrs: { level: 2, id: 'term-sheet' } });
    // The list is split around the heading inside it: its first item stays in "Term sheet".
    expect(secs[1].blocks.map((b: any) => b.type)).toEqual(['heading', 'paragraph', 'bulletList']);
    expect(secs[2].blocks.map((b: any) => b.type)).toEqual(['bulletList']);
    expect(secs.every((x: any) => x.text === null)).toBe(true);
    // The watermark resolved for this visitor (default text: no address, its blank slot collapsed, today's date).
    expect(data.watermark).toMatchObject({
      text: `Confidential · ${new Date().toISOString().slice(0, 10)}`,
      position: 'tiled',
      opacity: 15,
    });
    // The cookie works as well as the header.
    const byCookie = await k.pub('GET', `/visits/${v.visitId}/content`, undefined, undefined, {
      cookie: `other=1; dossier_visit=${v.token}`,
    });
    expect(byCookie.statusCode, byCookie.body).toBe(200);
    const after = await k.t.db.kysely
      .selectFrom('link_visits')
      .select(['opens'])
      .where('id', '=', v.visitId)
      .executeTakeFirstOrThrow();
    expect(Number(after.opens)).toBe(2);
  });

  it('a PDF: its pages, and its bytes only to an opened visit; audio gives text', async () => {
    const documentId = await pdfDoc(k, 'Accounts', ['Revenue grew strongly', 'Costs were flat']);
    const l = await makeLink(k, { documentId, requireEmail: false, allowAudio: true, watermark: false });
    const v = await start(k, l.slug);
    const c = (await content(k, v)).json().data;
    expect(c.document).toMatchObject({
      kind: 'pdf',
      unit: 'page',
      pageCount: 2,
      file: { filename: 'Accounts.pdf', contentType: 'application/pdf' },
    });
    expect(c.document.sections).toEqual([
      { index: 0, id: 'page-1', heading: null, level: null, words: 3, blocks: null, text: 'Revenue grew strongly' },
      { index: 1, id: 'page-2', heading: null, level: null, words: 3, blocks: null, text: 'Costs were flat' },
    ]);
    const file = await k.pub('GET', `/visits/${v.visitId}/documents/${documentId}/file`, undefined, v.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toMatch(/^inline; filename="Accounts.pdf"/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the guard', () => {
  it("a token reaches only its own visit: missing, wrong, another visit's token and unknown ids answer alike (401)", async () => {
    const documentId = await mdDoc(k, 'Isolated', '# Isolated\n\nText.');
    const l = await makeLink(k, { documentId, requireEmail: false });
    const a = await start(k, l.slug);
    const b = await start(k, l.slug);
    const answers = await Promise.all([
      k.pub('GET', `/visits/${a.visitId}/content`),
      k.pub('GET', `/visits/${a.visitId}/content`, undefined, b.token),
      k.pub('GET', `/visits/${a.visitId}/content`, undefined, `vst_${'A'.repeat(43)}`),
      k.pub('GET', `/visits/${a.visitId}/content`, undefined, 'nonsense'),
      k.pub('GET', `/visits/view_doesnotexist/content`, undefined, a.token),
      k.pub('POST', `/visits/${a.visitId}/gates`, {}, b.token),
      k.pub('POST', `/visits/${a.visitId}/verification`, undefined, b.token),
      k.pub('GET', `/visits/${a.visitId}/documents/${documentId}`, undefined, b.token),
      k.pub('GET', `/visits/${a.visitId}/documents/${documentId}/file`, undefined, b.token),
    ]);
    const bodies = answers.map((r) => [r.statusCode, sansRequestId(r.body)]);
    for (const body of bodies)
      expect(body).toEqual([401, { error: 'a valid visit token is required (x-visit-token)', code: 'invalid_token' }]);
    expect((await content(k, a)).statusCode).toBe(200);
  });

  it('switching the link off, deleting it, trashing its document stop opened visits at once (410 with the reason)', async () => {
    const documentId = await mdDoc(k, 'Stoppable', '# Stoppable\n\nText.');
    const l = await makeLink(k, { documentId, requireEmail: false });
    const v = await start(k, l.slug);
    expect((await content(k, v)).statusCode).toBe(200);
    await patchLink(k, l.id, { active: false });
    expectError(await content(k, v), 410, 'link_disabled');
    expectError(await k.pub('POST', `/links/${l.slug}/visits`, {}), 410, 'link_disabled');
    await patchLink(k, l.id, { active: true });
    expect((await content(k, v)).statusCode).toBe(200);
    expect((await k.api('DELETE', `/documents/${documentId}`)).statusCode).toBe(204);
    expectError(await content(k, v), 410, 'document_deleted');
    expect((await k.api('POST', `/documents/${documentId}/restore`)).statusCode).toBe(200);
    expect((await content(k, v)).statusCode).toBe(200);
    expect((await k.api('DELETE', `/links/${l.id}`)).statusCode).toBe(204);
    const gone = await content(k, v);
    expectError(gone, 410, 'link_deleted');
    expect(gone.json().error).toBe('This link was deleted by its owner and no longer opens.');
    expectError(await k.pub('POST', `/links/${l.slug}/visits`, {}), 410, 'link_deleted');
    expectError(await k.pub('POST', `/links/no-such-slug-here/visits`, {}), 404, 'not_found');
  });
});

describe('the wire shapes', () => {
  it('every answer and the link.viewed / link.nda_accepted payloads conform to the spec', async () => {
    const { specErrors } = await import('../../test/signing-support.js');
    const hook = await k.api('POST', '/hooks', {
      url: 'https://127.0.0.1:9/hook',
      events: ['link.viewed', 'link.nda_accepted'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const agr = (
      await k.api('POST', '/agreements', {
        name: 'NDA',
        body: 'These terms are confidential and binding for every reader.',
        requireName: true,
      })
    ).json().data;
    const documentId = await pdfDoc(k, 'Shapes', ['One', 'Two']);
    const l = await makeLink(k, {
      documentId,
      requireEmailVerification: true,
      requireNda: true,
      agreementId: agr.id,
      allowAudio: true,
      captureFields: [{ label: 'Company', required: true }],
    });
    const v = await start(k, l.slug, { email: 'shapes@fund.example' });
    expect(await specErrors('VisitStarted', v.body.data)).toEqual([]);
    const mail = await k.t.db.kysely
      .selectFrom('mail_messages')
      .select('text_body')
      .where('ref_id', '=', v.visitId)
      .executeTakeFirstOrThrow();
    const code = mail.text_body.match(/\b(\d{6})\b/)![1];
    const state = (await k.pub('POST', `/visits/${v.visitId}/gates`, { code }, v.token)).json().data;
    expect(state.pending).toEqual(['nda', 'capture']);
    expect(await specErrors('VisitState', state)).toEqual([]);
    const opened = (
      await k.pub(
        'POST',
        `/visits/${v.visitId}/gates`,
        { ndaAccepted: true, ndaName: 'Dana', answers: { company: 'Fund' } },
        v.token,
      )
    ).json().data;
    expect(await specErrors('VisitState', opened)).toEqual([]);
    expect(await specErrors('VisitContent', (await content(k, v)).json().data)).toEqual([]);
    expect(
      await specErrors(
        'ViewerDocument',
        (await k.pub('GET', `/visits/${v.visitId}/documents/${documentId}`, undefined, v.token)).json().data,
      ),
    ).toEqual([]);
    const room = (await k.api('POST', '/rooms', { name: 'Shapes room' })).json().data;
    await k.api('POST', `/rooms/${room.id}/documents`, {
      documentId: await mdDoc(k, 'Body', '# Body\n\nText **bold**.\n\n| a | b |\n|---|---|\n| 1 | 2 |'),
    });
    const rl = await makeLink(k, { dataRoomId: room.id, requireEmail: false, allowDownload: true });
    const rv = await start(k, rl.slug);
    const rc = (await content(k, rv)).json().data;
    expect(await specErrors('VisitContent', rc)).toEqual([]);
    expect(
      await specErrors(
        'ViewerDocument',
        (
          await k.pub('GET', `/visits/${rv.visitId}/documents/${rc.room.documents[0].documentId}`, undefined, rv.token)
        ).json().data,
      ),
    ).toEqual([]);
    const rows = await k.t.db.kysely
      .selectFrom('deliveries')
      .select(['event', 'payload'])
      .where('workspace_id', '=', k.t.workspaceId)
      .where('event', 'in', ['link.viewed', 'link.nda_accepted'])
      .execute();
    const payloads = rows.map((r) => JSON.parse(r.payload)).filter((p) => p.data.link.id === l.id);
    expect(payloads.map((p) => p.event).sort()).toEqual(['link.nda_accepted', 'link.viewed']);
    for (const p of payloads) {
      const schema = p.event === 'link.viewed' ? 'LinkViewedEventData' : 'LinkNdaAcceptedEventData';
      expect(await specErrors(schema, p.data)).toEqual([]);
    }
    const viewed = payloads.find((p) => p.event === 'link.viewed')!.data;
    expect(viewed.link.viewCount).toBe(1);
    expect(viewed.view).toMatchObject({
      id: v.visitId,
      viewerEmail: 'shapes@fund.example',
      emailVerified: true,
      ndaSignedName: 'Dana',
      captureAnswers: { company: 'Fund' },
    });
    expect(viewed.view.openedAt).not.toBeNull();
    const accepted = payloads.find((p) => p.event === 'link.nda_accepted')!.data;
    expect(accepted).toMatchObject({
      agreementId: agr.id,
      signedName: 'Dana',
      view: { ndaText: 'These terms are confidential and binding for every reader.' },
    });
  });
});
