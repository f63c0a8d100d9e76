// What an opened visit reads, over HTTP on the real database: one document (GET …/documents/{id}) and a PDF's
// bytes (GET …/documents/{id}/file) only to an opened visit, stamped with the visitor's watermark; a viewer-group
// link admits only members and shows only what the group was given; a pinned version; nothing of another
// workspace.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, expectError, makeKit, makeLink, mdDoc, patchLink, pdfDoc, start, type Kit } from './test-kit.js';

let k: Kit;
beforeAll(async () => {
  k = await makeKit();
});
afterAll(() => k.t.close());

const docOf = (v: { visitId: string; token: string }, id: string) =>
  k.pub('GET', `/visits/${v.visitId}/documents/${id}`, undefined, v.token);
const fileOf = (v: { visitId: string; token: string }, id: string) =>
  k.pub('GET', `/visits/${v.visitId}/documents/${id}/file`, undefined, v.token);

function pdfText(bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visit-pdf-'));
  const file = path.join(dir, 'f.pdf');
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('a viewer-group room link', () => {
  it('admits only members, shows only the group’s documents and folders; others answer 404; allowDownload does not widen it', async () => {
    const room = (await k.api('POST', '/rooms', { name: 'Series A room' })).json().data;
    const legal = (await k.api('POST', `/rooms/${room.id}/folders`, { name: 'Legal' })).json().data;
    const finance = (await k.api('POST', `/rooms/${room.id}/folders`, { name: 'Finance' })).json().data;
    const top = await mdDoc(k, 'Overview', '# Overview\n\nHello.');
    const nda = await mdDoc(k, 'NDA', '# NDA\n\nTerms.');
    const accounts = await pdfDoc(k, 'Accounts', ['Revenue']);
    const secret = await mdDoc(k, 'Cap table', '# Cap table\n\nPrivate.');
    for (const [documentId, folderId] of [
      [top, null],
      [nda, legal.id],
      [accounts, finance.id],
      [secret, finance.id],
    ] as const) {
      expect((await k.api('POST', `/rooms/${room.id}/documents`, { documentId, folderId })).statusCode).toBe(201);
    }
    const group = (
      await k.api('POST', `/rooms/${room.id}/groups`, {
        name: 'Investors',
        members: ['dana@fund.example', '@partners.example'],
        folderIds: [legal.id],
        documentIds: [accounts],
      })
    ).json().data;
    const l = await makeLink(k, { dataRoomId: room.id, groupId: group.id, allowDownload: true, notifyOnView: false });
    expect((await start(k, l.slug)).body.data.pending).toEqual(['email']);
    expectError(
      await k.pub('POST', `/links/${l.slug}/visits`, { email: 'eve@fund.example' }),
      403,
      'email_not_allowed',
    );
    const v = await start(k, l.slug, { email: 'anyone@partners.example' });
    expect(v.body.data.opened).toBe(true);
    const tree = (await content(k, v)).json().data;
    expect(tree.room).toEqual({
      name: 'Series A room',
      folders: [
        { id: legal.id, name: 'Legal', position: 0 },
        { id: finance.id, name: 'Finance', position: 1 },
      ],
      documents: [
        { documentId: nda, folderId: legal.id, position: 0, title: 'NDA', kind: 'xdoc', pageCount: expect.any(Number) },
        { documentId: accounts, folderId: finance.id, position: 0, title: 'Accounts', kind: 'pdf', pageCount: 1 },
      ],
    });
    expect(tree.bulkDownload).toEqual({ codeRequired: true });
    expect((await docOf(v, nda)).json().data).toMatchObject({ documentId: nda, title: 'NDA', unit: 'section' });
    expect((await docOf(v, accounts)).json().data).toMatchObject({ documentId: accounts, unit: 'page', pageCount: 1 });
    expect((await fileOf(v, accounts)).statusCode).toBe(200);
    for (const id of [top, secret, 'doc_nosuchdocument']) {
      expectError(await docOf(v, id), 404, 'not_found');
      expectError(await fileOf(v, id), 404, 'not_found');
    }
    // Taking a document away from the group answers 404 from then on.
    expect((await k.api('PATCH', `/rooms/${room.id}/groups/${group.id}`, { documentIds: [] })).statusCode).toBe(200);
    expectError(await docOf(v, accounts), 404, 'not_found');
    // Taking the member away stops the visit (403); deleting the group switches the link off (410).
    expect(
      (await k.api('PATCH', `/rooms/${room.id}/groups/${group.id}`, { members: ['dana@fund.example'] })).statusCode,
    ).toBe(200);
    expectError(await content(k, v), 403, 'email_not_allowed');
    const dana = await start(k, l.slug, { email: 'dana@fund.example' });
    expect((await content(k, dana)).statusCode).toBe(200);
    expect((await k.api('DELETE', `/rooms/${room.id}/groups/${group.id}`)).statusCode).toBe(204);
    expectError(await content(k, dana), 410, 'link_disabled');
  });

  it('a room link without a group shows every live document; a trashed one is omitted and answers 404', async () => {
    const room = (await k.api('POST', '/rooms', { name: 'Open room' })).json().data;
    const a = await mdDoc(k, 'A', '# A\n\nx');
    const b = await mdDoc(k, 'B', '# B\n\ny');
    for (const documentId of [a, b]) await k.api('POST', `/rooms/${room.id}/documents`, { documentId });
    const l = await makeLink(k, { dataRoomId: room.id, requireEmail: false, notifyOnView: false });
    const v = await start(k, l.slug);
    expect((await content(k, v)).json().data.room.documents.map((d: any) => d.documentId)).toEqual([a, b]);
    await k.api('DELETE', `/documents/${b}`);
    expect((await content(k, v)).json().data.room.documents.map((d: any) => d.documentId)).toEqual([a]);
    expectError(await docOf(v, b), 404, 'not_found');
    expect((await docOf(v, a)).statusCode).toBe(200);
  });
});

describe('documents and files', () => {
  it('only to an opened visit (403 gates_pending); a non-PDF file is 422; the link document only (404 otherwise, also another workspace’s)', async () => {
    const mine = await mdDoc(k, 'Mine', '# Mine\n\nText.');
    const pdf = await pdfDoc(k, 'Deck', ['Slide one']);
    const theirs = await pdfDoc(k, 'Theirs', ['Other workspace'], k.otherKey);
    const l = await makeLink(k, { documentId: pdf, password: 'pw-1', requireEmail: false, notifyOnView: false });
    const v = await start(k, l.slug);
    const pending = await fileOf(v, pdf);
    expectError(pending, 403, 'gates_pending');
    expect(pending.json().details).toEqual({ pending: ['password'] });
    expectError(await docOf(v, pdf), 403, 'gates_pending');
    await k.pub('POST', `/visits/${v.visitId}/gates`, { password: 'pw-1' }, v.token);
    expect((await fileOf(v, pdf)).statusCode).toBe(200);
    for (const id of [mine, theirs]) expectError(await fileOf(v, id), 404, 'not_found');
    const md = await makeLink(k, { documentId: mine, requireEmail: false, notifyOnView: false });
    const w = await start(k, md.slug);
    expectError(await fileOf(w, mine), 422, 'unprocessable');
    expect((await docOf(w, mine)).json().data).toMatchObject({ documentId: mine, kind: 'xdoc', file: null });
    // Another workspace's room and document: its link is its own, and this visit's token reaches nothing of it.
    const other = await makeLink(k, { documentId: theirs, requireEmail: false, notifyOnView: false }, k.otherKey);
    const x = await start(k, other.slug);
    expect(x.body.data.opened).toBe(true);
    expectError(
      await k.pub('GET', `/visits/${x.visitId}/documents/${theirs}/file`, undefined, w.token),
      401,
      'invalid_token',
    );
    expectError(await fileOf(x, mine), 404, 'not_found');
  });

  it("the PDF's bytes are stamped with the visitor's resolved watermark when it is on, and clean when it is off; reading is not downloading", async () => {
    const pdf = await pdfDoc(k, 'Stamped', ['Quarterly numbers', 'Second page']);
    const l = await makeLink(k, {
      documentId: pdf,
      name: 'Fund link',
      notifyOnView: false,
      watermarkConfig: { text: 'For {email} via {link} on {date}', position: 'center', rotation: 0, fontSize: 8 },
    });
    const v = await start(k, l.slug, { email: 'dana@fund.example' });
    const c = (await content(k, v)).json().data;
    const today = new Date().toISOString().slice(0, 10);
    expect(c.watermark).toMatchObject({ text: `For dana@fund.example via Fund link on ${today}`, position: 'center' });
    const stamped = await fileOf(v, pdf);
    const text = pdfText(stamped.rawPayload);
    expect(text).toContain('Quarterly numbers');
    expect(text.split(`For dana@fund.example via Fund link on ${today}`).length - 1).toBe(2);
    await patchLink(k, l.id, { watermark: false });
    expect((await content(k, v)).json().data.watermark).toBeNull();
    expect(pdfText((await fileOf(v, pdf)).rawPayload)).not.toContain('dana@fund.example');
    const row = await k.t.db.kysely
      .selectFrom('link_visits')
      .select('downloaded_at')
      .where('id', '=', v.visitId)
      .executeTakeFirstOrThrow();
    expect(row.downloaded_at).toBeNull();
    const downloaded = await k.t.db.kysely
      .selectFrom('audit_events')
      .select('id')
      .where('share_link_id', '=', l.id)
      .where('type', '=', 'link.downloaded')
      .execute();
    expect(downloaded).toEqual([]);
  });

  it('a pinned version is served instead of the live document', async () => {
    const documentId = await mdDoc(k, 'Pinned', '# Pinned\n\nFirst wording.');
    const version = (await k.api('POST', `/documents/${documentId}/versions`, { label: 'v1' })).json().data;
    expect(
      (await k.api('PATCH', `/documents/${documentId}`, { markdown: '# Pinned\n\nSecond wording.\n\n## Added' }))
        .statusCode,
    ).toBe(200);
    const pinned = await makeLink(k, {
      documentId,
      requireEmail: false,
      pinnedVersionId: version.id,
      notifyOnView: false,
      allowAudio: true,
    });
    const live = await makeLink(k, { documentId, requireEmail: false, notifyOnView: false, allowAudio: true });
    const p = (await content(k, await start(k, pinned.slug))).json().data.document;
    expect(p.versionId).toBe(version.id);
    expect(p.sections.map((x: any) => x.text)).toEqual(['Pinned\nFirst wording.']);
    const l = (await content(k, await start(k, live.slug))).json().data.document;
    expect(l.versionId).toBeNull();
    expect(l.sections.map((x: any) => x.heading)).toEqual(['Pinned', 'Added']);
  });
});
