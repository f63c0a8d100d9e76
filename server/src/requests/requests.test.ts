// File requests over HTTP on the real database (SQLite, or PostgreSQL in the suite's second pass) with a real SMTP
// sink: the keyed operations with each of their errors, the assignees' links as mailed, and the public upload
// operations (a PDF becoming a `pdf` document with its text layer, any other file a `file` document, 25 MB refused
// while streaming with nothing stored), the owner's mail, audit entries, closing, removing and deleting.
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, makeMailingApp, type MailingTestApp, rowCount } from '../../test/helpers.js';
import { setPlan } from '../plans/store.js';
import type { SmtpSink } from '../../test/smtp-sink.js';
import { MAX_UPLOAD_BYTES } from '../platform/uploads.js';
import { freePort } from '../../test/free-port.mjs';

let t: MailingTestApp;
let sink: SmtpSink;
let base: string;
let otherKey: string;
const OWNER = 'owner@acme.test';

// The answers' shapes are what each test asserts, hence `any`.
type Json = Record<string, any>;

async function call(
  method: string,
  path: string,
  body?: unknown,
  key = t.key,
): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...bearer(key), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

async function pdfWith(text: string, pages = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++)
    pdf.addPage([300, 300]).drawText(`${text} ${i + 1}`, { x: 20, y: 200, size: 12, font });
  return Buffer.from(await pdf.save());
}

async function upload(
  slug: string,
  parts: { file?: { bytes: Buffer; name: string; type: string }; fields?: Record<string, string> },
  token?: string,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts.fields ?? {})) form.append(k, v);
  if (parts.file) form.append('file', new Blob([parts.file.bytes], { type: parts.file.type }), parts.file.name);
  const res = await fetch(`${base}/public/requests/${slug}/uploads`, {
    method: 'POST',
    headers: token ? { 'x-request-token': token } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function page(slug: string, token?: string) {
  const res = await fetch(`${base}/public/requests/${slug}`, { headers: token ? { 'x-request-token': token } : {} });
  return { status: res.status, body: (await res.json()) as Json };
}

/** The personal link mailed to `email` (the latest one). */
function linkOf(email: string): { slug: string; token: string; url: string } {
  const mails = sink.to(email);
  expect(mails.length, `mails to ${email}`).toBeGreaterThan(0);
  const m = /(http:\/\/\S+\/r\/([^/\s]+)\/(upl_[A-Za-z0-9_-]{43}))/.exec(mails[mails.length - 1].text);
  expect(m, mails[mails.length - 1].text).not.toBeNull();
  return { url: m![1], slug: m![2], token: m![3] };
}

async function stored() {
  const count = (table: 'blobs' | 'documents' | 'file_request_uploads') => rowCount(t.db.kysely.selectFrom(table));
  return {
    blobs: await count('blobs'),
    documents: await count('documents'),
    uploads: await count('file_request_uploads'),
  };
}

const addr = (local: string) => `${local}-${Math.random().toString(36).slice(2, 8)}@example.test`;

async function createRequest(body: Json) {
  const res = await call('POST', '/requests', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Json;
}

beforeAll(async () => {
  t = await makeMailingApp(
    { RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: 'http://uploads.test:8080' },
    { startJobs: false },
  );
  sink = t.sink;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
  await t.db.kysely.updateTable('workspaces').set({ email: OWNER }).where('id', '=', t.workspaceId).execute();
  otherKey = await t.keyWith(['requests:read', 'requests:write'], { workspace: `other-${Date.now()}` });
});
afterAll(async () => {
  await t?.close();
});

describe('creating a request', () => {
  it('answers 201 with items by position, assignees mailed their own link at once, a bounced address as bounced; tokens never returned', async () => {
    const ok = addr('cfo');
    const bounced = `bounce@b${Math.random().toString(36).slice(2, 8)}.example.test`;
    const r = await createRequest({
      title: 'Q3 board pack',
      description: 'Please upload the signed management accounts and the cap table.',
      items: [
        { name: 'Management accounts', description: 'Signed PDF for July to September.' },
        { name: 'Cap table', required: false },
      ],
      dueAt: '2099-12-05T17:00:00Z',
      remindEveryDays: 3,
      assignees: [{ email: ok, name: 'Priya' }, { email: bounced }, { email: ok.toUpperCase(), name: 'Priya Shah' }],
    });
    expect(r).toMatchObject({
      title: 'Q3 board pack',
      requireEmail: true,
      notifyOnUpload: true,
      openPage: true,
      active: true,
      closedAt: null,
      dataRoomId: null,
      folderId: null,
      dueAt: '2099-12-05T17:00:00.000Z',
      remindEveryDays: 3,
      counts: { items: 2, assignees: 2, completed: 0, uploads: 0 },
      uploads: [],
    });
    expect(r.id).toMatch(/^req_/);
    expect(r.slug).toMatch(/^q3-board-pack-[a-z2-7]{20}$/);
    expect(r.url).toBe(`http://uploads.test:8080/r/${r.slug}`);
    expect(r.items.map((i: Json) => [i.name, i.required, i.position, i.description])).toEqual([
      ['Management accounts', true, 0, 'Signed PDF for July to September.'],
      ['Cap table', false, 1, null],
    ]);
    // A repeated address is kept once, the last name given wins.
    const [a, b] = r.assignees;
    expect(a).toMatchObject({
      email: ok,
      name: 'Priya Shah',
      delivery: 'sent',
      deliveryError: null,
      reminderCount: 0,
      remindedAt: null,
      completedAt: null,
    });
    expect(a.sentAt).not.toBeNull();
    expect(b).toMatchObject({ email: bounced, delivery: 'bounced', sentAt: null });
    expect(b.deliveryError).toMatch(/550|mailbox unavailable/);
    const link = linkOf(ok);
    expect(link.url.startsWith(`http://uploads.test:8080/r/${r.slug}/upl_`)).toBe(true);
    expect(sink.to(ok)[0].subject).toContain('asks you for files');
    expect(sink.to(ok)[0].text).toContain('upload files for "Q3 board pack"');
    expect(sink.to(ok)[0].text).toContain('- Cap table (optional)');
    // The token appears in the mail and nowhere in the API's answers.
    expect(JSON.stringify(r)).not.toContain(link.token);
    expect(JSON.stringify(r)).not.toMatch(/upl_[A-Za-z0-9_-]{43}/);
    const read = await call('GET', `/requests/${r.id}`);
    expect(JSON.stringify(read.body)).not.toMatch(/upl_[A-Za-z0-9_-]{43}/);
    // Stored only as its hash.
    const row = await t.db.kysely
      .selectFrom('file_request_assignees')
      .selectAll()
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(link.token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses bad input with 4xx naming the field', async () => {
    const cases: [Json, number, string][] = [
      [{}, 400, 'body.title'],
      [{ title: '' }, 400, 'body.title'],
      [{ title: 'x'.repeat(201) }, 400, 'body.title'],
      [{ title: 'T', description: 'd'.repeat(5001) }, 400, 'body.description'],
      [{ title: 'T', items: Array.from({ length: 51 }, (_, i) => ({ name: `i${i}` })) }, 400, 'body.items'],
      [
        { title: 'T', assignees: Array.from({ length: 51 }, (_, i) => ({ email: `p${i}@example.test` })) },
        400,
        'body.assignees',
      ],
      [{ title: 'T', remindEveryDays: 0 }, 400, 'body.remindEveryDays'],
      [{ title: 'T', remindEveryDays: 61 }, 400, 'body.remindEveryDays'],
      [{ title: 'T', assignees: [{ email: 'not an address' }] }, 400, 'body.assignees'],
      [{ title: 'T', unknown: 1 }, 400, 'body.unknown'],
      [{ title: 'T', folderId: 'fld_x' }, 422, 'body.folderId'],
    ];
    for (const [body, status, field] of cases) {
      const res = await call('POST', '/requests', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(JSON.stringify(res.body.details), JSON.stringify(res.body)).toContain(field);
    }
    const noRoom = await call('POST', '/requests', { title: 'T', dataRoomId: 'room_nosuchroom' });
    expect(noRoom).toMatchObject({ status: 404, body: { code: 'not_found' } });
    const noFolder = await call('POST', '/requests', { title: 'T', dataRoomId: 'room_nosuchroom', folderId: 'fld_x' });
    expect(noFolder.status).toBe(404);
    expect((await call('GET', '/requests')).body.data.some((r: Json) => r.title === 'T')).toBe(false);
  });

  it('needs requests:write to create and requests:read to read', async () => {
    const readOnly = await t.keyWith(['requests:read']);
    expect((await call('POST', '/requests', { title: 'T' }, readOnly)).status).toBe(403);
    const none = await t.keyWith(['documents:read']);
    expect((await call('GET', '/requests', undefined, none)).status).toBe(403);
    expect((await call('GET', '/requests', undefined, 'dsk_wrong')).status).toBe(401);
  });
});

describe('reading, changing and deleting', () => {
  it('lists most recently changed first with counts; another workspace sees 404 for every id', async () => {
    const first = await createRequest({ title: 'First', items: [{ name: 'A' }] });
    const second = await createRequest({ title: 'Second', assignees: [{ email: addr('x') }] });
    let list = (await call('GET', '/requests')).body.data as Json[];
    expect(list.findIndex((r) => r.id === second.id)).toBeLessThan(list.findIndex((r) => r.id === first.id));
    expect(list.find((r) => r.id === second.id)).toMatchObject({
      counts: { items: 0, assignees: 1, completed: 0, uploads: 0 },
    });
    expect(list.find((r) => r.id === first.id)).not.toHaveProperty('items');
    await call('PATCH', `/requests/${first.id}`, { title: 'First, renamed' });
    list = (await call('GET', '/requests')).body.data as Json[];
    expect(list.findIndex((r) => r.id === first.id)).toBeLessThan(list.findIndex((r) => r.id === second.id));

    const asg = second.assignees[0].id;
    for (const [method, path, body] of [
      ['GET', `/requests/${first.id}`],
      ['PATCH', `/requests/${first.id}`, { title: 'x' }],
      ['DELETE', `/requests/${first.id}`],
      ['POST', `/requests/${second.id}/assignees`, { assignees: [{ email: 'a@example.test' }] }],
      ['DELETE', `/requests/${second.id}/assignees/${asg}`],
      ['POST', `/requests/${second.id}/assignees/${asg}/resend`],
    ] as [string, string, Json?][]) {
      const res = await call(method, path, body, otherKey);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    expect((await call('GET', '/requests', undefined, otherKey)).body.data).toEqual([]);
    expect((await call('GET', `/requests/${first.id}`)).body.data.title).toBe('First, renamed');
    expect((await call('GET', '/requests/req_nosuchthing')).status).toBe(404);
  });

  it('PATCH changes the open fields, refuses the fixed ones naming them, closes and reopens', async () => {
    const r = await createRequest({ title: 'Patch me', items: [{ name: 'A' }] });
    for (const field of ['dataRoomId', 'folderId', 'items', 'assignees']) {
      const res = await call('PATCH', `/requests/${r.id}`, { [field]: null });
      expect(res.status, field).toBe(400);
      expect(JSON.stringify(res.body.details)).toContain(`body.${field}`);
    }
    expect((await call('PATCH', `/requests/${r.id}`, {})).status).toBe(400);
    expect((await call('PATCH', `/requests/${r.id}`, { remindEveryDays: 61 })).status).toBe(400);
    const changed = await call('PATCH', `/requests/${r.id}`, {
      title: 'Patched',
      description: null,
      dueAt: '2099-01-01T00:00:00Z',
      remindEveryDays: 7,
      requireEmail: false,
      notifyOnUpload: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      title: 'Patched',
      description: null,
      dueAt: '2099-01-01T00:00:00.000Z',
      remindEveryDays: 7,
      requireEmail: false,
      notifyOnUpload: false,
      active: true,
      counts: { items: 1 },
    });
    expect(changed.body.data).not.toHaveProperty('items');

    const closed = await call('PATCH', `/requests/${r.id}`, { active: false });
    expect(closed.body.data.active).toBe(false);
    expect(closed.body.data.closedAt).not.toBeNull();
    expect(await page(r.slug)).toMatchObject({ status: 410, body: { code: 'request_closed' } });
    const before = await stored();
    expect(
      (await upload(r.slug, { file: { bytes: Buffer.from('x'), name: 'x.txt', type: 'text/plain' } })).body.code,
    ).toBe('request_closed');
    expect(await stored()).toEqual(before);
    const reopened = await call('PATCH', `/requests/${r.id}`, { active: true });
    expect(reopened.body.data).toMatchObject({ active: true, closedAt: null });
    expect((await page(r.slug)).status).toBe(200);
    const audit = await call('GET', '/audit?family=documents&type=request.closed');
    expect(audit.body.data.some((e: Json) => e.metadata.requestId === r.id)).toBe(true);
  });

  it('DELETE answers 204, then 404; links answer 410 request_deleted; the uploads stay as documents', async () => {
    const who = addr('del');
    const r = await createRequest({ title: 'Delete me', requireEmail: false, assignees: [{ email: who }] });
    const { token } = linkOf(who);
    const up = await upload(
      r.slug,
      { file: { bytes: Buffer.from('kept after delete'), name: 'kept.txt', type: 'text/plain' } },
      token,
    );
    expect(up.status).toBe(201);
    const documentId = (await call('GET', `/requests/${r.id}`)).body.data.uploads[0].documentId;
    expect((await call('DELETE', `/requests/${r.id}`)).status).toBe(204);
    expect((await call('DELETE', `/requests/${r.id}`)).status).toBe(404);
    expect((await call('GET', `/requests/${r.id}`)).status).toBe(404);
    expect(await page(r.slug)).toMatchObject({ status: 410, body: { code: 'request_deleted' } });
    expect((await page(r.slug, token)).body.code).toBe('request_deleted');
    expect(
      (await upload(r.slug, { file: { bytes: Buffer.from('x'), name: 'x.txt', type: 'text/plain' } }, token)).body.code,
    ).toBe('request_deleted');
    const doc = await call('GET', `/documents/${documentId}`);
    expect(doc.status).toBe(200);
    expect(doc.body.data).toMatchObject({ kind: 'file', title: 'kept' });
    expect((await call('GET', '/requests')).body.data.some((x: Json) => x.id === r.id)).toBe(false);
  });
});

describe('assignees', () => {
  it('adding is idempotent per address: same id, name updated, mailed again; new ones created; answers every assignee', async () => {
    const a = addr('first');
    const r = await createRequest({ title: 'People', assignees: [{ email: a }] });
    const id = r.assignees[0].id;
    const b = addr('second');
    const res = await call('POST', `/requests/${r.id}/assignees`, {
      assignees: [{ email: a.toUpperCase(), name: 'Ada' }, { email: b, name: 'Bob' }, { email: b }],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.map((x: Json) => [x.id === id, x.email, x.name, x.delivery])).toEqual([
      [true, a, 'Ada', 'sent'],
      [false, b, 'Bob', 'sent'],
    ]);
    expect(sink.to(a)).toHaveLength(2);
    expect(sink.to(b)).toHaveLength(1);
    // The same link both times (it is the assignee's, not the mail's).
    expect(/upl_\S+/.exec(sink.to(a)[0].text)![0]).toBe(/upl_\S+/.exec(sink.to(a)[1].text)![0]);
    expect((await call('POST', `/requests/${r.id}/assignees`, { assignees: [] })).status).toBe(400);
    expect(
      (
        await call('POST', `/requests/${r.id}/assignees`, {
          assignees: Array.from({ length: 51 }, (_, i) => ({ email: `p${i}@example.test` })),
        })
      ).status,
    ).toBe(400);
    expect((await call('POST', '/requests/req_nosuch/assignees', { assignees: [{ email: a }] })).status).toBe(404);
  });

  it('removing stops the link at once (410 assignee_removed), keeps their uploads, is idempotent; resend mails the link again', async () => {
    const a = addr('rm');
    const r = await createRequest({ title: 'Remove', assignees: [{ email: a, name: 'Rita' }] });
    const asg = r.assignees[0];
    const { token } = linkOf(a);
    expect(
      (
        await upload(
          r.slug,
          { file: { bytes: Buffer.from('before removal'), name: 'before.txt', type: 'text/plain' } },
          token,
        )
      ).status,
    ).toBe(201);

    await new Promise((res) => setTimeout(res, 5));
    const resent = await call('POST', `/requests/${r.id}/assignees/${asg.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ delivered: true, data: { id: asg.id, delivery: 'sent', reminderCount: 0 } });
    expect(resent.body.data.sentAt > asg.sentAt).toBe(true);
    expect(sink.to(a)).toHaveLength(2);
    expect((await call('POST', `/requests/${r.id}/assignees/asg_nosuch/resend`)).status).toBe(404);

    expect((await call('DELETE', `/requests/${r.id}/assignees/${asg.id}`)).status).toBe(204);
    expect(await page(r.slug, token)).toMatchObject({ status: 410, body: { code: 'assignee_removed' } });
    expect(
      (await upload(r.slug, { file: { bytes: Buffer.from('after'), name: 'after.txt', type: 'text/plain' } }, token))
        .body.code,
    ).toBe('assignee_removed');
    expect((await call('DELETE', `/requests/${r.id}/assignees/${asg.id}`)).status).toBe(204);
    expect((await call('DELETE', `/requests/${r.id}/assignees/asg_nosuch`)).status).toBe(204);
    expect((await call('DELETE', `/requests/req_nosuch/assignees/${asg.id}`)).status).toBe(404);
    expect((await call('POST', `/requests/${r.id}/assignees/${asg.id}/resend`)).status).toBe(404);
    const read = (await call('GET', `/requests/${r.id}`)).body.data;
    expect(read.assignees).toEqual([]);
    expect(read.uploads).toHaveLength(1);
    expect(read.uploads[0]).toMatchObject({
      assigneeId: null,
      uploaderEmail: a,
      uploaderName: 'Rita',
      filename: 'before.txt',
    });
    // Added again: a new assignee with a new link; the old one stays withdrawn.
    const again = await call('POST', `/requests/${r.id}/assignees`, { assignees: [{ email: a }] });
    expect(again.body.data[0].id).not.toBe(asg.id);
    expect((await page(r.slug, token)).body.code).toBe('assignee_removed');
    expect((await page(r.slug, linkOf(a).token)).status).toBe(200);
  });
});

describe('the upload page operations', () => {
  it('the open page and an assignee page: what each shows; 404 unknown slug; 401 a token not of this request', async () => {
    const a = addr('page');
    const r = await createRequest({
      title: 'Pages',
      description: 'Two things',
      dueAt: '2099-02-01T12:00:00Z',
      items: [{ name: 'One' }, { name: 'Two', required: false }],
      assignees: [{ email: a, name: 'Pat' }],
      openPage: true,
    });
    const open = await page(r.slug);
    expect(open).toMatchObject({
      status: 200,
      body: {
        data: {
          title: 'Pages',
          description: 'Two things',
          dueAt: '2099-02-01T12:00:00.000Z',
          askEmail: true,
          assignee: null,
          uploads: [],
          maxBytes: MAX_UPLOAD_BYTES,
        },
      },
    });
    expect(open.body.data.items.map((i: Json) => i.name)).toEqual(['One', 'Two']);
    const { token } = linkOf(a);
    const mine = await page(r.slug, token);
    expect(mine.body.data).toMatchObject({
      askEmail: false,
      assignee: { email: a, name: 'Pat', completedAt: null },
      uploads: [],
    });
    expect(JSON.stringify(mine.body)).not.toContain(token);

    expect((await page('no-such-request-0000')).status).toBe(404);
    for (const bad of ['upl_short', `upl_${'A'.repeat(43)}`, `sgn_${'A'.repeat(43)}`])
      expect(await page(r.slug, bad)).toMatchObject({ status: 401, body: { code: 'invalid_token' } });
    // Another request's assignee token is not this request's.
    const b = addr('elsewhere');
    await createRequest({ title: 'Elsewhere', assignees: [{ email: b }] });
    expect((await page(r.slug, linkOf(b).token)).body.code).toBe('invalid_token');
    // The open page never shows anybody's files.
    expect(
      (
        await upload(r.slug, {
          file: { bytes: Buffer.from('x'), name: 'x.txt', type: 'text/plain' },
          fields: { email: 'someone@example.test' },
        })
      ).status,
    ).toBe(201);
    expect((await page(r.slug)).body.data.uploads).toEqual([]);
  });

  it('an assignee uploads a PDF and a file: workspace documents (pdf with pages and text layer; file), recorded, completion, owner mailed, audit entries', async () => {
    const a = addr('up');
    const r = await createRequest({
      title: 'Board pack',
      items: [{ name: 'Accounts' }, { name: 'Cap table' }, { name: 'Notes', required: false }],
      assignees: [{ email: a, name: 'Uma' }],
    });
    const [accounts, capTable, notes] = r.items;
    const { token } = linkOf(a);
    const ownerMails = sink.to(OWNER).length;

    const pdf = await pdfWith('Management accounts Q3', 2);
    const first = await upload(
      r.slug,
      { file: { bytes: pdf, name: 'accounts-q3.pdf', type: 'application/pdf' }, fields: { itemId: accounts.id } },
      token,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const { createHash } = await import('node:crypto');
    expect(first.body.data).toMatchObject({
      itemId: accounts.id,
      filename: 'accounts-q3.pdf',
      contentType: 'application/pdf',
      byteSize: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
    expect(first.body.data.id).toMatch(/^upl_/);

    let read = (await call('GET', `/requests/${r.id}`)).body.data;
    expect(read.assignees[0].uploadedAt).not.toBeNull();
    expect(read.assignees[0].completedAt).toBeNull();
    const doc = (await call('GET', `/documents/${read.uploads[0].documentId}`)).body.data;
    expect(doc).toMatchObject({
      kind: 'pdf',
      pageCount: 2,
      title: 'accounts-q3',
      source: { filename: 'accounts-q3.pdf', contentType: 'application/pdf', byteSize: pdf.length, hasTextLayer: true },
    });
    const found = (await call('GET', `/documents?q=${encodeURIComponent('Management accounts')}`)).body.data;
    expect(found.some((d: Json) => d.id === doc.id)).toBe(true);

    // The optional item does not complete them; the last required one does.
    expect(
      (
        await upload(
          r.slug,
          {
            file: { bytes: Buffer.from('a,b\n1,2\n'), name: 'notes.csv', type: 'text/csv' },
            fields: { itemId: notes.id },
          },
          token,
        )
      ).status,
    ).toBe(201);
    expect((await call('GET', `/requests/${r.id}`)).body.data.assignees[0].completedAt).toBeNull();
    const last = await upload(
      r.slug,
      {
        file: { bytes: Buffer.from('holder,shares\nUma,100\n'), name: 'cap-table.csv', type: 'text/csv' },
        fields: { itemId: capTable.id, email: 'ignored@example.test', name: 'Ignored' },
      },
      token,
    );
    expect(last.status).toBe(201);
    read = (await call('GET', `/requests/${r.id}`)).body.data;
    expect(read.assignees[0].completedAt).not.toBeNull();
    expect(read.counts).toEqual({ items: 3, assignees: 1, completed: 1, uploads: 3 });
    expect(read.uploads[0]).toMatchObject({
      itemId: capTable.id,
      assigneeId: read.assignees[0].id,
      uploaderEmail: a,
      uploaderName: 'Uma',
      filename: 'cap-table.csv',
      contentType: 'text/csv',
    });
    const csvDoc = (await call('GET', `/documents/${read.uploads[0].documentId}`)).body.data;
    expect(csvDoc).toMatchObject({ kind: 'file', title: 'cap-table', source: { contentType: 'text/csv' } });
    const file = await fetch(`${base}/documents/${csvDoc.id}/file`, { headers: bearer(t.key) });
    expect(await file.text()).toBe('holder,shares\nUma,100\n');

    // The page ticks off what they sent.
    const mine = (await page(r.slug, token)).body.data;
    expect(mine.uploads.map((u: Json) => u.itemId)).toEqual([capTable.id, notes.id, accounts.id]);
    expect(mine.assignee.completedAt).not.toBeNull();

    // The owner was told of each file.
    expect(sink.to(OWNER).length - ownerMails).toBe(3);
    expect(sink.to(OWNER).at(-1)!.subject).toContain('Board pack');
    expect(sink.to(OWNER).at(-1)!.text).toContain('cap-table.csv');
    expect(sink.to(OWNER).at(-1)!.text).toContain('Uma');

    const audit = (await call('GET', `/audit?family=documents&type=request.upload_received`)).body.data.filter(
      (e: Json) => e.metadata.requestId === r.id,
    );
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({
      family: 'documents',
      actorName: 'Uma',
      actorEmail: a,
      subject: { kind: 'document' },
    });
    const created = (await call('GET', `/audit?type=document.created&documentId=${doc.id}`)).body.data;
    expect(created[0]).toMatchObject({ family: 'documents', actorEmail: a });
  });

  it('the open page: the address required when requireEmail (422 body.email), recorded with the name; not asked otherwise; no owner mail when notifyOnUpload is off', async () => {
    const r = await createRequest({ title: 'Open', items: [{ name: 'Anything' }] });
    const file = { bytes: Buffer.from('hello'), name: 'hello.txt', type: 'text/plain' };
    expect(await upload(r.slug, { file })).toMatchObject({
      status: 422,
      body: { details: { fields: [{ field: 'body.email' }] } },
    });
    expect(await upload(r.slug, { file, fields: { email: 'nope' } })).toMatchObject({
      status: 422,
      body: { details: { fields: [{ field: 'body.email' }] } },
    });
    const ok = await upload(r.slug, {
      file,
      fields: { email: 'walk-in@example.test', name: 'Walk In', itemId: r.items[0].id },
    });
    expect(ok.status).toBe(201);
    const read = (await call('GET', `/requests/${r.id}`)).body.data;
    expect(read.uploads[0]).toMatchObject({
      assigneeId: null,
      uploaderEmail: 'walk-in@example.test',
      uploaderName: 'Walk In',
      itemId: r.items[0].id,
    });

    const quiet = await createRequest({ title: 'Quiet', requireEmail: false, notifyOnUpload: false });
    expect((await page(quiet.slug)).body.data.askEmail).toBe(false);
    const ownerMails = sink.to(OWNER).length;
    const anon = await upload(quiet.slug, { file });
    expect(anon.status).toBe(201);
    expect(anon.body.data.itemId).toBeNull();
    expect((await call('GET', `/requests/${quiet.id}`)).body.data.uploads[0]).toMatchObject({
      uploaderEmail: null,
      uploaderName: null,
    });
    await new Promise((res) => setTimeout(res, 100));
    expect(sink.to(OWNER).length).toBe(ownerMails);
  });

  it('refuses bad uploads with nothing stored: 415 not multipart, 400 no file or an unknown part, 422 unknown item, 422 over 25 MB while streaming', async () => {
    const r = await createRequest({ title: 'Refusals', requireEmail: false, items: [{ name: 'Only' }] });
    const before = await stored();
    const json = await fetch(`${base}/public/requests/${r.slug}/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    expect(((await json.json()) as Json).code).toBe('unsupported_media_type');
    const raw = await fetch(`${base}/public/requests/${r.slug}/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: await pdfWith('raw'),
    });
    expect(raw.status).toBe(415);
    expect(await upload(r.slug, { fields: { itemId: r.items[0].id } })).toMatchObject({
      status: 400,
      body: { details: { fields: [{ field: 'body.file' }] } },
    });
    expect(
      await upload(r.slug, {
        file: { bytes: Buffer.from('x'), name: 'x.txt', type: 'text/plain' },
        fields: { comment: 'hi' },
      }),
    ).toMatchObject({ status: 400, body: { details: { fields: [{ field: 'body.comment' }] } } });
    expect(
      await upload(r.slug, {
        file: { bytes: Buffer.from('x'), name: 'x.txt', type: 'text/plain' },
        fields: { itemId: 'item_other' },
      }),
    ).toMatchObject({ status: 422, body: { details: { fields: [{ field: 'body.itemId' }] } } });
    const big = await upload(r.slug, {
      file: {
        bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1024 * 1024, 0x61),
        name: 'big.bin',
        type: 'application/octet-stream',
      },
    });
    expect(big).toMatchObject({
      status: 422,
      body: { code: 'unprocessable', details: { fields: [{ field: 'body.file', message: 'is over 25 MB' }] } },
    });
    expect(
      await upload('no-such-request-0000', { file: { bytes: Buffer.from('x'), name: 'x.txt', type: 'text/plain' } }),
    ).toMatchObject({ status: 404 });
    expect(await stored()).toEqual(before);
  });

  /** Runs `fn` with the workspace on a plan of at most `documents` documents, then back on the one without ceilings. */
  async function underDocumentCeiling(plan: string, documents: number, fn: () => Promise<void>): Promise<void> {
    await setPlan(t.db.kysely, plan, { documents });
    await t.db.kysely.updateTable('workspaces').set({ plan }).where('id', '=', t.workspaceId).execute();
    try {
      await fn();
    } finally {
      await t.db.kysely
        .updateTable('workspaces')
        .set({ plan: 'self-hosted' })
        .where('id', '=', t.workspaceId)
        .execute();
    }
  }

  it('a plan ceiling refuses the upload (422 plan_limit), nothing stored', async () => {
    const r = await createRequest({ title: 'Ceiling', requireEmail: false });
    await underDocumentCeiling('tiny-test', 0, async () => {
      const before = await stored();
      expect(
        await upload(r.slug, { file: { bytes: Buffer.from('x'), name: 'x.txt', type: 'text/plain' } }),
      ).toMatchObject({ status: 422, body: { code: 'plan_limit' } });
      expect(await stored()).toEqual(before);
    });
  });

  it('uploads sent together never pass the document ceiling', async () => {
    const r = await createRequest({ title: 'Race', requireEmail: false });
    const live = () =>
      rowCount(
        t.db.kysely.selectFrom('documents').where('workspace_id', '=', t.workspaceId).where('deleted_at', 'is', null),
      );
    const before = await live();
    await underDocumentCeiling('one-more-test', before + 1, async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          upload(r.slug, { file: { bytes: Buffer.from(`race ${i}`), name: `race-${i}.txt`, type: 'text/plain' } }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
      expect(await live()).toBe(before + 1);
    });
  });
});

describe('filing into a data room', () => {
  /** A room with a folder in it, made over the rooms API with a workspace's key. */
  async function seedRoom(key: string, name: string) {
    const made = await call('POST', '/rooms', { name }, key);
    expect(made.status).toBe(201);
    const room = made.body.data as { id: string };
    const filed = await call('POST', `/rooms/${room.id}/folders`, { name: 'Financials' }, key);
    expect(filed.status).toBe(201);
    return { room, folder: filed.body.data as { id: string } };
  }

  it("validates the room and folder (404 not this workspace's room, or not a folder of it); files each upload into the folder", async () => {
    const mine = await seedRoom(t.key, 'Diligence');
    const theirs = await seedRoom(
      await t.keyWith(['rooms:write'], { workspace: (await t.keys.verify(otherKey))!.workspace.slug }),
      'Not yours',
    );
    expect((await call('POST', '/requests', { title: 'T', dataRoomId: theirs.room.id })).status).toBe(404);
    expect(
      (await call('POST', '/requests', { title: 'T', dataRoomId: mine.room.id, folderId: theirs.folder.id })).status,
    ).toBe(404);
    expect((await call('POST', '/requests', { title: 'T', folderId: mine.folder.id })).status).toBe(422);

    const r = await createRequest({
      title: 'Into the room',
      requireEmail: false,
      dataRoomId: mine.room.id,
      folderId: mine.folder.id,
    });
    expect(r).toMatchObject({ dataRoomId: mine.room.id, folderId: mine.folder.id });
    const up = await upload(r.slug, {
      file: { bytes: await pdfWith('Filed'), name: 'filed.pdf', type: 'application/pdf' },
    });
    expect(up.status).toBe(201);
    const documentId = (await call('GET', `/requests/${r.id}`)).body.data.uploads[0].documentId;
    const filed = await t.db.kysely
      .selectFrom('room_documents')
      .selectAll()
      .where('room_id', '=', mine.room.id)
      .execute();
    expect(filed.map((f) => [f.document_id, f.folder_id])).toEqual([[documentId, mine.folder.id]]);
    const audit = (await call('GET', '/audit?type=room.document_added')).body.data;
    expect(audit.some((e: Json) => e.documentId === documentId)).toBe(true);

    // At the top level of a room when no folder is named.
    const top = await createRequest({ title: 'Top level', requireEmail: false, dataRoomId: mine.room.id });
    expect(
      (await upload(top.slug, { file: { bytes: Buffer.from('top'), name: 'top.txt', type: 'text/plain' } })).status,
    ).toBe(201);
    const topDoc = (await call('GET', `/requests/${top.id}`)).body.data.uploads[0].documentId;
    expect(
      (
        await t.db.kysely
          .selectFrom('room_documents')
          .select('folder_id')
          .where('document_id', '=', topDoc)
          .executeTakeFirstOrThrow()
      ).folder_id,
    ).toBeNull();
  });

  it('a frozen room refuses the upload with 409 room_frozen and nothing stored', async () => {
    const { room } = await seedRoom(t.key, 'Frozen');
    const r = await createRequest({ title: 'Frozen room', requireEmail: false, dataRoomId: room.id });
    await t.db.kysely
      .updateTable('data_rooms')
      .set({ frozen_at: new Date().toISOString() })
      .where('id', '=', room.id)
      .execute();
    const before = await stored();
    const res = await upload(r.slug, { file: { bytes: Buffer.from('cold'), name: 'cold.txt', type: 'text/plain' } });
    expect(res).toMatchObject({ status: 409, body: { code: 'room_frozen' } });
    expect(res.body.error).toMatch(/not accepting files/);
    expect(await stored()).toEqual(before);
    await t.db.kysely.updateTable('data_rooms').set({ frozen_at: null }).where('id', '=', room.id).execute();
    expect(
      (await upload(r.slug, { file: { bytes: Buffer.from('warm'), name: 'warm.txt', type: 'text/plain' } })).status,
    ).toBe(201);
  });
});

describe('unguessable upload pages (issue 20)', () => {
  it('slugs carry 20 random base32 characters: three requests of one title share nothing guessable', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await createRequest({ title: 'Q3 financials' })).slug as string);
    for (const slug of slugs) expect(slug).toMatch(/^q3-financials-[a-z2-7]{20}$/);
    expect(new Set(slugs.map((x) => x.slice(-20))).size).toBe(3);
    // A slug of the old form is not found.
    expect((await page(`${slugs[0].slice(0, -20).replace(/-$/, '')}-a655`)).status).toBe(404);
  });

  it('the open page answers by default, assignees or not (the reference); openPage: false closes it and stores nothing for a stranger', async () => {
    const a = addr('named');
    const r = await createRequest({ title: 'Named and open', requireEmail: false, assignees: [{ email: a }] });
    expect(r.openPage).toBe(true);
    expect((await page(r.slug)).status).toBe(200);
    expect(
      (await upload(r.slug, { file: { bytes: Buffer.from('walk-in'), name: 'w.txt', type: 'text/plain' } })).status,
    ).toBe(201);
    // The owner closes it: strangers are refused and nothing of theirs is stored; the assignee's own link works.
    expect((await call('PATCH', `/requests/${r.id}`, { openPage: false })).body.data.openPage).toBe(false);
    const before = await stored();
    expect(await page(r.slug)).toMatchObject({ status: 403, body: { code: 'open_page_disabled' } });
    const stranger = await upload(r.slug, {
      file: { bytes: Buffer.from('guessed'), name: 'g.txt', type: 'text/plain' },
    });
    expect(stranger).toMatchObject({ status: 403, body: { code: 'open_page_disabled' } });
    expect(await stored()).toEqual(before);
    const { token } = linkOf(a);
    expect((await page(r.slug, token)).status).toBe(200);
    expect(
      (await upload(r.slug, { file: { bytes: Buffer.from('mine'), name: 'm.txt', type: 'text/plain' } }, token)).status,
    ).toBe(201);
    // And opens it again.
    expect((await call('PATCH', `/requests/${r.id}`, { openPage: true })).body.data.openPage).toBe(true);
    expect((await page(r.slug)).status).toBe(200);
    // Without assignees: open unless the owner says otherwise; closed from the start with openPage: false.
    expect((await createRequest({ title: 'Anyone' })).openPage).toBe(true);
    const shut = await createRequest({ title: 'Named only', assignees: [{ email: addr('shut') }], openPage: false });
    expect(shut.openPage).toBe(false);
    expect((await page(shut.slug)).body.code).toBe('open_page_disabled');
  });

  it('a slug replaced by migration 081 still leads an assignee with their token there, and nobody without one', async () => {
    const a = addr('legacy');
    const r = await createRequest({ title: 'Old links', assignees: [{ email: a }], openPage: true });
    const { token } = linkOf(a);
    // The form slugs had before: title and 4 hex characters (random here, as the database outlives one run).
    const old = `old-links-${Math.random().toString(16).slice(2, 6)}`;
    await t.db.kysely.updateTable('file_requests').set({ legacy_slug: old }).where('id', '=', r.id).execute();
    expect((await page(old, token)).status).toBe(200);
    expect((await page(old)).status).toBe(404);
    expect((await upload(old, { file: { bytes: Buffer.from('x'), name: 'x.txt', type: 'text/plain' } })).status).toBe(
      404,
    );
    expect(
      (await upload(old, { file: { bytes: Buffer.from('x'), name: 'x.txt', type: 'text/plain' } }, token)).status,
    ).toBe(201);
  });
});

describe('when the mail transport cannot be reached', () => {
  it('the request is still created; each assignee shows delivery failed with the reason, and resend reports delivered: false', async () => {
    const deadPort = await freePort();
    const down = await makeApp({ SMTP_URL: `smtp://127.0.0.1:${deadPort}` }, { startJobs: false });
    try {
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/v1/requests',
        headers: bearer(down.key),
        payload: { title: 'No mail', assignees: [{ email: 'nobody@example.test' }] },
      });
      expect(res.statusCode).toBe(201);
      const [a] = res.json().data.assignees;
      expect(a).toMatchObject({ delivery: 'failed', sentAt: null });
      expect(a.deliveryError).toMatch(/unavailable|ECONNREFUSED|connect/i);
      const resend = await down.app.inject({
        method: 'POST',
        url: `/api/v1/requests/${res.json().data.id}/assignees/${a.id}/resend`,
        headers: bearer(down.key),
      });
      expect(resend.json()).toMatchObject({ delivered: false, data: { delivery: 'failed' } });
    } finally {
      await down.close();
    }
  });
});
