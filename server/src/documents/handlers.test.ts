// Documents over HTTP on the real database: authoring, search, updates with version snapshots, recipients,
// trash and plan ceilings, uploads and file replacement, exports, signature blocks and templates.
import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sansRequestId, makeApp, multipart, type TestApp, rowCount } from '../../test/helpers.js';
import { setPlan } from '../plans/store.js';

let t: TestApp;
let other: string;

async function pdfWith(pages: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) pdf.addPage([400, 400]).drawText(text, { x: 40, y: 300, size: 14, font });
  return Buffer.from(await pdf.save());
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text as string;
}

async function create(body: Record<string, unknown>) {
  const res = await t.api('POST', '/documents', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { data: Record<string, any>; warnings: string[] };
}

const MD = `# Mutual NDA

Each party may disclose **confidential** information.

![logo](https://example.com/logo.png)

## Term

| Clause | Months |
| --- | ---: |
| Term | 24 |

The energy is $E = mc^2$.
`;

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false });
  other = await t.keyWith(['documents:read', 'documents:write'], { workspace: `other-${Date.now()}` });
});
afterAll(() => t.close());

describe('authoring', () => {
  it('creates from Markdown: 201 with warnings for what was dropped, sections, a rendered page count, events', async () => {
    const { data, warnings } = await create({
      title: 'Mutual NDA',
      markdown: MD,
      recipients: [{ name: 'Dana', email: 'dana@globex.example', accessCode: 'open-sesame' }],
    });
    expect(data).toMatchObject({
      title: 'Mutual NDA',
      kind: 'xdoc',
      status: 'draft',
      activeEnvelopeId: null,
      folderId: null,
      inLibrary: false,
      deletedAt: null,
      source: null,
    });
    expect(data.pageCount).toBeGreaterThanOrEqual(1);
    expect(warnings.join(' ')).toMatch(/image/i);
    expect(data.sections.map((s: { heading: string }) => s.heading)).toEqual(['Mutual NDA', 'Term']);
    expect(data.sections[0].words).toBeGreaterThan(5);
    expect(data.recipients[0]).toMatchObject({
      name: 'Dana',
      email: 'dana@globex.example',
      role: 'signer',
      routingOrder: 1,
      hasAccessCode: true,
    });
    expect(JSON.stringify(data)).not.toContain('open-sesame');
    const full = (await t.api('GET', `/documents/${data.id}?include=content`)).json().data;
    const types = full.content.content.map((n: { type: string }) => n.type);
    expect(types).toEqual(expect.arrayContaining(['heading', 'paragraph', 'table']));
    expect(JSON.stringify(full.content)).toContain('mathInline');
    const audit = (await t.api('GET', `/audit?documentId=${data.id}`)).json().data;
    expect(audit[0]).toMatchObject({
      type: 'document.created',
      subject: { kind: 'document', id: data.id, title: 'Mutual NDA' },
    });
  });

  it('creates from HTML, sanitised, and from document JSON; refuses an unknown node type naming its path', async () => {
    const html = await create({
      title: 'From HTML',
      html: '<h1>Hello</h1><p onclick="x()">World <script>alert(1)</script><a href="javascript:alert(1)">bad</a></p><img src="x.png">',
    });
    expect(html.warnings.length).toBeGreaterThan(0);
    const body = JSON.stringify((await t.api('GET', `/documents/${html.data.id}?include=content`)).json().data.content);
    expect(body).not.toMatch(/script|javascript:|onclick/);
    expect(body).toContain('World');
    const json = await create({
      title: 'From JSON',
      content: {
        type: 'doc',
        content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Scope' }] }],
      },
    });
    expect(json.warnings).toEqual([]);
    expect(json.data.sections[0]).toMatchObject({ id: 'scope', heading: 'Scope', level: 2 });
    const bad = await t.api('POST', '/documents', {
      title: 'Bad',
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'blink', text: 'x' }] }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain('body.content.content');
  });

  it('refuses: no title without a template, two bodies, template plus body, unknown template, a folder of another workspace', async () => {
    expect((await t.api('POST', '/documents', { markdown: '# x' })).json().details.fields[0].field).toBe('body.title');
    expect((await t.api('POST', '/documents', { title: 'x', markdown: '# x', html: '<p>x</p>' })).statusCode).toBe(400);
    expect((await t.api('POST', '/documents', { templateId: 'tpl_x', markdown: '# x' })).statusCode).toBe(400);
    expect((await t.api('POST', '/documents', { templateId: 'tpl_missing' })).statusCode).toBe(404);
    const folder = await t.api('POST', '/folders', { name: 'Theirs' }, other);
    if (folder.statusCode === 201) {
      const res = await t.api('POST', '/documents', { title: 'x', folderId: folder.json().data.id });
      expect(res.statusCode).toBe(422);
    }
    expect((await t.api('POST', '/documents', { title: 'x', colour: 'red' })).json().details.fields[0].field).toBe(
      'body.colour',
    );
  });

  it('an empty body is one empty paragraph', async () => {
    const { data } = await create({ title: 'Empty' });
    const full = (await t.api('GET', `/documents/${data.id}?include=content`)).json().data;
    expect(full.content).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});

describe('listing and search', () => {
  it('lists most recently edited first with filters, strict values and cursors', async () => {
    const a = await create({ title: 'Alpha plan', markdown: 'quarterly zebra figures' });
    const b = await create({ title: 'Beta plan', markdown: 'nothing to see' });
    await t.api('PATCH', `/documents/${a.data.id}`, { inLibrary: true });
    const list = (await t.api('GET', '/documents?limit=2')).json();
    expect(list.data[0].id).toBe(a.data.id);
    expect(list.data[1].id).toBe(b.data.id);
    const next = (await t.api('GET', `/documents?limit=2&cursor=${list.nextCursor}`)).json();
    expect(next.data.map((d: { id: string }) => d.id)).not.toContain(a.data.id);
    expect((await t.api('GET', '/documents?inLibrary=true')).json().data.map((d: { id: string }) => d.id)).toEqual([
      a.data.id,
    ]);
    expect((await t.api('GET', '/documents?status=signed')).statusCode).toBe(400);
    expect((await t.api('GET', '/documents?kind=docx')).statusCode).toBe(400);
    expect((await t.api('GET', '/documents?inLibrary=yes')).statusCode).toBe(400);
    expect((await t.api('GET', '/documents?kind=xdoc&status=draft')).json().data.length).toBeGreaterThan(1);
  });

  it('searches title and body text through the index, by word prefix, in this workspace only', async () => {
    const doc = await create({ title: 'Zanzibar lease', markdown: 'The tenant shall water the ficus weekly.' });
    await t.api('POST', '/documents', { title: 'Zanzibar lease (theirs)', markdown: 'ficus' }, other);
    const ids = async (q: string) =>
      (await t.api('GET', `/documents?q=${encodeURIComponent(q)}`)).json().data.map((d: { id: string }) => d.id);
    expect(await ids('zanzibar')).toEqual([doc.data.id]);
    expect(await ids('ficus')).toEqual([doc.data.id]);
    expect(await ids('fic')).toEqual([doc.data.id]);
    expect(await ids('tenant water')).toEqual([doc.data.id]);
    expect(await ids('tenant porcupine')).toEqual([]);
    expect(await ids('"*) OR (')).toEqual([]);
    await t.api('PATCH', `/documents/${doc.data.id}`, { markdown: 'The landlord keeps the orchids.' });
    expect(await ids('ficus')).toEqual([]);
    expect(await ids('orchids')).toEqual([doc.data.id]);
  });
});

describe('updates, versions and recipients', () => {
  it('a new body snapshots the old one first (named by versionLabel) and emits document.edited', async () => {
    const { data } = await create({ title: 'Policy', markdown: '# One\n\nfirst body' });
    const res = await t.api('PATCH', `/documents/${data.id}`, {
      markdown: '# Two\n\nsecond body',
      versionLabel: 'Before rewrite',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sections[0].heading).toBe('Two');
    const versions = (await t.api('GET', `/documents/${data.id}/versions`)).json().data;
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ label: 'Before rewrite', automatic: true, kind: 'xdoc', title: 'Policy' });
    const v = (await t.api('GET', `/documents/${data.id}/versions/${versions[0].id}?include=content`)).json().data;
    expect(JSON.stringify(v.content)).toContain('first body');
    const audit = (await t.api('GET', `/audit?documentId=${data.id}&type=document.edited`)).json().data;
    expect(audit).toHaveLength(1);
    // Named version on request, then restore: what it replaces is snapshotted too.
    const named = await t.api('POST', `/documents/${data.id}/versions`, { label: 'Release 1' });
    expect(named.statusCode).toBe(201);
    expect(named.json().data).toMatchObject({ label: 'Release 1', automatic: false });
    const restored = await t.api('POST', `/documents/${data.id}/versions/${versions[0].id}`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.sections[0].heading).toBe('One');
    const all = (await t.api('GET', `/documents/${data.id}/versions`)).json().data;
    expect(all).toHaveLength(3);
    // The snapshot the restore took has no name: its label is absent, not null, in the list and the single read.
    const unnamed = all[0];
    expect(unnamed).toMatchObject({ automatic: true, title: 'Policy' });
    expect('label' in unnamed).toBe(false);
    const single = (await t.api('GET', `/documents/${data.id}/versions/${unnamed.id}`)).json().data;
    expect(Object.keys(single)).toEqual([
      'id',
      'documentId',
      'title',
      'kind',
      'pageCount',
      'automatic',
      'createdBy',
      'createdAt',
    ]);
    expect((await t.api('DELETE', `/documents/${data.id}/versions/${named.json().data.id}`)).statusCode).toBe(204);
    expect((await t.api('GET', `/documents/${data.id}/versions/${named.json().data.id}`)).statusCode).toBe(404);
    expect((await t.api('PATCH', `/documents/${data.id}`, { versionLabel: 'x' })).statusCode).toBe(400);
  });

  it('edits recipients in place by id or unchanged address, adds new ones, keeps or clears access codes', async () => {
    const { data } = await create({
      title: 'Deal',
      recipients: [
        { name: 'A', email: 'a@x.example', accessCode: 'secret-a' },
        { name: 'B', email: 'b@x.example', routingOrder: 2 },
      ],
    });
    const [a, b] = data.recipients;
    const res = await t.api('PATCH', `/documents/${data.id}`, {
      recipients: [
        { id: a.id, name: 'A renamed', email: 'a2@x.example' },
        { name: 'B', email: 'b@x.example', accessCode: null },
        { name: 'C', email: 'c@x.example', role: 'viewer' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const r = res.json().data.recipients;
    expect(r[0]).toMatchObject({
      id: a.id,
      name: 'A renamed',
      email: 'a2@x.example',
      hasAccessCode: true,
      color: a.color,
    });
    expect(r[1]).toMatchObject({ id: b.id, routingOrder: 2, hasAccessCode: false });
    expect(r[2]).toMatchObject({ name: 'C', role: 'viewer', routingOrder: 1 });
    expect(r[2].id).not.toBe(a.id);
    const unknown = await t.api('PATCH', `/documents/${data.id}`, {
      recipients: [{ id: 'rcp_nope', name: 'X', email: 'x@x.example' }],
    });
    expect(unknown.statusCode).toBe(422);
    const stored = await t.db.kysely
      .selectFrom('document_recipients')
      .select('access_code_hash')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(stored.access_code_hash).toMatch(/^scrypt\$/);
    expect(stored.access_code_hash).not.toContain('secret-a');
  });

  it('refuses a body change while out for signature (409) and any change in the trash (409)', async () => {
    const { data } = await create({ title: 'Locked one', markdown: 'x' });
    await t.db.kysely
      .updateTable('documents')
      .set({ status: 'locked', active_envelope_id: 'env_1' })
      .where('id', '=', data.id)
      .execute();
    expect((await t.api('PATCH', `/documents/${data.id}`, { markdown: 'y' })).statusCode).toBe(409);
    expect((await t.api('PATCH', `/documents/${data.id}`, { recipients: [] })).statusCode).toBe(409);
    expect((await t.api('PATCH', `/documents/${data.id}`, { title: 'Renamed while out' })).statusCode).toBe(200);
    expect((await t.api('DELETE', `/documents/${data.id}`)).statusCode).toBe(409);
    expect((await t.api('POST', `/documents/${data.id}/signature-blocks`, {})).statusCode).toBe(409);
  });

  it('another workspace gets 404 exactly like a missing id on every document operation', async () => {
    const { data } = await create({ title: 'Mine', markdown: 'x' });
    for (const [m, p, body] of [
      ['GET', ''],
      ['PATCH', '', { title: 'y' }],
      ['DELETE', ''],
      ['POST', '/restore'],
      ['GET', '/versions'],
      ['POST', '/versions', {}],
      ['GET', '/export'],
      ['GET', '/file'],
      ['POST', '/signature-blocks', {}],
    ] as const) {
      const theirs = await t.api(m, `/documents/${data.id}${p}`, body, other);
      const missing = await t.api(m, `/documents/doc_missing${p}`, body, other);
      expect(theirs.statusCode, `${m} ${p}`).toBe(404);
      expect(sansRequestId(theirs.body)).toEqual(sansRequestId(missing.body));
    }
  });
});

describe('trash and plan ceilings', () => {
  it('trash, restore and purge with their rules; trashed documents do not count toward the ceiling', async () => {
    await setPlan(t.db.kysely, `tiny-${process.pid}`, { documents: 2, rooms: 1, links: 1, sends: 1 });
    const tiny = (
      await t.keys.create({
        workspace: `tiny-${Date.now()}`,
        plan: `tiny-${process.pid}`,
        scopes: ['documents:read', 'documents:write'],
      })
    ).key;
    const mk = (title: string) => t.api('POST', '/documents', { title }, tiny);
    const one = (await mk('one')).json().data;
    await mk('two');
    const third = await mk('three');
    expect(third.statusCode).toBe(422);
    expect(third.json().code).toBe('plan_limit');
    expect((await t.api('DELETE', `/documents/${one.id}`, undefined, tiny)).statusCode).toBe(204);
    expect(
      (await t.api('GET', '/documents?trashed=true', undefined, tiny)).json().data.map((d: { id: string }) => d.id),
    ).toEqual([one.id]);
    expect((await t.api('GET', `/documents/${one.id}`, undefined, tiny)).json().data.deletedAt).not.toBeNull();
    expect((await mk('three again')).statusCode).toBe(201);
    expect((await t.api('POST', `/documents/${one.id}/restore`, undefined, tiny)).statusCode).toBe(422);
    // Purge: only from the trash, never a document that was sent.
    const live = (await t.api('GET', '/documents', undefined, tiny)).json().data[0];
    expect((await t.api('DELETE', `/documents/${live.id}?purge=true`, undefined, tiny)).statusCode).toBe(409);
    await t.db.kysely.updateTable('documents').set({ ever_sent: 1 }).where('id', '=', one.id).execute();
    expect((await t.api('DELETE', `/documents/${one.id}?purge=true`, undefined, tiny)).statusCode).toBe(409);
    await t.db.kysely.updateTable('documents').set({ ever_sent: 0 }).where('id', '=', one.id).execute();
    expect((await t.api('DELETE', `/documents/${one.id}?purge=true`, undefined, tiny)).statusCode).toBe(204);
    expect((await t.api('GET', `/documents/${one.id}`, undefined, tiny)).statusCode).toBe(404);
    expect((await t.api('POST', `/documents/${live.id}/restore`, undefined, tiny)).statusCode).toBe(409);
  });

  /** A workspace of its own on a plan allowing three documents, with `live` documents in it and `trashed` in the trash. */
  async function atDocumentCeiling(live: number, trashed = 0) {
    await setPlan(t.db.kysely, `three-${process.pid}`, { documents: 3 });
    const key = (
      await t.keys.create({
        workspace: `three-${randomBytes(4).toString('hex')}`,
        plan: `three-${process.pid}`,
        scopes: ['documents:read', 'documents:write'],
      })
    ).key;
    const made = async (title: string) => {
      const res = await t.api('POST', '/documents', { title }, key);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    };
    const inTrash: string[] = [];
    for (let i = 0; i < trashed; i++) {
      inTrash.push(await made(`trashed ${i}`));
      expect((await t.api('DELETE', `/documents/${inTrash[i]}`, undefined, key)).statusCode).toBe(204);
    }
    for (let i = 0; i < live; i++) await made(`live ${i}`);
    const liveCount = async () => (await t.api('GET', '/documents?limit=100', undefined, key)).json().data.length;
    return { key, inTrash, liveCount };
  }

  // Eight requests sent together against a ceiling of 3 with 2 documents: one gets in, seven are refused.
  const ONE_IN = [201, 422, 422, 422, 422, 422, 422, 422];

  it('creations sent together never pass the document ceiling', async () => {
    const { key, liveCount } = await atDocumentCeiling(2);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.api('POST', '/documents', { title: `race ${i}`, markdown: '# Race' }, key)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual(ONE_IN);
    expect(await liveCount()).toBe(3);
  });

  it('uploads sent together never pass the document ceiling', async () => {
    const { key, liveCount } = await atDocumentCeiling(2);
    const bytes = await pdfWith(['race']);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.api('POST', '/documents/upload', bytes, {
          key,
          headers: { 'content-type': 'application/pdf', 'x-filename': `race-${i}.pdf` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual(ONE_IN);
    expect(await liveCount()).toBe(3);
  });

  it('restores sent together never pass the document ceiling', async () => {
    const { key, inTrash, liveCount } = await atDocumentCeiling(2, 8);
    const answers = await Promise.all(inTrash.map((id) => t.api('POST', `/documents/${id}/restore`, undefined, key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
    expect(await liveCount()).toBe(3);
  });
});

describe('uploads and files', () => {
  it('uploads a raw PDF named by x-filename (percent-encoded) and streams it back unchanged', async () => {
    const bytes = await pdfWith(['first page text', 'second page']);
    const res = await t.api('POST', '/documents/upload', bytes, {
      headers: { 'content-type': 'application/pdf', 'x-filename': encodeURIComponent('Zoë term sheet.pdf') },
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    expect(doc).toMatchObject({ title: 'Zoë term sheet', kind: 'pdf', pageCount: 2, hasTextLayer: true, sections: [] });
    expect(doc.source).toMatchObject({
      filename: 'Zoë term sheet.pdf',
      contentType: 'application/pdf',
      byteSize: bytes.length,
      hasTextLayer: true,
    });
    const file = await t.api('GET', `/documents/${doc.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Zo%C3%AB%20term%20sheet.pdf");
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect((await t.api('GET', `/documents/${doc.id}/export?format=pdf`)).rawPayload.equals(bytes)).toBe(true);
    expect((await t.api('GET', `/documents/${doc.id}/export?format=md`)).statusCode).toBe(409);
    expect((await t.api('PATCH', `/documents/${doc.id}`, { markdown: 'x' })).statusCode).toBe(422);
  });

  it('uploads multipart with a title part; a scan has no text layer', async () => {
    const scan = await PDFDocument.create();
    scan.addPage([300, 300]).drawRectangle({ x: 10, y: 10, width: 100, height: 100 });
    const bytes = Buffer.from(await scan.save());
    const form = multipart([
      { name: 'title', value: 'Scanned contract' },
      { name: 'file', filename: 'scan.pdf', contentType: 'application/pdf', value: bytes },
    ]);
    const res = await t.api('POST', '/documents/upload', form.payload, { headers: form.headers });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      title: 'Scanned contract',
      pageCount: 1,
      hasTextLayer: false,
      source: { filename: 'scan.pdf' },
    });
  });

  it('refuses what is not a PDF (400), a PDF without pages (400), over 25 MB (422) — storing nothing', async () => {
    const blobs = () => rowCount(t.db.kysely.selectFrom('blobs'));
    const before = await blobs();
    const notPdf = await t.api('POST', '/documents/upload', Buffer.from('hello, not a pdf'), {
      headers: { 'content-type': 'application/pdf' },
    });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().details.fields[0].field).toBe('body.file');
    const empty = Buffer.from(await (await PDFDocument.create()).save({ addDefaultPage: false }));
    expect(
      (await t.api('POST', '/documents/upload', empty, { headers: { 'content-type': 'application/pdf' } })).statusCode,
    ).toBe(400);
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(25 * 1024 * 1024 + 10, 0x20)]);
    const big = await t.api('POST', '/documents/upload', huge, { headers: { 'content-type': 'application/pdf' } });
    expect(big.statusCode).toBe(422);
    // Any content type is read; what is not a PDF is a 400 naming it (it was a 415 for text/plain before).
    const text = await t.api('POST', '/documents/upload', 'x', { headers: { 'content-type': 'text/plain' } });
    expect([text.statusCode, text.json().code]).toEqual([400, 'not_a_pdf']);
    expect(notPdf.json().code).toBe('not_a_pdf');
    expect(
      (
        await t.api('POST', '/documents/upload', await pdfWith(['x']), {
          headers: { 'content-type': 'application/pdf', 'x-filename': '%E0%A4%A' },
        })
      ).statusCode,
    ).toBe(400);
    expect(await blobs()).toBe(before);
  });

  it('replaces the file keeping id; the outgoing file becomes a version; authored documents refuse (409)', async () => {
    const first = await pdfWith(['one', 'two', 'three']);
    const doc = (
      await t.api('POST', '/documents/upload', first, {
        headers: { 'content-type': 'application/pdf', 'x-filename': 'v1.pdf' },
      })
    ).json().data;
    const second = await pdfWith(['only page']);
    const res = await t.api('POST', `/documents/${doc.id}/file`, second, {
      headers: { 'content-type': 'application/pdf', 'x-filename': 'v2.pdf' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      documentId: doc.id,
      pageCount: 1,
      previousPageCount: 3,
      hasTextLayer: true,
      droppedFields: 0,
    });
    const versions = (await t.api('GET', `/documents/${doc.id}/versions`)).json().data;
    expect(versions[0]).toMatchObject({
      id: res.json().data.previousVersionId,
      kind: 'pdf',
      pageCount: 3,
      automatic: true,
    });
    expect((await t.api('GET', `/documents/${doc.id}/file`)).rawPayload.equals(second)).toBe(true);
    // Restoring the version puts the first file back.
    expect((await t.api('POST', `/documents/${doc.id}/versions/${versions[0].id}`)).json().data.pageCount).toBe(3);
    expect((await t.api('GET', `/documents/${doc.id}/file`)).rawPayload.equals(first)).toBe(true);
    const authored = await create({ title: 'Authored' });
    expect(
      (
        await t.api('POST', `/documents/${authored.data.id}/file`, second, {
          headers: { 'content-type': 'application/pdf' },
        })
      ).statusCode,
    ).toBe(409);
    expect((await t.api('GET', `/documents/${authored.data.id}/file`)).statusCode).toBe(404);
  });
});

describe('exports', () => {
  it('PDF with the text selectable, DOCX as a Word package, Markdown that round-trips', async () => {
    const { data } = await create({ title: 'Export me', markdown: MD });
    const pdf = await t.api('GET', `/documents/${data.id}/export`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const s of ['Export me', 'Mutual NDA', 'confidential', 'Term', '24']) expect(text).toContain(s);
    const docx = await t.api('GET', `/documents/${data.id}/export?format=docx`);
    expect(docx.headers['content-type']).toContain('wordprocessingml');
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const md = await t.api('GET', `/documents/${data.id}/export?format=md`);
    expect(md.headers['content-type']).toMatch(/^text\/markdown/);
    const again = await create({ title: 'Round trip', markdown: md.body });
    const a = (await t.api('GET', `/documents/${data.id}?include=content`)).json().data.content;
    const b = (await t.api('GET', `/documents/${again.data.id}?include=content`)).json().data.content;
    expect(b).toEqual(a);
    expect((await t.api('GET', `/documents/${data.id}/export?format=odt`)).statusCode).toBe(400);
  });
});

describe('signature blocks and templates', () => {
  it('appends a bound block with every 422 of the reference', async () => {
    const none = await create({ title: 'No one' });
    expect((await t.api('POST', `/documents/${none.data.id}/signature-blocks`, {})).statusCode).toBe(422);
    const two = await create({
      title: 'Two signers',
      recipients: [
        { name: 'Ann', email: 'ann@x.example' },
        { name: 'Bob', email: 'bob@x.example' },
      ],
    });
    const id = two.data.id;
    expect((await t.api('POST', `/documents/${id}/signature-blocks`, {})).statusCode).toBe(422);
    expect((await t.api('POST', `/documents/${id}/signature-blocks`, { email: 'zed@x.example' })).statusCode).toBe(422);
    expect(
      (
        await t.api('POST', `/documents/${id}/signature-blocks`, {
          recipientId: two.data.recipients[0].id,
          email: 'bob@x.example',
        })
      ).statusCode,
    ).toBe(422);
    const res = await t.api('POST', `/documents/${id}/signature-blocks`, {
      email: 'BOB@x.example',
      heading: 'Signed for Globex',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      addedFor: { recipientId: two.data.recipients[1].id, name: 'Bob', email: 'bob@x.example' },
      totalFields: 3,
    });
    const content = (await t.api('GET', `/documents/${id}?include=content`)).json().data.content.content;
    const fields = content.filter((n: { type: string }) => n.type === 'signatureField');
    expect(fields.map((f: { attrs: { fieldType: string } }) => f.attrs.fieldType)).toEqual([
      'name',
      'signature',
      'date',
    ]);
    expect(
      fields.every(
        (f: { attrs: { recipientId: string; id: string } }) =>
          f.attrs.recipientId === two.data.recipients[1].id && f.attrs.id,
      ),
    ).toBe(true);
    expect((await t.api('GET', `/documents/${id}/versions`)).json().data).toHaveLength(1);
    const upload = (
      await t.api('POST', '/documents/upload', await pdfWith(['x']), { headers: { 'content-type': 'application/pdf' } })
    ).json().data;
    expect((await t.api('POST', `/documents/${upload.id}/signature-blocks`, {})).statusCode).toBe(422);
  });

  it('saves a template (slots kept, addresses stripped), makes documents from it with fields rebound, counts uses', async () => {
    const src = await create({
      title: 'Offer letter',
      markdown: '# Offer',
      recipients: [
        { name: 'Candidate', email: 'cand@x.example', accessCode: 'abcd' },
        { name: 'Manager', email: 'mgr@x.example', routingOrder: 2 },
      ],
    });
    await t.api('POST', `/documents/${src.data.id}/signature-blocks`, { recipientId: src.data.recipients[0].id });
    const tpl = await t.api('POST', '/templates', { documentId: src.data.id });
    expect(tpl.statusCode).toBe(201);
    const tdata = tpl.json().data;
    expect(tdata).toMatchObject({ name: 'Offer letter template', kind: 'xdoc', useCount: 0, description: null });
    expect(tdata.recipients).toEqual([
      { id: src.data.recipients[0].id, name: 'Candidate', role: 'signer', routingOrder: 1 },
      { id: src.data.recipients[1].id, name: 'Manager', role: 'signer', routingOrder: 2 },
    ]);
    expect(JSON.stringify(tdata)).not.toMatch(/cand@x|mgr@x/);
    // Later edits to the source do not change the template.
    await t.api('PATCH', `/documents/${src.data.id}`, { markdown: '# Changed' });
    const withContent = (await t.api('GET', `/templates/${tdata.id}?include=content`)).json().data;
    expect(JSON.stringify(withContent.content)).toContain('Offer');
    const made = await create({ templateId: tdata.id, recipients: [{ name: 'Jo', email: 'jo@x.example' }] });
    expect(made.data.title).toBe('Offer letter template');
    expect(made.data.recipients[0]).toMatchObject({ name: 'Jo', email: 'jo@x.example', role: 'signer' });
    expect(made.data.recipients[1]).toMatchObject({ name: 'Manager', email: null, routingOrder: 2 });
    const body = (await t.api('GET', `/documents/${made.data.id}?include=content`)).json().data.content.content;
    const field = body.find((n: { type: string }) => n.type === 'signatureField');
    expect(field.attrs.recipientId).toBe(made.data.recipients[0].id);
    expect((await t.api('GET', `/templates/${tdata.id}`)).json().data.useCount).toBe(1);
    expect(
      (await t.api('PATCH', `/templates/${tdata.id}`, { name: 'Offer v2', description: 'Standard offer' })).json().data,
    ).toMatchObject({ name: 'Offer v2', description: 'Standard offer' });
    expect((await t.api('GET', '/templates')).json().data[0].id).toBe(tdata.id);
    expect((await t.api('DELETE', `/templates/${tdata.id}`)).statusCode).toBe(204);
    expect((await t.api('GET', `/templates/${tdata.id}`)).statusCode).toBe(404);
    expect((await t.api('GET', `/documents/${made.data.id}`)).statusCode).toBe(200);
    expect((await t.api('POST', '/templates', { documentId: 'doc_missing' })).statusCode).toBe(404);
    expect((await t.api('GET', `/templates/${tdata.id}`, undefined, other)).statusCode).toBe(404);
  });

  it("a recipient filling a template slot without role or routingOrder keeps the slot's; without a template they default to signer and 1", async () => {
    // A workspace of its own: the suite's workspace is near its plan's document ceiling.
    const key = await t.keyWith(['documents:read', 'documents:write'], { workspace: `slots-${Date.now()}` });
    const make = async (body: Record<string, unknown>) => {
      const res = await t.api('POST', '/documents', body, key);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { data: Record<string, any> };
    };
    const src = await make({
      title: 'Board consent',
      markdown: '# Consent',
      recipients: [
        { name: 'Observer', email: 'obs@x.example', role: 'viewer', routingOrder: 3 },
        { name: 'Director', email: 'dir@x.example', role: 'signer', routingOrder: 2 },
      ],
    });
    const tpl = (await t.api('POST', '/templates', { documentId: src.data.id }, key)).json().data;
    const made = await make({
      templateId: tpl.id,
      recipients: [
        { name: 'Olga', email: 'olga@x.example' },
        { name: 'Dmitri', email: 'dmitri@x.example', routingOrder: 5 },
        { name: 'Extra', email: 'extra@x.example' },
      ],
    });
    const slots = made.data.recipients.map((r: Record<string, unknown>) => [r.name, r.role, r.routingOrder]);
    expect(slots).toEqual([
      ['Olga', 'viewer', 3],
      ['Dmitri', 'signer', 5],
      ['Extra', 'signer', 1],
    ]);
    const overridden = await make({
      templateId: tpl.id,
      recipients: [{ name: 'Vera', email: 'vera@x.example', role: 'signer', routingOrder: 1 }],
    });
    expect(overridden.data.recipients[0]).toMatchObject({ name: 'Vera', role: 'signer', routingOrder: 1 });
    const plain = await make({ title: 'Plain', recipients: [{ name: 'Pat', email: 'pat@x.example' }] });
    expect(plain.data.recipients[0]).toMatchObject({ role: 'signer', routingOrder: 1 });
    const stored = (await t.api('GET', `/documents/${made.data.id}`, undefined, key)).json().data.recipients[0];
    expect(stored).toMatchObject({ name: 'Olga', role: 'viewer', routingOrder: 3 });
  });
});
