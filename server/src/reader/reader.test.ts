// The reader features over HTTP on the real database (SQLite, or PostgreSQL with DATABASE_URL): the assistant
// answers from the document (an authored body, a PDF's pages, every document of a room) or says it is not there;
// the reaction bar keeps one reaction per visit and document. Each is refused unless the link switches it on.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  content,
  expectError,
  makeKit,
  makeLink,
  mdDoc,
  patchLink,
  pdfDoc,
  start,
  type Kit,
  type Started,
} from '../visits/test-kit.js';

let k: Kit;
beforeAll(async () => {
  k = await makeKit();
});
afterAll(() => k.t.close());

const TERMS = `Summary of the Series A of Acme Robotics.

# Liquidation preference

In the event of a liquidation, holders of Series A shares receive 1x their investment before any other shareholder.

# Board

The board has five seats: two for the founders, two for the investors and one independent director.`;

const assistant = (v: Pick<Started, 'visitId' | 'token'>, body: unknown) =>
  k.pub('POST', `/visits/${v.visitId}/assistant`, body, v.token);
const feedback = (v: Pick<Started, 'visitId' | 'token'>, body: unknown) =>
  k.pub('POST', `/visits/${v.visitId}/feedback`, body, v.token);

async function opened(slug: string): Promise<Started> {
  const v = await start(k, slug);
  expect(v.status, JSON.stringify(v.body)).toBe(201);
  return v;
}

async function termsLink(extra: Record<string, unknown> = {}) {
  const documentId = await mdDoc(k, 'Series A term sheet', TERMS);
  const link = await makeLink(k, { documentId, requireEmail: false, notifyOnView: false, ...extra });
  return { documentId, link, v: await opened(link.slug) };
}

describe('the assistant', () => {
  it('answers from the document: the passage quoted, with its section; an unanswerable question is "not in this document"', async () => {
    const { documentId, v } = await termsLink({ allowAssistant: true });
    const res = await assistant(v, { question: 'What is the liquidation preference?' });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data;
    expect(a).toMatchObject({
      question: 'What is the liquidation preference?',
      found: true,
      answer: 'The document says this in "Liquidation preference":',
    });
    expect(a.passages[0]).toMatchObject({
      documentId,
      documentTitle: 'Series A term sheet',
      sectionIndex: 1,
      sectionId: 'liquidation-preference',
      heading: 'Liquidation preference',
      page: null,
      quote:
        'In the event of a liquidation, holders of Series A shares receive 1x their investment before any other shareholder.',
    });
    expect(a.passages[0].score).toBeGreaterThan(0);
    const none = (await assistant(v, { question: 'What is the weather in Paris?' })).json().data;
    expect(none).toEqual({
      question: 'What is the weather in Paris?',
      found: false,
      answer: 'This is not in this document.',
      passages: [],
    });
  });

  it('searches a PDF page by page: the page number and its section id', async () => {
    const documentId = await pdfDoc(k, 'Accounts', [
      'Revenue grew strongly in Europe',
      'Costs were flat across the year',
    ]);
    const link = await makeLink(k, { documentId, requireEmail: false, allowAssistant: true, watermark: false });
    const v = await opened(link.slug);
    const a = (await assistant(v, { question: 'What happened to costs?' })).json().data;
    expect(a.found).toBe(true);
    expect(a.answer).toBe('The document says this on page 2:');
    expect(a.passages[0]).toMatchObject({
      documentId,
      sectionIndex: 1,
      sectionId: 'page-2',
      heading: null,
      page: 2,
      quote: 'Costs were flat across the year',
    });
  });

  it('on a room link searches every document the visit may read, or the one named; one it may not read is 422', async () => {
    const room = (await k.api('POST', '/rooms', { name: `Room ${randomBytes(3).toString('hex')}` })).json().data.id;
    const terms = await mdDoc(k, 'Terms', TERMS);
    const minutes = await mdDoc(k, 'Board minutes', '# Minutes\n\nThe board approved the budget for 2026.');
    const outside = await mdDoc(k, 'Outside', '# Budget\n\nA budget nobody may read here.');
    for (const documentId of [terms, minutes])
      expect((await k.api('POST', `/rooms/${room}/documents`, { documentId })).statusCode).toBe(201);
    const link = await makeLink(k, { dataRoomId: room, requireEmail: false, allowAssistant: true });
    const v = await opened(link.slug);
    const a = (await assistant(v, { question: 'When was the budget approved?' })).json().data;
    expect(a.answer).toBe('"Board minutes" says this in "Minutes":');
    expect(a.passages.map((p: any) => p.documentId)).toEqual([minutes]);
    expect((await assistant(v, { question: 'budget', documentId: terms })).json().data).toMatchObject({
      found: false,
      answer: 'This is not in this document.',
    });
    expect((await assistant(v, { question: 'Where is the office?' })).json().data.answer).toBe(
      'This is not in these documents.',
    );
    const res = await assistant(v, { question: 'budget', documentId: outside });
    expectError(res, 422, 'unprocessable');
    expect(res.body).toContain('body.documentId');
    const foreign = await mdDoc(k, 'Foreign budget', '# Budget\n\nAnother workspace approved its budget.', k.otherKey);
    expectError(await assistant(v, { question: 'budget', documentId: foreign }), 422, 'unprocessable');
    expectError(await feedback(v, { reaction: 'like', documentId: foreign }), 403, 'feedback_disabled');
  });

  it('refuses: 403 assistant_disabled when off, 400 for a bad body, 401 without the token, 403 gates_pending', async () => {
    const off = await termsLink();
    expectError(await assistant(off.v, { question: 'What is the liquidation preference?' }), 403, 'assistant_disabled');
    const on = await termsLink({ allowAssistant: true });
    for (const body of [
      {},
      { question: '' },
      { question: '   ' },
      { question: 'x'.repeat(501) },
      { question: 'ok', model: 'gpt' },
    ])
      expectError(await assistant(on.v, body), 400);
    expectError(
      await assistant({ visitId: on.v.visitId, token: off.v.token }, { question: 'x' }),
      401,
      'invalid_token',
    );
    const gated = await makeLink(k, { documentId: on.documentId, requireEmail: true, allowAssistant: true });
    const pending = await start(k, gated.slug);
    expectError(await assistant(pending, { question: 'liquidation' }), 403, 'gates_pending');
    // switched off later: refused from then on
    await patchLink(k, on.link.id, { allowAssistant: false });
    expectError(await assistant(on.v, { question: 'liquidation' }), 403, 'assistant_disabled');
  });
});

describe('the reaction bar', () => {
  it('one reaction per visit and document: 201, then a later one replaces it (200); the owner can read it', async () => {
    const { documentId, v } = await termsLink({ allowFeedback: true });
    const first = await feedback(v, { reaction: 'like', comment: ' Clear. ' });
    expect(first.statusCode, first.body).toBe(201);
    const f1 = first.json().data;
    expect(f1).toMatchObject({ documentId, reaction: 'like', comment: 'Clear.' });
    expect(f1.createdAt).toBe(f1.updatedAt);
    const second = await feedback(v, { documentId, reaction: 'confused' });
    expect(second.statusCode, second.body).toBe(200);
    const f2 = second.json().data;
    expect(f2).toMatchObject({ documentId, reaction: 'confused', comment: null, createdAt: f1.createdAt });
    expect(f2.updatedAt > f1.updatedAt).toBe(true);
    const rows = await k.t.db.kysely
      .selectFrom('visit_feedback')
      .selectAll()
      .where('visit_id', '=', v.visitId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      workspace_id: k.t.workspaceId,
      document_id: documentId,
      reaction: 'confused',
      comment: null,
    });
    // The owner reads it on the view: the latest reaction, first given at createdAt, changed at updatedAt.
    const view = (await k.api('GET', `/views/${v.visitId}`)).json().data;
    expect(view.feedback).toEqual([
      { documentId, reaction: 'confused', comment: null, createdAt: f1.createdAt, updatedAt: f2.updatedAt },
    ]);
  });

  it('reactions racing each other: exactly one is created, the others replace it; one row', async () => {
    const { v } = await termsLink({ allowFeedback: true });
    const all = await Promise.all(
      (['love', 'like', 'neutral', 'confused', 'dislike'] as const).map((reaction) => feedback(v, { reaction })),
    );
    expect(all.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(
      await k.t.db.kysely.selectFrom('visit_feedback').selectAll().where('visit_id', '=', v.visitId).execute(),
    ).toHaveLength(1);
  });

  it('on a room link the document is required (422) and must be one the visit may read (422)', async () => {
    const room = (await k.api('POST', '/rooms', { name: 'Feedback room' })).json().data.id;
    const inside = await mdDoc(k, 'Inside', '# A\n\nText.');
    const outside = await mdDoc(k, 'Outside', '# B\n\nText.');
    expect((await k.api('POST', `/rooms/${room}/documents`, { documentId: inside })).statusCode).toBe(201);
    const link = await makeLink(k, { dataRoomId: room, requireEmail: false, allowFeedback: true });
    const v = await opened(link.slug);
    const missing = await feedback(v, { reaction: 'love' });
    expectError(missing, 422, 'unprocessable');
    expect(missing.body).toContain('body.documentId');
    expectError(await feedback(v, { reaction: 'love', documentId: outside }), 422, 'unprocessable');
    expect((await feedback(v, { reaction: 'love', documentId: inside })).statusCode).toBe(201);
  });

  it('refuses: 403 feedback_disabled when off, 400 for a bad reaction or comment, 422 another document on a document link', async () => {
    const off = await termsLink();
    expectError(await feedback(off.v, { reaction: 'like' }), 403, 'feedback_disabled');
    const on = await termsLink({ allowFeedback: true });
    for (const body of [
      {},
      { reaction: 'meh' },
      { reaction: 'like', comment: 'x'.repeat(1001) },
      { reaction: 'like', stars: 5 },
    ])
      expectError(await feedback(on.v, body), 400);
    expectError(await feedback(on.v, { reaction: 'like', documentId: off.documentId }), 422, 'unprocessable');
    expectError(await k.pub('POST', `/visits/${on.v.visitId}/feedback`, { reaction: 'like' }), 401, 'invalid_token');
    expect(
      await k.t.db.kysely
        .selectFrom('visit_feedback')
        .selectAll()
        .where('visit_id', 'in', [on.v.visitId, off.v.visitId])
        .execute(),
    ).toEqual([]);
  });
});

describe('reading aloud', () => {
  it('serves each PDF page its own text when the link reads aloud, a page without text included (null), and none otherwise', async () => {
    const documentId = await pdfDoc(k, 'Cover and accounts', ['Revenue grew strongly', '', 'Costs were flat']);
    const aloud = await makeLink(k, { documentId, requireEmail: false, allowAudio: true, watermark: false });
    const c = (await content(k, await opened(aloud.slug))).json().data;
    expect(c.features.audio).toBe(true);
    expect(c.document.sections.map((x: any) => [x.id, x.text])).toEqual([
      ['page-1', 'Revenue grew strongly'],
      ['page-2', null],
      ['page-3', 'Costs were flat'],
    ]);
    const silent = await makeLink(k, { documentId, requireEmail: false, watermark: false });
    const d = (await content(k, await opened(silent.slug))).json().data;
    expect(d.document.sections.every((x: any) => x.text === null)).toBe(true);
  });

  it('an authored body: the text of each section, heading first, when the link reads aloud', async () => {
    const { v } = await termsLink({ allowAudio: true });
    const secs = (await content(k, v)).json().data.document.sections;
    expect(secs[1].text).toMatch(/^Liquidation preference\s+In the event of a liquidation/);
  });
});
