// Viewer questions over HTTP on the real database (SQLite, or PostgreSQL with DATABASE_URL): a reader asks from
// an opened visit and the owner is mailed; the owner lists (waiting first, 200 most recently opened, every
// filter), reads and replies (mailed to the asker when the link captured an address, `delivered` saying so);
// the reader sees replies and writes back. Every error status; another workspace's ids and another visit's
// threads answer like missing ones.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  lastMail,
  mailCount,
  makeKit,
  makeLink,
  mdDoc,
  patchLink,
  start,
  uniqueEmail,
  type Kit,
  type Started,
} from '../visits/test-kit.js';
import { insertThread } from './repository.js';
import { settleChain } from '../events/chain.js';

let k: Kit;
let owner: string;
beforeAll(async () => {
  k = await makeKit();
  owner = uniqueEmail('owner');
  await k.t.db.kysely.updateTable('workspaces').set({ email: owner }).where('id', '=', k.t.workspaceId).execute();
});
afterAll(() => k.t.close());

const ask = (v: Pick<Started, 'visitId' | 'token'>, body: unknown) =>
  k.pub('POST', `/visits/${v.visitId}/questions`, body, v.token);
const visitThreads = (v: Pick<Started, 'visitId' | 'token'>) =>
  k.pub('GET', `/visits/${v.visitId}/questions`, undefined, v.token);
const writeBack = (v: Pick<Started, 'visitId' | 'token'>, threadId: string, body: unknown) =>
  k.pub('POST', `/visits/${v.visitId}/questions/${threadId}`, body, v.token);

async function docLink(extra: Record<string, unknown> = {}) {
  const documentId = await mdDoc(k, `Deck ${randomBytes(3).toString('hex')}`, '# Revenue\n\nRevenue grew 40% in 2025.');
  const link = await makeLink(k, { documentId, requireEmail: false, notifyOnView: false, name: 'Investors', ...extra });
  return { documentId, link };
}

async function opened(slug: string, email?: string): Promise<Started> {
  const v = await start(k, slug, email ? { email } : {});
  expect(v.status, JSON.stringify(v.body)).toBe(201);
  expect(v.body.data.opened).toBe(true);
  return v;
}

describe('asking, replying, writing back', () => {
  it('a reader with an address asks; the owner is mailed, lists it waiting, replies (mailed, delivered); the reader reads it and writes back', async () => {
    const { documentId, link } = await docLink({ requireEmail: true });
    const reader = uniqueEmail('dana');
    const v = await opened(link.slug, reader);

    const asked = await ask(v, { body: '  Does revenue include deferred revenue?  ' });
    expect(asked.statusCode, asked.body).toBe(201);
    const t = asked.json().data;
    expect(t).toMatchObject({
      documentId,
      awaitingReply: true,
      messages: [{ author: 'viewer', body: 'Does revenue include deferred revenue?' }],
    });
    expect(t.id).toMatch(/^thr_/);
    expect(t.createdAt).toBe(t.lastMessageAt);
    const toOwner = await lastMail(k, owner);
    expect(toOwner).toMatchObject({ kind: 'question.asked' });
    expect(toOwner!.text).toContain('Does revenue include deferred revenue?');
    expect(toOwner!.text).toContain(`/api/v1/questions/${t.id}/reply`);
    expect(toOwner!.text).toContain(reader);

    const listed = (await k.api('GET', `/questions?shareLinkId=${link.id}`)).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: t.id,
      documentId,
      dataRoomId: null,
      shareLinkId: link.id,
      linkName: 'Investors',
      askedByEmail: reader,
      awaitingOwner: true,
    });
    expect(listed[0].about).toMatch(/^Deck /);
    expect(listed[0].messages).toEqual([
      {
        id: t.messages[0].id,
        author: 'viewer',
        body: 'Does revenue include deferred revenue?',
        createdAt: t.createdAt,
        delivered: true,
      },
    ]);

    const replied = await k.api('POST', `/questions/${t.id}/reply`, { body: 'Yes, it does; see the appendix.' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().delivered).toBe(true);
    const thread = replied.json().data;
    expect(thread.awaitingOwner).toBe(false);
    expect(thread.messages.map((m: any) => [m.author, m.delivered])).toEqual([
      ['viewer', true],
      ['owner', true],
    ]);
    const toReader = await lastMail(k, reader);
    expect(toReader).toMatchObject({ kind: 'question.reply' });
    expect(toReader!.text).toContain('Yes, it does; see the appendix.');
    expect(toReader!.text).toContain(`https://share.example.test/v/${link.slug}`);
    expect((await k.api('GET', `/questions/${t.id}`)).json().data).toEqual(thread);

    const mine = (await visitThreads(v)).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: t.id, awaitingReply: false });
    expect(mine[0].messages.map((m: any) => [m.author, m.body])).toEqual([
      ['viewer', 'Does revenue include deferred revenue?'],
      ['owner', 'Yes, it does; see the appendix.'],
    ]);
    expect(mine[0].messages[1]).not.toHaveProperty('delivered');

    const back = await writeBack(v, t.id, { body: 'Thanks. Is the appendix in the room?' });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().data).toMatchObject({ awaitingReply: true });
    expect(back.json().data.messages).toHaveLength(3);
    expect(await lastMail(k, owner)).toMatchObject({ kind: 'question.follow_up' });
    expect((await k.api('GET', `/questions/${t.id}`)).json().data.awaitingOwner).toBe(true);

    await settleChain(k.t.db.kysely, k.t.workspaceId); // PostgreSQL chains after commit
    const audit = await k.t.db.kysely
      .selectFrom('audit_events')
      .select(['type', 'actor_name'])
      .where('share_link_id', '=', link.id)
      .where('type', 'like', 'question.%')
      .orderBy('seq')
      .execute();
    expect(audit).toEqual([
      { type: 'question.asked', actor_name: reader },
      { type: 'question.replied', actor_name: expect.stringMatching(/API key/) },
      { type: 'question.asked', actor_name: reader },
    ]);
  });

  it('an anonymous reader: the reply is kept and shown, not mailed (delivered false)', async () => {
    const { link } = await docLink();
    const v = await opened(link.slug);
    const t = (await ask(v, { body: 'Anyone there?' })).json().data;
    expect((await k.api('GET', `/questions/${t.id}`)).json().data.askedByEmail).toBeNull();
    const r = await k.api('POST', `/questions/${t.id}/reply`, { body: 'Yes.' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().delivered).toBe(false);
    expect(r.json().data.messages[1]).toMatchObject({ author: 'owner', body: 'Yes.', delivered: false });
    expect((await visitThreads(v)).json().data[0].messages[1]).toMatchObject({ author: 'owner', body: 'Yes.' });
  });

  it('a room link: about the room as a whole, or one of its documents; a document outside it is 422', async () => {
    const roomName = `Room ${randomBytes(3).toString('hex')}`;
    const room = (await k.api('POST', '/rooms', { name: roomName })).json().data.id;
    const inside = await mdDoc(k, 'Inside', '# A\n\nText.');
    const outside = await mdDoc(k, 'Outside', '# B\n\nText.');
    expect((await k.api('POST', `/rooms/${room}/documents`, { documentId: inside })).statusCode).toBe(201);
    const link = await makeLink(k, { dataRoomId: room, requireEmail: false, notifyOnView: false });
    const v = await opened(link.slug);
    const whole = (await ask(v, { body: 'Who runs this room?' })).json().data;
    expect(whole).toMatchObject({ documentId: null, about: roomName });
    const one = (await ask(v, { body: 'About Inside?', documentId: inside })).json().data;
    expect(one).toMatchObject({ documentId: inside, about: 'Inside' });
    const owned = (await k.api('GET', `/questions/${whole.id}`)).json().data;
    expect(owned).toMatchObject({ dataRoomId: room, documentId: null, about: roomName });
    const res = await ask(v, { body: 'And this?', documentId: outside });
    expectError(res, 422, 'unprocessable');
    expect(res.body).toContain('body.documentId');
    // another workspace's document answers like one outside the room
    const foreign = await mdDoc(k, 'Foreign', '# C\n\nText.', k.otherKey);
    expectError(await ask(v, { body: 'And that?', documentId: foreign }), 422, 'unprocessable');
    expect((await visitThreads(v)).json().data.map((x: any) => x.id)).toEqual([whole.id, one.id]);
  });
});

describe('the public operations refuse', () => {
  it('400 for a missing, empty, whitespace-only or too long body, or an unknown field', async () => {
    const { link } = await docLink();
    const v = await opened(link.slug);
    for (const body of [{}, { body: '' }, { body: '   \n ' }, { body: 'x'.repeat(5001) }, { body: 'ok', extra: 1 }])
      expectError(await ask(v, body), 400);
    const t = (await ask(v, { body: 'Real question' })).json().data;
    for (const body of [{}, { body: '  ' }, { body: 'x'.repeat(5001) }])
      expectError(await writeBack(v, t.id, body), 400);
    expect((await visitThreads(v)).json().data).toHaveLength(1);
  });

  it("401 without a token, with a wrong one, or another visit's; 404 for another visit's thread", async () => {
    const { link } = await docLink();
    const a = await opened(link.slug);
    const b = await opened(link.slug);
    const ta = (await ask(a, { body: 'From A' })).json().data;
    expectError(await k.pub('GET', `/visits/${a.visitId}/questions`), 401, 'invalid_token');
    expectError(await visitThreads({ visitId: a.visitId, token: `vst_${'x'.repeat(43)}` }), 401, 'invalid_token');
    expectError(await visitThreads({ visitId: a.visitId, token: b.token }), 401, 'invalid_token');
    expectError(await ask({ visitId: 'view_nothing', token: a.token }, { body: 'x' }), 401, 'invalid_token');
    // B's own token, A's thread: not one of B's threads
    expectError(await writeBack(b, ta.id, { body: 'Hijack' }), 404, 'not_found');
    expect((await visitThreads(b)).json().data).toEqual([]);
    expect((await k.api('GET', `/questions/${ta.id}`)).json().data.messages).toHaveLength(1);
  });

  it('403 gates_pending before the visit opened; 410 once the link is switched off', async () => {
    const { link } = await docLink({ requireEmail: true });
    const v = await start(k, link.slug);
    expect(v.body.data.opened).toBe(false);
    const res = await ask(v, { body: 'Early question' });
    expectError(res, 403, 'gates_pending');
    expect(res.json().details.pending).toContain('email');
    const ok = await opened(link.slug, uniqueEmail('gated'));
    await patchLink(k, link.id, { active: false });
    expectError(await ask(ok, { body: 'Still there?' }), 410, 'link_disabled');
    expectError(await visitThreads(ok), 410, 'link_disabled');
  });

  it('403 email_not_allowed once the link no longer admits the address; 410 once it is deleted', async () => {
    const reader = uniqueEmail('kept');
    const { link } = await docLink({ requireEmail: true, allowedEmails: [reader] });
    const v = await opened(link.slug, reader);
    expect((await ask(v, { body: 'Before' })).statusCode).toBe(201);
    await patchLink(k, link.id, { allowedEmails: [uniqueEmail('someone-else')] });
    expectError(await ask(v, { body: 'After' }), 403, 'email_not_allowed');
    expectError(await visitThreads(v), 403, 'email_not_allowed');
    await patchLink(k, link.id, { allowedEmails: [reader] });
    expect((await visitThreads(v)).statusCode).toBe(200);
    expect((await k.api('DELETE', `/links/${link.id}`)).statusCode).toBe(204);
    expectError(await visitThreads(v), 410, 'link_deleted');
    // the thread outlives its link: the owner still reads it, with the link's name as it was
    expect((await k.api('GET', `/questions?shareLinkId=${link.id}`)).json().data[0]).toMatchObject({
      linkName: 'Investors',
      shareLinkId: link.id,
    });
  });

  it('422 beyond 100 threads per visit and 200 messages per thread; nothing is recorded', async () => {
    const { link } = await docLink();
    const v = await opened(link.slug);
    const t = (await ask(v, { body: 'First' })).json().data;
    await k.t.db.kysely.updateTable('question_threads').set({ message_count: 200 }).where('id', '=', t.id).execute();
    expectError(await writeBack(v, t.id, { body: 'One more' }), 422, 'unprocessable');
    expectError(await k.api('POST', `/questions/${t.id}/reply`, { body: 'One more' }), 422, 'unprocessable');
    expect((await k.api('GET', `/questions/${t.id}`)).json().data.messages).toHaveLength(1);
    const rows = Array.from({ length: 99 }, (_, i) => ({
      ...threadRow(link.id, v.visitId),
      id: `thr_fill${i}_${randomBytes(3).toString('hex')}`,
    }));
    for (const row of rows) await insertThread(k.t.db.kysely, row);
    expectError(await ask(v, { body: 'The 101st' }), 422, 'unprocessable');
  });
});

function threadRow(linkId: string, visitId: string, at = new Date().toISOString()) {
  return {
    id: `thr_${randomBytes(6).toString('hex')}`,
    workspace_id: k.t.workspaceId,
    visit_id: visitId,
    link_id: linkId,
    link_name: 'Seeded',
    document_id: null,
    data_room_id: null,
    about: 'Seeded',
    asked_by_email: null,
    email_key: null,
    awaiting_owner: 1,
    message_count: 1,
    created_at: at,
    last_message_at: at,
  };
}

describe('GET /questions', () => {
  it('waiting threads first, then the rest, latest message first within each; every filter; unknown ids give []', async () => {
    const { documentId, link } = await docLink({ requireEmail: true });
    const dana = uniqueEmail('dana');
    const v1 = await opened(link.slug, dana);
    const v2 = await opened(link.slug, uniqueEmail('eve'));
    const first = (await ask(v1, { body: 'first' })).json().data.id;
    const second = (await ask(v2, { body: 'second' })).json().data.id;
    const third = (await ask(v1, { body: 'third' })).json().data.id;
    await k.api('POST', `/questions/${second}/reply`, { body: 'answered' });
    await k.api('POST', `/questions/${first}/reply`, { body: 'answered too' });
    await writeBack(v1, first, { body: 'but then' });
    // waiting: first (latest message: the write-back), third; then answered: second
    const ids = async (q: string) =>
      (await k.api('GET', `/questions?shareLinkId=${link.id}${q}`)).json().data.map((x: any) => x.id);
    expect(await ids('')).toEqual([first, third, second]);
    expect(await ids('&awaiting=true')).toEqual([first, third]);
    expect(await ids('&awaiting=false')).toEqual([second]);
    expect(await ids(`&email=${encodeURIComponent(dana.toUpperCase())}`)).toEqual([first, third]);
    expect(await ids(`&documentId=${documentId}`)).toEqual([first, third, second]);
    expect(await ids('&documentId=doc_none')).toEqual([]);
    expect(await ids('&dataRoomId=room_none')).toEqual([]);
    expect((await k.api('GET', '/questions?shareLinkId=link_none')).json().data).toEqual([]);
    expectError(await k.api('GET', '/questions?awaiting=maybe'), 400);
    expectError(await k.api('GET', '/questions?email=not-an-address'), 400);
    expectError(await k.api('GET', '/questions?colour=red'), 400);
  });

  it('the 200 most recently opened threads only, whatever waits', async () => {
    const { link } = await docLink();
    const v = await opened(link.slug);
    const base = Date.parse('2020-01-01T00:00:00Z');
    const rows = Array.from({ length: 205 }, (_, i) => {
      const at = new Date(base + i * 60_000).toISOString();
      return {
        ...threadRow(link.id, v.visitId, at),
        awaiting_owner: i % 2,
        id: `thr_bulk${String(i).padStart(3, '0')}${randomBytes(2).toString('hex')}`,
      };
    });
    for (const row of rows) await insertThread(k.t.db.kysely, row);
    const got = (await k.api('GET', `/questions?shareLinkId=${link.id}`)).json().data;
    expect(got).toHaveLength(200);
    const kept = new Set(got.map((x: any) => x.id));
    for (const r of rows.slice(0, 5)) expect(kept.has(r.id)).toBe(false);
    const waiting = got.findIndex((x: any) => !x.awaitingOwner);
    expect(got.slice(0, waiting).every((x: any) => x.awaitingOwner)).toBe(true);
    expect(got.slice(waiting).every((x: any) => !x.awaitingOwner)).toBe(true);
  });
});

describe('the keyed operations refuse', () => {
  it("401 without a key, 403 without the scope, 404 for a missing id or another workspace's, 400 for a bad reply", async () => {
    const { link } = await docLink();
    const v = await opened(link.slug);
    const t = (await ask(v, { body: 'Scoped?' })).json().data;
    expectError(await k.t.app.inject({ method: 'GET', url: '/api/v1/questions' }), 401);
    const readOnly = await k.t.keyWith(['views:read']);
    expect((await k.api('GET', `/questions/${t.id}`, undefined, readOnly)).statusCode).toBe(200);
    expectError(await k.api('POST', `/questions/${t.id}/reply`, { body: 'x' }, readOnly), 403, 'insufficient_scope');
    const linksOnly = await k.t.keyWith(['links:write']);
    expectError(await k.api('GET', '/questions', undefined, linksOnly), 403, 'insufficient_scope');
    expectError(await k.api('GET', '/questions/thr_missing'), 404, 'not_found');
    expectError(await k.api('GET', `/questions/${t.id}`, undefined, k.otherKey), 404, 'not_found');
    expectError(await k.api('POST', `/questions/${t.id}/reply`, { body: 'x' }, k.otherKey), 404, 'not_found');
    expect((await k.api('GET', '/questions', undefined, k.otherKey)).json().data).toEqual([]);
    for (const body of [{}, { body: '' }, { body: ' \t ' }, { body: 'x'.repeat(5001) }, { body: 'x', cc: 'y' }])
      expectError(await k.api('POST', `/questions/${t.id}/reply`, body), 400);
    expect((await k.api('GET', `/questions/${t.id}`)).json().data.messages).toHaveLength(1);
    expect(await mailCount(k, owner, 'question.asked')).toBeGreaterThan(0);
  });
});
