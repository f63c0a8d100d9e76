// Comments over HTTP on the real database, with notifications delivered to a real SMTP server.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../platform/ids.js';
import { insertDocument, newDocumentRow } from '../documents/repository.js';
import { insertComment } from './repository.js';
import type { DocumentsTable } from '../documents/tables.js';
import type { CommentsTable } from './tables.js';
import { allScopes } from '../generated/operations.gen.js';
import { monotonicIso } from '../platform/clock.js';
import { makeApp, type TestApp, makeMailingApp, type MailingTestApp } from '../../test/helpers.js';
import { freePort } from '../../test/free-port.mjs';
import type { SmtpSink } from '../../test/smtp-sink.js';

/** The text of a received message: headers dropped, quoted-printable undone. */
function textOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  const qp = /content-transfer-encoding:\s*quoted-printable/i.test(raw);
  const b64 = /content-transfer-encoding:\s*base64/i.test(raw);
  if (b64) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (!qp) return body.replace(/\r\n/g, '\n');
  const bytes = body.replace(/=\r?\n/g, '').replace(/\r\n/g, '\n');
  return Buffer.from(
    bytes.replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

const ENV = { RATE_LIMIT_PER_MINUTE: '1000000', MAIL_FROM: 'Dossier <no-reply@dossier.test>' };
const OWNER = { name: 'Ada Lovelace', email: 'ada@acme.test' };

let t: MailingTestApp;
let sink: SmtpSink;

beforeAll(async () => {
  t = await makeMailingApp(ENV);
  sink = t.sink;
  await setOwner(t, OWNER);
});
afterAll(async () => {
  await t?.close();
});

async function setOwner(app: TestApp, owner: { name: string; email: string | null }, workspaceId = app.workspaceId) {
  await app.db.kysely.updateTable('workspaces').set(owner).where('id', '=', workspaceId).execute();
}

/** A document stored through the documents repository (any state, locked or trashed included), with recipients. */
async function makeDoc(
  app: TestApp = t,
  opts: {
    workspaceId?: string;
    title?: string;
    recipients?: { name: string | null; email: string | null }[];
    deleted?: boolean;
    locked?: boolean;
  } = {},
): Promise<DocumentsTable> {
  const now = new Date().toISOString();
  const row = newDocumentRow({
    workspace_id: opts.workspaceId ?? app.workspaceId,
    title: opts.title ?? `Master services agreement ${randomBytes(3).toString('hex')}`,
    kind: 'xdoc',
    status: opts.locked ? 'locked' : 'draft',
    page_count: 1,
    deleted_at: opts.deleted ? now : null,
    content: '{"type":"doc","content":[]}',
    ever_sent: opts.locked ? 1 : 0,
  });
  const recipients = (opts.recipients ?? []).map((r, i) => ({
    id: newId('rcp'),
    name: r.name,
    email: r.email,
    role: 'signer' as const,
    delivery: 'email' as const,
    locale: null,
    routing_order: 1,
    color: '#2F6FEB',
    access_code_hash: null,
    position: i,
  }));
  await insertDocument(app.db.kysely, row, recipients);
  return row;
}

/** A comment somebody else wrote in the app (by_account = 0), stored through the comments repository. */
async function othersComment(
  doc: DocumentsTable,
  opts: {
    parentId?: string;
    name?: string;
    email?: string | null;
    body?: string;
    resolved?: boolean;
    app?: TestApp;
  } = {},
): Promise<CommentsTable> {
  const at = monotonicIso();
  const row: CommentsTable = {
    id: newId('cmt'),
    document_id: doc.id,
    workspace_id: doc.workspace_id,
    parent_id: opts.parentId ?? null,
    author_key_id: null,
    by_account: 0,
    author_name: opts.name ?? 'Grace Hopper',
    author_email: opts.email === undefined ? 'grace@example.com' : opts.email,
    body: opts.body ?? 'A reviewer wrote this.',
    quote: null,
    resolved: opts.resolved ? 1 : 0,
    created_at: at,
    updated_at: at,
  };
  await insertComment((opts.app ?? t).db.kysely, row);
  return row;
}

async function post(doc: DocumentsTable, body: Record<string, unknown>) {
  const res = await t.api('POST', `/documents/${doc.id}/comments`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { data: Record<string, unknown> & { id: string }; notified: string[] };
}

async function list(doc: DocumentsTable, query = '') {
  const res = await t.api('GET', `/documents/${doc.id}/comments${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: string; parentId: string | null; resolved: boolean; body: string }[] }).data;
}

const rowOf = (id: string) => t.db.kysely.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();

describe('threads', () => {
  it('opens a thread and replies to it as the account; lists oldest first', async () => {
    const doc = await makeDoc();
    const opener = await post(doc, { body: 'Can we cap liability?', quote: 'The Supplier shall be liable.' });
    expect(opener.data).toEqual({
      id: expect.stringMatching(/^cmt_/),
      documentId: doc.id,
      parentId: null,
      authorName: OWNER.name,
      authorEmail: OWNER.email,
      body: 'Can we cap liability?',
      quote: 'The Supplier shall be liable.',
      resolved: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const row = await rowOf(opener.data.id);
    expect(row).toMatchObject({ by_account: 1, workspace_id: t.workspaceId });
    const reply = await post(doc, { body: 'Twelve months works.', parentId: opener.data.id, quote: '' });
    expect(reply.data).toMatchObject({ parentId: opener.data.id, quote: null, resolved: false });
    const second = await post(doc, { body: 'Another point', parentId: null });
    expect((await list(doc)).map((c) => c.id)).toEqual([opener.data.id, reply.data.id, second.data.id]);
  });

  it("threads are one level deep: replying to a reply, another document's comment or an unknown id is 422", async () => {
    const doc = await makeDoc();
    const other = await makeDoc();
    const opener = await post(doc, { body: 'Opener' });
    const reply = await post(doc, { body: 'Reply', parentId: opener.data.id });
    const elsewhere = await post(other, { body: 'On another document' });
    for (const parentId of [reply.data.id, elsewhere.data.id, 'cmt_doesnotexist']) {
      const res = await t.api('POST', `/documents/${doc.id}/comments`, { body: 'Nested', parentId });
      expect(res.statusCode, parentId).toBe(422);
      expect(res.json().details.fields[0].field).toBe('body.parentId');
    }
    expect((await list(doc)).map((c) => c.id)).toEqual([opener.data.id, reply.data.id]);
  });

  it('comments are kept and writable while the document is in the trash or out for signature', async () => {
    for (const doc of [await makeDoc(t, { deleted: true }), await makeDoc(t, { locked: true })]) {
      const c = await post(doc, { body: 'Still discussing' });
      expect((await t.api('PATCH', `/documents/${doc.id}/comments/${c.data.id}`, { resolved: true })).statusCode).toBe(
        200,
      );
      expect((await list(doc)).length).toBe(1);
      expect((await t.api('DELETE', `/documents/${doc.id}/comments/${c.data.id}`)).statusCode).toBe(204);
    }
  });
});

describe('resolving and editing', () => {
  it('resolves and reopens a thread; replies follow their opener; sending the current value is a no-op', async () => {
    const doc = await makeDoc();
    const opener = await othersComment(doc);
    const reply = await post(doc, { body: 'Looking', parentId: opener.id });
    const resolved = await t.api('PATCH', `/documents/${doc.id}/comments/${opener.id}`, { resolved: true });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data).toMatchObject({
      id: opener.id,
      resolved: true,
      authorName: 'Grace Hopper',
      authorEmail: 'grace@example.com',
    });
    expect((await list(doc)).map((c) => [c.id, c.resolved])).toEqual([
      [opener.id, true],
      [reply.data.id, true],
    ]);
    const before = await rowOf(opener.id);
    const again = await t.api('PATCH', `/documents/${doc.id}/comments/${opener.id}`, { resolved: true });
    expect(again.statusCode).toBe(200);
    expect(await rowOf(opener.id)).toEqual(before);
    const reopened = await t.api('PATCH', `/documents/${doc.id}/comments/${opener.id}`, { resolved: false });
    expect(reopened.json().data.resolved).toBe(false);
    expect((await list(doc)).every((c) => !c.resolved)).toBe(true);
  });

  it("resolved on a reply is 422 and changes nothing; a reply shows its thread's state", async () => {
    const doc = await makeDoc();
    const opener = await post(doc, { body: 'Opener' });
    await t.api('PATCH', `/documents/${doc.id}/comments/${opener.data.id}`, { resolved: true });
    const reply = await post(doc, { body: 'Reply', parentId: opener.data.id });
    expect(reply.data.resolved).toBe(true);
    const before = await rowOf(reply.data.id);
    const res = await t.api('PATCH', `/documents/${doc.id}/comments/${reply.data.id}`, {
      resolved: false,
      body: 'edited',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details.fields[0].field).toBe('body.resolved');
    expect(await rowOf(reply.data.id)).toEqual(before);
    expect((await rowOf(opener.data.id))!.resolved).toBe(1);
  });

  it('edits the body of its own comment without emailing anybody', async () => {
    const doc = await makeDoc(t, { recipients: [{ name: 'Carol Danvers', email: 'carol@example.com' }] });
    const c = await post(doc, { body: 'First draft', quote: 'Clause 4' });
    const mails = sink.received.length;
    const res = await t.api('PATCH', `/documents/${doc.id}/comments/${c.data.id}`, {
      body: 'Second draft @Carol Danvers',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: c.data.id, body: 'Second draft @Carol Danvers', quote: 'Clause 4' });
    expect(sink.received.length).toBe(mails);
  });

  it("body on someone else's comment is 403 and nothing changes, resolved included (403 wins over 422)", async () => {
    const doc = await makeDoc();
    const opener = await othersComment(doc, { body: 'Original' });
    const before = await rowOf(opener.id);
    const res = await t.api('PATCH', `/documents/${doc.id}/comments/${opener.id}`, {
      body: 'Rewritten',
      resolved: true,
    });
    expect(res.statusCode).toBe(403);
    expect(await rowOf(opener.id)).toEqual(before);
    const reply = await othersComment(doc, { parentId: opener.id, name: 'Bob', email: 'bob@example.com' });
    expect(
      (await t.api('PATCH', `/documents/${doc.id}/comments/${reply.id}`, { body: 'x', resolved: true })).statusCode,
    ).toBe(403);
    expect((await rowOf(reply.id))!.body).toBe(reply.body);
  });
});

describe('deleting', () => {
  it('deletes its own opener with every reply, whoever wrote them; deleting it again is 404', async () => {
    const doc = await makeDoc();
    const opener = await post(doc, { body: 'Mine' });
    const theirs = await othersComment(doc, { parentId: opener.data.id });
    const mine = await post(doc, { body: 'My reply', parentId: opener.data.id });
    const keep = await othersComment(doc, { body: 'Another thread' });
    const res = await t.api('DELETE', `/documents/${doc.id}/comments/${opener.data.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rowOf(theirs.id)).toBeUndefined();
    expect(await rowOf(mine.data.id)).toBeUndefined();
    expect((await list(doc)).map((c) => c.id)).toEqual([keep.id]);
    expect((await t.api('DELETE', `/documents/${doc.id}/comments/${opener.data.id}`)).statusCode).toBe(404);
  });

  it("deletes its own reply alone; someone else's comment is 403 and stays", async () => {
    const doc = await makeDoc();
    const opener = await othersComment(doc);
    const mine = await post(doc, { body: 'My reply', parentId: opener.id });
    const theirReply = await othersComment(doc, { parentId: opener.id, name: 'Bob', email: 'bob@example.com' });
    expect((await t.api('DELETE', `/documents/${doc.id}/comments/${mine.data.id}`)).statusCode).toBe(204);
    expect((await list(doc)).map((c) => c.id)).toEqual([opener.id, theirReply.id]);
    for (const id of [opener.id, theirReply.id]) {
      const res = await t.api('DELETE', `/documents/${doc.id}/comments/${id}`);
      expect(res.statusCode).toBe(403);
    }
    expect((await list(doc)).map((c) => c.id)).toEqual([opener.id, theirReply.id]);
  });
});

describe('notifications', () => {
  it('emails the thread and the mentioned people once each, never the author (the owner), with title, body and quote', async () => {
    const doc = await makeDoc(t, {
      title: 'Supply agreement 2026',
      recipients: [
        { name: 'Carol Danvers', email: 'carol@example.com' },
        { name: 'Dave Bowman', email: 'dave@example.com' },
        { name: 'Grace Hopper', email: 'GRACE@example.com' },
        { name: 'Owner Alias', email: 'ADA@acme.test' },
      ],
    });
    const opener = await othersComment(doc, { name: 'Grace Hopper', email: 'grace@example.com' });
    await othersComment(doc, { parentId: opener.id, name: 'Bob Builder', email: 'bob@example.com' });
    await post(doc, { body: 'An earlier reply of mine', parentId: opener.id });
    sink.received.length = 0;
    const body = '@carol danvers and @Grace, see this. cc @owner alias @stranger@evil.test @nobody';
    const res = await post(doc, { body, parentId: opener.id, quote: 'Liability is capped\nat the fees paid.' });
    expect(res.notified).toEqual(['grace@example.com', 'bob@example.com', 'carol@example.com']);
    const byRcpt = new Map(sink.received.map((m) => [m.to.join(','), m]));
    expect([...byRcpt.keys()].sort()).toEqual(['bob@example.com', 'carol@example.com', 'grace@example.com']);
    for (const m of sink.received) {
      const text = textOf(m.raw);
      expect(text).toContain('Supply agreement 2026');
      expect(text).toContain(body);
      expect(text).toContain('> Liability is capped\n> at the fees paid.');
      expect(text).toContain(OWNER.name);
      expect(m.raw).not.toContain(t.key);
      expect(text).not.toMatch(/https?:\/\//);
    }
    expect(textOf(byRcpt.get('carol@example.com')!.raw)).toContain('You receive this because you were mentioned.');
    expect(textOf(byRcpt.get('bob@example.com')!.raw)).toContain(
      'You receive this because you took part in this thread.',
    );
    const recorded = await t.db.kysely
      .selectFrom('mail_messages')
      .select(['to_address', 'kind', 'ref_id', 'status'])
      .where('ref_id', '=', res.data.id)
      .execute();
    expect(recorded).toHaveLength(3);
    expect(recorded.every((r) => r.kind === 'comment.notification' && r.status === 'sent')).toBe(true);
  });

  it('a literal @address reaches a known person; a new thread with no mentions emails nobody', async () => {
    const doc = await makeDoc(t, { recipients: [{ name: 'Dave Bowman', email: 'dave@example.com' }] });
    sink.received.length = 0;
    expect((await post(doc, { body: 'Plain remark' })).notified).toEqual([]);
    expect((await post(doc, { body: 'cc @dave@example.com.' })).notified).toEqual(['dave@example.com']);
    expect(sink.received.map((m) => m.to)).toEqual([['dave@example.com']]);
  });

  it('without SMTP the notification waits in the outbox and still counts as notified', async () => {
    const app = await makeApp(ENV);
    try {
      await setOwner(app, OWNER);
      const doc = await makeDoc(app, {
        title: 'Outbox doc',
        recipients: [{ name: 'Carol Danvers', email: 'carol@example.com' }],
      });
      const res = await app.api('POST', `/documents/${doc.id}/comments`, { body: 'Hi @Carol' });
      expect(res.statusCode).toBe(201);
      expect(res.json().notified).toEqual(['carol@example.com']);
      const msg = await app.db.kysely
        .selectFrom('mail_messages')
        .selectAll()
        .where('ref_id', '=', res.json().data.id)
        .executeTakeFirstOrThrow();
      expect(msg).toMatchObject({ status: 'outbox', to_address: 'carol@example.com', kind: 'comment.notification' });
      expect(msg.text_body).toContain('Outbox doc');
    } finally {
      await app.close();
    }
  });

  it('with the mail transport down the comment is saved and notified leaves the address out', async () => {
    const app = await makeApp({ ...ENV, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    try {
      await setOwner(app, OWNER);
      const doc = await makeDoc(app, { recipients: [{ name: 'Carol Danvers', email: 'carol@example.com' }] });
      const res = await app.api('POST', `/documents/${doc.id}/comments`, { body: '@Carol Danvers please review' });
      expect(res.statusCode).toBe(201);
      expect(res.json().notified).toEqual([]);
      // Unavailable, not bounced: the mailer records nothing.
      expect(
        await app.db.kysely.selectFrom('mail_messages').select('id').where('ref_id', '=', res.json().data.id).execute(),
      ).toEqual([]);
      const listed = await app.api('GET', `/documents/${doc.id}/comments`);
      expect(listed.json().data.map((c: { id: string }) => c.id)).toEqual([res.json().data.id]);
    } finally {
      await app.close();
    }
  });
});

describe('listing', () => {
  it('resolved filters whole threads; any other value is 400', async () => {
    const doc = await makeDoc();
    const open = await post(doc, { body: 'Open thread' });
    const openReply = await othersComment(doc, { parentId: open.data.id });
    const closed = await othersComment(doc, { resolved: true });
    const closedReply = await post(doc, { body: 'Reply in a resolved thread', parentId: closed.id });
    expect((await list(doc, '?resolved=false')).map((c) => c.id)).toEqual([open.data.id, openReply.id]);
    expect((await list(doc, '?resolved=true')).map((c) => c.id).sort()).toEqual(
      [closed.id, closedReply.data.id].sort(),
    );
    expect((await list(doc)).length).toBe(4);
    for (const q of ['?resolved=yes', '?resolved=1', '?status=open'])
      expect((await t.api('GET', `/documents/${doc.id}/comments${q}`)).statusCode, q).toBe(400);
  });
});

describe('not found and refused', () => {
  it("another workspace's document and comment ids answer 404, like unknown ones", async () => {
    const otherKey = await t.keyWith([...allScopes], { workspace: `other-${randomBytes(4).toString('hex')}` });
    const mine = await makeDoc();
    const myComment = await post(mine, { body: 'Mine' });
    const theirsDoc = (await t.api('GET', '/me', undefined, otherKey)).json().data.workspaceId as string;
    const foreign = await makeDoc(t, { workspaceId: theirsDoc });
    const foreignComment = await othersComment(foreign);
    for (const [method, url, body] of [
      ['GET', `/documents/${mine.id}/comments`],
      ['POST', `/documents/${mine.id}/comments`, { body: 'x' }],
      ['PATCH', `/documents/${mine.id}/comments/${myComment.data.id}`, { resolved: true }],
      ['DELETE', `/documents/${mine.id}/comments/${myComment.data.id}`],
    ] as const) {
      const res = await t.api(method, url, body, otherKey);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.api('GET', `/documents/doc_nope/comments`)).statusCode).toBe(404);
    expect((await t.api('GET', `/documents/${foreign.id}/comments`)).statusCode).toBe(404);
    // A comment id of another document (or workspace) under one of ours.
    for (const id of [foreignComment.id, 'cmt_nope']) {
      expect((await t.api('PATCH', `/documents/${mine.id}/comments/${id}`, { resolved: true })).statusCode).toBe(404);
      expect((await t.api('DELETE', `/documents/${mine.id}/comments/${id}`)).statusCode).toBe(404);
    }
    expect((await rowOf(foreignComment.id))!.resolved).toBe(0);
    expect(await rowOf(myComment.data.id)).toBeDefined();
  });

  it('validates bodies (400) before anything else', async () => {
    const doc = await makeDoc();
    const c = await post(doc, { body: 'Fine' });
    const bad: [string, string, unknown][] = [
      ['POST', '', {}],
      ['POST', '', { body: '' }],
      ['POST', '', { body: '   \n\t ' }],
      ['POST', '', { body: 'x'.repeat(10_001) }],
      ['POST', '', { body: 'ok', quote: 'q'.repeat(2_001) }],
      ['POST', '', { body: 'ok', resolved: true }],
      ['POST', '', { body: 'ok', parentId: '' }],
      ['POST', '', { body: 42 }],
      ['PATCH', `/${c.data.id}`, {}],
      ['PATCH', `/${c.data.id}`, { body: '' }],
      ['PATCH', `/${c.data.id}`, { resolved: 'true' }],
      ['PATCH', `/${c.data.id}`, { quote: 'not editable' }],
    ];
    for (const [method, suffix, body] of bad) {
      const res = await t.api(method, `/documents/${doc.id}/comments${suffix}`, body);
      expect(res.statusCode, `${method} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
    }
    expect((await post(doc, { body: 'x'.repeat(10_000), quote: 'q'.repeat(2_000) })).data.body).toHaveLength(10_000);
    expect((await list(doc)).map((x) => x.body.length)).toEqual([4, 10_000]);
  });

  it('needs documents:write to write and documents:read to read', async () => {
    const doc = await makeDoc();
    const c = await post(doc, { body: 'Mine' });
    const readOnly = await t.keyWith(['documents:read']);
    expect((await t.api('GET', `/documents/${doc.id}/comments`, undefined, readOnly)).statusCode).toBe(200);
    expect((await t.api('POST', `/documents/${doc.id}/comments`, { body: 'x' }, readOnly)).statusCode).toBe(403);
    expect(
      (await t.api('PATCH', `/documents/${doc.id}/comments/${c.data.id}`, { resolved: true }, readOnly)).statusCode,
    ).toBe(403);
    expect((await t.api('DELETE', `/documents/${doc.id}/comments/${c.data.id}`, undefined, readOnly)).statusCode).toBe(
      403,
    );
  });
});
